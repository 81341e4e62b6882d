"""The table's keys, listed in a small window beside the table (Ctrl+/ or the
top bar's Keys button). It does not block the table: a player can keep it open
while learning them. The rows are ``desktop.widgets.shortcuts.TABLE_KEYS``
(the keys the table itself defines come from there too), then the table's
``key_rows()``: the keys to its places (H, M, P, L) and the game's own keys."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QGridLayout, QLabel, QVBoxLayout

from desktop.base.guard import guarded
from desktop.base.i18n import Retranslating
from desktop.widgets.shortcuts import TABLE_KEYS


def keys_text(keys: str) -> str:
    """Keys as the system writes them (⌘ on macOS); a range (Ctrl+1 … Ctrl+9) or
    a name without a key sequence (Tab / Shift+Tab) is kept as written."""
    if " " in keys:
        return keys
    return QKeySequence(keys).toString(QKeySequence.SequenceFormat.NativeText) or keys


class ShortcutsWindow(Retranslating, QDialog):
    """One row per key: ``rows`` are (id, keys, what they do, in English, translated
    in the "TablePage" context); ``labels[id]`` the label of what a row does."""

    def __init__(self, extras=(), parent=None):
        super().__init__(parent)
        self.setObjectName("shortcutsWindow")
        self.setModal(False)
        # The window opens without the keyboard, so Escape reaches the page
        # below: while the list shows, Escape there puts it away first.
        self.escape = QShortcut(QKeySequence(Qt.Key.Key_Escape), parent) if parent is not None else None
        if self.escape is not None:
            self.escape.setEnabled(False)
            self.escape.activated.connect(self.hide)
        self.rows = [*TABLE_KEYS, *extras]
        layout = QVBoxLayout(self)
        grid = QGridLayout()
        grid.setHorizontalSpacing(16)
        self.labels = {}
        for line, (row_id, keys, _words) in enumerate(self.rows):
            key_label = QLabel(keys_text(keys))
            key_label.setObjectName("shortcutKeys")
            words = QLabel()
            words.setWordWrap(True)
            grid.addWidget(key_label, line, 0, Qt.AlignmentFlag.AlignTop)
            grid.addWidget(words, line, 1)
            self.labels[row_id] = words
        grid.setColumnStretch(1, 1)
        layout.addLayout(grid)
        buttons = QDialogButtonBox()
        self.close_button = buttons.addButton("", QDialogButtonBox.ButtonRole.RejectRole)
        buttons.rejected.connect(self.close)
        layout.addWidget(buttons)
        self.setMinimumWidth(460)
        self.retranslate()

    @guarded
    def showEvent(self, event) -> None:
        super().showEvent(event)
        if self.escape is not None:
            self.escape.setEnabled(True)
        if not getattr(self, "_placed", False):
            self._placed = True
            self.place_beside()

    @guarded
    def hideEvent(self, event) -> None:
        super().hideEvent(event)
        if self.escape is not None:
            self.escape.setEnabled(False)

    def place_beside(self) -> None:
        """At the window's right edge, over the log, not over the table's middle
        where Tab and the arrow keys are at work (Qt centres a dialog)."""
        window = self.parentWidget().window() if self.parentWidget() is not None else None
        if window is None:
            return
        area = window.frameGeometry()
        self.move(area.right() - self.frameGeometry().width() - 8, area.top() + 60)

    def retranslate(self) -> None:
        self.setWindowTitle(QCoreApplication.translate("TablePage", "Keyboard"))
        self.close_button.setText(QCoreApplication.translate("TablePage", "Close"))
        for row_id, _keys, words in self.rows:
            self.labels[row_id].setText(QCoreApplication.translate("TablePage", words))
