"""The invasion flow (§8.1, R2, R5, R6, §8.4) on a stand-in state: the
worked examples of §8.3 end to end and the FAQ's battle statements."""
from engine.core.protocol import CHANCE
from engine.games.gensokyo import battle_flow

from .flow_state import FlowState, Land


def example_1(hand_p1=("CH39", "CH02", "CH09", "CH10", "CH11")):
    lands = {"A11": Land("nether", owner=1, level=2, character="CH13", toll=24)}
    return FlowState([list(hand_p1), ["CH15", "CH24"]], [30, 20], lands)


def test_example_1_end_to_end():
    state = example_1()
    state.invade("A11")
    assert state.decision.player == 0 and ("main", "CH39") in state.decision.options
    state.answer(("main", "CH39"), ("support", "CH02"))
    # the defender decides knowing the main and that a support is down, not which
    view = battle_flow.shown(battle_flow.in_battle(state), 1)
    assert view["main"] == "CH39" and view["supports"][0] == {"sealed": True, "owner": 0}
    assert battle_flow.shown(battle_flow.in_battle(state), 0)["supports"][0]["value"] == "CH02"
    assert battle_flow.in_battle(state).held == ("CH39", "CH02")       # in no zone while committed
    assert sum(map(len, state.shared.hands)) == 7 - 2
    assert state.decision.player == 1 and ("support", "CH15") in state.decision.options
    state.answer(("support", "CH15"))
    assert state.decision.player == CHANCE and state.decision.kind == "pick"    # さとり: a random discard
    state.chance(("pick", 0))                                                 # P1 loses チルノ
    discard = next(e for e in state.events if e["type"] == "battle_discard")
    assert (discard["player"], discard["card"], discard["by"]) == (0, "CH09", "CH15")
    assert battle_flow.in_battle(state) is None                               # the battle is done
    assert state.money == [30 - 26, 20 - 8]
    assert state.shared.hands[0] == []                                        # hand cost 2: both cards
    assert state.lands["A11"].owner == 0 and state.lands["A11"].character == "CH39"
    assert state.lands["A11"].level == 2
    assert sorted(state.shared.graveyard) == sorted(["CH09", "CH13", "CH02", "CH15", "CH10", "CH11"])
    result = next(e for e in state.events if e["type"] == "battle_result")
    assert result["steps"][-1] == ["reversal", 90, 70] and result["invader_wins"]


def test_example_1_with_one_card_left_the_whole_hand_goes():
    """'Had P1 kept only one card, the whole hand would be discarded.'"""
    state = example_1(("CH39", "CH02", "CH09", "CH10"))
    state.invade("A11")
    state.answer(("main", "CH39"), ("support", "CH02"), ("support", "CH15"))
    state.chance(("pick", 0))
    assert state.shared.hands[0] == [] and "CH10" in state.shared.graveyard
    assert any(e["type"] == "battle_whole_hand" for e in state.events)


def test_example_2_end_to_end_with_a_failed_draw():
    """Kaguya returns, パチュリー's second draw fails, the toll is paid, the game ends after §8.4."""
    lands = {"C02": Land("village", owner=0, level=3, character="CH26", toll=48),
             "C03": Land("village", owner=2, level=1, character="CH43", value=10)}
    state = FlowState([["CH44"], [], ["CH25", "CH08", "CH09"]], [10, 10, 60], lands, deck=["SP07"], active=2)
    state.invade("C02")
    state.answer(("main", "CH25"), ("support", "CH08"), ("support", None))
    assert state.shared.deck == [] and "SP07" in state.shared.hands[2]       # X, the last card
    # hand cost 1, from チルノ or X (SP07), never the returned 輝夜
    assert state.decision.kind == "pay_hand" and set(state.decision.options) == {("pay", "CH09"), ("pay", "SP07")}
    state.answer(("pay", "CH09"))
    assert sorted(state.shared.hands[2]) == ["CH25", "SP07"]
    assert state.money[2] == 60 - 18 + 10 - 48 == 4 and state.money[0] == 10 + 48      # 魔法の森 sold for 10
    assert state.lands["C03"].owner is None
    assert state.lands["C02"].owner == 0 and state.lands["C02"].character == "CH26"
    assert "CH08" in state.shared.graveyard and state.ended == "deck_empty"
    assert [e["type"] for e in state.events].count("battle_draw_failed") == 1


def test_f15_an_unaffordable_support_is_not_offered():
    state = example_1()
    state.money[0] = 20
    state.invade("A11")
    assert ("main", "CH02") in state.decision.options                   # 16 +手札1 is fine alone…
    state.answer(("main", "CH39"))
    assert ("support", "CH02") not in state.decision.options            # … but not with ぬえ: 26 > 20
    assert ("support", None) in state.decision.options


