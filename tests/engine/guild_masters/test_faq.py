"""Every FAQ answer of the rulebook and its receptionist notes, as scenarios
(the FAQ's cards as reconstructed in samples/events.toml)."""
from engine.boards.hex import Hex
from engine.games.guild_masters import SPEC
from tests.engine.guild_masters.scenario import act, at, options

M = "melissa"      # a receptionist whose sample front changes nothing here


def seat(**fields):
    return {"receptionist": M, **fields}


def test_no_treasure_left_means_no_treasure():
    state = at({"seats": [seat(gold=16, hand=["royal_charter"], production={"gold": 2})], "civilisation": 5,
                "treasures": []})
    act(state, "play royal_charter")
    assert state.players[0].treasures == [] and state.decision.kind == "turn"


def test_explore_cannot_jump_over_another_players_areas():
    state = at({"clear_map": True, "seats": [seat(gold=50), {}], "cells": [
        {"cell": [3, 0], "owner": 1}, {"cell": [2, 0], "tile": "rubble"}]})
    assert "explore (2,0)" not in options(state)


def test_a_cost_15_trigger_fires_on_a_free_play():
    state = at({"seats": [seat(gold=12, production={"gold": 4}, played=["point_card"],
                               hand=["merchant_caravan", "wyvern_couriers"])]})
    act(state, "play merchant_caravan")
    gold = state.players[0].res[0]
    act(state, "card wyvern_couriers")                  # free: no gold cost, yet cost 15
    assert state.players[0].res[0] == gold + 4


def test_two_tags_on_one_card_fire_a_tag_trigger_twice():
    state = at({"seats": [seat(gold=12, production={"gold": 4}, played=["trade_tariff"], hand=["merchant_caravan"])]})
    act(state, "play merchant_caravan")
    if state.decision.kind == "pay":
        act(state, "pay 0")
    assert state.players[0].res[0] == 0 + 2 + 2


def test_a_flipped_card_loses_the_adventurers_on_it():
    state = at({"seats": [seat(gold=5, hand=["grudge_clerk"], played=[{"card": "adventurers_inn", "adventurers": 2}])]})
    act(state, "play grudge_clerk", "card adventurers_inn")
    inn = state.players[0].played[0]
    assert not inn.face_up and inn.adventurers == 0


def test_flying_trio_an_abyss_gives_no_extra_turn_and_the_explore_goes_on_as_a_blank():
    state = at({"clear_map": True, "seats": [seat(gold=20, played=["flying_trio"]), {}],
                "cells": [{"cell": [3, 0], "tile": "abyss", "face_up": False}]})
    act(state, "explore (3,0)")
    assert state.decision.kind == "explore_cost" and options(state) == ["pay 0", "decline"]
    act(state, "pay 0")
    assert state.owners[Hex(3, 0)] == [0, False] and state.players[0].tiles == ["abyss"]
    assert state.decision.player == 1                      # no extra turn


def test_melissa_back_treats_an_abyss_as_blank_too():
    state = at({"clear_map": True, "seats": [{"receptionist": "melissa", "face": "back", "gold": 20}, {}],
                "cells": [{"cell": [3, 0], "tile": "abyss", "face_up": False}]})
    act(state, "explore (3,0)", "pay 0")
    assert state.decision.player == 1


def test_crimson_castle_never_turns_the_boss_face_up():
    state = at({"seats": [seat(gold=4, hand=["crimson_castle"])],
                "cells": [{"cell": [1, 0], "tile": "rubble", "face_up": False}]})
    act(state, "play crimson_castle", "cell (1,0)")
    assert state.cells[Hex(1, 0)][1] is True and state.cells[Hex(0, 0)][1] is False


def test_devils_quill_copying_a_flip_turns_the_quill_face_down():
    state = at({"seats": [seat(gold=8, hand=["devils_quill"], played=["cursed_idol"])]})
    act(state, "play devils_quill", "card cursed_idol")
    idol, quill = state.players[0].played
    assert idol.face_up and not quill.face_up and state.players[0].res[1] == 3


def _actions_of_seat_1(state) -> int:
    """Seat 1 plays a village market whenever it may; everyone else passes."""
    actions = 0
    while state.decision is not None:
        if state.decision.player == 1 and "play village_market" in options(state):
            act(state, "play village_market")
            actions += 1
        elif state.decision.player == 1:
            break
        else:
            act(state, "pass")
    return actions


def test_wyvern_couriers_on_the_last_turn_of_the_finish_phase_give_three_more_actions():
    # FAQ (L334): 「(『飛竜印の運送屋さん』の分を除いて) 3回分のアクションを行えます」. Used on
    # seat 1's last turn (lap 2, it triggered the end), no ordinary turn is left to count.
    state = at({"players": 2, "phase": "finish", "lap": 2, "trigger": 1, "turn": 1,
                "seats": [{}, seat(gold=8, played=["wyvern_couriers"], hand=["village_market"] * 4)]})
    act(state, "special wyvern_couriers")
    assert _actions_of_seat_1(state) == 3 and state.winners is not None


