"""Helpers for scenario tests: positions from descriptions, actions by their text."""
from __future__ import annotations

from engine.games.guild_masters import SPEC
from engine.games.guild_masters.position import position

CODEC = SPEC.codec


def act(state, *texts):
    """Apply each action by its text; it must be one of the options."""
    for text in texts:
        action = CODEC.parse(text)
        options = state.decision.options if state.decision else ()
        assert action in options, f"{text!r} is not an option: {[CODEC.text(o) for o in options]}"
        state.apply(action)
    return state


def options(state) -> list:
    return [CODEC.text(o) for o in state.decision.options]


def verbs(state) -> set:
    return {o[0] for o in state.decision.options}


def at(description: dict):
    return position(description)


# A position's cells, by ring: the centre (boss), a ring-1 cell, ring-2, and corners.
CENTRE = [0, 0]
EMPTY_MAP = {"clear_map": True}
