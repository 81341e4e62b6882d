"""Every rule of the base rulebook, one scenario each (sample content)."""
import pytest

from engine.boards.hex import Hex
from engine.games.guild_masters import SPEC
from engine.games.guild_masters.scoring import guild_rank
from tests.engine.guild_masters.scenario import act, at, options, verbs


def start(players=2, seed=1):
    return SPEC.start({"players": players, "content": "sample"}, seed)


# ---------------------------------------------------------------- setup

@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_lays_out_the_board(players):
    state = start(players)
    assert (state.civ, state.miasma, state.season) == (1, players * 10, 0)        # 1, players × 10, winter
    boss = state.cells[Hex(0, 0)]
    assert boss[0] in state.content.bosses and not boss[1]
    face_up = sorted(c for c, slot in state.cells.items() if slot[1])
    assert face_up == sorted([Hex(3, 0), Hex(-3, 0), Hex(0, 3), Hex(0, -3), Hex(3, -3), Hex(-3, 3)])
    assert len(state.cells) == 37 and len(state.box_tiles) == 56 - 36
    assert all(card is not None for card in state.regalia_board) and len(state.regalia_board) == 3
    for player in state.players:
        events = [c for c in player.hand if c in state.content.events]
        assert len(events) == 8 and len(player.hand) - len(events) == 2
        assert player.tavern == 2 and player.affinity == 0
    assert state.blocked == {2: [1, 2], 3: [2], 4: []}[players]
    assert state.phase == "encounter" and state.decision.kind == "encounter"


def _through_setup(state, keep=0):
    for seat in range(state.num_players):
        act(state, options(state)[0])
    for seat in range(state.num_players):
        act(state, "done")                       # no swap
    for seat in range(state.num_players):
        for _ in range(keep):
            act(state, next(o for o in options(state) if o.startswith("keep ")))
        act(state, "done")
    for seat in range(state.num_players):
        act(state, "face front")
    return state


def test_the_swap_takes_at_most_five_and_draws_as_many():
    state = start()
    act(state, options(state)[0])
    act(state, options(state)[0])
    player = state.players[0]
    before = len(player.hand)
    for _ in range(5):
        act(state, next(o for o in options(state) if o.startswith("swap ")))
    assert [o for o in options(state) if not o.startswith("sell")] == ["done"]     # a sale is always there
    act(state, "done")
    assert len(player.hand) == before and len(state.discard) == 5


def test_keeping_costs_three_gold_each_and_the_first_round_skips_gathering():
    state = start()
    gold = None
    act(state, options(state)[0])
    act(state, options(state)[0], "done", "done")
    gold = state.players[0].res[0]
    act(state, next(o for o in options(state) if o.startswith("keep ")))
    act(state, next(o for o in options(state) if o.startswith("keep ")), "done")
    assert state.players[0].res[0] == gold - 6
    assert sum(1 for c in state.players[0].hand if c in state.content.events) == 2
    act(state, "done", "face back", "face front")
    assert state.phase == "action" and state.round == 1 and state.decision.kind == "turn"
    assert state.decision.player == 0


# ---------------------------------------------------------------- explore

def test_the_worked_example_costs_forty_gold():
    """The rulebook's example: ★2 target, neighbours ★3 + ★2 + ★1, the rest none: 8 × 5 = 40.
    10 gold and 6 power pay it; miasma −2; a treasure; the explorer and the owner of
    the adjacent base each gain a potion."""
    target = Hex(3, -1)                                    # on the outer ring
    around = sorted(c for c in target.neighbours() if abs(c.q) <= 3 and abs(c.r) <= 3 and abs(c.s) <= 3)
    assert len(around) == 4
    cells = [{"cell": list(target), "tile": "troll_hall", "face_up": True},
             {"cell": list(around[0]), "tile": "dragon_nest", "face_up": True},
             {"cell": list(around[1]), "tile": "troll_hall", "face_up": True},
             {"cell": list(around[2]), "tile": "goblin_den", "face_up": True},
             {"cell": list(around[3]), "owner": 1, "base": True}]
    state = at({"players": 2, "clear_map": True, "cells": cells,
                "seats": [{"receptionist": "melissa", "gold": 10, "power": 6}, {"receptionist": "melissa"}]})
    assert state.explore_cost(state.players[0], target) == 40
    act(state, f"explore {target.text}")
    assert state.decision.kind == "explore_cost" and "pay 6" in options(state)
    miasma = state.miasma
    act(state, "pay 6")
    red, blue = state.players
    assert (red.res[0], red.res[1]) == (0, 0)
    assert state.owners[target] == [0, False] and "troll_hall" in red.tiles and red.tavern == 1
    assert state.miasma == miasma - 2
    assert state.decision.kind == "treasure"
    act(state, "treasure crown")
    assert red.treasures == ["crown"] and red.res[2] == 1 and blue.res[2] == 1