def test_wyvern_couriers_outside_the_finish_phase_give_three_extra_turns():
    state = at({"players": 2, "turn": 1,
                "seats": [seat(), seat(gold=8, played=["wyvern_couriers"], hand=["village_market"] * 4)]})
    act(state, "special wyvern_couriers")
    played = 0
    while state.decision.player == 1:
        act(state, "play village_market")
        played += 1
    assert played == 3 and state.players[1].extra_turns == 0


def test_wyvern_couriers_of_a_version_1_game_still_give_two():
    state = at({"players": 2, "phase": "finish", "lap": 2, "trigger": 1, "turn": 1, "rules_version": 1,
                "seats": [{}, seat(gold=8, played=["wyvern_couriers"], hand=["village_market"] * 4)]})
    act(state, "special wyvern_couriers")
    assert _actions_of_seat_1(state) == 2


def test_the_labyrinth_lift_explores_fame_two_areas_next_to_nobody():
    state = at({"seats": [seat(gold=30, hand=["labyrinth_elevator"]), {}],
                "cells": [{"cell": [2, 0], "owner": 1}]})
    act(state, "play labyrinth_elevator")
    targets = {o[len("cell "):] for o in options(state)}
    fame = state.area_fame
    assert targets and all(fame[Hex.parse(t)] == 2 for t in targets)
    assert "(2,-1)" not in targets and "(1,1)" not in targets          # next to seat 1's area
    assert "(-2,0)" in targets                                          # not on the edge, yet allowed


def test_shadowmen_discarding_the_tile_still_lowers_miasma_and_is_no_tile_of_yours():
    state = at({"clear_map": True, "seats": [seat(gold=16, hand=["shadowmans"], played=["archmage_whim"])],
                "cells": [{"cell": [3, 0], "tile": "troll_hall"}]})
    miasma = state.miasma
    act(state, "play shadowmans", "cell (3,0)", "pay 0", "skip")
    player = state.players[0]
    assert state.miasma == miasma - 2 and player.tiles == [] and "troll_hall" in state.tile_discard
    assert player.res[0] == 0                              # 6 + 10 paid, the Archmage gave nothing


def test_the_archmage_pays_for_a_tile_you_owned():
    state = at({"seats": [seat(gold=12, tiles=["rubble"], hand=["guild_branch"], played=["archmage_whim"])]})
    act(state, "play guild_branch", "tile rubble")
    assert state.players[0].res[0] == 4


def test_carriers_guild_the_first_card_pays_for_the_second_and_may_draw_it():
    state = at({"seats": [seat(gold=3, played=["transport_guild"], hand=["village_market"] * 2)]})
    act(state, "special transport_guild", "card village_market")
    assert state.players[0].res[0] == 5 and "card village_market" in options(state)   # paid by the first's 5 gold
    act(state, "card village_market")
    assert state.players[0].res[0] == 7
    state = at({"seats": [seat(gold=4, played=["transport_guild"], hand=["street_urchins"])],
                "deck_top": ["herb_garden", "stonemason"]})
    act(state, "special transport_guild", "card street_urchins", "discard stonemason")
    assert "card herb_garden" not in options(state)        # 7 gold: not enough here …
    state = at({"seats": [seat(gold=11, played=["transport_guild"], hand=["street_urchins"])],
                "deck_top": ["herb_garden", "stonemason"]})
    act(state, "special transport_guild", "card street_urchins", "discard stonemason", "card herb_garden")
    assert [p.card for p in state.players[0].played][-1] == "herb_garden"   # … the drawn card, played second


def test_grand_purification_gains_tiles_without_lowering_miasma():
    state = at({"seats": [seat(gold=12, hand=["grand_purification"])],
                "cells": [{"cell": [3, 0], "tile": "abyss"}, {"cell": [2, 0], "tile": "dragon_nest"}]})
    miasma = state.miasma
    act(state, "play grand_purification", "cell (3,0)", "cell (2,0)")
    assert sorted(state.players[0].tiles) == ["abyss", "dragon_nest"] and state.miasma == miasma
    assert state.cells[Hex(3, 0)] == ["blank", True] and state.cells[Hex(2, 0)] == ["blank", True]


def test_bringfeather_extra_turns_at_the_end_may_gain_more():
    state = at({"phase": "finish", "trigger": 1, "turn": 0,
                "seats": [seat(gold=14, played=["bringfeather", "royal_charter", "bakery", "bakery"], hand=["festival_of_lights"]), {}]})
    act(state, "pass", "pass")
    assert state.phase == "end_turns" and state.decision.player == 0
    act(state, "play festival_of_lights")                 # its extra turn, during an end turn
    assert state.decision is not None and state.decision.player == 0
    act(state, "pass")
    assert state.decision is None and state.scores is not None


# ---------------------------------------------------------------- receptionist notes

