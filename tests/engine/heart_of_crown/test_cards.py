"""One scenario per card effect, for every card in ``CARDS``.

Each test is tagged with ``@covers(card ids)``; ``test_every_card_has_a_test``
fails when a card is added to the table without a test here.
"""
from __future__ import annotations

import pytest

from engine.core.protocol import IllegalAction
from engine.games.heart_of_crown.cards import CARDS, MAID_VARIANTS
from tests.engine.heart_of_crown.scenario import counts, finish_turn, play_all, table, top_of_deck
from tests.engine.heart_of_crown.play import act, texts

COVERED = set()


def covers(*card_ids):
    unknown = [c for c in card_ids if c not in CARDS]
    assert not unknown, f"@covers names unknown cards: {unknown}"
    COVERED.update(card_ids)
    return lambda fn: fn


def event_types(events):
    return [e["type"] for e in events]


# A market with the Attending Maid pile and 7 other kinds (stacks hold card ids).
MAID_MARKET = [list(MAID_VARIANTS), ["fast_horse"] * 5, ["hideout"] * 5, ["purveyor"] * 5,
               ["trade_ship"] * 5, ["library"] * 5, ["flea_market"] * 5, ["alchemist"] * 5]


# ---------------------------------------------------------------- basic cards
@covers("farming_village")
def test_farming_village_gives_one_coin_and_links_to_another_card():
    state = table(hands={0: ["farming_village", "farming_village", "city"]})
    play_all(state, "play farming_village")
    assert state.coins == 1
    assert state.plays_left == 1
    play_all(state, "play farming_village", "play city")
    assert state.coins == 4
    assert state.players[0].play == ["farming_village", "farming_village", "city"]


@covers("farming_village")
def test_farming_village_is_worth_minus_two_in_the_domain():
    state = table(princesses={0: "lulunasaika"}, lands={0: ["farming_village", "farming_village"]})
    assert state.players[0].points() == 6 - 2 - 2


@covers("orchard")
def test_orchard_gives_one_coin_links_and_is_worth_zero_in_the_domain():
    state = table(hands={0: ["orchard", "city"]}, princesses={1: "lulunasaika"}, lands={1: ["orchard"]})
    play_all(state, "play orchard")
    assert state.coins == 1
    assert "play city" in texts(state)
    assert state.players[1].points() == 6


@covers("orchard")
def test_orchard_counts_as_a_farming_village_for_urban_development():
    state = table(hands={0: ["purveyor", "urban_development", "orchard"]})
    play_all(state, "play purveyor", "play urban_development")
    assert "exile orchard" in texts(state)
    play_all(state, "exile orchard")
    assert state.abroad == ["orchard"]
    assert state.players[0].hand == ["city"]
    assert state.coins == 1


@covers("city")
def test_city_gives_two_coins_and_one_link():
    state = table(hands={0: ["city", "city"]})
    play_all(state, "play city")
    assert (state.coins, state.plays_left) == (2, 1)


@covers("large_city")
def test_large_city_gives_three_coins_and_one_link():
    state = table(hands={0: ["large_city", "city"]})
    play_all(state, "play large_city")
    assert (state.coins, state.plays_left) == (3, 1)


@covers("apprentice_maid", "court_maid", "senator", "duke", "emperor_crown")
@pytest.mark.parametrize("card, points", [("apprentice_maid", -2), ("court_maid", 2), ("senator", 3),
                                          ("duke", 6), ("emperor_crown", 14)])
def test_succession_cards_cannot_be_played_and_are_worth_their_points_when_set(card, points):
    state = table(hands={0: [card, "city"]}, princesses={0: "lulunasaika"},
                  decks={0: ["farming_village"] * 5}, discards={0: []})
    assert "play " + card not in texts(state)
    with pytest.raises(IllegalAction):
        act(state, "play " + card)
    play_all(state, "end_main", "set " + card)
    assert state.players[0].succession == [card]
    assert card not in state.players[0].hand + state.players[0].discard
    assert state.players[0].points() == 6 + points


