"""The battle part of the spells (SP04, SP06, SP15, SP17 at R3 step 1) and the
four Charisma cards (step 4), through battle.py. The other spells' effects are
the spells module's (gensokyo-core)."""
import pytest

from engine.games.gensokyo.battle import negation

from .battle_helpers import fight, gain, setup


def test_sp04_stone_wall_ward_raises_the_defenders_hp():
    assert gain(fight(land_spell="SP04"), "spells") == (0, 20)


def test_sp06_war_drums_raises_the_invaders_attack_only_when_invading():
    assert gain(fight(inv_side={"spells": ("SP06",)}), "spells") == (20, 0)
    assert gain(fight(def_side={"spells": ("SP06",)}), "spells") == (0, 0)


def test_sp15_guardian_talisman_raises_the_defenders_hp():
    assert gain(fight(land_spell="SP15"), "spells") == (0, 10)


def test_sp17_leaden_steps_lowers_the_affected_battler_either_way():
    assert gain(fight(inv_side={"spells": ("SP17",)}), "spells") == (-20, 0)
    assert gain(fight(def_side={"spells": ("SP17",)}), "spells") == (0, -20)
    both = fight(land_spell="SP04", inv_side={"spells": ("SP06", "SP17")}, def_side={"spells": ("SP17",)})
    assert gain(both, "spells") == (0, 0)                          # added together


@pytest.mark.parametrize("card, attribute, main", [
    ("KA1", "scarlet", "CH09"), ("KA2", "nether", "CH20"), ("KA3", "mountain", "CH27"), ("KA4", "village", "CH43")])
def test_charisma_adds_20_or_30_for_its_attribute_at_step_4(card, attribute, main):
    assert gain(fight(main, inv_support=card), "others") == (30, 0)
    other = "CH24" if attribute != "mountain" else "CH09"
    assert gain(fight(other, inv_support=card), "others") == (20, 0)
    assert gain(fight(dfd=main, def_support=card), "others") == (0, 30)
    assert gain(fight(main, inv_support=card), "additions") == (0, 0)


def test_charisma_is_no_support_effect_so_support_negation_cannot_touch_it():
    neg = negation(setup(inv_support="KA1", def_support="CH27"))
    assert neg.support == (None, None)
    assert gain(fight("CH09", inv_support="KA1", def_support="CH27"), "others") == (30, 0)
