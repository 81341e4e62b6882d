"""One test per 冥 card's behaviour (§16.1 CH12–CH22), through battle.py."""
from engine.games.gensokyo.battle import immediate_effects, negation, resolve, result_effects

from .battle_helpers import fight, gain, setup


def test_ch12_yuyuko_lowers_the_invader_when_defending():
    assert gain(fight(dfd="CH12"), "additions") == (-20, 0)
    assert gain(fight("CH12"), "additions") == (0, 0)
    assert gain(fight(inv_support="CH12"), "additions") == (0, -30)
    assert gain(fight(def_support="CH12"), "additions") == (-30, 0)


def test_ch13_youmu():
    assert gain(fight("CH13"), "additions") == (10, 0)
    assert gain(fight(dfd="CH13"), "additions") == (0, 0)
    assert gain(fight(inv_support="CH13"), "additions") == (20, 0)
    assert gain(fight(def_support="CH13"), "additions") == (0, 10)
    assert gain(fight(dfd="CH12", def_support="CH13"), "additions") == (-20, 40)   # 〈幽々子〉: +40


def test_ch14_rin_draws_after_an_invasion_she_wins():
    won = setup("CH14", "CH11", level=1)                            # 40 vs 30 + 10
    assert resolve(won).invader_wins and result_effects(won, resolve(won)) == [(0, "CH14", "draw")]
    lost = setup("CH14", "CH26")
    assert not resolve(lost).invader_wins and result_effects(lost, resolve(lost)) == []
    defending = setup("CH09", "CH14")
    assert not resolve(defending).invader_wins and result_effects(defending, resolve(defending)) == []
    assert gain(fight(inv_support="CH14"), "additions") == (20, 0)
    assert gain(fight(dfd="CH15", def_support="CH14"), "additions") == (0, 30)
    assert gain(fight("CH17", inv_support="CH14"), "additions") == (30, 0)


def test_ch15_satori_recollection_and_random_discard():
    assert immediate_effects(setup("CH15")) == [(0, "CH15", "recollection")]
    assert immediate_effects(setup(dfd="CH15")) == [(1, "CH15", "recollection")]
    assert immediate_effects(setup(def_support="CH15")) == [(1, "CH15", "foe_discards_random")]
    assert gain(fight(def_support="CH15"), "additions") == (0, 0)


def test_ch16_koishi_makes_her_support_unnegatable():
    neg = negation(setup("CH16", "CH27", inv_support="CH09", def_support="CH27"))
    assert neg.unnegatable[0] and neg.support[0] is None
    assert negation(setup("CH20", "CH27", inv_support="CH09", def_support="CH27")).support[0] == "CH27"
    # her support: 【不変】, the opponent then you discard at random, +10
    neg = negation(setup(inv_support="CH16", def_support="CH27"))
    assert neg.unnegatable[0] and neg.support[0] is None
    assert immediate_effects(setup(inv_support="CH16")) == [
        (0, "CH16", "foe_discards_random"), (0, "CH16", "self_discards_random")]
    assert gain(fight(inv_support="CH16"), "additions") == (10, 0)


def test_ch17_utsuho_doubles_the_land_bonus():
    assert gain(fight("CH17", level=3), "land_bonus") == (0, 60)
    assert gain(fight(level=3), "land_bonus") == (0, 30)
    assert gain(fight(inv_support="CH17"), "additions") == (30, 0)
    assert gain(fight(def_support="CH17"), "additions") == (0, 0)


def test_ch18_yuugi():
    assert gain(fight("CH18"), "additions") == (20, 0)
    assert gain(fight(dfd="CH18"), "additions") == (0, 0)
    assert gain(fight(def_support="CH18"), "additions") == (0, 30)


def test_ch19_parsee_envies_more_lands():
    assert gain(fight(inv_support="CH19", inv_side={"lands": 1}, def_side={"lands": 2}), "additions") == (30, 0)
    assert gain(fight(inv_support="CH19", inv_side={"lands": 2}, def_side={"lands": 2}), "additions") == (10, 0)
    assert gain(fight(def_support="CH19", inv_side={"lands": 3}, def_side={"lands": 2}), "additions") == (0, 30)


def test_ch20_komachi_lowers_the_enemy():
    assert gain(fight("CH09", inv_support="CH20"), "additions") == (0, -20)
    assert gain(fight(def_support="CH20"), "additions") == (-20, 0)


def test_ch21_eiki_negates_the_opposing_ability():
    assert negation(setup("CH21", "CH12")).ability == (None, "CH21")
    assert gain(fight("CH21", "CH12"), "additions") == (0, 0)          # 幽々子's 敵−20 gone
    assert negation(setup("CH18", def_support="CH21")).ability == ("CH21", None)
    assert gain(fight("CH18", def_support="CH21"), "additions") == (0, 10)     # 勇儀's +20 gone; +10


def test_ch22_yamame_supports_only_invading():
    assert gain(fight(inv_support="CH22"), "additions") == (20, 0)
    assert gain(fight(def_support="CH22"), "additions") == (0, 0)