@covers("court_maid", "senator", "duke", "emperor_crown")
def test_succession_cards_cost_what_the_card_table_says():
    state = table(hands={0: ["city"]}, coins=13,
                  market_stacks=[["emperor_crown"]] + [stack for stack in MAID_MARKET[1:]])
    play_all(state, "end_main")
    costs = {c: state.buy_cost(c) for c in ("court_maid", "senator", "duke", "emperor_crown")}
    assert costs == {"court_maid": 3, "senator": 5, "duke": 8, "emperor_crown": 13}
    play_all(state, "buy emperor_crown")
    assert state.coins == 0
    assert "emperor_crown" in state.players[0].discard


@covers("curse")
def test_curse_cannot_be_played_bought_or_set():
    state = table(hands={0: ["curse", "city"]}, princesses={0: "lulunasaika"}, coins=10)
    assert "play curse" not in texts(state)
    play_all(state, "end_main")
    options = texts(state)
    assert "buy curse" not in options and "set curse" not in options
    with pytest.raises(IllegalAction):
        act(state, "buy curse")
    assert CARDS["curse"].points == 0 and state.curses == 8


# ---------------------------------------------------------------- cost 2
@covers("hideout")
def test_hideout_puts_a_non_attack_action_or_succession_face_up_on_the_deck_once_per_turn():
    state = table(hands={0: ["hideout", "hideout", "city"]},
                  discards={0: ["alchemist", "infantry_battalion", "duke", "city"]})
    play_all(state, "play hideout")
    assert state.coins == 1
    assert set(texts(state)) == {"top alchemist", "top duke", "skip"}
    play_all(state, "top alchemist")
    player = state.players[0]
    assert top_of_deck(player) == ["alchemist"] and player.faceup == 1
    assert "alchemist" not in player.discard
    play_all(state, "play hideout")          # the second Hideout only gives its coin
    assert state.decision.kind == "main"
    assert state.coins == 2


@covers("donation")
def test_donation_exiles_a_card_from_hand():
    state = table(hands={0: ["donation", "curse", "city"]})
    play_all(state, "play donation")
    assert set(texts(state)) == {"exile curse", "exile city"}
    play_all(state, "exile curse")
    assert state.abroad == ["curse"]
    assert state.players[0].hand == ["city"]


@covers("castle_wall")
def test_castle_wall_takes_the_lowest_cost_territory_from_the_discard_once_per_turn():
    state = table(hands={0: ["castle_wall", "castle_wall", "city"]},
                  discards={0: ["city", "farming_village", "orchard", "alchemist"]})
    play_all(state, "play castle_wall")
    assert state.coins == 1
    assert texts(state) == ("take farming_village", "skip")
    play_all(state, "take farming_village")
    player = state.players[0]
    assert counts(player.hand) == counts(["castle_wall", "city", "farming_village"])
    assert counts(player.discard) == counts(["city", "orchard", "alchemist"])
    play_all(state, "play castle_wall")
    assert state.decision.kind == "main" and state.coins == 2


@covers("scout")
def test_scout_may_discard_the_top_card_then_draws():
    state = table(hands={0: ["scout", "city"]}, decks={0: ["curse", "alchemist", "duke"]})
    play_all(state, "play scout")
    assert state.decision.prompt["looking"] == ["curse"]
    play_all(state, "discard")
    player = state.players[0]
    assert player.discard == ["curse"]
    assert counts(player.hand) == counts(["city", "alchemist"])

    state = table(hands={0: ["scout", "city"]}, decks={0: ["alchemist", "duke"]})
    play_all(state, "play scout", "keep")
    assert counts(state.players[0].hand) == counts(["city", "alchemist"])
    assert state.players[0].discard == []


@covers("wishing_well")
def test_wishing_well_draws_as_many_cards_as_were_discarded():
    state = table(hands={0: ["wishing_well", "curse", "apprentice_maid", "city"]},
                  decks={0: ["alchemist", "large_city", "farming_village"]})
    play_all(state, "play wishing_well", "discard curse", "discard apprentice_maid", "done")
    player = state.players[0]
    assert counts(player.hand) == counts(["city", "alchemist", "large_city"])
    assert counts(player.discard) == counts(["curse", "apprentice_maid"])
    assert top_of_deck(player) == ["farming_village"]


