"""Which places an action changed (``Changes.places``, found by
``engine.core.changes`` from this game's ``places.snapshot``)."""
import pytest

from engine.core.actions import Place
from engine.games.heart_of_crown import SPEC
from engine.games.heart_of_crown.codec import CODEC
from tests.engine.heart_of_crown.scenario import table
from tests.engine.places_check import check_games

# Which place holds each field of the view (None: a sum of other places, or
# the decision's options, which a table shows anew from every view).
SEAT_FIELDS = {
    "hand": "hand", "hand_count": "hand", "known_hand": "hand", "deck_count": "deck", "deck_faceup": "deck",
    "deck_cards": "deck", "discard": "discard", "play": "play", "princess": "domain", "lands": "domain",
    "succession": "domain", "point_counters": "counters", "coin_counters": "counters",
    "twin_counters": "counters", "points": None, "owned_count": None,
}
SHARED_FIELDS = {
    "turn": "turn", "turn_number": "turn", "phase": "turn", "decision": None, "coins": "coins",
    "plays_left": "coins", "played": "coins", "basic_market": "market", "market": "market",
    "supply_count": "supply", "supply_top": "supply", "curses": "curses", "abroad": "abroad",
    "princesses": "princesses", "market_piles": "market", "coronation": "turn", "sudden_death": "turn",
    "extra_turn_pending": "turn", "winners": "turn", "end_reason": "turn", "buy_costs": None,
}


@pytest.mark.parametrize("players", [2, 4])
def test_every_changed_place_is_named(players):
    assert check_games(SPEC, SEAT_FIELDS, SHARED_FIELDS, players, [1, 2]) > 300


def test_a_card_played_names_the_hand_the_play_area_and_the_coins_only():
    state = table(hands={0: ["city", "fast_horse"]})
    changes = state.apply(CODEC.parse("play city"))
    assert {Place("hand", 0), Place("play", 0), Place("coins")} <= changes.places
    assert not changes.places & {Place("market"), Place("hand", 1), Place("discard", 0), Place("domain", 0)}


def test_a_card_bought_names_the_market_the_discard_pile_and_the_coins():
    state = table(hands={0: ["city", "city"]})
    for text in ("play city", "play city"):       # no card left to play: the second phase
        state.apply(CODEC.parse(text))
    changes = state.apply(CODEC.parse("buy farming_village"))
    assert {Place("market"), Place("discard", 0), Place("coins")} <= changes.places
    assert not changes.places & {Place("hand", 0), Place("princesses"), Place("hand", 1), Place("play", 1)}

