"""Which places an action changed (``Changes.places``, found by
``engine.core.changes`` from this game's ``places.snapshot``)."""
import pytest

from engine.core.actions import Place
from engine.games.tanto_cuore import SPEC
from tests.engine.places_check import check_games
from tests.engine.tanto_cuore.scenario import CODEC, play, table

# Which place holds each field of the view (None: a sum of other places, or
# the decision's options, which a table shows anew from every view).
SEAT_FIELDS = {
    "hand": "hand", "hand_count": "hand", "known_hand": "hand", "seen_by_you": "hand", "deck_count": "deck",
    "deck_cards": "deck", "discard": "discard", "play": "play", "employed": "employed", "next_hand": "employed",
    "quarters": None, "score": None,
}
SHARED_FIELDS = {
    "turn": "turn", "turn_number": "turn", "phase": "turn", "decision": None, "servings": "turn",
    "employs": "turn", "love": "turn", "love_spent": "turn", "love_available": None, "town": "town",
    "town_maids": "town", "private_pile": None, "empty_maid_piles": None, "winners": "turn", "end_reason": "turn",
}


def _quarters_named(before: dict, after: dict, places) -> bool:
    """A changed Private Quarters names its chambermaids, private maids or Bad Habits."""
    zones = {Place(zone, after["seat"]) for zone in ("chambermaids", "private", "bad_habits")}
    return before["quarters"] == after["quarters"] or bool(places & zones)


@pytest.mark.parametrize("players", [2, 4])
def test_every_changed_place_is_named(players):
    assert check_games(SPEC, SEAT_FIELDS, SHARED_FIELDS, players, [1, 2], named=_quarters_named) > 100


def test_a_card_served_names_the_hand_the_play_area_and_the_turn_only():
    state = table(seats={0: {"hand": ["kagari", "genevieve", "love_1", "love_1", "love_1"]}})
    changes = state.apply(CODEC.parse("serve kagari"))
    assert {Place("hand", 0), Place("play", 0), Place("turn")} <= changes.places
    assert not changes.places & {Place("town"), Place("hand", 1), Place("discard", 0), Place("private_open")}


def test_a_maid_employed_names_the_town_and_the_discard_pile():
    state = table(employs=2, seats={0: {"hand": ["eliza", "love_1", "love_1", "love_2", "colette"]}})
    play(state, "serve eliza", "decline")
    changes = state.apply(CODEC.parse("employ genevieve"))
    assert {Place("town"), Place("discard", 0), Place("employed", 0), Place("turn")} <= changes.places
    assert not changes.places & {Place("hand", 0), Place("play", 0), Place("private_open"), Place("hand", 1)}
