"""The first screen: new game, continue the autosave, load, save it elsewhere,
settings, quit; and the games (``start_games``), each with "Learn to play"
(when it has a lesson), "Rules" and the player's record in it."""
from __future__ import annotations

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QProgressBar, QPushButton, QScrollArea, QVBoxLayout, QWidget

from desktop.shell.crash_notice import CrashNotice
from desktop.base.i18n import AI_LEVELS, Retranslating, app_text, game_name, join
from desktop.shell.start_games import StartGames, level_name, offered_in_order
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
        self.setStyleSheet("#startPage QPushButton, #startGameSummary, #statisticsLine { font-size: 14px; }"
                           "#startGameName { font-size: 16px; font-weight: bold; color: #5b2f4a; }"
                           "#startGameFacts, #startGameRecord { font-size: 12px; color: #5d5044; }")
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
        # Two buttons a row: the games below keep their room at 1024×600.
        menu = QGridLayout()
        menu.setColumnStretch(0, 1)
        menu.setColumnStretch(3, 1)
        self.buttons = {}
        for index, (key, signal) in enumerate((
                ("new", self.new_game), ("continue", self.continue_game), ("load", self.load_game),
                ("save", self.save_game), ("settings", self.settings), ("quit", self.quit))):
            button = QPushButton()
            button.setObjectName("start_" + key)
            button.setMinimumSize(220, 34)
            button.clicked.connect(signal)
            menu.addWidget(button, index // 2, 1 + index % 2)
            self.buttons[key] = button
        layout.addLayout(menu)
        layout.addSpacing(20)
        self.games = StartGames()
        self.games.learn_requested.connect(self.learn_requested)
        self.games.rules_requested.connect(self.rules_requested)
        self.game_rows = self.games.rows     # game id -> (name label, Learn to play or None, Rules)
        # Four games with their records are taller than a 1024×600 screen leaves: the list
        # scrolls there, and shows whole on any larger window.
        self.games_scroll = QScrollArea()
        self.games_scroll.setObjectName("startGamesScroll")
        self.games_scroll.setWidget(self.games)
        self.games_scroll.setWidgetResizable(True)
        self.games_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.games_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.games_scroll.viewport().setAutoFillBackground(False)
        self.games.setAutoFillBackground(False)
        layout.addWidget(self.games_scroll, 1)
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
        self.error.hide()           # an empty line's height pushed the page past 600 in Japanese
        layout.addSpacing(12)
        layout.addWidget(self.error)
        self.crash_notice = CrashNotice()      # after a crash: where its report is
        layout.addWidget(self.crash_notice)
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
            game=join(game_name(spec) for spec in offered_in_order())))
        for key, text in (("new", self.tr("New game")), ("continue", self._continue_text()),
                          ("load", self.tr("Load…")), ("save", self.tr("Save as…")),
                          ("settings", self.tr("Settings")), ("quit", self.tr("Quit"))):
            self.buttons[key].setText(text)
        self._even_buttons()
        self._show_statistics()

    def _even_buttons(self) -> None:
        """Both columns as wide as the widest button ("Continue: Isekai Guild Masters, round 3")."""
        widest = max(button.sizeHint().width() for button in self.buttons.values())
        for button in self.buttons.values():
            button.setMinimumWidth(max(220, widest))

    def show_statistics(self, stats, damaged: bool = False) -> None:
        """The player's record (``shell.statistics``): per game in its row, and
        the counts of an older file, over all games, below; ``damaged``: say
        that the file was unreadable and counting began afresh."""
        self._statistics = (stats, damaged)
        self._show_statistics()

    def _show_statistics(self) -> None:
        if self._statistics is None:
            return
        stats, damaged = self._statistics
        self.games.show_statistics(stats)
        levels = [*(level for level in AI_LEVELS if level in stats.earlier),
                  *sorted(level for level in stats.earlier if level not in AI_LEVELS)]
        parts = [self.tr("{level} ({wins} of {games} won)").format(
            level=level_name(level), wins=stats.earlier[level]["wins"], games=stats.earlier[level]["games"])
            for level in levels if stats.earlier[level]["games"]]
        lines = [self.tr("Earlier games, all games together — {levels}").format(levels=" · ".join(parts))] \
            if parts else []
        if damaged:
            lines.append(self.tr("The statistics file could not be read; counting starts afresh."))
        self.statistics.setText("\n".join(lines))
        self.statistics.setVisible(bool(lines))

    def set_can_continue(self, can: bool, resumes: dict | None = None) -> None:
        """Continue, and Save as, need an autosaved game; ``resumes`` says which
        and where ({"game": id, "turn" or "round": n}), for Continue's words."""
        self._can_continue = can
        self._resumes = resumes if can else None
        self.buttons["continue"].setEnabled(can)
        self.buttons["save"].setEnabled(can)
        self.buttons["continue"].setText(self._continue_text())
        self._even_buttons()

    def _continue_text(self) -> str:
        """"Continue: Heart of Crown, turn 12"; "Continue" without a game to name."""
        resumes = getattr(self, "_resumes", None)
        specs = {spec.id: spec for spec in offered_in_order()}
        if not resumes or resumes.get("game") not in specs:
            return self.tr("Continue")
        game = game_name(specs[resumes["game"]])
        if isinstance(resumes.get("turn"), int):
            return self.tr("Continue: {game}, turn {turn}").format(game=game, turn=resumes["turn"])
        if isinstance(resumes.get("round"), int):
            return self.tr("Continue: {game}, round {round}").format(game=game, round=resumes["round"])
        return self.tr("Continue: {game}").format(game=game)

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
        self.error.setVisible(bool(text))
