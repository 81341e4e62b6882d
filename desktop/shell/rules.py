"""What a table may ask the engine about the game at the table.

A table shows views, never the state. Every option comes described in the
view (``engine.core.actions.ShownOption``: its text, verb, card, source,
target, preview and warning), so a redraw asks nothing here. What is left is
the one question a view cannot answer ahead: why a gesture that matches no
option is refused (``state.refusal``). A player may drag any card onto any
place, so the answers would be far more than the options; the table asks once,
when the gesture is made.
"""
from __future__ import annotations


class TableRules:
    """The engine's refusals for the current decision of ``state_of()`` (a
    callable: the state changes with every action and undo), asked at gesture
    time only."""

    __slots__ = ("_state_of",)

    def __init__(self, state_of):
        self._state_of = state_of

    def refusal(self, verb: str, card, source, target):
        """The ``Refusal`` of a gesture that matches no option."""
        return self._state_of().refusal(verb, card, source, target)
