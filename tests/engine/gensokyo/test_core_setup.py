"""§2: setup."""
from collections import Counter

from engine.core.spec import get_spec
from engine.games.gensokyo.options import CHARISMA

SPEC = get_spec("gensokyo")


def _started(players=2, map_name="loop", rolls=None, seed=1):
    state = SPEC.start({"players": players, "map": map_name}, seed)
    for face in rolls or ():
        state.apply(("roll", face))
    while state.decision.is_chance:
        state.apply(state.chance_outcome())
    return state


def test_deck_is_30_per_player_from_the_pool_and_the_rest_is_set_aside():
    for players, pool in ((2, 62), (3, 124), (4, 124)):
        state = SPEC.start({"players": players}, 3)
        cards = state.cards
        assert len(cards.deck) + sum(map(len, cards.hands)) - players == 30 * players
        regular_aside = [c for c in cards.set_aside if c not in CHARISMA]
        assert len(cards.deck) + 5 * players + len(regular_aside) == pool
        assert Counter(c for c in cards.set_aside if c in CHARISMA).total() == 4 - players


def test_each_player_has_40_and_five_cards_plus_one_charisma_card():
    state = SPEC.start({"players": 3}, 5)
    assert state.money == [40, 40, 40]
    for hand in state.cards.hands:
        assert len(hand) == 6 and sum(card in CHARISMA for card in hand) == 1


def test_the_highest_roll_goes_first_and_ties_roll_again():
    # seat 0: 3+3, seat 1: 5+1, seat 2: 2+2 → seats 0 and 1 tie on 6 and re-roll: 1+1 vs 6+6
    state = _started(3, rolls=[3, 3, 5, 1, 2, 2, 1, 1, 6, 6])
    assert state.order == [1, 0, 2] and state.active == 1


def test_the_staggered_start_on_the_loop():
    for players, squares in ((2, ["A01", "A05"]), (3, ["A01", "A04", "A07"]), (4, ["A01", "A03", "A05", "A07"])):
        state = _started(players)
        assert [state.board.square_id(state.position[seat]) for seat in state.order] == squares


def test_all_pieces_start_on_start_on_the_cross_map_with_no_facing():
    state = _started(3, "cross")
    assert set(state.position) == {state.board.start} and state.facing == [None] * 3
    assert state.laps == [0, 0, 0]
