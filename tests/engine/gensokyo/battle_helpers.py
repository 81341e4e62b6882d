"""Battles from plain data for the card tests: a vanilla invader (小野塚小町,
40/40, no ability) against a vanilla defender (ルーミア, 20/40 紅, no ability)
on a 冥 land at level 1 (land bonus +10), unless a test names others."""
from __future__ import annotations

from engine.games.gensokyo.battle import STEPS, BattleSetup, Side, resolve

VANILLA_INVADER, VANILLA_DEFENDER = "CH20", "CH10"


def setup(inv=VANILLA_INVADER, dfd=VANILLA_DEFENDER, inv_support=None, def_support=None, *,
          land="nether", level=1, land_spell=None, die=None, inv_side=None, def_side=None) -> BattleSetup:
    """``die``: the face of either side's てゐ."""
    return BattleSetup(Side(inv, inv_support, die=die, **(inv_side or {})),
                       Side(dfd, def_support, die=die, **(def_side or {})), land, level, land_spell)


def fight(*args, **kwargs):
    return resolve(setup(*args, **kwargs))


def at(result, step: str) -> tuple[int, int]:
    """(A, H) after the named R3 step."""
    found = result.steps[STEPS.index(step)]
    assert found.name == step
    return found.attack, found.hp


def gain(result, step: str) -> tuple[int, int]:
    """What the named step changed: (ΔA, ΔH)."""
    index = STEPS.index(step)
    before, after = result.steps[index - 1], result.steps[index]
    return after.attack - before.attack, after.hp - before.hp
