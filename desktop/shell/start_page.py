"""The first screen: new game, continue the autosave, load, save it elsewhere, settings, quit."""
from __future__ import annotations

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import QLabel, QProgressBar, QPushButton, QVBoxLayout, QWidget

from desktop.shell.games import playable_specs
from desktop.shell.i18n import Retranslating, app_text, game_name, join
from engine.core.spec import get_spec


# A load that ends sooner shows no progress bar at all (no flicker).
PROGRESS_DELAY_MS = 300


class StartPage(Retranslating, QWidget):
    new_game = Signal()
    continue_game = Signal()
    load_game = Signal()
    save_game = Signal()
    settings = Signal()
    quit = Signal()
    rules_requested = Signal(str)     # a game's id: its rules reference

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("startPage")
        layout = QVBoxLayout(self)
        layout.addStretch(2)
        self.title = QLabel()
        self.title.setObjectName("startTitle")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.subtitle = QLabel()
        self.subtitle.setObjectName("startSubtitle")
        self.subtitle.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.title)
        layout.addWidget(self.subtitle)
        layout.addSpacing(24)
        self.buttons = {}
        for key, signal in (("new", self.new_game), ("continue", self.continue_game), ("load", self.load_game),
                            ("save", self.save_game), ("settings", self.settings), ("quit", self.quit)):
            button = QPushButton()
            button.setObjectName("start_" + key)
            button.setMinimumWidth(240)
            button.clicked.connect(signal)
            layout.addWidget(button, 0, Qt.AlignmentFlag.AlignHCenter)
            self.buttons[key] = button
        # The rules of each game, above Settings.
        self.rules_buttons = {}
        for spec in playable_specs():
            button = QPushButton()
            button.setObjectName("start_rules_" + spec.id)
            button.setMinimumWidth(240)
            button.clicked.connect(lambda _=False, game_id=spec.id: self.rules_requested.emit(game_id))
            layout.insertWidget(layout.indexOf(self.buttons["settings"]), button, 0, Qt.AlignmentFlag.AlignHCenter)
            self.rules_buttons[spec.id] = button
        self.error = QLabel()
        self.error.setObjectName("errorLine")
        self.error.setWordWrap(True)
        self.error.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addSpacing(12)
        layout.addWidget(self.error)
        self.progress = QProgressBar()
        self.progress.setObjectName("loadProgress")
        self.progress.setMinimumWidth(320)
        self.progress.hide()
        layout.addWidget(self.progress, 0, Qt.AlignmentFlag.AlignHCenter)
        self._progress_delay = QTimer(self)
        self._progress_delay.setSingleShot(True)
        self._progress_delay.setInterval(PROGRESS_DELAY_MS)
        self._progress_delay.timeout.connect(self.progress.show)
        self._can_continue = False
        layout.addStretch(3)
        self.retranslate()

    def retranslate(self) -> None:
        self.title.setText(app_text("app_name"))
        self.subtitle.setText(self.tr("{game} — against AI or hot-seat").format(
            game=join(game_name(spec) for spec in playable_specs())))
        for key, text in (("new", self.tr("New game")), ("continue", self.tr("Continue")),
                          ("load", self.tr("Load…")), ("save", self.tr("Save as…")),
                          ("settings", self.tr("Settings")), ("quit", self.tr("Quit"))):
            self.buttons[key].setText(text)
        for game_id, button in self.rules_buttons.items():
            button.setText(self.tr("Rules of {game}").format(game=game_name(get_spec(game_id))))

    def set_can_continue(self, can: bool) -> None:
        """Continue, and Save as, need an autosaved game."""
        self._can_continue = can
        self.buttons["continue"].setEnabled(can)
        self.buttons["save"].setEnabled(can)

    def set_loading(self, loading: bool) -> None:
        """While a game is being opened nothing else may start; a load that
        takes a while shows its progress."""
        for key, button in self.buttons.items():
            needs_game = key in ("continue", "save")
            button.setEnabled(key == "quit" or (not loading and (self._can_continue or not needs_game)))
        self.progress.setFormat(self.tr("Opening the game… %p%"))
        self.progress.setRange(0, 0)         # busy until the first count arrives
        if loading:
            self._progress_delay.start()
        else:
            self._progress_delay.stop()
            self.progress.hide()

    def show_progress(self, done: int, total: int) -> None:
        self.progress.setRange(0, max(total, 1))
        self.progress.setValue(done)

    def show_error(self, text: str) -> None:
        self.error.setText(text)
