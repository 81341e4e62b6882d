"""What the game asks now, with a button for each answer the table offers as
one (not a card gesture), a Hint button with the line its answer goes to,
and a line for short notices (refused drops, confirmations). The table puts
the words in; the panel knows no game.

A button that now stands where a button of another answer stood (End main
phase gives way to End turn) is marked ``changed`` and ignores clicks for
``CHANGE_GUARD_MS``: a habitual second click does not end the turn. From the
keyboard, Tab reaches the answers right after Hint, Enter or Space presses one,
Ctrl+1 … Ctrl+9 press them in order, and the keyboard's place survives the
buttons being made anew."""
from __future__ import annotations

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from desktop.widgets.flow_layout import FlowLayout
from desktop.widgets.plain_text import plain_label, plain_tip
from desktop.widgets.shortcuts import HINT_KEYS, click_on, keys_to

CHANGE_GUARD_MS = 600
ANSWER_KEYS = 9         # Ctrl+1 … Ctrl+9


def restyle(button) -> None:
    """A shown button's look follows its properties now, and so does its place:
    the style sheet's border and padding change its size, and a button kept at
    its old size stays too big (or cut) once the mark is gone."""
    button.style().unpolish(button)
    button.style().polish(button)
    button.updateGeometry()


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
        self.prompt = plain_label()
        self.prompt.setObjectName("promptLine")
        self.prompt.setWordWrap(True)
        self.hint_button = QPushButton()
        self.hint_button.setObjectName("hintButton")
        self.hint_button.clicked.connect(self.hint_toggled)
        self.hint_shortcut = click_on(HINT_KEYS, self.hint_button, self)
        self.hint_line = plain_label()
        self.hint_line.setObjectName("hintLine")
        self.hint_line.setWordWrap(True)
        self.notice = plain_label()
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
        self.fallback_focus = None      # where the keyboard goes when its button vanishes with no answer left
        self.answer_shortcuts = [keys_to(f"Ctrl+{n}", lambda n=n: self._press_nth(n - 1), self)
                                 for n in range(1, ANSWER_KEYS + 1)]

    def show_decision(self, line: str | None, buttons=(), hint_allowed: bool = False) -> None:
        """The question ``line`` (None: the game is over) with a button for each
        (action, label, action's text) of ``buttons``; the Hint button shows
        when the viewer decides (``hint_allowed``)."""
        self.notice.clear()
        self.hint_line.clear()
        self.hint_line.hide()
        before = list(self._buttons)
        focused = next((slot for slot, b in enumerate(self._buttons.values()) if b.hasFocus()), None)
        self._clear_buttons()
        self.set_hint_busy(False)
        self.hint_button.setVisible(hint_allowed)
        self.prompt.setText(self.tr("The game is over.") if line is None else line)
        previous = self.hint_button
        for slot, (action, label, name) in enumerate(buttons):
            button = QPushButton(label)
            button.setObjectName("option:" + name)
            button.setAutoDefault(True)     # Enter presses it, as Space does
            button.clicked.connect(lambda _=False, a=action, b=button: self._press(a, b))
            self._flow.addWidget(button)
            button.show()       # now, not once the event loop runs: Tab and the focus find it at once
            self._buttons[action] = button
            QWidget.setTabOrder(previous, button)
            previous = button
            if slot < len(before) and before[slot] != action:
                self._mark_changed(button)
        if focused is not None:
            self._keep_focus(focused)

    def _press(self, action, button) -> None:
        if not button.property("changed"):
            self.chosen.emit(action)

    def _press_nth(self, slot: int) -> None:
        buttons = list(self._buttons.values())
        if slot < len(buttons) and buttons[slot].isVisible():
            buttons[slot].click()

    def _mark_changed(self, button) -> None:
        """The new answer shows in the style sheet's ``changed`` colours and
        takes no click until the player has had time to see it."""
        button.setProperty("changed", True)
        restyle(button)
        button.setToolTip(plain_tip(self.tr("New here: this button now means “{label}”.").format(label=button.text())))
        timer = QTimer(button)      # dies with the button
        timer.setSingleShot(True)
        timer.timeout.connect(lambda: self._settle(button))
        timer.start(CHANGE_GUARD_MS)

    @staticmethod
    def _settle(button) -> None:
        button.setProperty("changed", False)
        button.setToolTip("")
        restyle(button)

    def _keep_focus(self, slot: int) -> None:
        """The keyboard was on an answer that is gone: the one in its place, or else the fallback."""
        buttons = list(self._buttons.values())
        if buttons:
            buttons[min(slot, len(buttons) - 1)].setFocus(Qt.FocusReason.OtherFocusReason)
        elif self.hint_button.isVisible():
            self.hint_button.setFocus(Qt.FocusReason.OtherFocusReason)
        elif self.fallback_focus is not None:
            self.fallback_focus.setFocus(Qt.FocusReason.OtherFocusReason)

    def show_notice(self, text: str, tone: str = "warning") -> None:
        """``tone``: "warning" (red: a refusal, a failure) or "info" (a plain fact,
        as where an abandoned game was kept)."""
        if self.notice.property("tone") != tone:
            self.notice.setProperty("tone", tone)
            self.notice.style().unpolish(self.notice)     # the style sheet reads the property anew
            self.notice.style().polish(self.notice)
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
            restyle(button)

    def button(self, action) -> QPushButton | None:
        return self._buttons.get(action)

    def buttons(self) -> list:
        """The answers' buttons, in their order."""
        return list(self._buttons.values())

    def _clear_buttons(self) -> None:
        for button in self._buttons.values():
            self._flow.removeWidget(button)
            button.hide()   # deleteLater waits for the event loop; it must vanish now
            button.deleteLater()
        self._buttons = {}
