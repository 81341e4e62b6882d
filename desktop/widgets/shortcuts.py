"""Keyboard shortcuts for buttons whose text is set (and set again on every
language switch): ``QAbstractButton.setText`` replaces the button's own
shortcut with the text's mnemonic, which left Ctrl+Z, Ctrl+H and
Ctrl+Shift+S dead. A ``QShortcut`` of the page clicks the button instead."""
from __future__ import annotations

from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QAbstractButton, QWidget


def click_on(keys: str, button: QAbstractButton, page: QWidget) -> QShortcut:
    """``keys`` click ``button`` while ``page`` is shown and the button is
    visible and enabled (a click on a disabled button does nothing)."""
    shortcut = QShortcut(QKeySequence(keys), page)
    shortcut.activated.connect(lambda: button.isVisible() and button.click())
    return shortcut
