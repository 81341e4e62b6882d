"""One test per 里 card's behaviour (§16.1 CH34–CH44), through battle.py."""
import pytest

from engine.games.gensokyo import cards
from engine.games.gensokyo.battle import immediate_effects, negation, transforms

from .battle_helpers import at, fight, gain, setup


def test_ch34_reimu_negates_supports_when_defending():
    assert negation(setup(inv_support="CH09", dfd="CH34")).support == ("CH34", None)
    assert negation(setup("CH34", def_support="CH09")).support == (None, None)
    assert gain(fight(inv_support="CH34"), "additions") == (20, 0)


def test_ch35_marisa_takes_a_card():
    assert gain(fight("CH35"), "additions") == (20, 0)
    assert gain(fight(dfd="CH35"), "additions") == (0, 0)
    assert immediate_effects(setup(def_support="CH35")) == [(1, "CH35", "take_random")]
    assert gain(fight(def_support="CH35"), "additions") == (0, 10)


def test_ch36_alice_raises_her_supports_bonus_by_10():
    assert gain(fight("CH36", inv_support="CH09"), "additions") == (19, 0)
    assert gain(fight(dfd="CH36", def_support="CH11"), "additions") == (0, 30)
    assert gain(fight("CH36", inv_support="CH20"), "additions") == (0, -20)        # 敵−X: not a raise
    assert gain(fight("CH36", inv_support="CH11"), "additions") == (0, 0)         # raises nothing
    assert gain(fight("CH36", inv_support="KA4"), "others") == (30, 0)            # Charisma: not raised
    assert gain(fight("CH36", inv_support="CH28", die=5), "additions") == (50, 0)  # ruling 8: the die too
    assert gain(fight(inv_support="CH36"), "additions") == (20, 0)


def test_ch37_yukari():
    assert gain(fight(inv_side={"placed": ("CH37",)}), "others") == (10, 0)
    assert gain(fight("CH37", land="nether", level=4), "land_bonus") == (0, 0)
    assert gain(fight(dfd="CH37", land="village", level=2), "land_bonus") == (0, 40)
    assert negation(setup("CH07", def_support="CH37")).unnegatable == (False, True)
    assert gain(fight("CH07", def_support="CH37"), "additions") == (0, 30)


def test_ch38_byakuren_superhuman_and_graveyard_swap():
    assert at(fight("CH38"), "transform") == (60, 40)
    assert at(fight(dfd="CH38"), "transform") == (40, 80)
    assert immediate_effects(setup(inv_support="CH38")) == [(0, "CH38", "swap_graveyard")]
    assert gain(fight(inv_support="CH38"), "additions") == (20, 0)


def test_ch39_nue_transforms_into_the_opposing_character():
    assert at(fight("CH39", "CH26"), "transform") == (40, 60)      # A = 永琳's printed attack
    assert at(fight("CH18", "CH39"), "transform") == (60, 50)      # H = 勇儀's printed HP
    assert transforms(setup(inv_support="CH39"), 0) == ["support"]
    assert at(fight("CH09", "CH26", inv_support="CH39"), "transform") == (40, 60)
    # two 【変化】: the controller chooses; the choice must be named
    with pytest.raises(ValueError, match="two"):
        fight("CH40", "CH26", inv_support="CH39", inv_side={"placed": ("CH18",)})
    assert at(fight("CH40", "CH26", inv_support="CH39",
                    inv_side={"placed": ("CH18",), "transform": "ability", "copy": "CH18"}), "transform") == (60, 60)


def test_ch40_mamizou_copies_a_character_on_her_lands():
    assert at(fight("CH40", inv_side={"placed": ("CH17",), "copy": "CH17"}), "transform") == (100, 40)
    assert at(fight(dfd="CH40", def_side={"placed": ("CH26",), "copy": "CH26"}), "transform") == (40, 60)
    assert at(fight("CH40"), "transform") == (30, 40)             # nobody to copy: no change
    with pytest.raises(ValueError, match="copies"):
        fight("CH40", inv_side={"placed": ("CH17",)})
    assert gain(fight(inv_support="CH40"), "additions") == (20, 0)
    assert gain(fight("CH39", inv_support="CH40"), "additions") == (40, 0)


def test_ch41_seija_reverses_the_hierarchy():
    assert gain(fight("CH41", "CH20"), "additions") == (20, 0)    # 小町 costs 6 > 5
    assert gain(fight("CH41", "CH11"), "additions") == (0, 0)     # 大妖精 costs 2
    result = fight("CH18", "CH11", def_support="CH41")           # 60+20 vs 30+10: reversed
    assert at(result, "land_bonus") == (80, 40) and at(result, "reversal") == (40, 80)
    assert not result.invader_wins
    assert cards.CARDS["CH41"].support.commit == "defender_cheaper"


def test_ch42_shou_raises_the_toll():
    assert cards.toll_bonus("CH42") == 10
    assert gain(fight(inv_support="CH42"), "additions") == (20, 0)
    assert gain(fight("CH38", inv_support="CH42"), "additions") == (40, 0)


def test_ch43_shinmyoumaru_fights_the_strong():
    assert gain(fight("CH43", "CH18"), "additions") == (40, 0)    # 勇儀: printed attack 60
    assert gain(fight("CH43", "CH11"), "additions") == (0, 0)     # 大妖精: 10
    assert gain(fight(dfd="CH43", inv_support="CH27"), "additions") == (0, 0)
    assert gain(fight(def_support="CH43"), "additions") == (0, 10)
    assert gain(fight(dfd="CH41", def_support="CH43"), "additions") == (0, 20 + 30)   # 正邪 vs 小町 (6): +20


def test_ch44_keine():
    assert gain(fight(dfd="CH44", land="village"), "additions") == (0, 10)
    assert gain(fight(dfd="CH44", land="nether"), "additions") == (0, 0)
    assert negation(setup("CH18", def_support="CH44")).ability == ("CH44", None)
    assert gain(fight("CH18", def_support="CH44"), "additions") == (0, 0)
