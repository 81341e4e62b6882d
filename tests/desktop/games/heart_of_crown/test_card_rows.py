"""A card row whose places did not change keeps its cards (no reset), and is
never stale for it: what ``Changes.places`` leaves out shows the same cards."""
import pytest

from desktop.games.heart_of_crown.models.items import card_rows, market_places
from desktop.games.heart_of_crown.table import TablePage
from desktop.shell.rules import TableRules
from desktop.widgets.roles import LEGAL_ROLE
from engine.ai.agents import make_agent
from engine.core.changes import touched
from engine.games import new_game
from engine.games.heart_of_crown.codec import CODEC
from tests.engine.heart_of_crown.scenario import table as position


def test_a_row_whose_places_did_not_change_shows_the_same_cards():
    state = new_game("heart_of_crown", {"players": 3}, 5)
    agents = [make_agent("baseline", "heart_of_crown", seat) for seat in range(3)]
    views = [state.view(seat) for seat in range(3)]
    orders = [market_places([], view) for view in views]
    kept = 0
    for _ in range(300):
        if state.decision is None:
            break
        changes = state.apply(agents[state.decision.player].act(state))
        for seat in range(3):
            view = state.view(seat)
            order = market_places(orders[seat], view)
            before = card_rows(views[seat], orders[seat])
            for row, (places, items) in card_rows(view, order).items():
                if not touched(changes, places):
                    assert items() == before[row][1](), (row, sorted(changes.places))
                    kept += 1
            views[seat], orders[seat] = view, order
    assert kept > 1000


@pytest.fixture
def page(qtbot):
    page = TablePage()
    qtbot.addWidget(page)
    page.animations = False
    page.resize(1280, 800)
    page.show()
    return page


def _resets(model) -> list:
    resets = []
    model.modelReset.connect(lambda: resets.append(1))
    return resets


def _act(page, state, text: str, viewer: int) -> None:
    changes = state.apply(CODEC.parse(text))
    page.show_view(state.view(viewer), changes)


def test_a_card_played_resets_the_hand_but_not_the_market_whose_marks_still_follow(page):
    state = position(hands={0: ["city", "city", "fast_horse"]})
    page.reset(["Ann", "Bea"], TableRules(lambda: state))
    page.show_view(state.view(0), None)
    hand, market = _resets(page.hand_model), _resets(page.market_model)
    model = page.market_model
    _act(page, state, "play city", 0)
    assert (len(hand), len(market)) == (1, 0)
    assert not any(model.index(row, 0).data(LEGAL_ROLE) for row in range(model.rowCount()))
    _act(page, state, "end_main", 0)       # now cards may be bought
    assert len(market) == 0
    assert any(model.index(row, 0).data(LEGAL_ROLE) for row in range(model.rowCount()))
    page.show_view(state.view(0), None)      # None: anything may have changed
    assert len(market) == 1


def test_another_viewer_redraws_every_row(page):
    state = position(hands={0: ["city", "fast_horse"]})
    page.reset(["Ann", "Bea"], TableRules(lambda: state))
    page.show_view(state.view(0), None)
    market = _resets(page.market_model)
    _act(page, state, "play city", 1)
    assert len(market) == 1