@covers("fast_horse")
def test_fast_horse_draws_a_card_and_has_two_links():
    state = table(hands={0: ["fast_horse", "city"]}, decks={0: ["alchemist", "duke"]})
    play_all(state, "play fast_horse")
    assert counts(state.players[0].hand) == counts(["city", "alchemist"])
    assert state.plays_left == 2


# ---------------------------------------------------------------- cost 3
@covers("buried_treasure")
def test_buried_treasure_offers_the_bottom_supply_card_three_cheaper_this_turn():
    state = table(hands={0: ["purveyor", "buried_treasure"]}, supply=["library", "alchemist"])
    play_all(state, "play purveyor", "play buried_treasure")   # nothing left to play
    assert state.supply[-1] == "alchemist" and state.supply_top_open
    assert state.buy_cost("alchemist", from_supply=True) == 2
    assert "buy alchemist supply" in texts(state)
    events = play_all(state, "buy alchemist supply")
    assert {"type": "buy", "player": 0, "card": "alchemist"}.items() <= next(
        e for e in events if e["type"] == "buy").items()
    assert "alchemist" in state.players[0].discard
    assert state.supply == ["library"]


@covers("trade_ship")
def test_trade_ship_draws_two_or_gives_two_coins_and_ends_the_chain():
    state = table(hands={0: ["trade_ship", "city"]}, decks={0: ["alchemist", "duke", "senator"]}, coins=1)
    play_all(state, "play trade_ship")
    assert set(texts(state)) == {"option draw", "option coins"}
    play_all(state, "option draw")
    assert counts(state.players[0].hand) == counts(["city", "alchemist", "duke"])
    assert state.plays_left == 0 and "play city" not in texts(state)

    state = table(hands={0: ["trade_ship", "city"]})
    play_all(state, "play trade_ship", "option coins")
    assert state.coins == 2 and state.players[0].hand == ["city"]


@covers("purveyor")
def test_purveyor_gives_two_coins_and_one_link():
    state = table(hands={0: ["purveyor", "city"]})
    play_all(state, "play purveyor")
    assert (state.coins, state.plays_left) == (2, 1)


@covers("urban_development")
def test_urban_development_upgrades_a_farming_village_or_a_city_for_one_coin():
    state = table(hands={0: ["purveyor", "urban_development", "farming_village", "city"]})
    play_all(state, "play purveyor", "play urban_development")
    assert set(texts(state)) == {"exile farming_village", "exile city", "skip"}
    play_all(state, "exile farming_village")
    assert state.coins == 1
    assert counts(state.players[0].hand) == counts(["city", "city"])
    assert state.abroad == ["farming_village"] and state.basic.counts["city"] == 29

    state = table(hands={0: ["purveyor", "urban_development", "city"]})
    play_all(state, "play purveyor", "play urban_development", "exile city")
    assert state.players[0].hand == ["large_city"]
    assert state.abroad == ["city"] and state.basic.counts["large_city"] == 19


@covers("urban_development")
def test_urban_development_does_nothing_without_a_coin_to_pay():
    state = table(hands={0: ["urban_development", "farming_village", "city"]})
    play_all(state, "play urban_development")
    assert state.decision.kind == "main"
    assert counts(state.players[0].hand) == counts(["farming_village", "city"])
    assert state.abroad == []


@covers("battering_ram")
def test_battering_ram_draws_and_discards_each_opponents_lowest_cost_kept_card():
    state = table(hands={0: ["battering_ram", "city"]}, decks={0: ["duke"]},
                  princesses={1: "lulunasaika"},
                  lands={1: [("large_city", "alchemist"), ("city", "hideout")]})
    play_all(state, "play battering_ram")
    victim = state.players[1]
    assert victim.kept == ["alchemist", None]
    assert "hideout" in victim.discard
    assert counts(state.players[0].hand) == counts(["city", "duke"])


@covers("stargazing_witch")
def test_stargazing_witch_discards_from_the_top_two_then_draws():
    state = table(hands={0: ["stargazing_witch", "city"]}, decks={0: ["curse", "alchemist", "duke"]})
    play_all(state, "play stargazing_witch")
    assert state.decision.prompt["looking"] == ["curse", "alchemist"]
    play_all(state, "discard curse", "done")
    player = state.players[0]
    assert player.discard == ["curse"]
    assert counts(player.hand) == counts(["city", "alchemist"])
    assert top_of_deck(player) == ["duke"]
    assert state.plays_left == 2


