"""Every question of the FAQ at the end of the rules text, as a scenario.

Rules: shared/rules/heart_of_crown_2e.rules.zh-Hans.txt, section "FAQ".
"""
from __future__ import annotations

import pytest

from engine.core.protocol import IllegalAction
from engine.games.heart_of_crown.cards import MAID_VARIANTS
from tests.engine.heart_of_crown.scenario import counts, finish_turn, play_all, table, top_of_deck
from tests.engine.heart_of_crown.play import act, texts

MAID_MARKET = [list(MAID_VARIANTS), ["fast_horse"] * 5, ["hideout"] * 5, ["purveyor"] * 5,
               ["trade_ship"] * 5, ["library"] * 5, ["flea_market"] * 5, ["alchemist"] * 5]
COURT = ["duke", "duke", "duke", "court_maid"]          # 20 points with a 0-point princess


# ---------------------------------------------------------------- Rain & Sion
def test_rain_and_sion_count_themselves_among_the_cards_you_own():
    # 19 in the deck + 2 Large Cities moved to the domain = 21; the princess makes 22.
    state = table(hands={0: ["large_city", "large_city"]}, decks={0: ["farming_village"] * 19},
                  discards={0: []})
    play_all(state, "play large_city", "play large_city", "back rain_and_sion")
    assert state.players[0].count_owned() == 22
    assert state.players[0].twin_counters == 2


def test_an_extra_turn_after_declaring_the_coronation_does_not_win_at_once():
    state = table(hands={0: ["city", "farming_village"]}, princesses={0: "rain_and_sion"},
                  succession={0: COURT}, counters={0: {"twin": 1}})
    play_all(state, "activate rain_and_sion")
    finish_turn(state, coronation="declare")
    assert 0 in state.coronation
    assert state.turn == 0 and state.in_extra_turn      # the extra turn has begun
    assert state.winners is None
    finish_turn(state)
    assert state.turn == 1 and state.winners is None    # the round is not over yet
    finish_turn(state)
    assert state.winners == (0,)


# ---------------------------------------------------------------- Klam Klam
def test_klamklam_reduces_every_card_bought_in_a_turn():
    state = table(hands={0: ["large_city", "city", "farming_village"]}, princesses={0: "klamklam"},
                  decks={0: ["farming_village"] * 10}, discards={0: []})
    play_all(state, "play large_city", "play city", "play farming_village")
    assert state.coins == 6
    play_all(state, "buy city", "buy city")
    assert state.coins == 2
    play_all(state, "buy city")
    assert state.basic.counts["city"] == 27
    assert counts(state.players[0].owned())["city"] == 1 + 3


# ---------------------------------------------------------------- Bergamotte
def test_bergamotte_without_an_action_in_the_discard_still_pays_the_cost():
    state = table(hands={0: ["apprentice_maid", "city"]}, princesses={0: "bergamotte"},
                  discards={0: ["duke", "city"]})
    play_all(state, "activate bergamotte", "discard apprentice_maid")
    assert state.decision.kind == "main"                 # nothing to take: the effect stops
    player = state.players[0]
    assert player.hand == ["city"]
    assert counts(player.discard) == counts(["duke", "city", "apprentice_maid"])
    assert "activate bergamotte" not in texts(state)


# ---------------------------------------------------------------- Laolily
@pytest.mark.parametrize("take", [3, 1])
def test_laolily_with_fewer_than_five_court_maids_gains_up_to_what_is_left(take):
    state = table(hands={0: ["large_city", "large_city"]}, basic={"court_maid": 3},
                  decks={0: ["farming_village"] * 10}, discards={0: []})
    play_all(state, "play large_city", "play large_city", "back laolily")
    assert texts(state) == ("count 3", "count 2", "count 1", "count 0")
    play_all(state, f"count {take}")
    assert state.basic.counts["court_maid"] == 3 - take
    assert counts(state.players[0].owned())["court_maid"] == take


