"""The rules text itself: its worked examples, setup, the turn, the end of the
game, the variants, and the options a game starts with.

Rules: shared/rules/heart_of_crown_2e.rules.zh-Hans.txt.
"""
from __future__ import annotations

from collections import Counter

import pytest

from engine.core.protocol import IllegalAction
from engine.games.heart_of_crown import OptionsError, new_game
from engine.games.heart_of_crown.cards import BASIC_MARKET, CARDS, MAID_VARIANTS, PRINCESSES, RARES
from engine.games.heart_of_crown.options import PRESETS
from tests.engine.heart_of_crown.play import act, texts
from tests.engine.heart_of_crown.scenario import (
    TEST_MARKET, counts, finish_turn, play_all, table)

SEVEN_KINDS = [["fast_horse"] * 5, ["hideout"] * 5, ["purveyor"] * 5, ["trade_ship"] * 5,
               ["library"] * 5, ["flea_market"] * 5, ["alchemist"] * 5]


# ---------------------------------------------------------------- worked examples
def test_link_example_two_villages_two_battalions_and_an_apprentice_maid():
    state = table(hands={0: ["farming_village", "farming_village", "infantry_battalion",
                             "infantry_battalion", "apprentice_maid"],
                         1: ["city"] * 4})     # under 5 cards: the battalion's attack misses
    assert "play apprentice_maid" not in texts(state)   # neither Action nor Territory
    play_all(state, "play farming_village", "play farming_village", "play infantry_battalion")
    # The battalion has no link symbol: the chain ends, the second battalion stays in hand.
    assert state.plays_left == 0
    assert state.decision.kind == "second"
    assert state.coins == 1 + 1 + 2
    assert counts(state.players[0].hand) == counts(["infantry_battalion", "apprentice_maid"])


def test_backing_example_three_highest_territories_go_to_the_domain():
    state = table(hands={0: ["large_city", "city", "fast_horse", "farming_village"]},
                  decks={0: ["farming_village"] + ["senator"] * 10}, discards={0: []})
    play_all(state, "play large_city", "play city", "play fast_horse", "play farming_village",
             "play farming_village")
    assert state.coins == 7
    play_all(state, "back klamklam")
    player = state.players[0]
    assert player.princess == "klamklam"
    assert counts(player.lands) == counts(["large_city", "city", "farming_village"])
    assert counts(player.discard) == counts(["farming_village", "fast_horse"])
    assert state.coins == 0 and state.turn == 1


# Rules, 拥立公主: the 3 highest-cost territories of the play area move to the domain, and the
# cards that cannot move are discarded "此时": at the backing, not at the cleanup.
def _back_after(hand, deck, plays, princess):
    state = table(hands={0: hand}, decks={0: deck}, discards={0: []})
    play_all(state, *("play " + card for card in plays))
    return state, act(state, "back " + princess)


def test_backing_discards_the_cards_left_in_the_play_area_at_once():
    state, events = _back_after(["large_city", "city", "fast_horse", "farming_village", "farming_village"],
                                ["senator"] * 10, ["large_city", "fast_horse", "city", "farming_village",
                                                   "farming_village"], "lulunasaika")
    kinds = [e["type"] for e in events]
    back = kinds.index("back")
    discarded = [e for e in events[back + 1:] if e["type"] == "discard"]
    assert counts(e["card"] for e in discarded) == counts(["fast_horse", "farming_village"])
    assert all(e["source"] == "play" and e["player"] == 0 for e in discarded)
    # ... before the cleanup begins (its draw comes after them).
    assert max(events.index(e) for e in discarded) < kinds.index("draw")
    player = state.players[0]
    assert counts(player.lands) == counts(["large_city", "city", "farming_village"])
    assert counts(player.discard) == counts(["fast_horse", "farming_village", "senator"])


def test_the_princess_effect_comes_after_the_play_area_is_emptied():
    state, _ = _back_after(["large_city", "large_city", "alchemist", "farming_village"],
                           ["senator"] * 10, ["alchemist", "large_city", "large_city", "farming_village"],
                           "laolily")
    assert state.decision.kind == "laolily"              # her effect is under way ...
    player = state.players[0]
    assert player.play == []                             # ... and the play area is already empty
    assert player.discard == ["alchemist"]
    play_all(state, "count 2")
    assert counts(player.discard) == counts(["alchemist", "court_maid", "court_maid", "senator", "senator"])


def test_a_margrave_played_in_the_backing_turn_is_discarded_not_set():
    state, _ = _back_after(["large_city", "margrave"], ["farming_village"] * 5, ["large_city", "margrave"],
                           "lulunasaika")
    assert state.turn == 1
    player = state.players[0]
    assert player.succession == [] and player.discard == ["margrave"]
    assert player.points() == 6