@covers("stargazing_witch")
def test_stargazing_witch_puts_the_rest_back_in_the_chosen_order():
    state = table(hands={0: ["stargazing_witch", "city"]}, decks={0: ["city", "alchemist", "duke"]})
    play_all(state, "play stargazing_witch", "done")
    assert set(texts(state)) == {"top city", "top alchemist"}
    play_all(state, "top alchemist")
    player = state.players[0]
    assert counts(player.hand) == counts(["city", "alchemist"])
    assert top_of_deck(player, 2) == ["city", "duke"]


@covers("magic_amulet")
def test_magic_amulet_gives_two_coins_and_recovers_an_action_once_per_turn():
    state = table(hands={0: ["fast_horse", "magic_amulet", "magic_amulet"]}, decks={0: ["city"]},
                  discards={0: ["curse", "alchemist"]})
    play_all(state, "play fast_horse", "play magic_amulet")
    assert state.coins == 2
    assert set(texts(state)) == {"exile curse discard", "take alchemist", "skip"}
    play_all(state, "take alchemist")
    assert "alchemist" in state.players[0].hand
    play_all(state, "play magic_amulet")     # the second one: coins only
    assert state.decision.kind == "second" and state.coins == 4


@covers("magic_amulet")
def test_magic_amulet_can_exile_a_curse_from_hand():
    state = table(hands={0: ["magic_amulet", "curse"]})
    play_all(state, "play magic_amulet", "exile curse hand")
    assert state.abroad == ["curse"] and state.players[0].hand == []


@covers("general_store")
def test_general_store_exiles_a_non_calamity_card_or_gives_a_coin_counter():
    state = table(hands={0: ["general_store", "curse", "city"]}, coins=1)
    play_all(state, "play general_store")
    assert set(texts(state)) == {"exile city", "counter"}
    play_all(state, "counter")
    assert state.players[0].coin_counters == 1
    play_all(state, "coin_counter")
    assert state.coins == 2 and state.players[0].coin_counters == 0

    state = table(hands={0: ["general_store", "city"]}, coins=1)
    play_all(state, "play general_store", "exile city")
    assert state.abroad == ["city"] and state.players[0].hand == []


# ---------------------------------------------------------------- cost 4
@covers("hunted_beast")
def test_hunted_beast_makes_full_hands_discard_a_card_costing_five_or_more():
    state = table(players=4, hands={0: ["hunted_beast", "city"],
                                    1: ["alchemist", "city", "farming_village", "farming_village", "curse"],
                                    2: ["city", "farming_village", "farming_village", "curse", "curse"],
                                    3: ["large_city", "duke", "city", "city"]},
                  decks={0: ["senator"]})
    play_all(state, "play hunted_beast")
    assert state.decision.player == 1
    assert texts(state) == ("discard alchemist",)
    events = play_all(state, "discard alchemist")
    assert "alchemist" in state.players[1].discard
    assert [e["player"] for e in events if e["type"] == "reveal_hand"] == [2]
    assert len(state.players[3].hand) == 4 and state.players[3].discard == []
    assert counts(state.players[0].hand) == counts(["city", "senator"])


@covers("maid_sharifa")
def test_sharifa_when_set_puts_a_curse_face_up_on_each_opponents_deck():
    state = table(players=3, hands={0: ["maid_sharifa", "city"]}, princesses={0: "lulunasaika"})
    play_all(state, "end_main", "set maid_sharifa")
    for seat in (1, 2):
        assert top_of_deck(state.players[seat]) == ["curse"]
        assert state.players[seat].faceup == 1
    assert state.curses == 12 - 2
    assert state.players[0].points() == 6 + 2


@covers("maid_petit")
def test_petit_when_set_discards_each_opponents_lowest_cost_noble():
    state = table(hands={0: ["maid_petit", "city"]}, princesses={0: "lulunasaika", 1: "laolily"},
                  succession={1: ["duke", "court_maid", "senator"]})
    play_all(state, "end_main", "set maid_petit")
    victim = state.players[1]
    assert counts(victim.succession) == counts(["duke", "senator"])
    assert "court_maid" in victim.discard
    assert victim.points() == 9


