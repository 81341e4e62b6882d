"""How a game of Tanto Cuore ended: the reason, a table of every player's VP
by source (cards, Ophelia, the Colette majority, Safran and Crescent sets,
Bad Habits, total) with the maids employed (the tie-break) and the turns
taken, and every player's final Private Quarters.

For the end page (``desktop/shell/end_page.py``): ``bought(event)`` (a maid
or Love employed, not an event card sent), ``rematch_options`` for Rematch
(the same town)."""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt

from desktop.games.tanto_cuore.quarters import QuartersStrip
from desktop.games.tanto_cuore.strings import END_REASONS, SCORE_SOURCES, TIE_NOTE, tr
from desktop.base.i18n import sentences
from desktop.widgets.end_details import BaseEndDetails

EMPLOYED = QT_TRANSLATE_NOOP("tanto_cuore", "Maids employed")
PLAYER = QT_TRANSLATE_NOOP("tanto_cuore", "Player")
TURNS = QT_TRANSLATE_NOOP("tanto_cuore", "Turns played: {turns}.")
TURNS_TAKEN = QT_TRANSLATE_NOOP("tanto_cuore", "Turns")
SENT = ("bad_habits", "illness")       # an employ that sends an event card to another player


class EndDetails(BaseEndDetails):
    CHART_AT = 3       # where in this layout the end page puts its chart: under the score table

    def __init__(self, parent=None):
        super().__init__(parent)
        self.reason = self.centred_label("endReason")
        self.note = self.centred_label()
        self.quarters_host = self.strips_host()
        layout = self.layout()
        layout.addWidget(self.reason)
        layout.addWidget(self.scores, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addWidget(self.note)
        layout.addSpacing(8)
        layout.addWidget(self.quarters_host, 0, Qt.AlignmentFlag.AlignHCenter)

    @staticmethod
    def bought(event: dict) -> bool:
        return event.get("type") == "employ" and event.get("to") not in SENT

    @staticmethod
    def rematch_options(options: dict, view: dict) -> dict:
        return {**options, "town": list(view["town_maids"])}

    def make_strips(self, players: int) -> list:
        return [QuartersStrip(seat) for seat in range(players)]

    def show_scores(self, view: dict, names: list, ending: dict) -> None:
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
        self.note.setText(sentences(tr(TIE_NOTE), tr(TURNS).format(turns=view["turn_number"])))
