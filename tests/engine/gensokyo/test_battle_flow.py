"""The invasion flow (§8.1, R2, R5, R6, §8.4) on the real state: the worked
examples of §8.3 end to end and the FAQ's battle statements (§17)."""
from engine.core.protocol import CHANCE

from .battle_position import Battle


def example_1(hand=("CH39", "CH02", "CH09", "CH10", "CH11"), money=30):
    """P1 (seat 0) with 30圓 stops on P2's 白玉楼 (A11, 冥 20, level 2) and its 魂魄妖夢."""
    return Battle("A11", [list(hand), ["CH15", "CH24"]], [money, 20], {"A11": (1, 2, "CH13")})


def test_example_1_end_to_end():
    battle = example_1()
    state = battle.state
    assert battle.decision.player == 0 and ("main", "CH39") in battle.decision.options
    battle.answer(("main", "CH39"), ("support", "CH02"))
    # the defender decides knowing the main and that a support is down, not which
    assert state.battle.shown(1)["main"] == "CH39"
    assert state.battle.shown(1)["supports"][0] == {"sealed": True, "owner": 0}
    assert state.battle.shown(0)["supports"][0]["value"] == "CH02"
    assert state.battle.cards() == ("CH39", "CH02")
    assert battle.decision.player == 1 and ("support", "CH15") in battle.decision.options
    committed = [e for e in battle.events if e["type"] == "battle_support"]
    assert [e.get("card") for e in committed if e["visible_to"] == 0] == ["CH02"]   # the face: its owner only
    assert [e for e in committed if e["visible_to"] != 0 and "card" in e] == []
    battle.answer(("support", "CH15"))
    assert battle.decision.player == CHANCE and battle.decision.kind == "pick"    # さとり: a random discard
    battle.answer(("pick", 0))                                                    # P1 loses チルノ
    assert battle.decision.kind == "discard" and battle.decision.player == 0      # hand cost 2 of 2 cards
    battle.until_done()
    assert battle.done
    a11 = state.board.index("A11")
    assert state.money == [30 - 26, 20 - 8] and state.cards.hands[0] == []
    assert (state.owner[a11], state.level[a11], state.character[a11]) == (0, 2, "CH39")
    assert sorted(state.cards.graveyard) == sorted(["CH09", "CH13", "CH02", "CH15", "CH10", "CH11"])
    result = battle.event("battle_result")
    assert result["steps"][-1] == ["reversal", 90, 70] and result["invader_wins"]
    # F14: the costs come after every effect (さとり's discard first)
    kinds = [(e["type"], e.get("why")) for e in battle.events]
    assert kinds.index(("discard", "CH15")) < kinds.index(("pay", "battle"))


def test_a_battle_panel_steps_through_the_shown_steps():
    battle = example_1()
    state = battle.state
    battle.answer(("main", "CH39"), ("support", "CH02"), ("support", None))
    shown = state.battle.shown(1)
    assert shown["steps"][2] == ["transform", 50, 30, [["CH39", "ability", 30, 0]]]
    assert shown["steps"][3] == ["additions", 90, 30, [["CH02", "support", 40, 0]]]
    assert shown["steps"][5] == ["land_bonus", 90, 70, [[None, "land", 0, 40]]] and shown["invader_wins"]


def test_example_1_with_one_card_left_the_whole_hand_goes():
    """'Had P1 kept only one card, the whole hand would be discarded.'"""
    battle = example_1(("CH39", "CH02", "CH09", "CH10"))
    state = battle.state
    battle.answer(("main", "CH39"), ("support", "CH02"), ("support", "CH15"), ("pick", 0))
    assert battle.done and state.cards.hands[0] == [] and "CH10" in state.cards.graveyard
    assert battle.event("discard_hand")["player"] == 0


