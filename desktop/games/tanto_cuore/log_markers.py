"""The log's own markers, read from the state: who begins, and where a resumed
game goes on (not engine events: nothing happened in the game)."""
from __future__ import annotations

from engine.core.protocol import ALL


def opening_events(state) -> list:
    """The events a game's log begins with: whose turn it is."""
    return [{"type": "turn", "number": state.turn_number, "player": state.turn, "visible_to": ALL}]


def resumed_events(state) -> list:
    """The marker where a resumed game goes on."""
    return [{"type": "resumed", "number": state.turn_number, "player": state.turn, "visible_to": ALL}]