def test_a_supply_unit_played_in_the_backing_turn_offers_nothing_at_cleanup():
    state, _ = _back_after(["supply_unit", "purveyor", "large_city", "city"], ["farming_village"] * 8,
                           ["supply_unit", "purveyor", "large_city", "city", "farming_village"], "lulunasaika")
    assert state.turn == 1 and state.decision.player == 1   # no Supply Unit decision came first
    player = state.players[0]
    assert counts(player.discard) == counts(["supply_unit", "purveyor"])
    assert "purveyor" not in player.deck + player.hand


def test_lulunasaika_example_is_worth_thirteen_points_and_cannot_be_crowned_yet():
    state = table(hands={0: ["city"]}, princesses={0: "lulunasaika"}, lands={0: ["farming_village"]},
                  succession={0: ["duke", "senator"]})
    assert state.players[0].points() == 13
    play_all(state, "play city")
    finish_turn(state)
    assert state.coronation == {} and state.turn == 1     # never asked: 7 points short


def test_coronation_example_four_players_a_and_b_go_to_sudden_death():
    state = table(players=4, hands={0: ["city"], 1: ["city"], 2: ["city"], 3: ["city"]},
                  princesses={0: "lulunasaika", 1: "laolily", 2: "klamklam", 3: "bergamotte"},
                  succession={0: ["duke"] * 3, 1: ["duke"] * 3 + ["court_maid"], 2: ["duke"] * 3,
                              3: ["duke"] * 2 + ["court_maid"] * 2},
                  decks={0: ["city"] * 5 + ["duke"] + ["city"] * 4, 2: ["farming_village"] * 10},
                  discards={0: []})
    assert [p.points() for p in state.players] == [24, 20, 18, 16]
    finish_turn(state, coronation="declare")             # A
    finish_turn(state, coronation="declare")             # B
    assert set(state.coronation) == {0, 1}
    finish_turn(state)                                    # C: 18, never asked
    finish_turn(state)                                    # D: 16, never asked
    assert state.turn == 0 and state.winners is None
    assert state.overtime == (0, 1)
    deck_of_c = list(state.players[2].deck)
    finish_turn(state)
    assert state.turn == 1                                # A → B
    finish_turn(state)
    assert state.turn == 0                                # B → A: C and D are skipped
    assert state.players[2].deck == deck_of_c             # C took no turn
    play_all(state, "end_main", "set duke")               # 24 + 6 = 30: A wins at once
    assert state.winners == (0,)
    assert state.phase == "over" and state.decision is None


@pytest.mark.parametrize("seat0, seat1, winner", [
    (["duke"] * 3 + ["emperor_crown"], ["duke"] * 3 + ["court_maid"], 0),     # 38 and 20
    (["duke"] * 3 + ["court_maid"], ["duke"] * 3 + ["emperor_crown"], 1),     # 20 and 32
])
def test_sudden_death_is_won_at_once_by_a_player_already_at_thirty(seat0, seat1, winner):
    # Reading: "延长战中，先达到30继承点的玩家立即获得游戏的胜利" - a declarer who
    # already holds 30 when sudden death starts has reached it first. Without this
    # check the game went on, and the other player could win by reaching 30 later.
    state = table(hands={0: ["city"], 1: ["city"]}, princesses={0: "laolily", 1: "klamklam"},
                  succession={0: seat0, 1: seat1})
    finish_turn(state, coronation="declare")
    finish_turn(state, coronation="declare")
    assert state.overtime == (0, 1)
    assert state.winners == (winner,)


def test_a_lone_coronation_wins_when_the_round_comes_back():
    state = table(hands={0: ["city"]}, princesses={0: "laolily"}, succession={0: ["duke"] * 3 + ["court_maid"]})
    finish_turn(state, coronation="declare")
    assert state.winners is None and state.turn == 1
    finish_turn(state)
    assert state.winners == (0,)


def test_players_out_of_sudden_death_are_not_attacked():
    state = table(players=3, hands={0: ["imperial_guard"]}, princesses={0: "lulunasaika", 1: "laolily"},
                  decks={1: ["city"] * 4, 2: ["city"] * 4}, sudden_death=(0, 1))
    play_all(state, "play imperial_guard")
    assert state.players[1].discard == ["city"] * 3
    assert state.players[2].deck == ["city"] * 4


