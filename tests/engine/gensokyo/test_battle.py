"""§8.2's fixed orders (R1, R3, R4), the worked examples of §8.3 with their
exact numbers, and the battle statements of the FAQ (§17: F12 and F13 the
orders, F19 R2's order, F20 the returned cards, F27 invading/defending),
through battle.py; the flow's statements are in test_battle_flow."""
from typing import get_args

from engine.games.gensokyo import battle_flow, cards
from engine.games.gensokyo.battle import (
    STEPS, BattleSetup, Side, destinations, immediate_effects, negation, resolve)

from .battle_helpers import at, fight, gain, setup


def _numbers(result):
    return [(step.name, step.attack, step.hp) for step in result.steps]


def test_example_1_nue_and_flandre():
    """§8.3 example 1: ぬえ + フランドール against 妖夢 on 白玉楼 (冥 20, level 2), さとり."""
    battle = setup("CH39", "CH13", "CH02", "CH15", land="nether", level=2)
    result = resolve(battle)
    assert negation(battle).ability == (None, None) and negation(battle).support == (None, None)
    assert immediate_effects(battle) == [(1, "CH15", "foe_discards_random")]
    assert _numbers(result) == [("printed", 20, 30), ("spells", 20, 30), ("transform", 50, 30),
                                ("additions", 90, 30), ("others", 90, 30), ("land_bonus", 90, 70),
                                ("reversal", 90, 70)]
    assert result.invader_wins
    assert destinations(battle, result) == {(0, "main"): "land", (0, "support"): "graveyard",
                                            (1, "main"): "graveyard", (1, "support"): "graveyard"}


def test_example_2_kaguya_returns():
    """§8.3 example 2: 輝夜 + パチュリー against 永琳 on 博麗神社 (里 20, level 3)."""
    battle = setup("CH25", "CH26", "CH08", land="village", level=3)
    result = resolve(battle)
    assert immediate_effects(battle) == [(0, "CH08", "draw"), (0, "CH08", "draw")]
    assert at(result, "additions") == (60, 80)
    assert at(result, "land_bonus") == (60, 110)
    assert not result.invader_wins
    assert destinations(battle, result) == {(0, "main"): "hand", (0, "support"): "graveyard",
                                            (1, "main"): "land"}


def test_r1_an_ability_negation_holds_even_when_its_source_support_is_negated():
    """F12: 映姫's support negates 勇儀's ability (R1.1); 鈴仙 then negates 映姫's
    support (R1.3), but the ability negation is never undone."""
    battle = setup("CH18", "CH20", "CH27", "CH21")
    neg = negation(battle)
    assert neg.ability == ("CH21", None) and neg.support == (None, "CH27")
    assert gain(resolve(battle), "additions") == (0, 0)      # no +20 (勇儀), no +10 (映姫)


def test_r1_two_ability_negations_facing_each_other_both_apply():
    neg = negation(setup("CH21", "CH21"))
    assert neg.ability == ("CH21", "CH21")


def test_r1_a_negated_ability_neither_negates_supports_nor_grants_unnegatable():
    # 咲夜〔8〕's 侵略時 【援護無効】 is gone under 慧音's 【能力無効】
    assert negation(setup("CH07", def_support="CH44")).support == (None, None)
    # こいし's granted 【不変】 is gone under 映姫, so 鈴仙 negates her support
    neg = negation(setup("CH16", "CH21", inv_support="CH09", def_support="CH27"))
    assert neg.ability[0] == "CH21" and not neg.unnegatable[0] and neg.support[0] == "CH27"


def test_r1_two_support_negations_facing_each_other_both_fall():
    assert negation(setup(inv_support="CH27", def_support="CH27")).support == ("CH27", "CH27")


def test_r1_unnegatable_is_fixed_before_support_negation():
    neg = negation(setup(inv_support="CH26", def_support="CH27"))
    assert neg.unnegatable == (True, False) and neg.support == (None, None)


def test_r1_ruling_7_a_granted_transformation_belongs_to_the_support():
    # 映姫 negates the invader's ability, not ぬえ's support: the 【変化】 stays
    assert at(fight("CH09", "CH21", inv_support="CH39"), "transform") == (50, 50)
    # 鈴仙 negates the support: no 【変化】
    assert at(fight("CH09", "CH21", inv_support="CH39", def_support="CH27"), "transform") == (30, 50)


def test_r3_step_1_is_overwritten_by_a_transformation():
    """【変化】 sets the running values: SP06's +20 of step 1 is lost."""
    result = fight("CH39", "CH26", inv_side={"spells": ("SP06",)})
    assert at(result, "spells") == (40, 60) and at(result, "transform") == (40, 60)


def test_r3_superhuman_doubles_after_the_transformation():
    """【変化】 then 【超人】: 白蓮 with ぬえ's support copies 勇儀 (60) and doubles it."""
    result = fight("CH38", "CH18", inv_support="CH39")
    assert at(result, "transform") == (120, 50)


