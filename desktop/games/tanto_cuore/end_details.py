"""How a game of Tanto Cuore ended: the reason, a table of every player's VP
by source (cards, Ophelia, the Colette majority, Safran and Crescent sets,
Bad Habits, total) with the maids employed (the tie-break), and every
player's final Private Quarters."""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtWidgets import QGridLayout, QLabel, QVBoxLayout, QWidget

from desktop.games.tanto_cuore.quarters import QuartersStrip
from desktop.games.tanto_cuore.strings import END_REASONS, SCORE_SOURCES, TIE_NOTE, tr
from desktop.shell.i18n import Retranslating

QUARTERS_WIDTH = 900
EMPLOYED = QT_TRANSLATE_NOOP("tanto_cuore", "Maids employed")
PLAYER = QT_TRANSLATE_NOOP("tanto_cuore", "Player")
TURNS = QT_TRANSLATE_NOOP("tanto_cuore", "Turns played: {turns}.")


class EndDetails(Retranslating, QWidget):
    def __init__(self, parent=None):
        super().__init__(parent)
        self._result = None     # (view, names, game_over event)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.reason = QLabel()
        self.reason.setObjectName("endReason")
        self.reason.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.scores = QWidget()
        self.grid = QGridLayout(self.scores)
        self.grid.setHorizontalSpacing(14)
        self.note = QLabel()
        self.note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.quarters_host = QWidget()
        self.quarters_host.setFixedWidth(QUARTERS_WIDTH)
        self._quarters_layout = QVBoxLayout(self.quarters_host)
        self._quarters_layout.setContentsMargins(0, 0, 0, 0)
        self.strips: list[QuartersStrip] = []
        layout.addWidget(self.reason)
        layout.addWidget(self.scores, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addWidget(self.note)
        layout.addSpacing(8)
        layout.addWidget(self.quarters_host, 0, Qt.AlignmentFlag.AlignHCenter)

    def show_result(self, view: dict, names, ending: dict) -> None:
        self._result = (view, list(names), ending)
        for strip in self.strips:
            strip.deleteLater()
        self.strips = [QuartersStrip(seat) for seat in range(len(names))]
        for strip in self.strips:
            self._quarters_layout.addWidget(strip)
        self.retranslate()

    def cell(self, row: int, column: int) -> str:
        """The text in the score table (row 0: the headings)."""
        item = self.grid.itemAtPosition(row, column)
        return item.widget().text() if item is not None else ""

    def retranslate(self) -> None:
        if self._result is None:
            return
        view, names, ending = self._result
        self.reason.setText(tr(END_REASONS[ending["reason"]]) if ending.get("reason") in END_REASONS else "")
        while self.grid.count():
            self.grid.takeAt(0).widget().deleteLater()
        sources = list(SCORE_SOURCES)
        headings = [tr(PLAYER)] + [tr(SCORE_SOURCES[key]) for key in sources] + [tr(EMPLOYED)]
        for column, text in enumerate(headings):
            self._put(0, column, text, bold=True)
        for row, player in enumerate(view["players"], start=1):
            values = [names[player["seat"]]] + [str(player["score"].get(key, 0)) for key in sources]
            values.append(str(player["employed"]))
            for column, text in enumerate(values):
                self._put(row, column, text, bold=column == len(sources))
        self.note.setText(tr(TIE_NOTE) + " " + tr(TURNS).format(turns=view["turn_number"]))
        for strip in self.strips:
            strip.refresh(view, names[strip.seat], ())

    def _put(self, row: int, column: int, text: str, bold: bool = False) -> None:
        label = QLabel(text)
        label.setAlignment(Qt.AlignmentFlag.AlignCenter if column else Qt.AlignmentFlag.AlignLeft)
        if bold:
            font = label.font()
            font.setBold(True)
            label.setFont(font)
        self.grid.addWidget(label, row, column)
