"""Tests speak actions as text ("play city", "buy city supply"): these helpers
turn it into the game's compact actions and back, so no test builds an int."""
from __future__ import annotations

from engine.games.heart_of_crown.codec import CODEC


def act(state, text: str) -> list:
    """Apply the action ``text`` names; the events it caused."""
    return state.apply(CODEC.parse(text)).events


def texts(state) -> tuple:
    """The current options as text, in the game's order."""
    return tuple(CODEC.text(action) for action in state.legal_actions())

