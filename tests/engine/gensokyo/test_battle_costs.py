"""§8.1 affordability at commit, with the FAQ's statements F15 and F16 (the
whole-hand rule and returned cards, F17 and F20, are in test_battle_flow)."""
from engine.games.gensokyo.battle_costs import affordable, cost, main_options, support_options


def test_f16_nue_and_flandre_need_26_and_2_cards():
    assert cost(["CH39", "CH02"]) == (26, 2)
    hand = ["CH39", "CH02", "CH09", "CH10", "CH11"]                # example 1: 5 cards, 30圓
    assert affordable(30, hand, ["CH39", "CH02"], [])
    assert not affordable(25, hand, ["CH39", "CH02"], [])           # F15: more than you can pay
    assert not affordable(30, hand[:3], ["CH39", "CH02"], [])       # 1 card left for a hand cost of 2


def test_f15_only_affordable_characters_may_be_main():
    hand = ["CH02", "CH09", "SP07", "KA1"]
    assert main_options(10, hand, []) == ["CH09"]                   # フランドール costs 16
    assert main_options(20, hand, []) == ["CH02", "CH09"]           # spells and Charisma never main
    assert main_options(1, hand, []) == []


def test_conditions_count_the_lands_owned_at_commit():
    assert main_options(20, ["CH01", "CH09"], ["nether"]) == ["CH09"]
    assert main_options(20, ["CH01", "CH09"], ["scarlet"]) == ["CH01", "CH09"]
    assert not affordable(20, ["CH37", "CH09", "CH10"], ["CH37"], ["village"] * 2)
    assert affordable(20, ["CH37", "CH09", "CH10"], ["CH37"], ["village"] * 3)


def test_supports_are_characters_or_charisma_paid_together_with_the_main():
    hand = ["CH18", "CH09", "KA2", "SP07", "CH02"]
    options = support_options(14, hand, ["CH18"], [], defending=False, defender_character="CH10",
                              invader_main="CH18")
    assert options == ["CH09", "KA2"]                                # 11 + 16 too dear; no spell


def test_seija_supports_only_a_cheaper_defender():
    hand = ["CH41", "CH09"]
    assert support_options(20, hand, [], [], defending=True, defender_character="CH09",
                           invader_main="CH18") == ["CH41", "CH09"]
    assert support_options(20, hand, [], [], defending=True, defender_character="CH18",
                           invader_main="CH18") == ["CH09"]          # equal cost: not lower
    assert support_options(20, ["CH18", *hand], ["CH18"], [], defending=False, defender_character="CH09",
                           invader_main="CH18") == ["CH09"]          # never the invader's
    assert support_options(20, ["CH41"], [], [], defending=True, defender_character="CH09",
                           invader_main="CH18") == []                # 正邪's hand cost needs another card
