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


def replay(record):
    """The state after every action of ``record``, format-1 text
    (``play:city``) turned into today's first. The platform's replay does this
    once it reads text through the game's codec; until then tests replay here."""
    from engine.core.actions import legacy_text
    from engine.games import start_replay
    state = start_replay(record)
    for text in record.actions:
        state.apply(CODEC.parse(legacy_text(text) if ":" in text or "@" in text else text))
    return state
