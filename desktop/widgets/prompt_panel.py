"""What the game asks now, with a button for each answer that is not a card
gesture, and a line for short notices (refused drops, confirmations)."""
from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QFrame, QLabel, QPushButton, QVBoxLayout, QWidget

from desktop.actions import parse
from desktop.i18n import action_label, decision_line
from desktop.widgets.flow_layout import FlowLayout

# In the two phases, these verbs are done with the cards themselves
# (drag, double-click, Enter); a button for each would bury the rest.
CARD_GESTURE_VERBS = frozenset({"play", "buy", "set", "recall"})


class PromptPanel(QFrame):
    chosen = Signal(str)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("promptPanel")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 6, 8, 6)
        self.prompt = QLabel()
        self.prompt.setObjectName("promptLine")
        self.prompt.setWordWrap(True)
        self.notice = QLabel()
        self.notice.setObjectName("noticeLine")
        self.notice.setWordWrap(True)
        self._buttons_host = QWidget()
        self._flow = FlowLayout(self._buttons_host)
        self._flow.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.prompt)
        layout.addWidget(self._buttons_host)
        layout.addWidget(self.notice)
        layout.addStretch(1)
        self._buttons: dict[str, QPushButton] = {}

    def show_decision(self, view: dict, names) -> None:
        decision = view["decision"]
        self.notice.clear()
        self._clear_buttons()
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

    def button(self, action: str) -> QPushButton | None:
        return self._buttons.get(action)

    def actions(self) -> list:
        return list(self._buttons)

    def _clear_buttons(self) -> None:
        for button in self._buttons.values():
            self._flow.removeWidget(button)
            button.hide()   # deleteLater waits for the event loop; it must vanish now
            button.deleteLater()
        self._buttons = {}
