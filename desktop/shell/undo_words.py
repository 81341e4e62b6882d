"""Why Undo is greyed, in words: the engine says why undo stops at an action
(``engine.core.protocol.UNDO_REASONS``); these are the sentences the table
shows on the greyed button and when Ctrl+Z finds nothing to take back."""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from engine.core.protocol import HANDED_OVER, LOOKED, REVEALED, ROLLED

CONTEXT = "TablePage"
REFUSALS = {
    REVEALED: QT_TRANSLATE_NOOP("TablePage", "Can't undo: a card was drawn or revealed"),
    LOOKED: QT_TRANSLATE_NOOP("TablePage", "Can't undo: you have seen hidden cards"),
    HANDED_OVER: QT_TRANSLATE_NOOP("TablePage", "Can't undo: another player has moved since"),
    ROLLED: QT_TRANSLATE_NOOP("TablePage", "Can't undo: the dice were rolled or a card was picked at random"),
    None: QT_TRANSLATE_NOOP("TablePage", "Nothing to undo yet"),
}


def refusal_text(reason: str | None) -> str:
    """The sentence for an engine's reason (None: nothing was done yet)."""
    return QCoreApplication.translate(CONTEXT, REFUSALS.get(reason, REFUSALS[None]))