def test_the_explore_cost_is_never_below_ten():
    state = at({"clear_map": True, "cells": [{"cell": [3, 0], "tile": "rubble"}], "seats": [{"gold": 10}]})
    assert state.explore_cost(state.players[0], Hex(3, 0)) == 10
    act(state, "explore (3,0)", "pay 0")
    assert state.players[0].res[0] == 5             # paid 10, then the sample rubble's reward of 5


def test_face_down_tiles_count_their_back_and_controlled_areas_count_nothing():
    state = at({"clear_map": True, "cells": [
        {"cell": [2, 0], "tile": "rubble"},
        {"cell": [1, 0], "tile": "dragon_nest", "face_up": False},      # a back: ★1
        {"cell": [3, 0], "owner": 1},                                    # controlled: none
        {"cell": [2, -1], "tile": "dragon_nest", "face_up": True},
        {"cell": [1, 1], "tile": "blank"}]})
    assert state.explore_cost(state.players[0], Hex(2, 0)) == 5 * (0 + 1 + 3)


def test_the_boss_counts_its_back_while_face_down():
    state = at({"cells": [{"cell": [1, 0], "tile": "rubble"}], "clear_map": False})
    cost = state.explore_cost(state.players[0], Hex(1, 0))
    assert cost >= 5 * 3


def test_an_unpaid_explore_leaves_the_tile_up_and_puts_two_on_the_altar():
    state = at({"clear_map": True, "cells": [{"cell": [3, 0], "tile": "troll_hall", "face_up": False}],
                "seats": [{"gold": 0}]})
    act(state, "explore (3,0)")
    assert options(state) == ["decline"]
    act(state, "decline")
    assert state.cells[Hex(3, 0)] == ["troll_hall", True] and state.players[0].altar == 2
    assert state.decision.player == 1                     # the action is over


def test_an_unpaid_boss_goes_back_face_down():
    ring = {"cells": [{"cell": [1, 0], "owner": 0}], "seats": [{"gold": 0}]}
    state = at(ring)
    act(state, "explore (0,0)", "decline")
    assert state.cells[Hex(0, 0)][1] is False and state.players[0].altar == 2


def test_an_abyss_ends_the_common_explore_with_an_extra_turn():
    state = at({"clear_map": True, "cells": [{"cell": [3, 0], "tile": "abyss", "face_up": False}],
                "seats": [{"gold": 20}]})
    act(state, "explore (3,0)")
    assert state.cells[Hex(3, 0)] == ["abyss", True]
    assert state.decision.player == 0 and state.decision.kind == "turn"      # the extra turn
    assert "explore (3,0)" not in options(state)                          # never a target
    act(state, "pass")
    assert state.decision.player == 1


def test_explore_needs_an_adventurer_in_the_tavern_and_reaches_the_edge_or_your_areas():
    state = at({"seats": [{"gold": 50, "tavern": 0}]})
    assert "explore" not in verbs(state)
    state = at({"clear_map": True, "cells": [{"cell": [1, 0], "tile": "rubble"}, {"cell": [2, 0], "owner": 0},
                                             {"cell": [-1, 0], "tile": "rubble"}], "seats": [{"gold": 50}]})
    targets = {o for o in options(state) if o.startswith("explore")}
    assert targets == {"explore (1,0)"}


# ---------------------------------------------------------------- build and develop

def test_build_costs_fifteen_and_five_per_adjacent_base():
    state = at({"clear_map": True, "cells": [{"cell": [2, 0], "owner": 0}, {"cell": [3, 0], "owner": 0, "base": True},
                                             {"cell": [2, 1], "owner": 1, "base": True}],
                "seats": [{"gold": 25}]})
    act(state, "build (2,0)")
    assert state.owners[Hex(2, 0)] == [0, True] and state.players[0].res[0] == 0
    state = at({"clear_map": True, "cells": [{"cell": [2, 0], "owner": 0}, {"cell": [3, 0], "owner": 0, "base": True}],
                "seats": [{"gold": 19}]})
    assert "build (2,0)" not in options(state)


def test_develop_unlocks_several_draws_one_each_and_ranks_up_at_two():
    state = at({"seats": [{"gold": 20, "power": 3, "hand": []}], "deck_top": ["bakery", "herb_garden"]})
    act(state, "develop [1,2]")
    player = state.players[0]
    assert player.unlocked[:2] == [True, True] and player.tavern == 4 and player.rank == 2
    assert sorted(player.hand) == ["bakery", "herb_garden"] and player.res[:2] == [0, 0]


