"""How a game of Isekai Guild Masters ended: every player's fame in the
rulebook's five parts of final scoring (receptionist, controlled areas,
tiles/treasures/regalia chips, played cards, the altar of revival), the
total, the guild rank it earns, and the tie-breaks; for the end page's
chart, everyone's fame as it would score at each turn."""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from desktop.games.guild_masters.strings import GUILD_RANKS, SCORE_PARTS, TIE_NOTE, term, tr
from desktop.shell.i18n import Retranslating
from desktop.widgets.score_table import ScoreTable
from engine.games.guild_masters.scoring import final_scores

PLAYER = QT_TRANSLATE_NOOP("guild_masters", "Player")
ROUNDS = QT_TRANSLATE_NOOP("guild_masters", "Rounds played: {rounds}.")
PARTS = ("receptionist", "areas", "items", "cards", "altar", "total")


class EndDetails(Retranslating, QWidget):
    @staticmethod
    def points(view: dict) -> list:
        """Each seat's final fame."""
        return [score["total"] for score in view["scores"] or []]

    @staticmethod
    def state_points(state) -> list:
        """Each seat's fame so far: the view shows the scores only at the end."""
        return [score["total"] for score in final_scores(state)]

    def __init__(self, parent=None):
        super().__init__(parent)
        self._result = None     # (view, names, game_over event)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.scores = ScoreTable()
        self.note = QLabel()
        self.note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.note.setWordWrap(True)
        layout.addWidget(self.scores, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addWidget(self.note)

    def show_result(self, view: dict, names, ending: dict) -> None:
        self._result = (view, list(names), ending)
        self.retranslate()

    def cell(self, row: int, column: int) -> str:
        """The text in the score table (row 0: the headings)."""
        return self.scores.cell(row, column)

    def retranslate(self) -> None:
        if self._result is None:
            return
        view, names, _ending = self._result
        headings = [tr(PLAYER)] + [tr(SCORE_PARTS[key]) for key in PARTS] + [term("guild_rank")]
        rows = [(seat, [names[seat]] + [score[key] for key in PARTS] + [tr(GUILD_RANKS[score["rank"]])])
                for seat, score in enumerate(view["scores"] or [])]
        self.scores.set_rows(headings, rows, bold_column=len(PARTS))
        self.note.setText(tr(TIE_NOTE) + " " + tr(ROUNDS).format(rounds=view["round"]))
