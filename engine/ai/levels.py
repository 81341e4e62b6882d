"""Difficulty levels and the hint: what the app offers a player.

Easy is the game's baseline that sometimes fumbles; Normal and Hard are ISMCTS
with budgets sized so a decision stays under 0.5 s and 2 s (p95) on a
two-core laptop. Iteration budgets keep them reproducible; the time cap only
bites on slow machines.
"""
from __future__ import annotations

from engine.ai.agents import Agent, agent_names, make_agent
from engine.ai.ismcts import ISMCTSAgent
from engine.core.rng import Rng

EASY_BLUNDER = 0.05
NORMAL = {"iterations": 150, "millis": 450, "depth": 30}
HARD = {"iterations": 400, "millis": 1800, "depth": 40, "shares": 2}


class NoisyAgent(Agent):
    """The game's baseline, but a share of its decisions are random."""

    name = "easy"

    def __init__(self, seed: int = 0, blunder: float = EASY_BLUNDER):
        self.rng = Rng(seed)
        self.blunder = blunder
        self.base = None

    def act(self, state, stop=None) -> str:
        if self.base is None:
            self.base = make_agent("baseline", state.game_id, self.rng.next64())
        options = state.decision.options
        if self.rng.below(1000) < self.blunder * 1000:
            return options[self.rng.below(len(options))]
        return self.base.act(state)


def easy(seed: int = 0) -> Agent:
    return NoisyAgent(seed)


def search_level(name: str, agent_class, budget: dict):
    """The agent factory ``(seed) -> agent`` of the level ``name``: an
    ``agent_class`` search (ISMCTSAgent or a game's own) with ``budget``, named
    as the level so records and the arena say which one played."""
    def make(seed: int = 0) -> Agent:
        agent = agent_class(seed, **budget)
        agent.name = name
        return agent
    return make


normal = search_level("normal", ISMCTSAgent, NORMAL)
hard = search_level("hard", ISMCTSAgent, HARD)


def hint(state, seat: int, seed: int = 0, stop=None) -> dict:
    """Hard's advice for ``seat``'s current decision: the action, its
    estimated win chance (None when it is the only move), the next best choice
    (action and win chance, or None), the top choices, and a short English
    reason for the CLI. ``stop()``
    turning true cuts the search short."""
    decision = state.decision
    if decision is None or decision.player != seat:
        raise ValueError(f"seat {seat} has no decision to make")
    from engine.core.spec import get_spec
    text = get_spec(state.game_id).codec.text
    if len(decision.options) == 1:
        only = decision.options[0]
        return {"action": only, "win_chance": None, "next": None, "choices": [],
                "reason": f"{text(only)}: the only legal move"}
    # the game's own Hard where it has one (Guild Masters' keeps its strong player's moves)
    agent = make_agent("hard", state.game_id, seed) if "hard" in agent_names(state.game_id) else None
    _, ranked = (agent if hasattr(agent, "recommend") else hard(seed)).recommend(state, stop)
    choices = [{"action": a, "win_chance": round(p, 3), "visits": v} for a, v, p in advice_ranking(ranked)[:3]]
    best, other = choices[0], (choices[1] if len(choices) > 1 else None)
    action, win_chance = best["action"], best["win_chance"]
    reason = f"{text(action)}: about {win_chance:.0%} to win"
    if other is not None:
        reason += f" (next best {text(other['action'])}: {other['win_chance']:.0%})"
    return {"action": action, "win_chance": win_chance, "next": other, "choices": choices, "reason": reason}


def advice_ranking(ranked: list) -> list:
    """The search's ``ranked`` [(action, visits, win chance)] as the hint shows
    it: the moves searched at least a quarter as often as the most searched one
    (a move tried once or twice has a lucky figure), best win chance first, so
    the advice is the best move shown and its figures are the ones it ranks by.
    (The Hard player may keep its policy's move over a slightly better figure;
    advice that names a lower figure than its runner-up reads as a mistake.)"""
    floor = max(v for _, v, _ in ranked) / 4
    return sorted((r for r in ranked if r[1] >= floor), key=lambda r: (-r[2], -r[1]))
