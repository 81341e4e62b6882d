"""Gensokyo's help for the shared search (engine/ai ISMCTS): a position's value
for each seat comes from its assets, weighed by the fit in evaluation.toml
(a bankrupt seat's is 0), and the decisions the search does not weigh are the
baseline's."""
from __future__ import annotations

import math
from types import SimpleNamespace

from engine.ai.fitted import FittedEvaluation
from engine.games.gensokyo.baseline import BaselineAgent

# What the search weighs: the claims, invasions and what to commit to them. The
# rest (spells, investing, relocation, discards) the baseline chooses: a few
# hundred noisy samples choose them no better, and Hard must stay quick.
SEARCHED = frozenset({"claim", "toll_or_invade", "battle_main", "battle_support"})
_POLICY = BaselineAgent()


# With a weight of 1 on log_assets alone, the chances are the shares of the
# total assets; the rest lets the fit sharpen them as the deck runs down (the
# game ends when it is empty) and weigh cash and the count of lands beside them.
FEATURES = ("log_assets", "log_assets_late", "log_money", "lands", "to_move")


def features(state) -> list:
    late = 1.0 - len(state.cards.deck) / max(1, state.invariant_card_count())
    mover = state.decision.player if state.decision is not None else None
    rows = []
    for seat in range(state.num_players):
        if state.bankrupt[seat]:
            rows.append(None)
            continue
        log_assets = _log(state.total_assets(seat))
        rows.append((log_assets, log_assets * late, _log(state.money[seat]),
                     len(state.own_lands(seat)), 1.0 if seat == mover else 0.0))
    return rows


def _log(money: int) -> float:
    """Money below 0 counts as none: in a sampled world a face-down support may
    be drawn that its owner could not have paid, and its cost leaves a debt."""
    return math.log(max(0, money) + 1)


evaluate = FittedEvaluation("gensokyo", features, FEATURES)


def obvious(state):
    if state.decision.kind in SEARCHED:
        return None
    return _POLICY.act(state)


HOOKS = SimpleNamespace(evaluate=evaluate, obvious=obvious, features=features, FEATURES=FEATURES)
