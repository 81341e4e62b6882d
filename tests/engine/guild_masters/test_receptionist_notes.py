"""The receptionist notes (受付嬢の補足説明) that need their own rules: アヤカ's
chips, セレン裏's floating lab, クリス裏's swap, メリッサ裏's white-framed abyss
tiles, and the modifier ignore_one_tag."""
from engine.boards.hex import Hex
from engine.games.guild_masters.content_schema import Condition
from engine.games.guild_masters.holdings import Holdings
from tests.engine.guild_masters.scenario import act, at, options

STANDARD = {"content": "standard", "clear_map": True}


def _seat(receptionist, face, **more):
    return {"receptionist": receptionist, "face": face, **more}


def _face(state, seat):
    return state.face_of(state.players[seat])


def _resolve(state, seat, effects):
    """Resolve a face's effects now, as setup or a rank-up would."""
    state.decision = None
    state.push_effects(seat, None, effects)
    state.run()


def test_a_flash_chip_counts_the_target_three_stars_fewer_for_the_cost_only():
    # アヤカ裏: a ★3 tile next to a ★2 costs 25; with a chip ★0 + ★2 = 10.
    state = at({**STANDARD, "cells": [{"cell": [3, 0], "tile": "dragon_hoard"}, {"cell": [2, 0], "tile": "ogre_treasury"}],
                "seats": [_seat("ayaka", "back", gold=30, chips={"flash": 3})]})
    miasma = state.miasma
    act(state, "explore (3,0)")
    assert "pay 0" in options(state) and "flash 0" in options(state)
    gold = state.players[0].res[0]
    act(state, "flash 0")
    player = state.players[0]
    assert gold - player.res[0] == 10 and player.chips["flash"] == 2
    assert state.miasma == miasma - 3          # the printed stars still lower the miasma


def test_a_flash_chip_is_not_offered_when_it_saves_nothing_or_none_is_left():
    cells = [{"cell": [3, 0], "tile": "quiet_spring"}]       # ★0: 10 gold either way
    state = at({**STANDARD, "cells": cells, "seats": [_seat("ayaka", "back", gold=30, chips={"flash": 3})]})
    act(state, "explore (3,0)")
    assert not any(o.startswith("flash") for o in options(state))
    cells = [{"cell": [3, 0], "tile": "dragon_hoard"}]
    state = at({**STANDARD, "cells": cells, "seats": [_seat("ayaka", "back", gold=30, chips={"flash": 0})]})
    act(state, "explore (3,0)")
    assert not any(o.startswith("flash") for o in options(state))


def test_a_wisdom_chip_takes_five_gold_off_an_event():
    # アヤカ表 (our reading): 『共同井戸の修繕』 costs 8; with 3 gold it is playable only with a chip.
    state = at({"content": "standard", "seats": [_seat("ayaka", "front", gold=3, chips={"wisdom": 1},
                                                       hand=["common_well"])]})
    assert "play common_well" in options(state)
    act(state, "play common_well")
    player = state.players[0]
    assert player.chips["wisdom"] == 0 and player.res[0] == 0
    assert any(p.card == "common_well" for p in player.played)


def test_a_wisdom_chip_is_a_choice_when_the_gold_is_there():
    state = at({"content": "standard", "seats": [_seat("ayaka", "front", gold=20, chips={"wisdom": 1},
                                                       hand=["common_well"])]})
    act(state, "play common_well")
    assert state.decision.kind == "wisdom"
    act(state, "skip")
    assert state.players[0].chips["wisdom"] == 1 and state.players[0].res[0] == 12
    state = at({"content": "standard", "seats": [_seat("ayaka", "front", gold=2, chips={"wisdom": 0},
                                                       hand=["common_well"])]})
    assert "play common_well" not in options(state)


def test_chris_swaps_a_face_down_target_and_explores_the_tile_that_came():
    cells = [{"cell": [3, 0], "tile": "quiet_spring", "face_up": False},
             {"cell": [-3, 0], "tile": "dragon_hoard", "face_up": False},
             {"cell": [0, 0], "tile": "abyssal_lich", "face_up": False},
             {"cell": [0, 3], "tile": "goblin_stash"}]
    state = at({**STANDARD, "cells": cells, "seats": [_seat("chris", "back", gold=40)]})
    act(state, "explore (3,0)")
    assert state.decision.kind == "swap_tile"
    assert options(state) == ["skip", "cell (-3,0)"]          # never the boss, never a face-up tile
    act(state, "cell (-3,0)")
    assert state.cells[Hex(3, 0)] == ["dragon_hoard", True]
    assert state.cells[Hex(-3, 0)] == ["quiet_spring", False]
    act(state, "pay 0")
    assert "dragon_hoard" in state.players[0].tiles


def test_chris_may_keep_the_tile_and_others_are_never_asked():
    cells = [{"cell": [3, 0], "tile": "quiet_spring", "face_up": False},
             {"cell": [-3, 0], "tile": "dragon_hoard", "face_up": False}]
    state = at({**STANDARD, "cells": cells, "seats": [_seat("chris", "back", gold=40)]})
    act(state, "explore (3,0)", "skip")
    assert state.cells[Hex(3, 0)] == ["quiet_spring", True]
    state = at({**STANDARD, "cells": cells, "seats": [_seat("chris", "front", gold=40)]})
    act(state, "explore (3,0)")
    assert state.decision.kind == "explore_cost"