@covers("maid_honoka")
def test_honoka_is_worth_four_only_without_another_maid_in_the_domain():
    alone = table(princesses={0: "lulunasaika"}, succession={0: ["maid_honoka", "senator"]})
    assert alone.players[0].points() == 6 + 4 + 3
    with_maid = table(princesses={0: "lulunasaika"}, succession={0: ["maid_honoka", "apprentice_maid"]})
    assert with_maid.players[0].points() == 6 + 2 - 2


@covers("maid_minnyan")
def test_minnyan_when_set_gives_a_coin_counter():
    state = table(hands={0: ["maid_minnyan", "city"]}, princesses={0: "lulunasaika"})
    play_all(state, "end_main", "set maid_minnyan")
    assert state.players[0].coin_counters == 1
    assert state.players[0].points() == 6 + 2


@covers("maid_lily")
def test_lily_turns_three_coins_into_a_succession_counter_once_per_main_phase():
    state = table(hands={0: ["large_city", "city", "city"]}, princesses={0: "lulunasaika"},
                  succession={0: ["maid_lily"]})
    assert "activate maid_lily" not in texts(state)     # no coins yet
    play_all(state, "play large_city", "activate maid_lily")
    player = state.players[0]
    assert state.coins == 0 and player.point_counters == 1
    assert player.points() == 6 + 2 + 1
    play_all(state, "play city", "play city")
    assert state.coins == 4 and "activate maid_lily" not in texts(state)


@covers(*MAID_VARIANTS)
@pytest.mark.parametrize("maid", MAID_VARIANTS)
def test_an_attending_maid_bought_with_a_domain_may_be_set_at_once(maid):
    state = table(hands={0: ["large_city", "purveyor"]}, princesses={0: "klamklam"},
                  market_stacks=MAID_MARKET)
    play_all(state, "play large_city", "play purveyor", "buy " + maid)
    assert state.decision.kind == "set_bought_maid"
    play_all(state, "set " + maid)
    assert maid in state.players[0].succession and maid not in state.players[0].discard


@covers("maid_honoka")
def test_an_attending_maid_bought_without_a_domain_goes_to_the_discard():
    state = table(hands={0: ["large_city", "purveyor"]}, market_stacks=MAID_MARKET)
    play_all(state, "play large_city", "play purveyor", "buy maid_honoka")
    assert "maid_honoka" in state.players[0].discard
    assert state.players[0].succession == []


@covers("reclamation_edict")
def test_reclamation_edict_puts_a_farming_village_face_up_on_decks_without_one():
    state = table(players=3, hands={0: ["reclamation_edict", "city"]}, decks={1: ["city"], 2: ["city"]})
    state.players[2].put_on_top("orchard", face_up=True)   # Orchard counts as a Farming Village
    play_all(state, "play reclamation_edict")
    assert state.coins == 2 and state.plays_left == 0
    assert top_of_deck(state.players[1]) == ["farming_village"] and state.players[1].faceup == 1
    assert top_of_deck(state.players[2], 2) == ["orchard", "city"]
    assert state.basic.counts["farming_village"] == 15


@covers("bank")
def test_bank_gives_an_extra_coin_after_a_city_or_large_city():
    state = table(hands={0: ["city", "bank"]})
    play_all(state, "play city", "play bank")
    assert state.coins == 2 + 3
    state = table(hands={0: ["farming_village", "bank"]})
    play_all(state, "play farming_village", "play bank")
    assert state.coins == 1 + 2


@covers("library")
def test_library_makes_each_later_action_give_a_coin():
    state = table(hands={0: ["library", "fast_horse", "purveyor", "city"]}, decks={0: ["farming_village"]})
    play_all(state, "play library")
    assert state.coins == 1
    play_all(state, "play fast_horse")
    assert state.coins == 2
    play_all(state, "play purveyor")
    assert state.coins == 5
    play_all(state, "play city")            # a territory, not an action
    assert state.coins == 7


