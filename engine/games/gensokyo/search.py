"""Gensokyo's help for the shared search (engine/ai ISMCTS): a position's value
for each seat is its share of the total assets (a bankrupt seat's is 0), and
the decisions the search does not weigh are the baseline's."""
from __future__ import annotations

from types import SimpleNamespace

from engine.games.gensokyo.baseline import BaselineAgent

# What the search weighs: the claims, invasions and what to commit to them. The
# rest (spells, investing, relocation, discards) the baseline chooses: a few
# hundred noisy samples choose them no better, and Hard must stay quick.
SEARCHED = frozenset({"claim", "toll_or_invade", "battle_main", "battle_support"})
_POLICY = BaselineAgent()


def evaluate(state) -> list[float]:
    if state.winners is not None:
        return [1.0 if seat in state.winners else 0.0 for seat in range(state.num_players)]
    assets = [0 if state.bankrupt[s] else state.total_assets(s) + 1 for s in range(state.num_players)]
    total = sum(assets)
    return [value / total for value in assets]


def obvious(state):
    if state.decision.kind in SEARCHED:
        return None
    return _POLICY.act(state)


HOOKS = SimpleNamespace(evaluate=evaluate, obvious=obvious)