def test_melissa_brings_the_white_framed_abyss_tiles_and_explores_them():
    cells = [{"cell": [3, 0], "tile": "abyss"}]
    state = at({**STANDARD, "cells": cells, "seats": [_seat("melissa", "back"), _seat("skadi", "front", gold=30)]})
    assert state.white_box == 6 and state.white_stock == 0
    _resolve(state, 0, _face(state, 0).initial)
    assert (state.white_box, state.white_stock) == (0, 6)   # L274 with L14: all six, at setup
    count = state.invariant_card_count()
    _resolve(state, 0, _face(state, 0).ranks[1].rank_up)     # the rank-up adds none: all are there
    act(state, "cell (3,0)")                                 # purified: a white-framed abyss takes its place
    assert state.cells[Hex(3, 0)] == ["white_abyss", True] and (state.white_box, state.white_stock) == (0, 5)
    assert state.invariant_card_count() == count
    assert Hex(3, 0) in state.explore_targets(0)
    assert Hex(3, 0) not in state.explore_targets(1)         # an abyss to everyone else


def test_melissa_of_a_version_1_game_brings_two_tiles_at_setup_and_two_at_each_rank_up():
    state = at({**STANDARD, "rules_version": 1, "seats": [_seat("melissa", "back"), {}]})
    _resolve(state, 0, _face(state, 0).initial)
    assert (state.white_box, state.white_stock) == (4, 2)
    _resolve(state, 0, [e for e in _face(state, 0).ranks[1].rank_up if e.op == "add_white_abyss"])
    assert (state.white_box, state.white_stock) == (2, 4)


def _lab_state(**seat):
    cells = [{"cell": [3, -1], "tile": "abandoned_camp"}, {"cell": [3, -2], "tile": "goblin_stash"}]
    state = at({**STANDARD, "cells": cells, "turn": 1,
                "seats": [_seat("seren", "back", **seat), _seat("skadi", "front", gold=40)]})
    _resolve(state, 0, _face(state, 0).initial)
    return state


def test_the_floating_lab_floats_outside_the_outer_ring():
    state = _lab_state()
    assert state.decision.kind == "floating_lab"
    spots = [o[1] for o in state.decision.options]
    assert len(spots) == 24 and all(s not in state.cells for s in spots)
    assert all(any(n in state.edge for n in s.neighbours()) for s in spots)
    act(state, "cell (4,-2)")
    assert state.players[0].lab == Hex(4, -2)
    assert set(state.lab_neighbours(Hex(4, -2))) == {Hex(3, -1), Hex(3, -2)}


def test_the_floating_lab_pays_a_potion_for_an_explore_next_to_it_and_counts_as_a_base():
    state = _lab_state()
    act(state, "cell (4,-2)")
    seren = state.players[0]
    assert state.holds(seren, [Condition(what="bases", n=1)])
    assert state.count(seren, "areas") == 0                  # never a controlled area off the map
    potions, theirs = seren.res[2], state.players[1].res[2]
    act(state, "explore (3,-1)", "pay 0")                     # the other seat explores next to it
    assert seren.res[2] == potions + 1 and state.players[1].res[2] == theirs + 1
    assert state.build_cost(state.players[1], Hex(3, -1)) == 20                 # a base next to the lab costs 5 more


def test_the_floating_lab_lands_at_rank_three():
    state = _lab_state()
    act(state, "cell (4,-2)")
    _resolve(state, 0, _face(state, 0).ranks[2].rank_up)
    assert state.decision.kind == "land_floating_lab"
    assert options(state) == ["cell (3,-2)", "cell (3,-1)", "skip"]
    act(state, "cell (3,-2)")
    seren = state.players[0]
    assert state.owners[Hex(3, -2)] == [0, True] and "goblin_stash" in seren.tiles
    assert seren.lab == Hex(3, -2) and state.count(seren, "areas") == 1
    assert state.holds(seren, [Condition(what="bases", n=1)]) and not state.holds(seren, [Condition(what="bases", n=2)])


def test_ignore_one_tag_forgives_one_missing_tag(monkeypatch):
    state = at({"content": "standard", "seats": [_seat("melissa", "front")]})
    player = state.players[0]
    player.played = []
    need_one = [Condition(what="tag", tag="life", n=1)]
    need_two = [Condition(what="tag", tag="life", n=2)]
    need_area = [Condition(what="areas", n=1)]
    assert not state.holds(player, need_one)
    monkeypatch.setattr(Holdings, "modifiers", lambda self, p: frozenset({"ignore_one_tag"}))
    assert state.holds(player, need_one)
    assert not state.holds(player, need_two)              # one tag, never two
    assert not state.holds(player, need_area)             # tags only


def test_a_build_discount_comes_off_the_common_action_never_below_zero():
    # フリーダ裏 rank 1: 5 off; 15 + 5 for the base next to it = 15.
    cells = [{"cell": [2, 0], "owner": 0}, {"cell": [3, 0], "owner": 1, "base": True}]
    state = at({**STANDARD, "cells": cells, "seats": [_seat("frieda", "back", gold=14)]})
    assert "build (2,0)" not in options(state)
    state = at({**STANDARD, "cells": cells, "seats": [_seat("frieda", "back", gold=15)]})
    assert state.preview(("build", Hex(2, 0))).values["cost"] == 15
    act(state, "build (2,0)")
    assert state.owners[Hex(2, 0)] == [0, True] and state.players[0].res[0] == 0
