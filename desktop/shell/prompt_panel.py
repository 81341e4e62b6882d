"""What the game asks now, with a button for each answer the table offers as
one (not a card gesture), a Hint button with the line its answer goes to,
and a line for short notices (refused drops, confirmations). The table puts
the words in; the panel knows no game."""
from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from desktop.widgets.flow_layout import FlowLayout
from desktop.widgets.shortcuts import click_on


class PromptPanel(QFrame):
    """``chosen(action)``: an answer's button was pressed. ``hint_toggled``: the
    Hint button was pressed (ask, or cancel the hint being computed)."""

    chosen = Signal(object)
    hint_toggled = Signal()

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("promptPanel")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 6, 8, 6)
        self.prompt = QLabel()
        self.prompt.setObjectName("promptLine")
        self.prompt.setWordWrap(True)
        self.hint_button = QPushButton()
        self.hint_button.setObjectName("hintButton")
        self.hint_button.clicked.connect(self.hint_toggled)
        self.hint_shortcut = click_on("Ctrl+H", self.hint_button, self)
        self.hint_line = QLabel()
        self.hint_line.setObjectName("hintLine")
        self.hint_line.setWordWrap(True)
        self.notice = QLabel()
        self.notice.setObjectName("noticeLine")
        self.notice.setWordWrap(True)
        self._buttons_host = QWidget()
        self._flow = FlowLayout(self._buttons_host)
        self._flow.setContentsMargins(0, 0, 0, 0)
        top = QHBoxLayout()
        top.addWidget(self.prompt, 1)
        top.addWidget(self.hint_button, 0, Qt.AlignmentFlag.AlignTop)
        layout.addLayout(top)
        layout.addWidget(self._buttons_host)
        layout.addWidget(self.hint_line)
        layout.addWidget(self.notice)
        layout.addStretch(1)
        self._buttons: dict = {}

    def show_decision(self, line: str | None, buttons=(), hint_allowed: bool = False) -> None:
        """The question ``line`` (None: the game is over) with a button for each
        (action, label, action's text) of ``buttons``; the Hint button shows
        when the viewer decides (``hint_allowed``)."""
        self.notice.clear()
        self.hint_line.clear()
        self.hint_line.hide()
        self._clear_buttons()
        self.set_hint_busy(False)
        self.hint_button.setVisible(hint_allowed)
        self.prompt.setText(self.tr("The game is over.") if line is None else line)
        for action, label, name in buttons:
            button = QPushButton(label)
            button.setObjectName("option:" + name)
            button.clicked.connect(lambda _=False, a=action: self.chosen.emit(a))
            self._flow.addWidget(button)
            self._buttons[action] = button

    def show_notice(self, text: str) -> None:
        self.notice.setText(text)

    def set_hint_busy(self, busy: bool) -> None:
        self.hint_button.setText(self.tr("Cancel hint") if busy else self.tr("Hint"))
        if busy:
            self.show_hint(self.tr("The Hard AI is thinking…"))

    def show_hint(self, text: str) -> None:
        """The hint's line ("" hides it); a button lit by the last hint goes dark."""
        self.hint_line.setText(text)
        self.hint_line.setVisible(bool(text))
        self.highlight(None)

    def highlight(self, action) -> None:
        """Light up the button of ``action``, if it has one (None: no button)."""
        for key, button in self._buttons.items():
            button.setProperty("hinted", key == action)
            button.style().unpolish(button)
            button.style().polish(button)

    def button(self, action) -> QPushButton | None:
        return self._buttons.get(action)

    def _clear_buttons(self) -> None:
        for button in self._buttons.values():
            self._flow.removeWidget(button)
            button.hide()   # deleteLater waits for the event loop; it must vanish now
            button.deleteLater()
        self._buttons = {}
