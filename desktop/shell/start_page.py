"""The first screen: new game, continue the autosave, load, save it elsewhere,
settings, quit; and for each game "Learn to play" (when it has a lesson) and "Rules"."""
from __future__ import annotations

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import QGridLayout, QLabel, QProgressBar, QPushButton, QVBoxLayout, QWidget

from desktop.shell.games import has_lesson, playable_specs
from desktop.shell.i18n import AI_LEVELS, APP_CONTEXT, Retranslating, app_text, game_name, join, tr
from desktop.widgets.plain_text import plain_label


# A load that ends sooner shows no progress bar at all (no flicker).
PROGRESS_DELAY_MS = 300


class StartPage(Retranslating, QWidget):
    """``learn_requested(game_id)``: start that game's guided first game;
    ``rules_requested(game_id)``: show its rules."""

    new_game = Signal()
    continue_game = Signal()
    load_game = Signal()
    save_game = Signal()
    settings = Signal()
    quit = Signal()
    learn_requested = Signal(str)
    rules_requested = Signal(str)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("startPage")
        # The first thing a player sees: buttons of a size to match the title,
        # not the dialog size that looks lost on a large screen.
        self.setStyleSheet("#startPage QPushButton, #startGameName, #statisticsLine { font-size: 14px; }")
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
            button.setMinimumSize(280, 34)
            button.clicked.connect(signal)
            layout.addWidget(button, 0, Qt.AlignmentFlag.AlignHCenter)
            self.buttons[key] = button
        self.game_rows = {}     # game id -> (name label, Learn to play or None, Rules)
        layout.addSpacing(16)
        # One grid for all the games, so that their names and buttons line up in columns.
        games = QGridLayout()
        games.setColumnStretch(0, 1)
        games.setColumnStretch(4, 1)
        for row, spec in enumerate(playable_specs()):
            self._game_row(games, row, spec)
        layout.addLayout(games)
        self.statistics = plain_label()
        self.statistics.setObjectName("statisticsLine")
        self.statistics.setWordWrap(True)
        self.statistics.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._statistics = None      # (Statistics, whether to say the file was damaged)
        layout.addSpacing(12)
        layout.addWidget(self.statistics)
        self.error = plain_label()
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

    def _game_row(self, grid: QGridLayout, row: int, spec) -> None:
        """The game's name, right-aligned against its buttons, in ``row`` of ``grid`` (columns 1 to 3)."""
        name = QLabel()
        name.setObjectName("startGameName")
        name.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        grid.addWidget(name, row, 1)
        learn = None
        if has_lesson(spec.id):          # the game's package is not loaded for it
            learn = QPushButton()
            learn.setObjectName(f"learn_{spec.id}")
            learn.setMinimumSize(150, 30)
            learn.clicked.connect(lambda: self.learn_requested.emit(spec.id))
            grid.addWidget(learn, row, 2)
        rules = QPushButton()
        rules.setObjectName(f"rules_{spec.id}")
        rules.setMinimumSize(110, 30)
        rules.clicked.connect(lambda: self.rules_requested.emit(spec.id))
        grid.addWidget(rules, row, 3)
        self.game_rows[spec.id] = (name, learn, rules)

    def retranslate(self) -> None:
        self.title.setText(app_text("app_name"))
        self.subtitle.setText(self.tr("{game} — against AI or hot-seat").format(
            game=join(game_name(spec) for spec in playable_specs())))
        for key, text in (("new", self.tr("New game")), ("continue", self.tr("Continue")),
                          ("load", self.tr("Load…")), ("save", self.tr("Save as…")),
                          ("settings", self.tr("Settings")), ("quit", self.tr("Quit"))):
            self.buttons[key].setText(text)
        for spec in playable_specs():
            name, learn, rules = self.game_rows[spec.id]
            name.setText(self.tr("{game}:").format(game=game_name(spec)))
            if learn is not None:
                learn.setText(self.tr("Learn to play"))
            rules.setText(self.tr("Rules"))
        self._show_statistics()

    def show_statistics(self, stats, damaged: bool = False) -> None:
        """The games and wins against each AI level (``shell.statistics``);
        ``damaged``: say that the file was unreadable and counting began afresh."""
        self._statistics = (stats, damaged)
        self._show_statistics()

    def _show_statistics(self) -> None:
        if self._statistics is None:
            return
        stats, damaged = self._statistics
        levels = [*(level for level in AI_LEVELS if stats.games(level)),
                  *sorted(level for level in stats.levels if level not in AI_LEVELS and stats.games(level))]
        parts = [self.tr("{level} ({wins} of {games} won)").format(
            level=tr(AI_LEVELS[level], APP_CONTEXT) if level in AI_LEVELS else level,
            wins=stats.wins(level), games=stats.games(level)) for level in levels]
        lines = [self.tr("Your record — {levels}").format(levels=" · ".join(parts))] if parts else []
        if damaged:
            lines.append(self.tr("The statistics file could not be read; counting starts afresh."))
        self.statistics.setText("\n".join(lines))
        self.statistics.setVisible(bool(lines))

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
        for _, learn, _ in self.game_rows.values():
            if learn is not None:
                learn.setEnabled(not loading)
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