def test_melissa_gains_a_potion_at_every_fourth_event():
    state = at({"seats": [{"receptionist": "melissa", "gold": 3, "played": ["bakery"] * 3, "hand": ["village_market"]}]})
    act(state, "play village_market")
    assert state.players[0].res[2] == 1


def test_skadi_pays_gold_with_power_anywhere_and_the_change_is_lost():
    state = at({"seats": [{"receptionist": "skadi", "gold": 0, "power": 1, "hand": ["village_market"]}]})
    act(state, "play village_market")
    assert state.players[0].res[:2] == [5, 0]                          # 3 of the 5 paid, 2 lost; +5 gold


def test_frieda_draws_to_three_for_two_gold_each():
    state = at({"seats": [{"receptionist": "frieda", "hand": ["bakery"]}],
                "deck_top": ["herb_garden", "village_market", "bakery"]})
    act(state, "special receptionist")
    assert sorted(state.players[0].hand) == ["bakery", "herb_garden", "village_market"]
    assert state.players[0].res[0] == 4


def test_el_takes_a_turn_before_the_start_player():
    """The note's example: 3 players, El second: El, first, El, third."""
    state = at({"players": 3, "start": 0, "round": 2, "seats": [
        seat(), {"receptionist": "el", "face": "back"}, seat()]})
    act(state, "pass", "pass", "pass")                     # round 2 ends; round 3 starts with seat 1 …
    while state.phase == "gather":
        act(state, "done")
    assert state.start == 1 and state.decision.player == 1
    state = at({"players": 3, "start": 2, "round": 3, "turn": 2, "seats": [
        seat(gold=60), {"receptionist": "el", "face": "back", "gold": 60}, seat(gold=60)]})
    act(state, "pass", "pass", "pass")
    while state.phase == "gather":
        act(state, "done")
    assert state.start == 0                                # El (seat 1) is second this round
    order = []
    for _ in range(4):
        order.append(state.decision.player)
        act(state, next(o for o in options(state) if o.startswith("explore")))
        while state.decision.kind != "turn":
            act(state, options(state)[0])
    assert order == [1, 0, 1, 2]


def test_an_own_adventurer_joins_the_tavern_and_star_tiles_are_counted():
    from engine.games.guild_masters.content_schema import Effect, EndEffect    # noqa: PLC0415 - one test's tools
    state = at({"seats": [seat(tiles=["troll_hall", "dragon_nest", "goblin_den"])]})
    player = state.players[0]
    state._do(0, player, None, Effect(op="gain_adventurer"), 1)
    assert player.tavern == 3 and player.adventurers == 8
    state._do(0, player, None, Effect(op="gain_per", resource="gold", per="star_tiles", stars=2, n=2), 1)
    assert player.res[0] == 4
    assert EndEffect(op="fame_per", per="star_tiles", stars=3, n=1).stars == 3


def test_a_receptionists_own_card_is_taken_from_the_box_and_goes_back_there():
    state = _start_with_skadi_back()
    player = next(p for p in state.players if p.receptionist == "skadi")
    assert "skadi_mercenaries" in player.hand and state.own_cards == []
    state.sell(player, "skadi_mercenaries")
    assert state.own_cards == ["skadi_mercenaries"] and "skadi_mercenaries" not in state.discard


def _start_with_skadi_back():
    state = SPEC.start({"players": 2, "content": "sample", "offered": 1}, 0)     # seed 0 offers seat 0 Skadi
    while state.phase in ("encounter", "swap", "keep"):
        act(state, "done" if state.phase != "encounter" else options(state)[0])
    for _ in range(2):
        act(state, "face back" if state.players[state.decision.player].receptionist == "skadi" else "face front")
    return state


def test_the_behemoth_stays_face_up_only_by_turning_a_base_back():
    state = at({"seats": [seat(gold=8, hand=["behemoth"])], "cells": [{"cell": [3, 0], "owner": 0, "base": True}]})
    act(state, "play behemoth", "cell (3,0)")
    assert state.owners[Hex(3, 0)] == [0, False] and state.players[0].played[0].face_up
    state = at({"seats": [seat(gold=8, hand=["behemoth"])]})
    act(state, "play behemoth", "skip")
    assert not state.players[0].played[0].face_up


def test_horn_back_pays_potions_with_tiles_but_never_sells_them():
    state = at({"players": 4, "content": "standard",
                "seats": [{"receptionist": "horn", "face": "back", "tiles": ["blank", "blank", "blank"]}]})
    space = min(state.content.board.potion_spaces, key=lambda s: s.potions)
    assert f"potion {space.slot}" in options(state)
    assert not any(o == "sell_potion" for o in options(state))
    act(state, f"potion {space.slot}")
    for _ in range(space.potions):
        act(state, "tile blank")
    assert len(state.players[0].tiles) == 3 - space.potions and space.slot in state.potion_used
    state = at({"players": 4, "content": "standard", "seats": [{"receptionist": "horn", "face": "front", "tiles": ["blank"]}]})
    assert not any(o.startswith("potion ") for o in options(state))