def test_f19_swaps_finish_before_costs():
    """小悪魔 swaps a random card each way in R2; the cost is paid from the new hand."""
    lands = {"B02": Land("scarlet", owner=1, level=1, character="CH09", toll=6)}
    state = FlowState([["CH18", "CH04", "SP07"], ["CH44", "SP02"]], [40, 10], lands)
    state.invade("B02")
    state.answer(("main", "CH18"), ("support", "CH04"), ("support", None))
    state.chance(("pick", 0))                                          # P1 gives SP07
    state.chance(("pick", 1))                                          # P2 gives SP02
    assert sorted(state.shared.hands[0]) == ["SP02"] and sorted(state.shared.hands[1]) == ["CH44", "SP07"]
    assert state.money[0] == 40 - 11 - 3
    assert state.lands["B02"].owner == 0


def test_r5_suwako_makes_the_beaten_invader_discard_at_random():
    lands = {"B10": Land("mountain", owner=1, level=1, character="CH33", toll=4)}
    state = FlowState([["CH09", "CH10", "CH11"], []], [10, 0], lands)
    state.invade("B10")
    state.answer(("main", "CH09"), ("support", None), ("support", None))
    assert state.decision.kind == "pick"
    state.chance(("pick", 1))
    assert state.shared.hands[0] == ["CH10"] and "CH11" in state.shared.graveyard
    assert state.money == [10 - 2 - 4, 4]


def test_tewi_rolls_a_die_as_a_chance_step():
    lands = {"B10": Land("mountain", owner=1, level=1, character="CH24", toll=4)}
    state = FlowState([["CH20"], ["CH28", "CH09"]], [10, 10], lands)
    state.invade("B10")
    state.answer(("main", "CH20"), ("support", None), ("support", "CH28"))
    assert state.decision.player == CHANCE and state.decision.kind == "die"
    state.chance(("die", 6))                                           # 20 + 40 + 20 (山 on 山) = 80 > 40
    assert state.lands["B10"].owner == 1 and state.money == [10 - 6 - 4, 10 - 3 + 4]


def test_a_choice_between_two_transformations_is_a_decision():
    lands = {"C13": Land("mountain", owner=1, level=1, character="CH26", toll=6),
             "C02": Land("village", owner=0, level=1, character="CH18")}
    state = FlowState([["CH40", "CH39", "CH09", "CH10"], []], [40, 10], lands)
    state.invade("C13")
    state.answer(("main", "CH40"), ("support", "CH39"), ("support", None))
    assert state.decision.kind == "transform"
    state.answer(("transform", "ability"))                             # マミゾウ copies 勇儀 (one to copy)
    result = next(e for e in state.events if e["type"] == "battle_result")
    assert result["steps"][2] == ["transform", 60, 60]


def test_recollection_shows_the_hand_to_satori_only():
    lands = {"B06": Land("nether", owner=1, level=1, character="CH20", toll=6)}
    state = FlowState([["CH15"], ["SP07", "CH09"]], [10, 0], lands)
    state.invade("B06")
    state.answer(("main", "CH15"), ("support", None), ("support", None))
    assert state.decision.kind == "recollect" and state.decision.player == 0
    seen = next(e for e in state.events if e["type"] == "recollection")
    assert seen["visible_to"] == 0 and seen["cards"] == ["SP07", "CH09"]
    state.answer(("recollect", "SP07"))
    assert state.shared.hands[1] == ["CH09"]


def test_mamizou_asks_which_character_to_copy_when_there_are_two():
    lands = {"C13": Land("mountain", owner=1, level=1, character="CH26", toll=6),
             "C02": Land("village", owner=0, level=1, character="CH18"),
             "C03": Land("village", owner=0, level=1, character="CH17")}
    state = FlowState([["CH40", "CH09"], []], [40, 10], lands)
    state.invade("C13")
    state.answer(("main", "CH40"), ("support", None), ("support", None))
    assert state.decision.kind == "copy" and set(state.decision.options) == {("copy", "CH18"), ("copy", "CH17")}
    state.answer(("copy", "CH17"))                                     # 空: attack 100
    result = next(e for e in state.events if e["type"] == "battle_result")
    assert result["steps"][2] == ["transform", 100, 60] and state.lands["C13"].owner == 0


def test_a_defender_with_seija_is_offered_her_only_when_cheaper():
    lands = {"A02": Land("village", owner=1, level=1, character="CH09", toll=8)}
    state = FlowState([["CH18"], ["CH41", "CH10"]], [20, 10], lands)
    state.invade("A02")
    state.answer(("main", "CH18"), ("support", None))
    assert ("support", "CH41") in state.decision.options                # チルノ 2 < 勇儀 11
    state.answer(("support", "CH41"))
    assert state.lands["A02"].owner == 1                               # 80 vs 10+10, reversed
    assert state.money == [20 - 11 - 8, 10 - 5 + 8] and state.shared.hands[1] == []