# ---------------------------------------------------------------- territories when backing
def test_backing_must_move_the_three_highest_cost_territories_played():
    state = table(hands={0: ["large_city", "city", "orchard", "farming_village", "farming_village"]},
                  decks={0: ["senator"] * 10}, discards={0: []})
    play_all(state, "play large_city", "play city", "play farming_village", "play orchard",
             "play farming_village")
    play_all(state, "back lulunasaika")                  # no choice is offered
    player = state.players[0]
    assert counts(player.lands) == counts(["large_city", "city", "orchard"])
    assert counts(player.discard) == counts(["farming_village", "farming_village"])
    assert player.points() == 6


# ---------------------------------------------------------------- Curse
def test_a_curse_cannot_be_bought_it_is_not_in_the_market():
    state = table(hands={0: ["large_city", "city"]})
    play_all(state, "play large_city", "play city")
    assert state.decision.kind == "second"
    assert not any(a.startswith("buy curse") for a in texts(state))
    with pytest.raises(IllegalAction):
        act(state, "buy curse")
    assert state.curses == 8


# ---------------------------------------------------------------- Scout
def test_scout_can_discard_a_face_up_card_on_top_of_the_deck():
    state = table(hands={0: ["scout", "city"]}, decks={0: ["alchemist"]})
    state.players[0].put_on_top("farming_village", face_up=True)
    play_all(state, "play scout")
    assert state.decision.prompt["looking"] == ["farming_village"]
    play_all(state, "discard")
    player = state.players[0]
    assert player.discard == ["farming_village"] and player.faceup == 0
    assert counts(player.hand) == counts(["city", "alchemist"])


# ---------------------------------------------------------------- Wishing Well
def test_wishing_well_discarding_no_card_draws_no_card():
    state = table(hands={0: ["wishing_well", "city", "curse"]}, decks={0: ["alchemist", "duke"]})
    play_all(state, "play wishing_well", "done")
    player = state.players[0]
    assert counts(player.hand) == counts(["city", "curse"])
    assert top_of_deck(player, 2) == ["alchemist", "duke"] and player.discard == []


# ---------------------------------------------------------------- Buried Treasure
def test_buried_treasure_with_an_empty_supply_does_nothing():
    state = table(hands={0: ["buried_treasure", "city"]}, supply=[])
    play_all(state, "play buried_treasure")
    assert state.treasure is None and not state.supply_top_open
    play_all(state, "play city")
    assert not any(a.endswith(" supply") for a in texts(state))


def test_the_next_player_may_buy_the_card_buried_treasure_revealed_at_full_cost():
    state = table(hands={0: ["buried_treasure"], 1: ["large_city", "city"]},
                  supply=["library", "alchemist"])
    play_all(state, "play buried_treasure")              # 0 coins: the turn ends by itself
    assert state.turn == 1
    play_all(state, "play large_city", "play city")
    assert state.buy_cost("alchemist", from_supply=True) == 5
    play_all(state, "buy alchemist supply")
    assert "alchemist" in state.players[1].discard
    assert state.supply == ["library"]


# ---------------------------------------------------------------- Urban Development
def test_urban_development_without_a_city_in_the_market_still_exiles_the_village():
    state = table(hands={0: ["purveyor", "urban_development", "farming_village"]}, basic={"city": 0})
    play_all(state, "play purveyor", "play urban_development", "exile farming_village")
    assert state.abroad == ["farming_village"]
    assert state.players[0].hand == []
    assert state.coins == 1                              # the coin was paid


def test_urban_development_without_a_large_city_still_exiles_the_city():
    state = table(hands={0: ["purveyor", "urban_development", "city"]}, basic={"large_city": 0})
    play_all(state, "play purveyor", "play urban_development", "exile city")
    assert state.abroad == ["city"] and state.players[0].hand == []


# ---------------------------------------------------------------- General Store and Minnyan
def test_general_store_stops_at_two_coin_counters():
    state = table(hands={0: ["general_store", "city"]}, counters={0: {"store": 2}}, coins=1)
    play_all(state, "play general_store", "counter")
    assert state.players[0].coin_counters == 2