def test_example_2_end_to_end_with_a_failed_draw():
    """輝夜 returns, パチュリー's second draw fails, 魔法の森 is sold for the toll,
    and the game ends once §8.4 is done (F11). The example's toll is v0.2's (rules version 1)."""
    lands = {"C02": (0, 3, "CH26"), "C03": (2, 1, "CH43")}
    battle = Battle("C02", [["CH44"], [], ["CH25", "CH08", "CH09"], []], [10, 10, 60, 10], lands, deck=["SP07"],
                     active=2, rules_version=1)
    state = battle.state
    c02, c03 = state.board.index("C02"), state.board.index("C03")
    assert state.toll(c02, 2) == 48
    battle.answer(("main", "CH25"), ("support", "CH08"), ("support", None))
    assert state.cards.deck == [] and battle.event("battle_draw_failed")["player"] == 2
    result = battle.event("battle_result")
    assert result["steps"][3] == ["additions", 60, 80] and result["steps"][5] == ["land_bonus", 60, 110]
    # hand cost 1, from チルノ or X (SP07), never the returned 輝夜
    assert battle.decision.kind == "discard" and set(battle.decision.options) == {("discard", "CH09"),
                                                                                   ("discard", "SP07")}
    battle.answer(("discard", "CH09"))
    assert battle.decision.kind == "sell" and battle.decision.options == (("sell", c03),)
    battle.answer(("sell", c03))
    assert battle.done and state.ended and state.end_reason == "deck_empty"     # once §8.4 is done
    assert state.turn_no == 1
    assert state.money[2] == 60 - 18 + 10 - 48 == 4 and state.money[0] == 10 + 48
    assert sorted(state.cards.hands[2]) == ["CH25", "SP07"] and state.owner[c03] == -1
    assert state.character[c02] == "CH26" and "CH08" in state.cards.graveyard


def test_f15_an_unaffordable_support_is_not_offered():
    battle = example_1(money=20)
    assert ("main", "CH02") in battle.decision.options                 # 16 +手札1 is fine alone …
    battle.answer(("main", "CH39"))
    assert ("support", "CH02") not in battle.decision.options          # … but not with ぬえ: 26 > 20
    assert ("support", None) in battle.decision.options


def test_f19_swaps_finish_before_costs():
    """小悪魔 swaps a random card each way in R2; the cost is paid from the new hand."""
    battle = Battle("B02", [["CH18", "CH04", "SP07"], ["CH44", "SP02"]], [40, 10], {"B02": (1, 1, "CH09")})
    state = battle.state
    battle.answer(("main", "CH18"), ("support", "CH04"), ("support", None))
    battle.answer(("pick", 0), ("pick", 1))                            # SP07 for SP02
    assert battle.done
    assert state.cards.hands == [["SP02"], ["CH44", "SP07"]]
    assert state.money[0] == 40 - 11 - 3 and state.owner[state.board.index("B02")] == 0
    swap = battle.event("battle_swap")
    assert swap["visible_to"] == (0, 1) and swap["cards"] == ["SP07", "SP02"]


def test_r5_suwako_makes_the_beaten_invader_discard_at_random():
    battle = Battle("B10", [["CH09", "CH10", "CH11"], []], [10, 0], {"B10": (1, 1, "CH33")})
    state = battle.state
    battle.answer(("main", "CH09"), ("support", None), ("support", None))
    assert battle.decision.kind == "pick" and len(battle.decision.options) == 2
    battle.answer(("pick", 1))
    assert battle.done and state.cards.hands[0] == ["CH10"] and "CH11" in state.cards.graveyard
    toll = state.toll(state.board.index("B10"))
    assert state.money == [10 - 2 - toll, toll]


def test_tewi_rolls_a_die_as_a_chance_step():
    battle = Battle("B10", [["CH20"], ["CH28", "CH09"]], [10, 10], {"B10": (1, 1, "CH24")})
    state = battle.state
    battle.answer(("main", "CH20"), ("support", None), ("support", "CH28"))
    assert battle.decision.player == CHANCE and battle.decision.kind == "tewi"
    battle.answer(("roll", 6))                                         # 20 + 40 + 20 (山 on 山) = 80 > 40
    assert battle.done and state.owner[state.board.index("B10")] == 1
    assert battle.event("battle_result")["steps"][3] == ["additions", 40, 60]


