"""The agent protocol and the agents every game gets for free.

An agent answers the state's current decision for the seat that must decide:
``agent.act(state) -> action``. Agents read only what that seat may see (its
view, or a determinized copy of the state); the game's own heuristics live in
``engine/games/<id>/``.
"""
from __future__ import annotations

from functools import partial

from engine.core.chance import settle
from engine.core.protocol import CHANCE
from engine.core.rng import Rng
from engine.core.spec import get_spec, resolve


class Agent:
    name = "agent"

    def act(self, state, stop=None):  # pragma: no cover - interface
        """The action for the state's decision. ``stop()``, if given, turns
        true once the answer is no longer wanted; agents that think for long
        check it and answer early."""
        raise NotImplementedError

    def answer(self, state, limit: int) -> int:
        """Apply the answer to the state's decision, and perhaps to some of
        the decisions after it (never more than ``limit``, which is at least
        1): the same actions ``act`` would give one by one. Returns how many.
        An agent whose answers the game can run straight through (a scripted
        one's plays, say) overrides this; the game loop and rollouts call it."""
        state.apply(self.act(state))
        return 1


class RandomAgent(Agent):
    """Picks uniformly among the legal actions, from its own seeded RNG."""

    name = "random"

    def __init__(self, seed: int = 0):
        self.rng = Rng(seed)

    def act(self, state, stop=None):
        return self.rng.choice(state.legal_actions())


RANDOM = "random"


def _agent_refs(game_id: str) -> dict:
    """Every agent the game offers, as "module:factory": the generic random
    agent and the game's own (``GameSpec.agents``)."""
    return {RANDOM: "engine.ai.agents:RandomAgent", **get_spec(game_id).agents}


def agent_names(game_id: str) -> list:
    return list(_agent_refs(game_id))


def make_agent(name: str, game_id: str, seed: int = 0) -> Agent:
    """A new agent ``name`` for the game; ValueError naming the known ones for another."""
    refs = _agent_refs(game_id)
    if name not in refs:
        raise ValueError(f"unknown agent {name!r} for {game_id} (known: {', '.join(refs)})")
    return resolve(refs[name])(seed)


def play_game(state, agents, max_decisions: int = 20_000):
    """Let ``agents[seat]`` answer every decision, and the state's RNG every
    chance step (``engine.core.chance.settle``); stop at the game's end or
    after ``max_decisions`` agent decisions. Returns how many were taken."""
    taken = 0
    # An agent with only ``act`` (any object that has one will do) answers one at a time.
    answers = [getattr(agent, "answer", None) or partial(Agent.answer, agent) for agent in agents]
    while (decision := state.decision) is not None:
        if decision.player == CHANCE:
            settle(state)
        elif taken < max_decisions:
            taken += answers[decision.player](state, max_decisions - taken)
        else:
            break
    return taken