# ---------------------------------------------------------------- setup
@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_starting_decks_by_seat(players):
    state = new_game({"players": players, "market": TEST_MARKET}, 7)
    for seat, player in enumerate(state.players):
        expected = Counter({"apprentice_maid": 3, "farming_village": 7 - seat, "orchard": seat})
        assert Counter(player.hand + player.deck) == +expected
        assert len(player.hand) == 5 and player.discard == [] and player.princess is None
    assert state.turn == 0 and state.decision.player == 0


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_basic_market_curses_and_princesses(players):
    state = new_game({"players": players, "market": TEST_MARKET}, 3)
    assert state.basic.counts == {"city": 30, "large_city": 20, "farming_village": 16,
                                  "court_maid": 12, "senator": 12, "duke": 12}
    assert state.curses == 4 * players
    assert sorted(state.princesses) == sorted(PRINCESSES) and len(PRINCESSES) == 6


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_setup_supply_holds_ten_commons_and_the_rares_and_the_market_shows_eight_kinds(seed):
    state = new_game({"players": 2, "market": TEST_MARKET}, seed)
    cards = [c for stack in state.market for c in stack] + state.supply
    expected = Counter()
    for pile in TEST_MARKET:
        if pile == "attending_maid":
            expected.update(MAID_VARIANTS)                # the maid pile: the five variants
        else:
            expected[pile] += 5
    expected.update(RARES)
    assert Counter(cards) == expected and len(cards) == 52
    piles = [CARDS[stack[0]].pile for stack in state.market]
    assert len(piles) == 8 and len(set(piles)) == 8
    assert all(CARDS[c].pile == CARDS[stack[0]].pile for stack in state.market for c in stack)
    assert not state.supply_top_open


def test_a_random_market_picks_ten_different_commons():
    state = new_game({"players": 2}, 11)
    assert len(state.market_piles) == 10 and len(set(state.market_piles)) == 10
    assert set(new_game({"players": 2, "market": "preset:court_intrigue"}, 0).market_piles) == \
        set(PRESETS["court_intrigue"])


def test_the_market_is_refilled_to_eight_kinds_at_cleanup():
    state = table(hands={0: ["city"]}, market_stacks=SEVEN_KINDS, supply=["fast_horse", "bank", "library"])
    play_all(state, "play city", "end_second")
    piles = [stack[0] for stack in state.market]
    assert len(piles) == 8 and "bank" in piles
    assert counts(state.market[0]) == counts(["fast_horse"] * 6)   # same kind: stacked
    assert state.supply == ["library"]


def test_an_empty_supply_leaves_the_market_short_and_play_goes_on():
    state = table(hands={0: ["city"]}, market_stacks=SEVEN_KINDS, supply=[])
    play_all(state, "play city", "end_second")
    assert len(state.market) == 7 and state.turn == 1 and state.winners is None


# ---------------------------------------------------------------- the turn
def test_second_phase_buying_excludes_backing_and_setting():
    state = table(hands={0: ["large_city", "large_city", "duke"]}, princesses={1: "laolily"})
    play_all(state, "play large_city", "play large_city")
    options = texts(state)
    assert "back lulunasaika" in options and "buy city" in options
    play_all(state, "buy farming_village")
    options = texts(state)
    assert "buy city" in options
    assert not any(a.startswith("back ") for a in options)


def test_second_phase_setting_excludes_buying():
    state = table(hands={0: ["large_city", "duke", "senator"]}, princesses={0: "lulunasaika"})
    play_all(state, "play large_city")
    assert {"buy city", "set duke", "set senator"} <= set(texts(state))
    play_all(state, "set duke")
    assert texts(state) == ("set senator", "end_second")
    with pytest.raises(IllegalAction):
        act(state, "buy city")
    play_all(state, "set senator")
    assert counts(state.players[0].succession) == counts(["duke", "senator"])


def test_second_phase_buying_excludes_setting():
    state = table(hands={0: ["large_city", "duke"]}, princesses={0: "lulunasaika"})
    play_all(state, "play large_city", "buy city")
    assert state.turn == 1                      # nothing else was allowed: the turn ended
    assert state.players[0].succession == []


def test_backing_ends_the_second_phase():
    state = table(hands={0: ["large_city", "large_city", "city"]})
    play_all(state, "play large_city", "play large_city", "play city", "back lulunasaika")
    assert state.turn == 1                      # no buy or set was offered after backing
    assert state.basic.counts == BASIC_MARKET
    assert state.players[0].princess == "lulunasaika"