@covers("flea_market")
def test_flea_market_gives_a_coin_draws_and_has_two_links():
    state = table(hands={0: ["flea_market", "city"]}, decks={0: ["alchemist"]})
    play_all(state, "play flea_market")
    assert state.coins == 1 and state.plays_left == 2
    assert counts(state.players[0].hand) == counts(["city", "alchemist"])


@covers("supply_unit")
def test_supply_unit_puts_a_played_action_back_on_the_deck_at_cleanup():
    state = table(hands={0: ["supply_unit", "alchemist"]}, decks={0: ["farming_village"] * 8})
    play_all(state, "play supply_unit", "play alchemist", "end_main")
    assert state.decision.kind == "supply_unit"
    assert texts(state) == ("put alchemist", "skip")
    play_all(state, "put alchemist")
    player = state.players[0]
    assert state.turn == 1
    assert "alchemist" in player.hand            # drawn first in the cleanup
    assert "supply_unit" in player.discard and "alchemist" not in player.discard


@covers("infantry_battalion")
def test_infantry_battalion_makes_full_hands_discard_a_territory():
    state = table(players=3, hands={0: ["infantry_battalion"],
                                    1: ["city", "alchemist", "duke", "farming_village", "curse"],
                                    2: ["alchemist", "duke", "curse", "curse", "senator"]})
    play_all(state, "play infantry_battalion")
    assert state.coins == 2
    assert state.decision.player == 1
    assert set(texts(state)) == {"discard city", "discard farming_village"}
    events = play_all(state, "discard city")
    assert state.players[1].discard == ["city"]
    assert [e["player"] for e in events if e["type"] == "reveal_hand"] == [2]
    assert state.players[2].discard == []


# ---------------------------------------------------------------- cost 5
@covers("royal_demesne")
def test_royal_demesne_gives_two_coins_and_is_set_at_cleanup_with_a_domain():
    state = table(hands={0: ["royal_demesne", "city"]}, princesses={0: "lulunasaika"})
    play_all(state, "play royal_demesne")
    assert state.coins == 2 and state.plays_left == 1
    finish_turn(state)
    player = state.players[0]
    assert player.lands == ["royal_demesne"]
    assert "royal_demesne" not in player.discard + player.hand + player.deck
    assert player.points() == 6 + 2


@covers("imperial_guard")
def test_imperial_guard_makes_each_opponent_discard_the_top_three_of_their_deck():
    state = table(hands={0: ["imperial_guard"]}, decks={1: ["duke", "city", "alchemist", "senator"]})
    play_all(state, "play imperial_guard")
    assert state.coins == 2
    victim = state.players[1]
    assert counts(victim.discard) == counts(["duke", "city", "alchemist"])
    assert victim.deck == ["senator"]


@covers("curse_witch")
def test_curse_witch_paying_a_coin_curses_each_opponent():
    state = table(players=3, hands={0: ["curse_witch", "apprentice_maid"]}, coins=1)
    play_all(state, "play curse_witch")
    assert set(texts(state)) == {"pay", "exile apprentice_maid", "skip"}
    play_all(state, "pay", "option curse")
    assert state.players[1].discard == ["curse"] and state.players[2].discard == ["curse"]
    assert state.curses == 10
    assert state.coins == 0


@covers("curse_witch")
def test_curse_witch_exiling_a_card_can_draw_two_instead():
    state = table(hands={0: ["curse_witch", "apprentice_maid"]}, decks={0: ["duke", "city", "senator"]},
                  coins=1)
    play_all(state, "play curse_witch", "exile apprentice_maid", "option draw")
    assert state.abroad == ["apprentice_maid"]
    assert counts(state.players[0].hand) == counts(["duke", "city"])
    assert state.curses == 8


@covers("royal_ball")
def test_royal_ball_first_copy_gives_a_coin():
    state = table(hands={0: ["royal_ball", "royal_ball", "city"]}, decks={0: ["farming_village"] * 3})
    play_all(state, "play royal_ball")
    assert set(texts(state)) == {"option coin", "option discount"}
    play_all(state, "option coin")
    assert state.coins == 1 and len(state.players[0].hand) == 3
    play_all(state, "play royal_ball")          # the second one only draws
    assert state.decision.kind == "main" and state.coins == 1


