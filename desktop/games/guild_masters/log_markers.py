"""The log's own markers, read from the state: who starts, and where a resumed
game goes on (not engine events: nothing happened in the game)."""
from __future__ import annotations

from engine.core.protocol import ALL


def opening_events(state) -> list:
    """The events a game's log begins with: the start player."""
    return [{"type": "opening", "player": state.start, "visible_to": ALL}]


def resumed_events(state) -> list:
    """The marker where a resumed game goes on."""
    return [{"type": "resumed", "round": state.round, "player": state.start, "visible_to": ALL}]