def test_backing_needs_six_coins_and_no_domain():
    state = table(hands={0: ["large_city", "city"]})
    play_all(state, "play large_city", "play city")
    assert not any(a.startswith("back ") for a in texts(state))
    with pytest.raises(IllegalAction):
        act(state, "back lulunasaika")
    state = table(hands={0: ["large_city", "large_city"]}, princesses={0: "laolily"})
    play_all(state, "play large_city", "play large_city")
    assert not any(a.startswith("back ") for a in texts(state))


def test_keep_needs_an_action_costing_no_more_than_the_territory():
    state = table(hands={0: ["hideout", "purveyor", "alchemist", "city", "senator"]},
                  princesses={0: "lulunasaika"}, lands={0: ["farming_village", "city"]})
    play_all(state, "end_main", "end_second")
    assert state.decision.kind == "keep"
    assert set(texts(state)) == {"keep hideout 1", "keep purveyor 1", "done"}
    play_all(state, "keep purveyor 1")
    player = state.players[0]
    assert state.turn == 1                       # the Farming Village slot fits nothing
    assert player.kept == [None, "purveyor"]
    assert "purveyor" not in player.discard + player.hand


def test_margrave_cannot_be_kept():
    state = table(hands={0: ["margrave", "alchemist"]}, princesses={0: "lulunasaika"},
                  lands={0: ["large_city"]}, decks={0: ["farming_village"] * 5})
    play_all(state, "end_main", "end_second")      # (it could have been set: it is a Succession card)
    assert texts(state) == ("keep alchemist 0", "done")


def test_a_kept_card_is_recalled_to_hand_in_the_main_phase():
    state = table(hands={0: ["farming_village"]}, princesses={0: "lulunasaika"},
                  lands={0: [("large_city", "alchemist")]}, decks={0: ["duke", "senator"]})
    assert "recall alchemist 0" in texts(state)
    play_all(state, "recall alchemist 0")
    player = state.players[0]
    assert player.kept == [None] and "alchemist" in player.hand
    play_all(state, "play alchemist")
    assert counts(player.hand) == counts(["farming_village", "duke", "senator"])


def test_cleanup_draws_five_reshuffling_the_discard_when_the_deck_runs_out():
    state = table(hands={0: ["city", "curse"]}, decks={0: ["senator", "duke", "court_maid"]},
                  discards={0: ["alchemist", "fast_horse", "library", "hideout"]})
    play_all(state, "play city", "end_second")
    player = state.players[0]
    assert state.turn == 1
    assert len(player.hand) == 5
    assert {"senator", "duke", "court_maid"} <= set(player.hand)
    assert player.discard == [] and len(player.deck) == 9 - 5
    assert Counter(player.hand + player.deck) == Counter(
        ["senator", "duke", "court_maid", "alchemist", "fast_horse", "library", "hideout", "city", "curse"])


def test_an_effect_looking_past_the_deck_shuffles_the_discard_under_it():
    state = table(hands={0: ["stargazing_witch", "city"]}, decks={0: ["city"]}, discards={0: ["duke", "duke"]})
    play_all(state, "play stargazing_witch")
    assert state.decision.prompt["looking"] == ["city", "duke"]
    assert state.players[0].discard == [] and len(state.players[0].deck) == 3


def test_an_effect_that_cannot_finish_does_what_it_can():
    state = table(hands={0: ["alchemist", "city"]}, decks={0: ["duke"]}, discards={0: []})
    play_all(state, "play alchemist")
    assert counts(state.players[0].hand) == counts(["city", "duke"])
    assert state.players[0].deck == []


# ---------------------------------------------------------------- coronation and the end
def test_a_coronation_is_cancelled_when_the_domain_falls_below_twenty():
    state = table(hands={0: ["city"], 1: ["gossiping_duchess", "senator", "city"]},
                  princesses={0: "lulunasaika", 1: "laolily"},
                  succession={0: ["duke", "duke", "court_maid"]})
    finish_turn(state, coronation="declare")
    assert 0 in state.coronation
    play_all(state, "end_main", "set gossiping_duchess")   # seat 0 loses a Duke: 14 points
    assert state.turn == 1 and state.decision.kind == "second"
    assert state.players[0].points() == 14
    assert state.coronation == {}
    finish_turn(state)
    assert state.turn == 0 and state.winners is None     # seat 0's turn came back: no win
    assert state.overtime is None


def test_judgement_ends_the_game_when_duke_senator_and_court_maid_run_out():
    state = table(hands={0: ["large_city"]}, princesses={0: "lulunasaika", 1: "laolily"},
                  succession={0: ["senator"], 1: ["duke"]},
                  basic={"duke": 0, "senator": 0, "court_maid": 1})
    play_all(state, "play large_city", "buy court_maid")
    assert state.winners == (0,)                          # 9 points against 6
    assert state.phase == "over" and texts(state) == ()
    with pytest.raises(IllegalAction):
        act(state, "end_second")