def test_the_fifth_affinity_ranks_up_to_three():
    events = ["village_market"] * 8
    state = at({"seats": [{"unlocked": [1, 2, 3, 4], "rank": 2, "played": events}]})
    act(state, "develop [5]")
    assert state.players[0].rank == 3


def test_conditions_of_affinities_are_checked():
    state = at({"seats": [{"played": ["village_market"] * 7}]})
    assert "develop [5]" not in options(state)
    state = at({"seats": [{"played": ["village_market"] * 8}]})
    assert "develop [5]" in options(state)


# ---------------------------------------------------------------- cards

def test_power_pays_five_gold_only_under_the_power_icon():
    state = at({"seats": [{"receptionist": "melissa", "gold": 1, "power": 1, "hand": ["bakery", "village_market"]}]})
    assert "play bakery" in options(state)              # 6 = 1 gold + 1 power
    assert "play village_market" not in options(state)  # 3 gold, no power icon
    act(state, "play bakery")
    assert state.players[0].res[:2] == [0, 0] and state.players[0].prod[0] == 2


def test_an_extra_cost_may_break_the_condition_it_met():
    state = at({"seats": [{"gold": 12, "tiles": ["rubble"], "hand": ["guild_branch", "truck_wreck"]}]})
    act(state, "play guild_branch", "tile rubble")
    assert state.players[0].tiles == [] and state.players[0].prod[0] == 4


def test_alternative_conditions():
    state = at({"seats": [{"gold": 9, "potion": 1, "unlocked": [1, 2], "hand": ["alchemy_lab"]}]})
    assert "play alchemy_lab" in options(state)
    state = at({"seats": [{"gold": 9, "potion": 1, "hand": ["alchemy_lab"]}]})
    assert "play alchemy_lab" not in options(state)


def test_a_regalia_from_the_board_brings_its_chip_and_is_not_replaced():
    state = at({"seats": [{"gold": 10, "played": ["bakery"] * 3}], "regalia_board": ["crown_of_dawn", None, None]})
    act(state, "claim 0")
    assert state.players[0].regalia_chips == 1 and state.regalia_board == [None, None, None]


def test_selling_gives_one_gold_an_event_three_a_potion_or_regalia_and_is_no_action():
    state = at({"seats": [{"potion": 1, "hand": ["bakery", "crown_of_dawn"]}]})
    act(state, "sell bakery", "sell crown_of_dawn", "sell_potion")
    assert state.players[0].res[0] == 7 and state.decision.player == 0 and state.decision.kind == "turn"


# ---------------------------------------------------------------- potion and special actions

def test_a_potion_action_is_used_once_a_round_by_anyone():
    state = at({"seats": [{"potion": 5}, {"potion": 5}], "deck_top": ["bakery", "bakery", "bakery", "bakery"]})
    act(state, "potion 3")
    assert "potion 3" not in options(state)
    assert "potion 1" not in options(state) and "potion 2" not in options(state)    # blocked at 2 players


def test_a_special_action_is_used_once_a_round():
    state = at({"seats": [{"receptionist": "frieda", "face": "back", "potion": 3}]})
    act(state, "special receptionist")
    assert state.players[0].res[1] == 2
    act(state, "pass", "pass")


# ---------------------------------------------------------------- the round

def test_all_passing_ends_the_round_with_production_and_the_season_bonus():
    state = at({"seats": [{"production": {"gold": 5, "power": 1}}, {}], "season": "winter", "round": 2, "start": 0})
    act(state, "pass", "pass")
    # winter's sample bonus is a potion; the end phase moves the start player and the season
    assert state.players[0].res == [5, 1, 1] and state.players[1].res == [0, 0, 1]
    assert (state.season, state.start, state.round, state.phase) == (1, 1, 3, "gather")
    assert state.decision.kind == "keep" and state.decision.player == 1
    assert len(state.drawn) == 4


def test_gathering_keeps_cards_at_three_gold_each():
    state = at({"seats": [{"gold": 6}, {}], "start": 1, "round": 2,
                "deck_top": ["bakery", "herb_garden", "village_market", "moneylender"]})
    act(state, "pass", "pass")
    assert state.decision.player == 0 and sorted(state.drawn) == sorted(
        ["bakery", "herb_garden", "village_market", "moneylender"])
    player = state.players[0]
    act(state, "keep bakery", "keep moneylender")
    assert not [o for o in options(state) if o.startswith("keep ")]           # a third would make 9
    act(state, "done")
    assert player.res[0] == 0 and sorted(player.hand) == ["bakery", "moneylender"]
    assert state.decision.player == 1 and len(state.drawn) == 4


