"""The games on the start page, the easiest to learn first: each with its
picture, its name, one line saying what it is, how long a game lasts and how
hard it is to learn (all from its GameSpec, declared once per game), the
player's record in it, and its "Learn to play" (when it has a lesson) and
"Rules" buttons. The game's desktop package is not loaded for any of it."""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt, Signal
from PySide6.QtWidgets import QGridLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from desktop.shell.games import has_lesson, playable_specs
from desktop.base.i18n import AI_LEVELS, APP_CONTEXT, GAMES_CONTEXT, Retranslating, game_name, tr
from desktop.widgets.game_emblem import GameEmblem

LEARNING = {
    1: QT_TRANSLATE_NOOP("StartGames", "Easy to learn"),
    2: QT_TRANSLATE_NOOP("StartGames", "Moderate to learn"),
    3: QT_TRANSLATE_NOOP("StartGames", "Hard to learn"),
}


def offered_in_order() -> list:
    """The playable games, the easiest to learn first (a game that does not say, last)."""
    return sorted(playable_specs(), key=lambda spec: (spec.learning or len(LEARNING) + 1, spec.id))


def level_name(level: str) -> str:
    return tr(AI_LEVELS[level], APP_CONTEXT) if level in AI_LEVELS else level


class StartGames(Retranslating, QWidget):
    """``rows[game id]``: (name label, Learn to play or None, Rules)."""

    learn_requested = Signal(str)
    rules_requested = Signal(str)

    def __init__(self, parent=None):
        super().__init__(parent)
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setHorizontalSpacing(12)
        grid.setVerticalSpacing(10)
        grid.setColumnStretch(0, 1)
        grid.setColumnStretch(5, 1)
        self.specs = offered_in_order()
        self.rows, self.lines = {}, {}
        for row, spec in enumerate(self.specs):
            self._game_row(grid, row, spec)
        self._statistics = None
        self.retranslate()

    def _game_row(self, grid: QGridLayout, row: int, spec) -> None:
        grid.addWidget(GameEmblem(spec.id, spec.emblem), row, 1, Qt.AlignmentFlag.AlignTop)
        words = QVBoxLayout()
        words.setSpacing(1)
        name = QLabel()
        name.setObjectName("startGameName")
        summary, facts, record = QLabel(), QLabel(), QLabel()
        for label, object_name in ((summary, "startGameSummary"), (facts, "startGameFacts"),
                                   (record, "startGameRecord")):
            label.setObjectName(object_name)
            label.setTextFormat(Qt.TextFormat.PlainText)
        summary.setWordWrap(True)
        summary.setMinimumWidth(440)        # two lines at most, not a narrow column
        summary.setMaximumWidth(540)
        for label in (name, summary, facts, record):
            words.addWidget(label)
        grid.addLayout(words, row, 2)
        learn = None
        if has_lesson(spec.id):
            learn = QPushButton()
            learn.setObjectName(f"learn_{spec.id}")
            learn.setMinimumSize(150, 30)
            learn.clicked.connect(lambda: self.learn_requested.emit(spec.id))
            grid.addWidget(learn, row, 3, Qt.AlignmentFlag.AlignVCenter)
        rules = QPushButton()
        rules.setObjectName(f"rules_{spec.id}")
        rules.setMinimumSize(110, 30)
        rules.clicked.connect(lambda: self.rules_requested.emit(spec.id))
        grid.addWidget(rules, row, 4, Qt.AlignmentFlag.AlignVCenter)
        self.rows[spec.id] = (name, learn, rules)
        self.lines[spec.id] = (summary, facts, record)

    def facts_text(self, spec) -> str:
        """"30–45 minutes · Easy to learn", as far as the spec says."""
        parts = []
        low, high = spec.minutes
        if high:
            parts.append(self.tr("{low}–{high} minutes").format(low=low, high=high) if low != high
                         else self.tr("{minutes} minutes").format(minutes=high))
        if spec.learning in LEARNING:
            parts.append(self.tr(LEARNING[spec.learning]))
        return " · ".join(parts)

    def record_text(self, stats, game_id: str) -> str:
        """The player's record in the game: each AI level's wins, a game's length, the best score."""
        if stats is None or not stats.played(game_id):
            return ""
        ordered = [*(level for level in AI_LEVELS if level in stats.levels(game_id)),
                   *sorted(level for level in stats.levels(game_id) if level not in AI_LEVELS)]
        parts = [self.tr("{level}: {wins} of {games} won").format(
            level=level_name(level), wins=stats.wins(level, game_id), games=stats.games(level, game_id))
            for level in ordered]
        parts.append(self.tr("{turns} turns a game").format(turns=stats.average_turns(game_id)))
        if stats.best(game_id) is not None:
            parts.append(self.tr("best score {points}").format(points=stats.best(game_id)))
        return self.tr("Your record: {parts}").format(parts=" · ".join(parts))

    def show_statistics(self, stats) -> None:
        self._statistics = stats
        self._show_records()

    def _show_records(self) -> None:
        for spec in self.specs:
            record = self.lines[spec.id][2]
            record.setText(self.record_text(self._statistics, spec.id))
            record.setVisible(bool(record.text()))

    def retranslate(self) -> None:
        for spec in self.specs:
            name, learn, rules = self.rows[spec.id]
            summary, facts, _record = self.lines[spec.id]
            name.setText(game_name(spec))
            summary.setText(tr(spec.summary, GAMES_CONTEXT) if spec.summary else "")
            summary.setVisible(bool(spec.summary))
            facts.setText(self.facts_text(spec))
            if learn is not None:
                learn.setText(self.tr("Learn to play"))
            rules.setText(self.tr("Rules"))
        self._show_records()
