"""Keyboard shortcuts for buttons whose text is set (and set again on every
language switch): ``QAbstractButton.setText`` replaces the button's own
shortcut with the text's mnemonic, which left Ctrl+Z, Ctrl+H and
Ctrl+Shift+S dead. A ``QShortcut`` of the page clicks the button instead."""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QAbstractButton, QWidget

UNDO_KEYS = "Ctrl+Z"
SAVE_KEYS = "Ctrl+Shift+S"
HINT_KEYS = "Ctrl+H"
RULES_KEYS = "F1"            # the main window's, on every page
KEYS_LIST_KEYS = "Ctrl+/"

# The places of a table one key goes straight to (a game lists which it has,
# ``key_areas`` of its table): area id -> key.
AREA_KEYS = {"hand": "H", "market": "M", "play": "P", "log": "L"}
# The rows of ``key_areas`` most tables share: (area, the attribute of its widget, words in "TablePage").
HAND_AREA = ("hand", "hand_view", QT_TRANSLATE_NOOP("TablePage", "Go straight to your hand"))
PLAY_AREA = ("play", "play_view", QT_TRANSLATE_NOOP("TablePage", "Go straight to the play area"))
LOG_AREA = ("log", "log_view", QT_TRANSLATE_NOOP("TablePage", "Go straight to the log"))

# Every key of a game's table, for its list (desktop/widgets/shortcuts_window.py):
# (id, keys, what they do). A test presses each in a running game.
TABLE_KEYS = (
    ("tab", "Tab / Shift+Tab", QT_TRANSLATE_NOOP(
        "TablePage", "Go to the next or the previous place: a row of cards, a button, the log")),
    ("arrows", "← → Home End", QT_TRANSLATE_NOOP(
        "TablePage", "Go from card to card in a row; Home and End: to its first and its last card")),
    ("enter", "Enter", QT_TRANSLATE_NOOP(
        "TablePage", "Do the first thing the chosen card can do (play it, buy it …), or press the chosen button")),
    ("space", "Space", QT_TRANSLATE_NOOP("TablePage", "Press the chosen button")),
    ("answers", "Ctrl+1 … Ctrl+9", QT_TRANSLATE_NOOP(
        "TablePage", "Press the buttons under the question, from the first to the ninth")),
    ("hint", HINT_KEYS, QT_TRANSLATE_NOOP("TablePage", "Hint (again: cancel it)")),
    ("undo", UNDO_KEYS, QT_TRANSLATE_NOOP("TablePage", "Undo")),
    ("save", SAVE_KEYS, QT_TRANSLATE_NOOP("TablePage", "Save as…")),
    ("rules", RULES_KEYS, QT_TRANSLATE_NOOP("TablePage", "The rules, at the part that fits this moment of the game")),
    ("keys", KEYS_LIST_KEYS, QT_TRANSLATE_NOOP("TablePage", "This list of keys")),
)


def click_on(keys: str, button: QAbstractButton, page: QWidget) -> QShortcut:
    """``keys`` click ``button`` while ``page`` is shown and the button is
    visible and enabled (a click on a disabled button does nothing)."""
    shortcut = QShortcut(QKeySequence(keys), page)
    shortcut.activated.connect(lambda: button.isVisible() and button.click())
    return shortcut


def keys_to(keys: str, slot, page: QWidget) -> QShortcut:
    """``keys`` call ``slot()`` while ``page`` is shown."""
    shortcut = QShortcut(QKeySequence(keys), page)
    shortcut.activated.connect(slot)
    return shortcut