def test_byakuren_may_swap_with_a_character_or_spell_of_the_graveyard():
    lands = {"B13": Land("village", owner=1, level=1, character="CH09", toll=8)}
    state = FlowState([["CH18", "CH38", "SP02"], []], [40, 0], lands, graveyard=["KA1", "SP07", "CH17"])
    state.invade("B13")
    state.answer(("main", "CH18"), ("support", "CH38"), ("support", None))
    options = set(state.decision.options)
    assert ("byakuren", None, None) in options and ("byakuren", "SP02", "CH17") in options
    assert not any(o[2] == "KA1" for o in options)                   # never a Charisma card
    state.answer(("byakuren", "SP02", "CH17"))
    assert "SP02" in state.shared.graveyard and "CH17" not in state.shared.graveyard
    # 勇儀 + 白蓮: 23圓, no hand cost; the swapped-in 空 stays in hand
    assert state.shared.hands[0] == ["CH17"] and state.money[0] == 40 - 23


def test_marisa_takes_a_random_card_seen_by_the_two():
    lands = {"B13": Land("village", owner=1, level=1, character="CH09", toll=8)}
    state = FlowState([["CH18", "CH35"], ["SP07", "SP02"]], [40, 0], lands)
    state.invade("B13")
    state.answer(("main", "CH18"), ("support", "CH35"), ("support", None))
    state.chance(("pick", 1))
    take = next(e for e in state.events if e["type"] == "battle_take")
    assert take["card"] == "SP02" and take["visible_to"] == (0, 1)
    assert state.shared.hands == [["SP02"], ["SP07"]]
    assert state.shared.known[0][1] == ("SP02",)                     # the loser knows where it went


def test_koishi_makes_the_opponent_then_herself_discard():
    lands = {"B13": Land("village", owner=1, level=1, character="CH09", toll=8)}
    state = FlowState([["CH18", "CH16", "SP02"], ["SP07"]], [40, 0], lands)
    state.invade("B13")
    state.answer(("main", "CH18"), ("support", "CH16"), ("support", None))
    assert state.decision.kind == "pick" and len(state.decision.options) == 1    # the opponent's one card
    state.chance(("pick", 0))
    state.chance(("pick", 0))                                          # then her own side's
    discards = [(e["player"], e["card"]) for e in state.events if e["type"] == "battle_discard"]
    assert discards == [(1, "SP07"), (0, "SP02")]


def test_rin_draws_on_a_won_invasion_and_a_failed_r5_draw_ends_the_game_after_8_4():
    lands = {"B13": Land("village", owner=1, level=1, character="CH11", toll=8)}
    state = FlowState([["CH14"], []], [10, 0], lands, deck=[])
    state.invade("B13")
    state.answer(("main", "CH14"), ("support", None), ("support", None))
    assert state.lands["B13"].owner == 0 and state.money[0] == 10 - 6            # §8.4 done in full …
    assert state.ended == "deck_empty"                                           # … then the end (F11)


def test_f17_f20_a_returned_defender_cannot_pay_so_the_whole_hand_goes():
    """さとり's discard leaves the defender only 輝夜, returned: its ぬえ's hand
    cost can't be paid with her, so the whole hand, 輝夜 too, goes."""
    lands = {"B11": Land("mountain", owner=1, level=1, character="CH25", toll=8)}
    state = FlowState([["CH17", "CH15", "SP07"], ["CH39", "SP02"]], [20, 10], lands)
    state.invade("B11")
    state.answer(("main", "CH17"), ("support", "CH15"), ("support", "CH39"))
    state.chance(("pick", 0))                                          # the defender loses SP02
    result = next(e for e in state.events if e["type"] == "battle_result")
    assert result["steps"][2] == ["transform", 100, 40] and result["steps"][5] == ["land_bonus", 100, 80]
    assert state.lands["B11"].owner == 0 and state.lands["B11"].character == "CH17"
    assert state.shared.hands == [[], []] and "CH25" in state.shared.graveyard
    assert state.money == [0, 0]


def test_f18_money_moves_only_by_costs_and_toll():
    """No battle effect moves money: the bank takes the costs, the owner the toll."""
    lands = {"A11": Land("nether", owner=1, level=2, character="CH26", toll=24)}
    state = FlowState([["CH09", "CH35", "CH04"], ["CH15", "CH30"]], [50, 20], lands, deck=["SP07"] * 3)
    state.invade("A11")
    state.answer(("main", "CH09"), ("support", "CH35"), ("support", "CH15"))
    while state.decision is not None:                                  # the take, the discard: any outcome
        state.answer(state.decision.options[0])
    assert state.lands["A11"].owner == 1                               # チルノ loses to 永琳
    assert state.money == [50 - 2 - 9 - 24, 20 - 8 + 24]
