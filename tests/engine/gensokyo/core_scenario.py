"""Helpers for the engine-core scenario tests: a position from plain data
(the game's public ``position``), forced rolls and short plays."""
from __future__ import annotations

from engine.games.gensokyo.position import position

PASS = ("pass",)
FILLER = ["CH09"] * 20          # deck cards nobody cares about (top first)


def pos(**description):
    description.setdefault("deck", list(FILLER))
    return position(description)


def sq(state, square_id: str) -> int:
    return state.board.index(square_id)


def roll(state, *faces) -> None:
    for face in faces:
        assert state.decision.is_chance, state.decision
        state.apply(("roll", face))


def play(state, *actions) -> None:
    for action in actions:
        state.apply(action)


def to_square(state, *faces):
    """From the move step: roll ``faces`` and return the square step's decision."""
    roll(state, *faces)
    return state.decision
