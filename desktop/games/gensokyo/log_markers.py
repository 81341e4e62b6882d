"""The log's own markers, read from the state: whose turn a game begins
with, and where a resumed game goes on (not engine events: nothing happened
in the game)."""
from __future__ import annotations

from engine.core.protocol import ALL


def opening_events(state) -> list:
    """The events a game's log begins with: the round and whose turn it is."""
    return [{"type": "turn", "player": state.active, "round": state.round, "turn": state.turn_no, "visible_to": ALL}]


def resumed_events(state) -> list:
    """The marker where a resumed game goes on."""
    return [{"type": "resumed", "player": state.active, "round": state.round, "turn": state.turn_no,
             "visible_to": ALL}]
