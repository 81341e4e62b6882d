"""Gensokyo's reference held to the shared bar of test_reference_all.py (its own
functions, pointed at this file while the game's package has no __init__ yet),
and F1's section for the decisions the engine asks."""
from __future__ import annotations

import pytest

from desktop.base import reference_data
from desktop.games.gensokyo.reference import REFERENCE, reference_icons, reference_section
from tests.desktop.games import test_reference_all as shared

GAME = "gensokyo"


@pytest.fixture(autouse=True)
def _this_reference(monkeypatch):
    monkeypatch.setattr(shared, "reference_file", lambda game: REFERENCE)
    monkeypatch.setattr(shared, "_card_names", lambda game: [])


def test_it_loads_and_opens_at_the_overview():
    ref = shared.reference(GAME)
    assert ref.game == GAME and ref.children("")[0].id == "overview"


@pytest.mark.parametrize("code", reference_data.LANGUAGE_CODES)
def test_every_section_is_written_in_every_language(code):
    shared.test_every_section_is_written_in_every_language(GAME, code)


@pytest.mark.parametrize("code", shared.TRANSLATIONS)
def test_no_english_is_left_and_the_forms_are_the_regions(code):
    shared.test_no_english_is_left_in_a_translation(GAME, code)
    shared.test_the_character_forms_are_the_regions_own(GAME, code)


def test_the_same_links_stand_in_every_language():
    shared.test_the_same_links_and_icons_stand_in_every_language(GAME)


def test_the_common_bar_every_glossary_term_is_in_every_translation():
    shared.test_the_glossary_terms_of_the_english_are_in_every_translation(GAME)


def test_no_icons_are_used_while_none_are_drawn():
    assert reference_icons() == {}
    assert not any(reference_data.ICON.search(s.body.get(c)) for s in shared.reference(GAME).sections
                   for c in reference_data.LANGUAGE_CODES)


@pytest.mark.parametrize("view, section", [
    (None, "overview"), ({"kind": "claim", "winners": None}, "lands"),
    ({"kind": "invest", "winners": None}, "lands"), ({"kind": "battle_support", "winners": None}, "battle"),
    ({"kind": "sell", "winners": None}, "bankruptcy"), ({"kind": "move", "winners": [0]}, "the-end"), ({"kind": None, "winners": None}, "overview")])
def test_f1_opens_the_section_of_the_decision(view, section):
    assert reference_section(view) == section
    assert shared.reference(GAME).section(section) is not None


def test_f1_names_a_section_of_the_file_for_every_decision_of_a_real_game():
    """Whole games with random answers, invading whenever it may: every view's
    section exists; a claim opens "lands", a battle's commit "battle", the end "the-end"."""
    import random

    from engine.games.gensokyo.state import GensokyoState
    ref, seen = shared.reference(GAME), set()
    for seed in range(2):
        state, chooser = GensokyoState({"players": 2, "map": "loop"}, seed), random.Random(seed)
        while not state.ended:
            decision = state.decision
            if decision.is_chance:
                state.apply(state.chance_outcome())
                continue
            view = state.view(decision.player)
            seen.add((view["kind"], reference_section(view)))
            state.apply(("invade",) if ("invade",) in decision.options else chooser.choice(decision.options))
        seen.add(("end", reference_section(state.view(0))))
    assert all(ref.section(section) is not None for _, section in seen)
    assert {("claim", "lands"), ("battle_main", "battle"), ("spell", "spells"), ("end", "the-end")} <= seen
