"""What a table may ask the engine about the game at the table.

A table shows views, never the state; but what an option means, why a gesture
is refused and when to ask "are you sure" are rules, so the table asks the
engine through this port (``state.describe``, ``state.refusal``,
``state.confirmation``, ``state.preview`` where a game has it) and turns the answers into words and highlights.
"""
from __future__ import annotations

from engine.core.spec import get_spec


class TableRules:
    """The engine's answers about the current decision of ``state_of()`` (a
    callable: the state changes with every action and undo)."""

    __slots__ = ("_state_of",)

    def __init__(self, state_of):
        self._state_of = state_of

    def describe(self, action):
        """The ``OptionInfo`` of one of the current options."""
        return self._state_of().describe(action)

    def refusal(self, verb: str, card, source, target):
        """The ``Refusal`` of a gesture that matches no option."""
        return self._state_of().refusal(verb, card, source, target)

    def confirmation(self, action):
        """None, or the ``Refusal``-shaped warning to show before ``action``."""
        return self._state_of().confirmation(action)

    def preview(self, action):
        """None, or the ``Refusal``-shaped answer saying what ``action`` (one of
        the current options) would do and cost; None for games without it."""
        preview = getattr(self._state_of(), "preview", None)
        return preview(action) if preview is not None else None

    def text(self, action) -> str:
        """The action's text, as records and logs write it."""
        state = self._state_of()
        return get_spec(state.game_id).codec.text(action)
