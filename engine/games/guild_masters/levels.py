"""Isekai Guild Masters' search levels: ISMCTS (face-down tiles, hands and the
deck re-sampled by ``determinize``) that rolls out with the fast baseline and
keeps the strong player's move unless the search is better by 3 standard
errors (at 1.5 an early arena lost 6 games of 10 to the baseline). The generic
levels' rollouts would play the strong player, whose one-ply look-ahead is too
slow to roll out within the 2-second budget."""
from __future__ import annotations

from engine.ai.ismcts import ISMCTSAgent
from engine.games.guild_masters.strategy import StrongAgent

NORMAL = {"iterations": 40, "millis": 450, "depth": 20}
HARD = {"iterations": 120, "millis": 1700, "depth": 25}


class GuildSearch(ISMCTSAgent):
    def __init__(self, seed: int = 0, **budget):
        super().__init__(seed, rollout="baseline", use_workers=False, confidence=3.0, **budget)
        self.strong = StrongAgent(seed)

    def recommend(self, state, stop=None) -> tuple:
        ranked = self.search(state, stop)
        return self.overrule(ranked, self.strong.act(state)), ranked


def normal(seed: int = 0) -> GuildSearch:
    agent = GuildSearch(seed, **NORMAL)
    agent.name = "normal"
    return agent


def hard(seed: int = 0) -> GuildSearch:
    agent = GuildSearch(seed, **HARD)
    agent.name = "hard"
    return agent
