"""How a game of Tanto Cuore ended: the reason, a table of every player's VP
by source (cards, Ophelia, the Colette majority, Safran and Crescent sets,
Bad Habits, total) with the maids employed (the tie-break) and the turns
taken, and every player's final Private Quarters.

For the end page (``desktop/shell/end_page.py``): ``points(view)`` for its
chart, ``bought(event)`` (a maid or Love employed, not an event card sent),
``rematch_options`` for Rematch (the same town)."""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from desktop.games.tanto_cuore.quarters import QuartersStrip
from desktop.games.tanto_cuore.strings import END_REASONS, SCORE_SOURCES, TIE_NOTE, tr
from desktop.shell.i18n import Retranslating
from desktop.widgets.score_table import ScoreTable

QUARTERS_WIDTH = 900
EMPLOYED = QT_TRANSLATE_NOOP("tanto_cuore", "Maids employed")
PLAYER = QT_TRANSLATE_NOOP("tanto_cuore", "Player")
TURNS = QT_TRANSLATE_NOOP("tanto_cuore", "Turns played: {turns}.")
TURNS_TAKEN = QT_TRANSLATE_NOOP("tanto_cuore", "Turns")
SENT = ("bad_habits", "illness")       # an employ that sends an event card to another player


class EndDetails(Retranslating, QWidget):
    CHART_AT = 3       # where in this layout the end page puts its chart: under the score table

    def __init__(self, parent=None):
        super().__init__(parent)
        self._result = None     # (view, names, game_over event)
        self._story = None      # the end page's GameStory
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.reason = QLabel()
        self.reason.setObjectName("endReason")
        self.reason.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.scores = ScoreTable()
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

    @staticmethod
    def points(view: dict) -> list:
        return [player["score"]["total"] for player in view["players"]]

    @staticmethod
    def bought(event: dict) -> bool:
        return event.get("type") == "employ" and event.get("to") not in SENT

    @staticmethod
    def rematch_options(options: dict, view: dict) -> dict:
        return {**options, "town": list(view["town_maids"])}

    def show_result(self, view: dict, names, ending: dict) -> None:
        self._result = (view, list(names), ending)
        for strip in self.strips:
            strip.deleteLater()
        self.strips = [QuartersStrip(seat) for seat in range(len(names))]
        for strip in self.strips:
            self._quarters_layout.addWidget(strip)
        self.retranslate()

    def show_story(self, story) -> None:
        self._story = story
        self.retranslate()

    def cell(self, row: int, column: int) -> str:
        """The text in the score table (row 0: the headings)."""
        return self.scores.cell(row, column)

    def retranslate(self) -> None:
        if self._result is None:
            return
        view, names, ending = self._result
        self.reason.setText(tr(END_REASONS[ending["reason"]]) if ending.get("reason") in END_REASONS else "")
        sources = list(SCORE_SOURCES)
        headings = [tr(PLAYER)] + [tr(SCORE_SOURCES[key]) for key in sources] + [tr(EMPLOYED), tr(TURNS_TAKEN)]
        rows = []
        for player in view["players"]:
            seat = player["seat"]
            turns = self._story.turns[seat] if self._story is not None else "–"
            rows.append((seat, [names[seat], *(player["score"].get(key, 0) for key in sources),
                                player["employed"], turns]))
        self.scores.set_rows(headings, rows, bold_column=len(sources))
        self.note.setText(tr(TIE_NOTE) + " " + tr(TURNS).format(turns=view["turn_number"]))
        for strip in self.strips:
            strip.refresh(view, names[strip.seat], ())
