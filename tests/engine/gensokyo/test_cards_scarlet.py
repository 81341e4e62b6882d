"""One test per 紅 card's behaviour (§16.1 CH01–CH11), through battle.py."""
from engine.games.gensokyo import cards
from engine.games.gensokyo.battle import immediate_effects, negation

from .battle_helpers import at, fight, gain, setup


def test_ch01_remilia_global_support_and_support():
    # 【全域支援】+10 for the other attributes, +20 for a 紅 battling character, at step 4
    assert gain(fight(inv_side={"placed": ("CH01",)}), "others") == (10, 0)
    assert gain(fight("CH09", inv_side={"placed": ("CH01",)}), "others") == (20, 0)
    assert gain(fight(def_side={"placed": ("CH01",)}), "others") == (0, 20)     # ルーミア is 紅
    # the battle land's own character gives none: only ``placed`` (the other lands) counts
    assert gain(fight(dfd="CH01"), "others") == (0, 0)
    # support: +20, +30 on a 紅 battle land
    assert gain(fight(inv_support="CH01"), "additions") == (20, 0)
    assert gain(fight(inv_support="CH01", land="scarlet"), "additions") == (30, 0)


def test_ch02_flandre_cancels_the_land_bonus_and_supports_only_invading():
    assert gain(fight("CH02", land="scarlet", level=3, dfd="CH03"), "land_bonus") == (0, 0)
    assert gain(fight(dfd="CH02", land="scarlet", level=3), "land_bonus") == (0, 60)   # defending: no effect
    assert gain(fight(inv_support="CH02"), "additions") == (40, 0)
    assert gain(fight(def_support="CH02"), "additions") == (0, 0)


def test_ch03_meiling_defends_a_scarlet_land():
    assert gain(fight(dfd="CH03", land="scarlet"), "additions") == (0, 10)
    assert gain(fight(dfd="CH03", land="nether"), "additions") == (0, 0)
    assert gain(fight("CH03", land="scarlet"), "additions") == (0, 0)
    assert gain(fight(def_support="CH03"), "additions") == (0, 20)
    assert gain(fight(inv_support="CH03"), "additions") == (0, 0)


def test_ch04_koakuma_swaps_in_r2_and_gives_10():
    assert immediate_effects(setup(inv_support="CH04")) == [(0, "CH04", "swap_random")]
    assert gain(fight(inv_support="CH04"), "additions") == (10, 0)
    assert gain(fight(def_support="CH04"), "additions") == (0, 10)


def test_ch05_sakuya_7():
    assert gain(fight(dfd="CH05", land="scarlet"), "additions") == (0, 20)
    assert gain(fight(dfd="CH05", land="village"), "additions") == (0, 0)
    assert gain(fight(inv_support="CH05"), "additions") == (20, 0)
    assert gain(fight("CH01", inv_support="CH05"), "additions") == (40, 0)     # 〈レミリア〉: +40
    assert gain(fight(dfd="CH01", def_support="CH05"), "additions") == (0, 40)


def test_ch06_sakuya_5():
    assert gain(fight("CH06"), "additions") == (10, 0)
    assert gain(fight(dfd="CH06"), "additions") == (0, 0)
    assert gain(fight(inv_support="CH06"), "additions") == (20, 0)
    assert gain(fight(def_support="CH06"), "additions") == (0, 10)


def test_ch07_sakuya_8_negates_supports_when_invading():
    neg = negation(setup("CH07", def_support="CH11"))
    assert neg.support == (None, "CH07")
    assert gain(fight("CH07", def_support="CH11"), "additions") == (0, 0)
    assert negation(setup(inv_support="CH11", dfd="CH07")).support == (None, None)   # defending: nothing
    assert gain(fight(inv_support="CH07"), "additions") == (30, 0)
    assert gain(fight(def_support="CH07"), "additions") == (0, 30)


def test_ch08_patchouli_draws_when_placed_and_as_support():
    assert cards.draws_when_placed("CH08") == 1
    assert immediate_effects(setup(def_support="CH08")) == [(1, "CH08", "draw"), (1, "CH08", "draw")]
    assert gain(fight(def_support="CH08"), "additions") == (0, 10)
    assert immediate_effects(setup("CH08")) == []                  # her ability is not a battle effect


def test_ch09_cirno_gives_9():
    assert gain(fight(inv_support="CH09"), "additions") == (9, 0)
    assert gain(fight(def_support="CH09"), "additions") == (0, 9)


def test_ch10_rumia_lowers_the_enemy():
    assert gain(fight(inv_support="CH10"), "additions") == (0, -10)
    assert gain(fight(def_support="CH10"), "additions") == (-10, 0)


def test_ch11_daiyousei_defends():
    assert gain(fight(def_support="CH11"), "additions") == (0, 20)
    assert gain(fight(inv_support="CH11"), "additions") == (0, 0)
    assert at(fight(), "printed") == (40, 40)
