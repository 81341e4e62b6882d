"""Watching a game again: the game's own table, read-only, at any step of the
record, with the log up to that step; forwards and back one move or one turn
at a time, to the start or to the final position (buttons and the arrow keys,
Page Up / Page Down, Home and End), along a slider over every move, or played
by itself at a chosen speed (Space plays and pauses). The table shows what one
seat saw (the engine's view of that seat): the player picks whose hand.

The states are kept after every action (clones), so stepping back is as quick
as stepping forwards. The table is the game's ``TABLE``, not connected to any
session: nothing it is asked reaches a game, and input other than the mouse
moving (its cards still show large) and the wheel never reaches it."""
from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QApplication, QComboBox, QHBoxLayout, QLabel, QPushButton, QSlider, QStyle, \
    QVBoxLayout, QWidget

from desktop.shell.game_story import replay_steps, round_number, turn_number
from desktop.base.game_contract import GameTable
from desktop.base.guard import guarded
from desktop.base.i18n import Retranslating
from desktop.shell.rules import TableRules
from desktop.widgets.plain_text import plain_label

# What a watched table never gets: it would try to play.
BLOCKED = frozenset({
    QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonRelease, QEvent.Type.MouseButtonDblClick,
    QEvent.Type.KeyPress, QEvent.Type.KeyRelease, QEvent.Type.Shortcut, QEvent.Type.ContextMenu,
    QEvent.Type.DragEnter, QEvent.Type.DragMove, QEvent.Type.Drop})


ICONS = {"start": QStyle.StandardPixmap.SP_MediaSkipBackward, "turn_back": QStyle.StandardPixmap.SP_MediaSeekBackward,
         "back": QStyle.StandardPixmap.SP_ArrowLeft, "forward": QStyle.StandardPixmap.SP_ArrowRight,
         "turn_forward": QStyle.StandardPixmap.SP_MediaSeekForward, "end": QStyle.StandardPixmap.SP_MediaSkipForward}
PLAY_KEYS = "Space"
# The speeds of playing by itself: milliseconds a move stays shown, the second the default.
SPEEDS_MS = (2000, 1000, 400)


class ReadOnly(QObject):
    """An application event filter that keeps input away from one widget and
    everything inside it (widgets, and shortcuts or actions they own)."""

    def __init__(self, widget):
        super().__init__(widget)
        self.widget = widget

    @guarded(default=False)
    def eventFilter(self, obj, event) -> bool:
        if event.type() not in BLOCKED:
            return False
        while obj is not None:
            if obj is self.widget:
                return True
            obj = obj.parent()
        return False