def test_a_choice_between_two_transformations_is_a_decision():
    battle = Battle("C13", [["CH40", "CH39", "CH09", "CH10"], [], [], []], [40, 10, 0, 0],
                    {"C13": (1, 1, "CH26"), "C02": (0, 1, "CH18")})
    battle.answer(("main", "CH40"), ("support", "CH39"), ("support", None))
    assert battle.decision.kind == "transform"
    battle.answer(("transform", "ability"))                            # マミゾウ copies 勇儀, the one to copy
    battle.until_done()
    assert battle.event("battle_result")["steps"][2] == ["transform", 60, 60]


def test_mamizou_asks_which_character_to_copy_when_there_are_two():
    battle = Battle("B10", [["CH40", "CH09"], []], [40, 10],
                    {"B10": (1, 1, "CH26"), "A02": (0, 1, "CH18"), "A03": (0, 1, "CH17")})
    state = battle.state
    battle.answer(("main", "CH40"), ("support", None), ("support", None))
    assert battle.decision.kind == "copy" and set(battle.decision.options) == {("copy", "CH18"), ("copy", "CH17")}
    battle.answer(("copy", "CH17"))                                   # 空: attack 100
    assert battle.event("battle_result")["steps"][2] == ["transform", 100, 60]
    assert state.owner[state.board.index("B10")] == 0


def test_a_defender_with_seija_is_offered_her_only_when_cheaper():
    battle = Battle("A02", [["CH18"], ["CH41", "CH10"]], [20, 10], {"A02": (1, 1, "CH09")})
    state = battle.state
    battle.answer(("main", "CH18"), ("support", None))
    assert ("support", "CH41") in battle.decision.options              # チルノ 2 < 勇儀 11
    battle.answer(("support", "CH41"))
    battle.until_done()                                                # 正邪's hand cost: チルノ… ルーミア
    assert state.owner[state.board.index("A02")] == 1  # 80 vs 10 + 10, reversed
    toll = state.toll(state.board.index("A02"))
    assert state.money == [20 - 11 - toll, 10 - 5 + toll] and state.cards.hands[1] == []


def test_recollection_shows_the_hand_to_satori_only():
    battle = Battle("B06", [["CH15"], ["SP07", "CH09"]], [10, 0], {"B06": (1, 1, "CH20")})
    state = battle.state
    battle.answer(("main", "CH15"), ("support", None), ("support", None))
    assert battle.decision.kind == "recollect" and battle.decision.player == 0
    seen = battle.event("recollection")
    assert seen["visible_to"] == 0 and seen["cards"] == ["SP07", "CH09"]
    battle.answer(("recollect", "SP07"))
    assert state.cards.hands[1] == ["CH09"]


def test_byakuren_may_swap_with_a_character_or_spell_of_the_graveyard():
    battle = Battle("B13", [["CH18", "CH38", "SP02"], []], [40, 0], {"B13": (1, 1, "CH09")},
                     graveyard=["KA1", "SP07", "CH17"])
    state = battle.state
    battle.answer(("main", "CH18"), ("support", "CH38"), ("support", None))
    options = set(battle.decision.options)
    assert ("byakuren", None, None) in options and ("byakuren", "SP02", "CH17") in options
    assert not any(o[2] == "KA1" for o in options)                    # never a Charisma card
    battle.answer(("byakuren", "SP02", "CH17"))
    assert battle.done and "SP02" in state.cards.graveyard and "CH17" not in state.cards.graveyard
    assert state.cards.hands[0] == ["CH17"] and state.money[0] == 40 - 23     # no hand cost


def test_marisa_takes_a_random_card_seen_by_the_two():
    battle = Battle("B13", [["CH18", "CH35"], ["SP07", "SP02"]], [40, 0], {"B13": (1, 1, "CH09")})
    state = battle.state
    battle.answer(("main", "CH18"), ("support", "CH35"), ("support", None), ("pick", 1))
    take = battle.event("battle_take")
    assert take["card"] == "SP02" and take["visible_to"] == (0, 1)
    assert state.cards.hands == [["SP02"], ["SP07"]] and state.cards.known[0][1] == ("SP02",)


