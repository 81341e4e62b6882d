"""What the game asks now, with a button for each answer that is not a card
gesture, a Hint button with the line its answer goes to, and a line for
short notices (refused drops, confirmations)."""
from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from desktop.games.heart_of_crown.engine_adapter import parse
from desktop.shell.i18n import action_label, decision_line
from desktop.widgets.flow_layout import FlowLayout

# In the two phases, these verbs are done with the cards themselves
# (drag, double-click, Enter); a button for each would bury the rest.
CARD_GESTURE_VERBS = frozenset({"play", "buy", "set", "recall"})


class PromptPanel(QFrame):
    """``hint_toggled``: the Hint button was pressed (ask, or cancel the hint being computed)."""

    chosen = Signal(str)
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
        self.hint_button.setShortcut("Ctrl+H")
        self.hint_button.clicked.connect(self.hint_toggled)
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
        self._buttons: dict[str, QPushButton] = {}

    def show_decision(self, view: dict, names) -> None:
        decision = view["decision"]
        self.notice.clear()
        self.hint_line.clear()
        self.hint_line.hide()
        self._clear_buttons()
        self.set_hint_busy(False)
        self.hint_button.setVisible(bool(decision) and "options" in decision)
        if decision is None:
            self.prompt.setText(self.tr("The game is over."))
            return
        self.prompt.setText(decision_line(decision, names))
        if "options" not in decision:
            return
        phase_kind = decision["kind"] in ("main", "second")
        for action in decision["options"]:
            if phase_kind and parse(action).verb in CARD_GESTURE_VERBS:
                continue
            button = QPushButton(action_label(action, view))
            button.setObjectName("option:" + action)
            button.clicked.connect(lambda _=False, a=action: self.chosen.emit(a))
            self._flow.addWidget(button)
            self._buttons[action] = button

    def show_notice(self, text: str) -> None:
        self.notice.setText(text)

    def set_hint_busy(self, busy: bool) -> None:
        self.hint_button.setText(self.tr("Cancel hint") if busy else self.tr("Hint"))
        if busy:
            self.show_hint(self.tr("The Hard AI is thinking…"))

    def show_hint(self, text: str, action: str | None = None) -> None:
        """The hint's line; the recommended action's button, if it has one, lights up."""
        self.hint_line.setText(text)
        self.hint_line.setVisible(bool(text))
        for key, button in self._buttons.items():
            button.setProperty("hinted", key == action)
            button.style().unpolish(button)
            button.style().polish(button)

    def button(self, action: str) -> QPushButton | None:
        return self._buttons.get(action)

    def _clear_buttons(self) -> None:
        for button in self._buttons.values():
            self._flow.removeWidget(button)
            button.hide()   # deleteLater waits for the event loop; it must vanish now
            button.deleteLater()
        self._buttons = {}
