"""Gensokyo's own Normal and Hard: ISMCTS (hidden hands re-sampled by
``determinize``) over only the decisions that matter (toll or invade, the main
and the support of a battle), with short strong-script rollouts; every other
decision is the strong script's for Normal and ``HardPolicy``'s for Hard (the
script with its investing, move spells and discards changed). The full
generic Hard took ~1.9 s a decision (AI_NOTES.md). Iteration budgets
keep a seed's game the same on any load; the time cap is only a guard well
under 1 s. Hard's second share runs in a worker process where there is a
second core (engine.ai.parallel): the same answer, in about half the time."""
from __future__ import annotations

from engine.ai.ismcts import ISMCTSAgent
from engine.ai.levels import search_level
from engine.games.gensokyo.hard_policy import HardPolicy
from engine.games.gensokyo.strategy import StrongAgent

SEARCHED = frozenset({"toll_or_invade", "battle_main", "battle_support"})
NORMAL = {"iterations": 24, "millis": 400, "depth": 12}
HARD = {"iterations": 28, "millis": 500, "depth": 16, "shares": 2}


class GensokyoSearch(ISMCTSAgent):
    policy = StrongAgent            # what answers the decisions the search leaves

    def __init__(self, seed: int = 0, **budget):
        super().__init__(seed, rollout="strong", **budget)
        self.strong = self.policy(seed)

    def act(self, state, stop=None):
        decision = state.decision
        if len(decision.options) == 1 or decision.kind not in SEARCHED:
            return self.strong.act(state)
        return self.recommend(state, stop)[0]


class GensokyoHard(GensokyoSearch):
    policy = HardPolicy


normal = search_level("normal", GensokyoSearch, NORMAL)
hard = search_level("hard", GensokyoHard, HARD)
