"""The agent protocol and the agents every game gets for free.

An agent answers the state's current decision for the seat that must decide:
``agent.act(state) -> action``. Agents read only what that seat may see (its
view, or a determinized copy of the state); the game's own heuristics live in
``engine/games/<id>/``.
"""
from __future__ import annotations

import importlib

from engine.core.rng import Rng


class Agent:
    name = "agent"

    def act(self, state, stop=None) -> str:  # pragma: no cover - interface
        """The action for the state's decision. ``stop()``, if given, turns
        true once the answer is no longer wanted; agents that think for long
        check it and answer early."""
        raise NotImplementedError


class RandomAgent(Agent):
    """Picks uniformly among the legal actions, from its own seeded RNG."""

    name = "random"

    def __init__(self, seed: int = 0):
        self.rng = Rng(seed)

    def act(self, state, stop=None) -> str:
        return self.rng.choice(state.legal_actions())


# Per-game agents by name: "module:Class", loaded on demand.
GAME_AGENTS = {
    "heart_of_crown": {
        "baseline": "engine.games.heart_of_crown.baseline:BaselineAgent",
        "strong": "engine.games.heart_of_crown.strategy:StrongAgent",
        "easy": "engine.ai.levels:easy",
        "normal": "engine.ai.levels:normal",
        "hard": "engine.ai.levels:hard",
    },
}


def agent_names(game_id: str) -> list:
    return ["random", *GAME_AGENTS.get(game_id, {})]


def make_agent(name: str, game_id: str, seed: int = 0) -> Agent:
    if name == "random":
        return RandomAgent(seed)
    try:
        target = GAME_AGENTS[game_id][name]
    except KeyError:
        raise ValueError(f"unknown agent {name!r} for {game_id} (known: {', '.join(agent_names(game_id))})") from None
    module, _, cls = target.partition(":")
    return getattr(importlib.import_module(module), cls)(seed)


def play_game(state, agents, max_decisions: int = 20_000):
    """Let ``agents[seat]`` answer every decision; stop at the game's end or the cap.
    Returns the number of decisions taken."""
    taken = 0
    while state.decision is not None and taken < max_decisions:
        state.apply(agents[state.decision.player].act(state))
        taken += 1
    return taken