def test_general_store_still_gives_two_counters_next_to_minnyans():
    state = table(hands={0: ["fast_horse", "general_store", "general_store"]}, decks={0: ["city"]},
                  counters={0: {"other": 1}}, coins=1)
    play_all(state, "play fast_horse", "play general_store", "counter")
    assert state.players[0].coin_counters == 2
    play_all(state, "play general_store", "counter")
    assert state.players[0].coin_counters == 3


def test_minnyan_adds_a_third_coin_counter_after_general_stores_two():
    state = table(hands={0: ["maid_minnyan", "city"]}, princesses={0: "lulunasaika"},
                  counters={0: {"store": 2}})
    play_all(state, "end_main", "set maid_minnyan")
    assert state.players[0].coin_counters == 3


# ---------------------------------------------------------------- Attending Maids
def test_any_attending_maid_of_the_shared_pile_may_be_bought():
    state = table(hands={0: ["large_city", "purveyor"]}, market_stacks=MAID_MARKET)
    assert len(state.market) == 8                        # the five maids are one market kind
    play_all(state, "play large_city", "play purveyor")
    options = texts(state)
    assert all("buy " + maid in options for maid in MAID_VARIANTS)
    play_all(state, "buy maid_lily")
    assert "maid_lily" in state.players[0].discard
    assert counts(state.market[0]) == counts(m for m in MAID_VARIANTS if m != "maid_lily")


def test_any_attending_maid_may_be_gained_by_an_effect():
    state = table(hands={0: ["adventurer", "purveyor"]}, market_stacks=MAID_MARKET, coins=1)
    play_all(state, "play adventurer", "exile purveyor")
    options = texts(state)
    assert all("gain " + maid in options for maid in MAID_VARIANTS)
    play_all(state, "gain maid_petit")
    assert state.players[0].discard == ["maid_petit"]


# ---------------------------------------------------------------- Supply Unit
def test_supply_unit_cannot_put_back_a_supply_unit():
    state = table(hands={0: ["supply_unit", "supply_unit", "alchemist"]}, decks={0: ["farming_village"] * 9})
    play_all(state, "play supply_unit", "play supply_unit", "play alchemist", "end_main")
    assert texts(state) == ("put alchemist", "skip")
    play_all(state, "put alchemist")                     # nothing left for the second one
    assert state.turn == 1
    assert counts(state.players[0].discard)["supply_unit"] == 2


def test_supply_units_alone_offer_nothing_to_put_back():
    state = table(hands={0: ["supply_unit", "supply_unit"]}, decks={0: ["farming_village"] * 9})
    play_all(state, "play supply_unit", "play supply_unit")
    finish_turn(state)
    assert state.turn == 1
    assert counts(state.players[0].discard)["supply_unit"] == 2


# ---------------------------------------------------------------- Library
def test_the_first_library_does_not_count_itself():
    state = table(hands={0: ["library", "library", "city"]})
    play_all(state, "play library")
    assert state.coins == 1
    play_all(state, "play library")
    assert state.coins == 1 + 2


# ---------------------------------------------------------------- Charm Witch
def test_one_charm_witch_lowers_a_card_by_one_whatever_the_discards():
    # 4 players: two Actions and one Succession card are discarded to one witch.
    state = table(players=4, hands={
        0: ["charm_witch", "city"],
        1: ["alchemist", "city", "city", "city", "city"],
        2: ["fast_horse", "city", "city", "city", "city"],
        3: ["duke", "city", "city", "city", "city"]}, decks={0: ["farming_village"]})
    play_all(state, "play charm_witch", "discard alchemist", "discard fast_horse", "discard duke")
    assert state.buy_cost("margrave") == 5               # Action and Succession: still only -1
    assert state.buy_cost("duke") == 7 and state.buy_cost("alchemist") == 4
    assert state.buy_cost("city") == 3