@covers("royal_ball")
def test_royal_ball_can_make_succession_cards_one_cheaper_but_not_below_two():
    state = table(hands={0: ["royal_ball", "city"]}, decks={0: ["farming_village"] * 3})
    play_all(state, "play royal_ball", "option discount")
    assert state.buy_cost("duke") == 7 and state.buy_cost("court_maid") == 2
    assert state.buy_cost("apprentice_maid") == 2           # already at the floor
    assert state.buy_cost("city") == 3                       # not a succession card


@covers("adventurer")
def test_adventurer_exiles_a_card_and_gains_one_costing_up_to_two_more():
    state = table(hands={0: ["adventurer", "city", "curse"]}, coins=1)
    play_all(state, "play adventurer")
    assert texts(state) == ("exile city",)
    play_all(state, "exile city")
    options = texts(state)
    assert "gain senator" in options
    assert "gain duke" not in options and "gain large_city" not in options
    play_all(state, "gain senator")
    assert state.players[0].discard == ["senator"]
    assert state.abroad == ["city"] and state.basic.counts["senator"] == 11


@covers("charm_witch")
def test_charm_witch_makes_cards_sharing_a_type_with_the_discard_cheaper():
    state = table(hands={0: ["charm_witch", "city"],
                         1: ["alchemist", "city", "farming_village", "farming_village", "curse"]},
                  decks={0: ["duke"]})
    play_all(state, "play charm_witch")
    assert state.decision.player == 1 and texts(state) == ("discard alchemist",)
    play_all(state, "discard alchemist")
    assert "alchemist" in state.players[1].discard
    assert counts(state.players[0].hand) == counts(["city", "duke"])
    assert state.buy_cost("alchemist") == 4
    assert state.buy_cost("duke") == 8 and state.buy_cost("large_city") == 6


@covers("alchemist")
def test_alchemist_draws_two_cards():
    state = table(hands={0: ["alchemist", "city"]}, decks={0: ["duke", "senator", "court_maid"]})
    play_all(state, "play alchemist")
    assert counts(state.players[0].hand) == counts(["city", "duke", "senator"])
    assert state.plays_left == 1


# ---------------------------------------------------------------- cost 6
@covers("gossiping_duchess")
def test_gossiping_duchess_when_set_discards_each_opponents_highest_cost_noble():
    state = table(hands={0: ["gossiping_duchess", "city"]}, princesses={0: "lulunasaika", 1: "laolily"},
                  succession={1: ["court_maid", "duke", "senator"]})
    assert "play gossiping_duchess" not in texts(state)
    play_all(state, "end_main", "set gossiping_duchess")
    victim = state.players[1]
    assert counts(victim.succession) == counts(["court_maid", "senator"])
    assert "duke" in victim.discard
    assert state.players[0].points() == 6 + 3


@covers("margrave")
def test_margrave_gives_three_coins_ends_the_chain_and_is_set_at_cleanup():
    state = table(hands={0: ["margrave", "city"]}, princesses={0: "lulunasaika"})
    play_all(state, "play margrave")
    assert state.coins == 3 and "play city" not in texts(state)
    finish_turn(state)
    player = state.players[0]
    assert player.succession == ["margrave"]
    assert player.points() == 6 + 3


# ---------------------------------------------------------------- rare cards
@covers("imperial_capital")
def test_imperial_capital_gives_three_coins_and_is_set_as_a_territory_at_cleanup():
    state = table(hands={0: ["imperial_capital", "city"]}, princesses={0: "lulunasaika"})
    play_all(state, "play imperial_capital")
    assert state.coins == 3 and state.plays_left == 1
    finish_turn(state)
    player = state.players[0]
    assert player.lands == ["imperial_capital"] and player.kept == [None]
    assert player.points() == 6 + 6


# ---------------------------------------------------------------- princesses
@covers("lulunasaika")
def test_backing_lulunasaika_costs_six_and_she_is_worth_six():
    state = table(hands={0: ["large_city", "city", "farming_village"]})
    play_all(state, "play large_city", "play city", "play farming_village")
    assert "back lulunasaika" in texts(state)
    play_all(state, "back lulunasaika")
    player = state.players[0]
    assert player.princess == "lulunasaika" and "lulunasaika" not in state.princesses
    assert player.points() == 6 - 2          # the Farming Village came along