def test_a_passed_player_is_skipped_for_the_rest_of_the_round():
    state = at({"seats": [{}, {"gold": 10, "hand": ["village_market", "village_market"]}]})
    act(state, "pass", "play village_market")
    assert state.decision.player == 1 and state.decision.kind == "turn"


# ---------------------------------------------------------------- the end

def test_the_tracks_meeting_finishes_the_turn_then_the_finish_phase_runs_two_laps():
    state = at({"players": 3, "civilisation": 8, "miasma": 10, "turn": 1, "start": 0,
                "seats": [{"production": {"gold": 12}}, {"gold": 6, "production": {"gold": 25},
                                                           "hand": ["bakery"]}, {"passed": True}]})
    act(state, "play bakery")                                 # civilisation 9, next to miasma 10
    assert state.met and state.phase == "finish"
    assert [p.prod[0] for p in state.players] == [0, 7, 0]    # 12 → 0, 25+2 → 7
    assert [p.res[0] for p in state.players] == [12, 20, 0]
    order = []
    while state.decision is not None:
        order.append(state.decision.player)
        act(state, "pass")
    assert order == [2, 0, 1]                                  # lap 2 skipped: all passed in lap 1


def test_the_finish_phase_laps_end_with_the_triggering_player():
    state = at({"players": 3, "phase": "finish", "trigger": 1, "turn": 2})
    order = []
    while state.decision is not None:
        order.append(state.decision.player)
        act(state, "pass")
    assert order == [2, 0, 1]


def test_a_player_who_acts_in_lap_one_plays_lap_two():
    state = at({"players": 2, "phase": "finish", "trigger": 0, "turn": 1,
                "seats": [{"gold": 10, "hand": ["village_market", "village_market"]}, {}]})
    order = []
    while state.decision is not None:
        order.append(state.decision.player)
        if state.decision.player == 0 and "play village_market" in options(state):
            act(state, "play village_market")
        else:
            act(state, "pass")
    assert order == [1, 0, 0]


def test_final_scoring_has_five_parts_and_face_down_cards_score_nothing():
    state = at({"phase": "finish", "trigger": 1, "turn": 0, "cells": [
        {"cell": [1, 0], "owner": 0}, {"cell": [2, 0], "owner": 0, "base": True}],
        "seats": [{"receptionist": "skadi", "rank": 3, "tiles": ["dragon_nest", "abyss"], "treasures": ["crown"],
                   "played": ["quiet_chapel", {"card": "cursed_idol", "face_up": False}], "altar": 4}, {}]})
    state.players[0].regalia_chips = 1
    act(state, "pass", "pass")
    score = state.scores[0]
    assert score["receptionist"] == 6                          # スカジ表 rank 3
    assert score["areas"] == 3 + 2 * 2                         # ring 1 (3), ring 2 doubled (2 × 2)
    assert score["items"] == 4 + 0 + 3 + 1
    assert score["cards"] == 3
    assert score["altar"] == -4
    assert score["total"] == 6 + 7 + 8 + 3 - 4


def test_ties_are_broken_by_bases_then_areas_then_events():
    state = at({"phase": "finish", "trigger": 1, "turn": 0, "cells": [
        {"cell": [3, 0], "owner": 0, "base": True}, {"cell": [-3, 0], "owner": 1}, {"cell": [-3, 1], "owner": 1}]})
    act(state, "pass", "pass")
    assert state.scores[0]["total"] == state.scores[1]["total"] == 2
    assert state.winners == (0,)                                 # one base beats none


def test_a_full_tie_is_shared():
    state = at({"phase": "finish", "trigger": 1, "turn": 0})
    act(state, "pass", "pass")
    assert state.winners == (0, 1)


@pytest.mark.parametrize("fame, rank", [(60, "bahamut"), (59, "dragon"), (50, "dragon"), (49, "wyvern"),
                                        (40, "wyvern"), (39, "lizardman"), (30, "lizardman"), (29, "snake"), (-3, "snake")])
def test_guild_ranks(fame, rank):
    assert guild_rank(fame) == rank


def test_tracks_stop_moving_once_they_meet():
    state = at({"civilisation": 4, "miasma": 6,
                "seats": [{"receptionist": "melissa", "gold": 10, "hand": ["quiet_chapel"], "played": ["royal_charter"]}]})
    act(state, "play quiet_chapel")                      # civilisation +2 stops next to miasma
    assert (state.civ, state.miasma, state.met) == (5, 6, True)
    state.move_miasma(3)
    state.move_civilisation(3)
    assert (state.civ, state.miasma) == (5, 6)