def test_r3_each_step_clamps_at_0():
    # 大妖精 (10) under SP17 falls to 0 at step 1, then +20: 20, not 10
    result = fight("CH11", inv_support="CH06", inv_side={"spells": ("SP17",)})
    assert at(result, "spells") == (0, 40) and at(result, "additions") == (20, 40)
    # the defender's HP clamps too: 敵−30 on 40 and 敵−20 … → 0 before the land bonus
    result = fight("CH12", "CH11", inv_support="CH12")
    assert at(result, "additions") == (50, 0) and at(result, "land_bonus") == (50, 10)


def test_r3_step_3_adds_all_at_once_and_step_4_comes_after():
    result = fight("CH18", "CH26", "CH18", "CH10", inv_side={"placed": ("CH32",)})
    assert gain(result, "additions") == (20 + 30 - 10, 20)
    assert gain(result, "others") == (10, 0)


def test_r3_step_5_matching_and_unmatched_land_bonus():
    assert gain(fight(dfd="CH12", land="nether", level=5), "land_bonus") == (0, 100)
    assert gain(fight(dfd="CH12", land="village", level=5), "land_bonus") == (0, 50)
    # フランドール's cancel is her ability: under 【能力無効】 the bonus stands
    assert gain(fight("CH02", dfd="CH21", level=2), "land_bonus") == (0, 40)


def test_r3_step_6_reversal_is_last_after_the_land_bonus():
    result = fight("CH17", "CH11", def_support="CH41", level=5)   # 空 doubles 10×5
    assert at(result, "land_bonus") == (100, 130)
    assert at(result, "reversal") == (130, 100) and result.invader_wins
    assert STEPS[-1] == "reversal"


def test_r3_reversal_as_a_support_is_negated_by_support_negation():
    result = fight("CH07", "CH11", def_support="CH41")
    assert at(result, "reversal") == at(result, "land_bonus")


def test_r4_a_tie_goes_to_the_invader():
    result = fight("CH20", "CH11")                       # 40 against 30 + 10
    assert (result.attack, result.hp) == (40, 40) and result.invader_wins


def test_f27_invading_raises_attack_only_and_defending_hp_only():
    for card in ("CH23", "CH14", "CH13", "CH05", "CH06", "CH07"):
        invading, defending = gain(fight(inv_support=card), "additions"), gain(fight(def_support=card), "additions")
        assert invading[1] == 0 and defending[0] == 0 and invading[0] > 0 and defending[1] > 0


def test_f19_swaps_and_discards_are_r2_effects_in_the_r2_order():
    battle = setup("CH15", "CH15", "CH04", "CH38")
    assert immediate_effects(battle) == [(0, "CH15", "recollection"), (0, "CH04", "swap_random"),
                                         (1, "CH15", "recollection"), (1, "CH38", "swap_graveyard")]


def test_f20_returned_cards_are_named_for_the_cost_rule():
    battle = setup("CH29", "CH26", "CH25")
    where = destinations(battle, resolve(battle))
    assert where[(0, "main")] == "hand" and where[(0, "support")] == "hand"


def test_ruling_6_a_negated_return_goes_to_the_graveyard():
    battle = setup("CH25", "CH21")                  # 映姫 negates 輝夜's 【帰還】
    assert not resolve(battle).invader_wins
    assert destinations(battle, resolve(battle))[(0, "main")] == "graveyard"
    battle = setup(inv_support="CH25", def_support="CH27")
    assert destinations(battle, resolve(battle))[(0, "support")] == "graveyard"


def test_only_the_participants_cards_matter():
    plain = BattleSetup(Side("CH20"), Side("CH10"), "nether", 1)
    assert resolve(plain).steps[-1].attack == 40 and resolve(plain).steps[-1].hp == 50


def test_transformation_copies_attack_and_hp_only():
    """§15: ぬえ copying フランドール stays 里 (レミリア's +10, not +20); copying 正邪 she
    still costs 10 (正邪's +20 against a cost over 5)."""
    result = fight("CH39", "CH02", inv_side={"placed": ("CH01",)}, land="scarlet")
    assert at(result, "transform") == (80, 30) and gain(result, "others") == (10, 0)
    result = fight("CH39", "CH41")                                # a copied 正邪 still costs 10 > 5
    assert at(result, "transform") == (30, 30) and gain(result, "additions") == (0, 20)


def test_global_support_is_out_of_reach_of_ability_negation():
    result = fight("CH21", dfd="CH09", def_side={"placed": ("CH32",)})
    assert gain(result, "others") == (0, 10)


def test_two_tewi_roll_one_die_each():
    battle = BattleSetup(Side("CH20", "CH28", die=5), Side("CH10", "CH28", die=2), "nether", 1)
    assert gain(resolve(battle), "additions") == (40, 10)


def test_the_effect_vocabulary_is_all_used_and_all_interpreted():
    effects = [effect for card in cards.CARDS.values() for effect in (card.ability, card.support)]
    assert {k for e in effects for k in e.keywords} == set(get_args(cards.Keyword))
    assert {i for e in effects for i in e.immediate} == set(get_args(cards.Immediate))
    assert {e.result for e in effects if e.result} == set(get_args(cards.Result))
    assert set(battle_flow._EFFECTS) == set(get_args(cards.Immediate)) | {"draw", "foe_discards_random"}