class ReplayPage(Retranslating, QWidget):
    """``back``: the player is done watching."""

    back = Signal()

    def __init__(self, parent=None):
        super().__init__(parent)
        self.names = []          # the seats, as open() was given them
        self.setObjectName("replayPage")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.table: GameTable | None = None
        self._filter = None
        self.states: list = []      # the state before any action, then after each
        self.events: list = []      # the events of each action (index 0: none)
        self.turns: list = []       # the turn of each state
        self.rounds: list = []      # the round of each state, in a game that counts rounds (else None)
        self.step = 0
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        bar = QHBoxLayout()
        self.title = plain_label()
        self.title.setObjectName("sectionTitle")
        bar.addWidget(self.title)
        bar.addStretch(1)
        self.buttons = {}
        for key, keys, move in (("start", "Home", self.to_start), ("turn_back", "PgUp", self.turn_back),
                                ("back", "Left", self.step_back), ("forward", "Right", self.step_forward),
                                ("turn_forward", "PgDown", self.turn_forward), ("end", "End", self.to_end)):
            button = QPushButton()
            button.setObjectName(f"replay_{key}")
            button.setIcon(self.style().standardIcon(ICONS[key]))
            button.clicked.connect(move)
            bar.addWidget(button)
            shortcut = QShortcut(QKeySequence(keys), self)
            shortcut.activated.connect(move)
            self.buttons[key] = button
        self.position = plain_label()
        self.position.setObjectName("replayPosition")
        self.position.setMinimumWidth(180)
        self.position.setAlignment(Qt.AlignmentFlag.AlignCenter)
        bar.insertWidget(4, self.position)
        bar.addStretch(1)
        self.done = QPushButton()
        self.done.setObjectName("replayDone")
        self.done.clicked.connect(self.back)
        QShortcut(QKeySequence("Esc"), self).activated.connect(self.back)
        bar.addWidget(self.done)
        layout.addLayout(bar)
        layout.addLayout(self._playback_bar())
        self._layout = layout
        self.retranslate()

    def _playback_bar(self) -> QHBoxLayout:
        """Play / pause, its speed, the slider over every move, and whose hand shows."""
        bar = QHBoxLayout()
        self.timer = QTimer(self)
        self.timer.timeout.connect(self._play_on)
        self.play_button = QPushButton()
        self.play_button.setObjectName("replayPlay")
        self.play_button.clicked.connect(self.toggle_play)
        QShortcut(QKeySequence(PLAY_KEYS), self).activated.connect(self.toggle_play)
        bar.addWidget(self.play_button)
        self.speed = QComboBox()
        self.speed.setObjectName("replaySpeed")
        self.speed.addItems([""] * len(SPEEDS_MS))
        self.speed.setCurrentIndex(1)
        self.speed.currentIndexChanged.connect(lambda index: self.timer.setInterval(SPEEDS_MS[index]))
        self.timer.setInterval(SPEEDS_MS[1])
        bar.addWidget(self.speed)
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setObjectName("replaySlider")
        self.slider.valueChanged.connect(self.go)
        bar.addWidget(self.slider, 1)
        self.seat_label = QLabel()
        bar.addWidget(self.seat_label)
        self.seat_choice = QComboBox()
        self.seat_choice.setObjectName("replaySeat")
        self.seat_choice.activated.connect(self.show_seat)
        self.seat_label.setBuddy(self.seat_choice)
        bar.addWidget(self.seat_choice)
        return bar

    def open(self, game, record, names, viewer: int, addressed: bool = True) -> None:
        """Watch ``record`` (a game of the desktop package ``game``) through
        ``viewer``'s eyes, from its start. RecordError if the record does not fit."""
        self.states, self.events, self.turns, self.rounds = [], [], [], []
        begun = 0
        for state, events in replay_steps(record):
            self.states.append(state.clone())
            self.events.append(events)
            begun += sum(1 for event in events if event.get("type") == "turn")
            self.turns.append(turn_number(state, begun))
            self.rounds.append(round_number(state))
        if self.table is not None and not isinstance(self.table, game.TABLE):
            self._layout.removeWidget(self.table)
            self.table.hide()          # gone now, not at the next pass of the event loop
            self.table.deleteLater()
            self.table = None
        if self.table is None:
            self.table = game.TABLE()
            self._layout.addWidget(self.table, 1)
            QApplication.instance().installEventFilter(ReadOnly(self.table))
        self.table.animations = False
        self.table.read_only = True
        self.pause()
        self.viewer = viewer
        self.seat_choice.clear()
        self.seat_choice.addItems(list(names))
        self.names = list(names)
        self.seat_choice.setCurrentIndex(viewer)
        self.slider.blockSignals(True)          # the slider's range is no move yet
        self.slider.setRange(0, self.last)
        self.slider.blockSignals(False)
        self.table.reset(list(names), TableRules(lambda: self.states[self.step]))
        self.table.set_undo_allowed(False)
        log = self.table.log_model
        log.set_viewer(viewer)
        log.addressed = addressed
        log.add_events(0, game.opening_events(self.states[0]))
        self.step = 0
        self.go(0)

    # ------------------------------------------------------------ moving
    @property
    def last(self) -> int:
        return len(self.states) - 1

    def go(self, step: int) -> None:
        """Show the game after ``step`` actions (0: before the first)."""
        step = max(0, min(step, self.last))
        log = self.table.log_model
        if step < self.step:
            log.truncate(step)
        for number in range(self.step + 1, step + 1):
            log.add_events(number, self.events[number])
        self.step = step
        self._show()
        self.slider.blockSignals(True)
        self.slider.setValue(step)
        self.slider.blockSignals(False)
        self._update_position()

    def _show(self) -> None:
        state = self.states[self.step]
        self.table.show_view(state.view(self.viewer), None)
        self._hide_buttons()
        # Another seat's decision: who decides next, not the table's "Waiting for
        # Bob…" (a watched game waits for no one).
        decision = state.decision
        if decision is not None and not decision.is_chance and decision.player != self.viewer \
                and 0 <= decision.player < len(self.names):
            self.table.prompt.prompt.setText(self.tr("Next: {player} decides").format(
                player=self.names[decision.player]))

    def _hide_buttons(self) -> None:
        """Every button of the table goes (Rules, Keys, Undo, the answers, Hint,
        Sell …), the question stays: a watched table takes no click, and a
        button must not look as if it did, greyed or not."""
        for button in self.table.findChildren(QPushButton):
            button.hide()

    def show_seat(self, seat: int) -> None:
        """The table and the log as ``seat`` saw them: that seat's hand."""
        if not 0 <= seat < self.seat_choice.count() or seat == self.viewer:
            return
        self.viewer = seat
        self.table.log_model.set_viewer(seat)
        self._show()

    # ------------------------------------------------------------ playing by itself
    def toggle_play(self) -> None:
        if self.timer.isActive():
            self.pause()
            return
        if self.step >= self.last:       # from the final position: again from the start
            self.go(0)
        self.timer.start()
        self._update_play_button()

    def pause(self) -> None:
        self.timer.stop()
        self._update_play_button()

    @guarded
    def showEvent(self, event) -> None:
        """The keyboard is the page's, not the table's (which put it on the hand
        as it showed): a card selected there would stay large over the board."""
        super().showEvent(event)
        self.setFocus(Qt.FocusReason.OtherFocusReason)
        if self.table is not None:
            self.table.zoom.hide()

    @guarded
    def hideEvent(self, event) -> None:
        self.pause()            # back at the end page, the game stops playing
        super().hideEvent(event)

    def _play_on(self) -> None:
        self.step_forward()
        if self.step >= self.last:
            self.pause()

    def _update_play_button(self) -> None:
        playing = self.timer.isActive()
        self.play_button.setIcon(self.style().standardIcon(
            QStyle.StandardPixmap.SP_MediaPause if playing else QStyle.StandardPixmap.SP_MediaPlay))
        self.play_button.setText(self.tr("Pause") if playing else self.tr("Play"))

    def step_forward(self) -> None:
        self.go(self.step + 1)

    def step_back(self) -> None:
        self.go(self.step - 1)

    def to_start(self) -> None:
        self.go(0)

    def to_end(self) -> None:
        self.go(self.last)

    def turn_forward(self) -> None:
        """To the start of the next turn (or the end)."""
        turn = self.turns[self.step]
        step = next((s for s in range(self.step + 1, self.last + 1) if self.turns[s] != turn), self.last)
        self.go(step)

    def turn_back(self) -> None:
        """To the start of this turn, or of the one before if already there."""
        step = self.step
        if step > 0 and self.turns[step - 1] != self.turns[step]:
            step -= 1
        turn = self.turns[step]
        while step > 0 and self.turns[step - 1] == turn:
            step -= 1
        self.go(step)

    def _update_position(self) -> None:
        if not self.states:
            return
        round_ = self.rounds[self.step]
        if round_ is None:
            text = self.tr("Move {step} of {total} · turn {turn}").format(turn=self.turns[self.step],
                                                                         step=self.step, total=self.last)
        else:         # the table says "Round 9", not the 50th turn
            text = self.tr("Move {step} of {total} · round {round}").format(round=round_, step=self.step,
                                                                           total=self.last)
        self.position.setText(text)
        for key in ("start", "turn_back", "back"):
            self.buttons[key].setEnabled(self.step > 0)
        for key in ("forward", "turn_forward", "end"):
            self.buttons[key].setEnabled(self.step < self.last)

    def retranslate(self) -> None:
        self.title.setText(self.tr("Replay"))
        for key, text, tip in (("start", self.tr("Start"), self.tr("To the start (Home)")),
                               ("turn_back", self.tr("Turn"), self.tr("A turn back (Page Up)")),
                               ("back", self.tr("Move"), self.tr("A move back (←)")),
                               ("forward", self.tr("Move"), self.tr("A move forward (→)")),
                               ("turn_forward", self.tr("Turn"), self.tr("A turn forward (Page Down)")),
                               ("end", self.tr("End"), self.tr("To the final position (End)"))):
            self.buttons[key].setText(text)
            self.buttons[key].setToolTip(tip)
            self.buttons[key].setAccessibleName(tip)
        self.done.setText(self.tr("Back to the end screen"))
        self.play_button.setToolTip(self.tr("Play the game by itself, or pause it (Space)"))
        for index, name in enumerate((self.tr("Slow"), self.tr("Normal speed"), self.tr("Fast"))):
            self.speed.setItemText(index, name)
        self.speed.setToolTip(self.tr("How fast the game plays by itself"))
        self.slider.setToolTip(self.tr("Every move of the game: drag to go to one"))
        self.seat_label.setText(self.tr("Hand of:"))
        self.seat_choice.setToolTip(self.tr("Whose hand the table shows, and whose log"))
        self._update_play_button()
        self._update_position()
