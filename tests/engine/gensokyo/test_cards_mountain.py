"""One test per 山 card's behaviour (§16.1 CH23–CH33), through battle.py."""
import pytest

from engine.games.gensokyo import cards
from engine.games.gensokyo.battle import destinations, immediate_effects, needs_die, negation, resolve, result_effects

from .battle_helpers import fight, gain, setup


def test_ch23_ran():
    assert gain(fight("CH23"), "additions") == (10, 0)
    assert gain(fight(dfd="CH23"), "additions") == (0, 10)
    assert gain(fight(inv_support="CH23"), "additions") == (20, 0)
    assert gain(fight("CH37", inv_support="CH23", land="village"), "additions") == (40, 0)   # 〈八雲紫〉


def test_ch24_chen():
    assert gain(fight(def_support="CH24"), "additions") == (0, 10)
    assert gain(fight(dfd="CH23", def_support="CH24"), "additions") == (0, 10 + 30)


def test_ch25_kaguya_returns_to_hand():
    lost = setup("CH25", "CH26")
    assert destinations(lost, resolve(lost))[(0, "main")] == "hand"
    beaten = setup("CH18", "CH25", land="nether")                  # 60+20 vs 60+10
    assert destinations(beaten, resolve(beaten))[(1, "main")] == "hand"
    support = setup(inv_support="CH25")
    assert destinations(support, resolve(support))[(0, "support")] == "hand"
    assert gain(resolve(support), "additions") == (20, 0)


def test_ch26_eirin_defends_and_her_support_is_unnegatable():
    assert gain(fight(dfd="CH26"), "additions") == (0, 20)
    assert gain(fight("CH26"), "additions") == (0, 0)
    neg = negation(setup("CH07", def_support="CH26"))
    assert neg.unnegatable[1] and neg.support[1] is None
    assert gain(fight("CH07", def_support="CH26"), "additions") == (0, 20)


def test_ch27_reisen_negates_the_opposing_support():
    assert negation(setup(inv_support="CH09", def_support="CH27")).support == ("CH27", None)
    assert gain(fight(inv_support="CH09", def_support="CH27"), "additions") == (0, 0)
    assert immediate_effects(setup(inv_support="CH08", def_support="CH27")) == []


def test_ch28_tewi_rolls_a_die_at_step_3():
    assert needs_die(setup(def_support="CH28")) == [1]
    assert needs_die(setup(inv_support="CH09", def_support="CH28", inv_side={})) == [1]
    assert needs_die(setup(inv_support="CH27", def_support="CH28")) == []       # negated: no roll
    for face, bonus in ((1, 10), (4, 10), (5, 40), (6, 40)):
        assert gain(fight(def_support="CH28", die=face), "additions") == (0, bonus)
    with pytest.raises(ValueError, match="die"):
        fight(inv_support="CH28")


def test_ch29_mokou_returns_and_hunts_kaguya():
    lost = setup("CH29", "CH26")
    assert destinations(lost, resolve(lost))[(0, "main")] == "hand"
    assert gain(fight(inv_support="CH29"), "additions") == (20, 0)
    assert gain(fight(dfd="CH25", inv_support="CH29"), "additions") == (50, 0)
    assert gain(fight(def_support="CH29"), "additions") == (0, 0)


def test_ch30_aya_draws_after_every_battle():
    for dfd in ("CH09", "CH26"):                                   # a win and a loss
        s = setup("CH30", dfd)
        assert result_effects(s, resolve(s)) == [(0, "CH30", "draw")]
    assert result_effects(setup("CH09", "CH30"), resolve(setup("CH09", "CH30"))) == [(1, "CH30", "draw")]
    assert immediate_effects(setup(inv_support="CH30")) == [(0, "CH30", "draw")]
    assert gain(fight(inv_support="CH30"), "additions") == (10, 0)


def test_ch31_nitori_defends_a_mountain_land():
    assert gain(fight(dfd="CH31", land="mountain"), "additions") == (0, 10)
    assert gain(fight(dfd="CH31", land="village"), "additions") == (0, 0)
    assert gain(fight(def_support="CH31"), "additions") == (0, 20)
    assert gain(fight(inv_support="CH31"), "additions") == (0, 0)


def test_ch32_kanako_global_support():
    assert cards.global_support("CH32", "scarlet") == 10
    assert gain(fight(inv_side={"placed": ("CH32", "CH09")}), "others") == (10, 0)
    assert gain(fight(inv_side={"placed": ("CH32", "CH01")}), "others") == (20, 0)    # several add up
    assert gain(fight(inv_support="CH32"), "additions") == (30, 0)


def test_ch33_suwako_makes_a_beaten_invader_discard():
    won = setup("CH09", "CH33")
    assert not resolve(won).invader_wins
    assert result_effects(won, resolve(won)) == [(1, "CH33", "foe_discards_random")]
    lost = setup("CH17", "CH33")                                   # 100 vs 50 + 10
    assert resolve(lost).invader_wins and result_effects(lost, resolve(lost)) == []
    invading = setup("CH33", "CH26")
    assert result_effects(invading, resolve(invading)) == []
    assert gain(fight(def_support="CH33"), "additions") == (-20, 0)
