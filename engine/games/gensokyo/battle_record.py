"""The last resolved battle as every seat may see it (the view's
``last_battle``): made at the resolution, when both supports are face up
(§8.1's reveal comes first), and given each side's costs as §8.4 pays them.

A record is never changed in place, only replaced, so clones that share it
(a search's worlds) never see a later battle's numbers.

Shape::

    {"land": square id, "level": int, "seats": [invader, defender],
     "cards": [invader's main, defender's main], "supports": [card | None, card | None],
     "negation": {"ability": [card | None] * 2, "support": [card | None] * 2},
     "steps": [{"rule": name, "attack": int, "hp": int,
                "changes": [{"card": card | None, "part": str, "attack": int, "hp": int}]}],
     "invader_wins": bool, "costs": [[money, hand cost] | None] * 2}

A step's ``attack`` is the invader's running attack and ``hp`` the
defender's running HP after it; the rules' names are battle.resolve's, in
§8.2's fixed order ("printed", "spells", "transform", "additions", "others",
"land_bonus", "reversal"). A part is "ability", "support", "spell",
"charisma", "global" or "land". ``costs`` are None until §8.4 pays them.
"""
from __future__ import annotations


def resolved(state, battle, setup, result) -> dict:
    """The record of ``battle`` just resolved (``result``: battle.resolve(setup))."""
    negation = result.negation
    return {
        "land": state.board.square_id(battle.land), "level": state.level[battle.land],
        "seats": list(battle.seats), "cards": [setup.invader.main, setup.defender.main],
        "supports": list(battle.supports),
        "negation": {"ability": list(negation.ability), "support": list(negation.support)},
        "steps": [{"rule": step.name, "attack": step.attack, "hp": step.hp,
                   "changes": [{"card": c.card, "part": c.part, "attack": c.attack, "hp": c.hp}
                               for c in step.changes]}
                  for step in result.steps],
        "invader_wins": result.invader_wins, "costs": [None, None],
    }


def with_cost(record: dict | None, side: int, money: int, hand: int) -> dict | None:
    """``record`` with ``side``'s §8.4 cost paid (a new record)."""
    if record is None:
        return None
    costs = list(record["costs"])
    costs[side] = [money, hand]
    return {**record, "costs": costs}
