"""How a game of Isekai Guild Masters ended: every player's fame in the
rulebook's five parts of final scoring (receptionist, controlled areas,
tiles/treasures/regalia chips, played cards, the altar of revival), the
total, the guild rank it earns, and the tie-breaks; for the end page's
chart, everyone's fame as it would score at each turn."""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtWidgets import QGridLayout, QLabel, QVBoxLayout, QWidget

from desktop.games.guild_masters.strings import GUILD_RANKS, SCORE_PARTS, TIE_NOTE, term, tr
from desktop.shell.i18n import Retranslating
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
        self.scores = QWidget()
        self.grid = QGridLayout(self.scores)
        self.grid.setHorizontalSpacing(14)
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
        item = self.grid.itemAtPosition(row, column)
        return item.widget().text() if item is not None else ""

    def retranslate(self) -> None:
        if self._result is None:
            return
        view, names, _ending = self._result
        while self.grid.count():
            self.grid.takeAt(0).widget().deleteLater()
        headings = [tr(PLAYER)] + [tr(SCORE_PARTS[key]) for key in PARTS] + [term("guild_rank")]
        for column, text in enumerate(headings):
            self._put(0, column, text, bold=True)
        for row, (seat, score) in enumerate(enumerate(view["scores"] or []), start=1):
            values = [names[seat]] + [str(score[key]) for key in PARTS] + [tr(GUILD_RANKS[score["rank"]])]
            for column, text in enumerate(values):
                self._put(row, column, text, bold=column == len(PARTS))
        self.note.setText(tr(TIE_NOTE) + " " + tr(ROUNDS).format(rounds=view["round"]))

    def _put(self, row: int, column: int, text: str, bold: bool = False) -> None:
        label = QLabel(text)
        label.setAlignment(Qt.AlignmentFlag.AlignCenter if column else Qt.AlignmentFlag.AlignLeft)
        if bold:
            font = label.font()
            font.setBold(True)
            label.setFont(font)
        self.grid.addWidget(label, row, column)