def test_several_charm_witches_add_up_but_not_below_two():
    state = table(hands={0: ["charm_witch", "charm_witch", "city"],
                         1: ["alchemist", "fast_horse", "city", "city", "city", "curse"]},
                  decks={0: ["farming_village"] * 2})
    play_all(state, "play charm_witch", "discard alchemist", "play charm_witch", "discard fast_horse")
    assert state.buy_cost("alchemist") == 3
    assert state.buy_cost("trade_ship") == 2             # 3 - 2 would be 1: the floor is 2
    assert state.buy_cost("fast_horse") == 2             # already at 2
    assert state.buy_cost("duke") == 8


def test_charm_witch_reductions_count_sub_types():
    # In the base set every Maid is a Succession card too, so the sub type never
    # changes a price on its own; we check that it is part of the matched types.
    state = table(hands={0: ["charm_witch", "city"],
                         1: ["court_maid", "city", "city", "city", "city"]},
                  decks={0: ["farming_village"]})
    play_all(state, "play charm_witch", "discard court_maid")
    assert state.charm_types == [frozenset({"succession", "maid"})]
    assert state.buy_cost("maid_lily") == 3 and state.buy_cost("court_maid") == 2


# ---------------------------------------------------------------- Curse Witch
@pytest.mark.parametrize("attacker, cursed, spared", [(0, [1, 2], [3]), (2, [3, 0], [1])])
def test_curse_witch_hands_out_the_last_curses_clockwise(attacker, cursed, spared):
    state = table(players=4, turn=attacker, hands={attacker: ["curse_witch"]}, coins=1, curses=2,
                  discards={seat: [] for seat in range(4)})
    play_all(state, "play curse_witch", "pay", "option curse")
    assert state.curses == 0
    for seat in cursed:
        assert state.players[seat].discard == ["curse"]
    for seat in spared:
        assert "curse" not in state.players[seat].discard


# ---------------------------------------------------------------- cards set at cleanup
@pytest.mark.parametrize("card", ["royal_demesne", "margrave", "imperial_capital"])
def test_cleanup_set_is_mandatory_with_a_domain(card):
    state = table(hands={0: [card]}, princesses={0: "lulunasaika"}, decks={0: ["farming_village"] * 5},
                  discards={0: []})
    play_all(state, "play " + card)
    finish_turn(state)                                   # no decision ever asks about it
    player = state.players[0]
    assert card in player.lands + player.succession
    assert card not in player.discard + player.hand + player.deck


@pytest.mark.parametrize("card", ["royal_demesne", "margrave", "imperial_capital"])
def test_cleanup_set_does_not_happen_from_the_hand(card):
    state = table(hands={0: [card, "city"]}, princesses={0: "lulunasaika"}, lands={0: ["large_city"]},
                  decks={0: ["farming_village"] * 5}, discards={0: []})
    play_all(state, "play city")
    finish_turn(state)
    player = state.players[0]
    assert card not in player.lands + player.succession + [k for k in player.kept if k]
    assert card in player.discard


@pytest.mark.parametrize("card", ["royal_demesne", "margrave", "imperial_capital"])
def test_cleanup_set_needs_a_domain(card):
    state = table(hands={0: [card]}, decks={0: ["farming_village"] * 5}, discards={0: []})
    play_all(state, "play " + card)
    finish_turn(state)
    assert card in state.players[0].discard


# ---------------------------------------------------------------- Adventurer
def test_a_card_gained_by_adventurer_is_not_a_buy_so_succession_cards_may_still_be_set():
    state = table(hands={0: ["adventurer", "city", "duke"]}, princesses={0: "lulunasaika"})
    play_all(state, "play adventurer", "exile city", "gain senator")
    assert state.decision.kind == "second"
    assert "set duke" in texts(state)
    play_all(state, "set duke")
    player = state.players[0]
    assert player.succession == ["duke"] and "senator" in player.discard