@covers("laolily")
def test_laolily_gains_up_to_five_court_maids_when_backed():
    state = table(hands={0: ["large_city", "large_city"]})
    play_all(state, "play large_city", "play large_city", "back laolily")
    assert state.decision.kind == "laolily"
    assert texts(state) == tuple(f"count {n}" for n in range(5, -1, -1))
    play_all(state, "count 5")
    player = state.players[0]
    assert counts(player.owned())["court_maid"] == 5
    assert state.basic.counts["court_maid"] == 7


@covers("klamklam")
def test_klamklam_makes_bought_cards_one_cheaper_but_not_below_one():
    state = table(hands={0: ["large_city", "city", "city"]}, princesses={0: "klamklam"})
    play_all(state, "play large_city", "play city")
    play_all(state, "end_main")
    assert state.buy_cost("city") == 2 and state.buy_cost("duke") == 7
    assert state.buy_cost("farming_village") == 1 and state.buy_cost("fast_horse") == 1
    play_all(state, "buy large_city")          # 6 - 1 = 5 coins
    assert state.coins == 0


@covers("bergamotte")
def test_bergamotte_swaps_a_hand_card_for_an_action_in_the_discard_once_per_turn():
    state = table(hands={0: ["apprentice_maid", "city"]}, princesses={0: "bergamotte"},
                  discards={0: ["alchemist", "duke"]})
    play_all(state, "activate bergamotte")
    assert set(texts(state)) == {"discard apprentice_maid", "discard city"}
    play_all(state, "discard apprentice_maid")
    assert texts(state) == ("take alchemist",)
    play_all(state, "take alchemist")
    player = state.players[0]
    assert counts(player.hand) == counts(["city", "alchemist"])
    assert counts(player.discard) == counts(["duke", "apprentice_maid"])
    assert "activate bergamotte" not in texts(state)


@covers("flammaria")
def test_flammaria_puts_two_market_cards_costing_up_to_five_on_the_deck():
    state = table(hands={0: ["large_city", "large_city"]}, decks={0: ["farming_village"] * 6})
    play_all(state, "play large_city", "play large_city", "back flammaria")
    options = texts(state)
    assert "take senator" in options and "take city" in options and "done" in options
    assert "take duke" not in options and "take large_city" not in options
    play_all(state, "take senator", "take city")
    player = state.players[0]
    # The cleanup draws them: they were on top of the deck.
    assert state.turn == 1
    assert counts(player.hand) == counts(["senator", "city"] + ["farming_village"] * 3)
    assert state.basic.counts["senator"] == 11


@covers("rain_and_sion")
@pytest.mark.parametrize("deck_size, twins", [(18, 0), (19, 2), (21, 2), (22, 3)])
def test_rain_and_sion_give_twin_counters_by_the_number_of_owned_cards(deck_size, twins):
    # Owned when backed: the deck, 2 Large Cities moved to the domain, the princess card.
    state = table(hands={0: ["large_city", "large_city"]}, decks={0: ["farming_village"] * deck_size},
                  discards={0: []})
    play_all(state, "play large_city", "play large_city", "back rain_and_sion")
    assert state.players[0].twin_counters == twins


@covers("rain_and_sion")
def test_rain_and_sion_twin_counter_gives_one_extra_turn_but_not_from_an_extra_turn():
    state = table(hands={0: ["city", "farming_village"]}, princesses={0: "rain_and_sion"},
                  counters={0: {"twin": 2}})
    play_all(state, "activate rain_and_sion")
    assert state.players[0].twin_counters == 1 and state.extra_turn_pending
    finish_turn(state)
    assert state.turn == 0 and state.in_extra_turn
    assert "activate rain_and_sion" not in texts(state)
    finish_turn(state)
    assert state.turn == 1


def test_every_card_has_a_test():
    missing = sorted(set(CARDS) - COVERED)
    assert not missing, f"cards without a test in test_cards.py: {missing}"
