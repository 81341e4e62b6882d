"""Every model passes Qt's own model tester while it is filled and refilled."""
import re

import pytest
from PySide6.QtTest import QAbstractItemModelTester

from desktop.games.heart_of_crown.models.cards import CardListModel
from desktop.games.heart_of_crown.models.items import (basic_market_items, domain_items, hand_items, market_items,
                                                       market_places, play_items, princess_items)
from desktop.games.heart_of_crown.strings import viewer_log_line
from desktop.widgets.log_model import LogModel
from desktop.games.heart_of_crown.models.players import PlayersModel
from desktop.widgets.roles import CARD_ROLE, LEGAL_ROLE
from engine.ai.agents import make_agent
from engine.games import new_game
from engine.games.heart_of_crown.cards import CARDS

WARN = QAbstractItemModelTester.FailureReportingMode.Warning


def views_along_a_game(steps=120):
    state = new_game("heart_of_crown", {"players": 3}, 11)
    agent = make_agent("baseline", "heart_of_crown", 1)
    for _ in range(steps):
        if state.decision is None:
            break
        view = state.view(state.decision.player)
        choices = [(action, state.describe(action)) for action in state.decision.options]
        yield view, choices, state.apply(agent.act(state)).events
    yield state.view(0), [], []


@pytest.mark.parametrize("items", [hand_items, play_items, basic_market_items,
                                   lambda v: market_items(v, market_places([], v)),
                                   princess_items, lambda v: domain_items(v, 0)])
def test_card_models(items):
    model = CardListModel()
    tester = QAbstractItemModelTester(model, WARN)
    for view, choices, _ in views_along_a_game():
        model.set_items(items(view), choices)
        for row in range(model.rowCount()):
            index = model.index(row, 0)
            assert index.data(CARD_ROLE)
            assert isinstance(index.data(LEGAL_ROLE), bool)
    assert tester is not None


def test_market_piles_keep_their_places_and_a_new_pile_takes_an_empty_one():
    """The engine puts a new pile last, so every pile after an emptied one
    moved along the row (the eye lost them): on the table each keeps its place."""
    places, engine_moved = [], False
    for view, _, _ in views_along_a_game(400):
        piles = [stack["pile"] for stack in view["market"]]
        before, places = places, market_places(places, view)
        assert sorted(places) == sorted(piles)
        shown = [CARDS[item.card].pile for item in market_items(view, places) if item.slot != "supply"]
        assert list(dict.fromkeys(shown)) == places
        stayed = [pile for pile in before if pile in piles]
        if len(places) == len(before):
            assert all(places.index(pile) == before.index(pile) for pile in stayed)
            engine_moved |= any(piles.index(pile) != before.index(pile) for pile in stayed)
    assert engine_moved, "no pile emptied along the game: the test saw nothing to keep in place"


def test_players_model():
    model = PlayersModel()
    tester = QAbstractItemModelTester(model, WARN)
    for view, _, _ in views_along_a_game():
        model.set_view(view, ["A", "B", "C"])
    assert model.rowCount() == 3 and model.columnCount() == 6
    assert tester is not None


def test_log_model_adds_truncates_and_refilters():
    model = LogModel(viewer_log_line)
    tester = QAbstractItemModelTester(model, WARN)
    model.reset(["A", "B", "C"], 0)
    number = 0
    for _, _, events in views_along_a_game():
        number += 1
        model.add_events(number, events)
    full = model.rowCount()
    assert full > 20
    seen_by_a = model.lines()
    model.set_viewer(1)
    # B's own draws are named only to B; A saw counts instead.
    counted = re.compile(r"B draws (\d+ cards|a card)$")
    b_draws_for_a = [line for line in seen_by_a if line.startswith("B draws")]
    b_draws_for_b = [line for line in model.lines() if line.startswith("You draw")]   # B reads its own moves so
    assert b_draws_for_a and all(counted.match(line) for line in b_draws_for_a)
    assert b_draws_for_b and not any(re.match(r"You draw (\d+ cards|a card)$", line) for line in b_draws_for_b)
    model.truncate(number // 2)
    assert model.rowCount() < full
    assert tester is not None


def test_princess_names_break_only_between_title_and_name(qapp):
    """Qt's wrapping would split レイン&シオン after シ in a narrow card."""
    from PySide6.QtGui import QFont, QFontMetricsF

    from desktop.games.heart_of_crown.card_art import split_name
    from desktop.base.i18n import font_for_language

    font = QFont(font_for_language("ja") or "", 8)
    metrics = QFontMetricsF(font)
    name = "双子の姫 レイン&シオン"
    narrow = metrics.horizontalAdvance("レイン&シオン") + 1
    assert split_name(name, 2, narrow, metrics) == ["双子の姫", "レイン&シオン"]
    assert split_name(name, 1, 10 * narrow, metrics) == [name]