def test_judgement_tie_goes_to_the_later_seat():
    state = table(players=3, turn=2, hands={2: ["large_city"]},
                  princesses={0: "lulunasaika", 1: "laolily", 2: "klamklam"},
                  succession={1: ["duke"], 2: ["senator"]},
                  basic={"duke": 0, "senator": 0, "court_maid": 1})
    play_all(state, "play large_city", "buy court_maid")
    # Seats 0 and 1 tie on 6; seat 2 has 3.
    assert state.winners == (1,)


def test_judgement_needs_all_three_piles_empty():
    state = table(hands={0: ["large_city"]}, basic={"duke": 0, "senator": 1, "court_maid": 1})
    play_all(state, "play large_city", "buy court_maid")
    assert state.winners is None and state.turn == 1


# ---------------------------------------------------------------- variants and options
def test_handicap_swaps_apprentice_maids_for_court_maids_from_the_market():
    state = new_game({"players": 2, "market": TEST_MARKET, "handicap": {"0": 2}}, 0)
    seat0, seat1 = state.players
    assert Counter(seat0.hand + seat0.deck) == Counter(
        {"apprentice_maid": 1, "court_maid": 2, "farming_village": 7})
    assert Counter(seat1.hand + seat1.deck) == Counter(
        {"apprentice_maid": 3, "farming_village": 6, "orchard": 1})
    assert state.basic.counts["court_maid"] == 10


@pytest.mark.parametrize("market, message, code, fields", [
    (TEST_MARKET[:9] + ["dragon"], "unknown common card(s) in the market: dragon", "unknown_cards",
     {"cards": ["dragon"]}),
    (TEST_MARKET[:9], "the market needs exactly 10 common cards, got 9", "market_size", {"needed": 10, "got": 9}),
    (TEST_MARKET + ["bank"], "the market needs exactly 10 common cards, got 11", "market_size",
     {"needed": 10, "got": 11}),
    (TEST_MARKET[:9] + ["hideout"], "the market lists a card twice: hideout", "duplicate_cards",
     {"cards": ["hideout"]}),
    ("preset:nope", "unknown market 'preset:nope'", "unknown_market", {"market": "preset:nope"}),
    (42, "the market must be 'random', 'preset:<name>' or a list of 10 cards", "market_type", {}),
])
def test_market_option_errors_say_what_is_wrong(market, message, code, fields):
    """In English for the CLI, and as a code with fields for the app to translate."""
    with pytest.raises(OptionsError) as error:
        new_game({"players": 2, "market": market}, 0)
    assert message in str(error.value)
    assert (error.value.code, error.value.fields) == (code, fields)


@pytest.mark.parametrize("options, message, code, fields", [
    ({"players": 5}, "2 to 4 players", "players", {}),
    ({"players": 2, "handicap": {"2": 1}}, "seat 2 does not exist", "handicap_seat", {"seat": "2"}),
    ({"players": 2, "handicap": {"x": 1}}, "'x' is not a seat number", "handicap_seat", {"seat": "x"}),
    ({"players": 2, "handicap": {"0": 4}}, "0 to 3 Court Maids", "handicap_count", {"seat": 0}),
    ({"players": 2, "handicap": [1]}, "handicap must map seats", "handicap_type", {}),
    ({"players": 2, "colour": "red"}, "unknown option(s): colour", "unknown_options", {"names": ["colour"]}),
])
def test_other_option_errors_say_what_is_wrong(options, message, code, fields):
    with pytest.raises(OptionsError) as error:
        new_game(options, 0)
    assert message in str(error.value)
    assert (error.value.code, error.value.fields) == (code, fields)


@pytest.mark.parametrize("action", ["play duke", "play alchemist", "buy city", "end_second", "back lulunasaika",
                                    "set duke", "nonsense"])
def test_illegal_actions_raise_and_change_nothing(action):
    state = table(hands={0: ["city", "duke"]})
    before = (list(state.players[0].hand), state.coins, state.phase)
    with pytest.raises(IllegalAction) as error:
        act(state, action)
    assert repr(action) in str(error.value)
    assert (list(state.players[0].hand), state.coins, state.phase) == before


def test_buying_beyond_the_coins_is_illegal():
    state = table(hands={0: ["city"]})
    play_all(state, "play city")
    assert "buy senator" not in texts(state)
    with pytest.raises(IllegalAction):
        act(state, "buy senator")
    assert state.coins == 2
