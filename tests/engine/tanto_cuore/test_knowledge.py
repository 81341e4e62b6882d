"""Determinization keeps what a seat knows and only that: a card Eugenie showed
it in another hand, a deck top Eliza let it see, a Claire revealed to all."""
from engine.core.rng import Rng
from tests.engine.tanto_cuore.scenario import play, table

TOWN = ["sainsbury", "tenalys", "natsumi", "nena", "esquine", "eliza", "claire", "kagari", "azure", "anise"]
OTHERS_HAND = ["love_3", "love_1", "love_1", "love_1", "love_1"]


def _eugenie_peeked(players=3):
    state = table(players=players, maids=TOWN, phase="start",
                  seats={0: {"private": ["eugenie"], "hand": ["colette"] * 5},
                         1: {"hand": list(OTHERS_HAND), "deck": ["love_1"] * 5}})
    # Force the random pick onto the 3 Love: try seeds of the state's RNG until it comes.
    while True:
        trial = state.clone()
        play(trial, "ability", "peek 1")
        if trial.decision.prompt["looking"] == ["love_3"]:
            return trial
        state.rng.next64()


def test_a_card_seen_through_eugenie_stays_in_that_hand_in_every_sampled_world():
    state = _eugenie_peeked()
    play(state, "decline")                       # no swap: the 3 Love stays with seat 1
    assert state.players[1].peeked[0] == ["love_3"]
    for seed in range(40):
        assert "love_3" in state.determinize(0, Rng(seed)).players[1].hand


def test_a_seat_that_did_not_see_it_may_find_it_elsewhere():
    state = _eugenie_peeked()
    play(state, "decline")
    moved = any("love_3" not in state.determinize(2, Rng(seed)).players[1].hand for seed in range(40))
    assert moved, "seat 2 never saw the 3 Love, so its worlds must not pin it in seat 1's hand"


def test_after_a_swap_both_seats_know_where_the_swapped_cards_are():
    state = _eugenie_peeked()
    play(state, "swap")
    for seed in range(20):
        assert "colette" in state.determinize(0, Rng(seed)).players[1].hand
        assert "love_3" in state.determinize(1, Rng(seed)).players[0].hand


def test_a_deck_top_seen_through_eliza_stays_on_top_until_it_is_drawn():
    state = table(maids=TOWN, seats={0: {"hand": ["eliza", "love_1", "love_1", "love_1", "love_1"]},
                                     1: {"deck": ["marianne"] + ["love_1"] * 6}})
    play(state, "serve eliza", "look 1", "keep_top")
    for seed in range(20):
        assert state.determinize(0, Rng(seed)).players[1].deck[-1] == "marianne"
    # The deck's owner did not see it: its worlds shuffle it anywhere.
    assert any(state.determinize(1, Rng(seed)).players[1].deck[-1] != "marianne" for seed in range(20))


def test_a_revealed_claire_stays_in_hand_for_everyone():
    state = table(maids=TOWN, phase="employ", love=2,
                  seats={0: {"hand": ["love_1"] * 5}, 1: {"hand": ["claire"] + ["love_1"] * 4, "chambermaids": ["azure"]}})
    play(state, "employ bad_habit 1", "react")
    for seat in (0, 1):
        for seed in range(10):
            assert "claire" in state.determinize(seat, Rng(seed)).players[1].hand