def test_koishi_makes_the_opponent_then_herself_discard():
    battle = Battle("B13", [["CH18", "CH16", "SP02"], ["SP07"]], [40, 0], {"B13": (1, 1, "CH09")})
    state = battle.state
    battle.answer(("main", "CH18"), ("support", "CH16"), ("support", None))
    assert battle.decision.kind == "pick" and len(battle.decision.options) == 1   # the opponent's one card
    battle.answer(("pick", 0), ("pick", 0))
    assert [(e["player"], e["card"]) for e in battle.events if e["type"] == "discard"] == [(1, "SP07"), (0, "SP02")]


def test_rin_draws_on_a_won_invasion_and_a_failed_r5_draw_ends_the_game_after_8_4():
    battle = Battle("B13", [["CH14"], []], [10, 0], {"B13": (1, 1, "CH11")}, deck=[])
    state = battle.state
    battle.answer(("main", "CH14"), ("support", None), ("support", None))
    assert battle.done and state.owner[state.board.index("B13")] == 0 and state.money[0] == 10 - 6
    assert state.ended and state.end_reason == "deck_empty"           # then the end (F11) …
    assert state.turn_no == 1 and state.end_pending == "deck_empty"   # … in this turn, not at the next start


def test_f17_f20_a_returned_defender_cannot_pay_so_the_whole_hand_goes():
    """さとり's discard leaves the defender only 輝夜, returned: its ぬえ's hand
    cost can't be paid with her, so the whole hand, 輝夜 too, goes."""
    battle = Battle("B11", [["CH17", "CH15", "SP07"], ["CH39", "SP02"]], [20, 10], {"B11": (1, 1, "CH25")})
    state = battle.state
    battle.answer(("main", "CH17"), ("support", "CH15"), ("support", "CH39"), ("pick", 0))
    battle.until_done()
    result = battle.event("battle_result")
    assert result["steps"][2] == ["transform", 100, 40] and result["steps"][5] == ["land_bonus", 100, 80]
    b11 = state.board.index("B11")
    assert (state.owner[b11], state.character[b11]) == (0, "CH17")
    assert state.cards.hands == [[], []] and "CH25" in state.cards.graveyard and state.money == [0, 0]


def test_f18_money_moves_only_by_costs_and_toll():
    """No battle effect moves money: the bank takes the costs, the owner the toll."""
    battle = Battle("A11", [["CH09", "CH35", "CH04"], ["CH15", "CH30"]], [50, 20], {"A11": (1, 2, "CH26")},
                     deck=["SP07"] * 3)
    state = battle.state
    battle.answer(("main", "CH09"), ("support", "CH35"), ("support", "CH15"))
    battle.until_done()
    toll = state.toll(state.board.index("A11"))
    assert state.owner[state.board.index("A11")] == 1
    assert state.money == [50 - 2 - 9 - toll, 20 - 8 + toll]


def test_a_land_spell_goes_to_the_graveyard_when_the_land_changes_hands():
    battle = Battle("B02", [["CH17", "CH09"], []], [20, 0], {"B02": (1, 1, "CH10", "SP04")})
    state = battle.state
    battle.answer(("main", "CH17"), ("support", None), ("support", None))
    battle.until_done()
    b02 = state.board.index("B02")
    assert state.owner[b02] == 0 and state.land_spell[b02] is None
    assert "SP04" in state.cards.graveyard and state.level[b02] == 1


def test_a_winning_patchouli_is_not_claimed_so_she_draws_nothing():
    battle = Battle("B03", [["CH08"], []], [20, 0], {"B03": (1, 1, "CH09")}, deck=["SP07"])
    state = battle.state
    battle.answer(("main", "CH08"), ("support", None), ("support", None))
    assert battle.done and state.character[state.board.index("B03")] == "CH08"
    assert state.cards.deck == ["SP07"] and state.cards.hands[0] == []


def test_a_bluff_support_is_committed_and_paid_though_it_does_nothing():
    """§8.1: 大妖精 (防御時 only) on the invader's side: no bonus, still 2圓."""
    battle = Battle("B03", [["CH20", "CH11"], []], [20, 0], {"B03": (1, 1, "CH10")})
    state = battle.state
    battle.answer(("main", "CH20"), ("support", "CH11"), ("support", None))
    assert battle.done and battle.event("battle_result")["steps"][3] == ["additions", 40, 40]
    assert state.money[0] == 20 - 6 - 2 - state.toll(state.board.index("B03"))
