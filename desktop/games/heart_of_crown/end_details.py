"""How a game of Heart of Crown ended: the reason, a table of every player's
succession points by source (princess, territories, succession cards) with
the curses they received, the cards they bought and the turns they took, and
every player's final domain, which is where the points came from.

For the end page (``desktop/shell/end_page.py``): ``points(view)`` for its
chart, ``rematch_options`` for Rematch (the same market, not a new random one)."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from desktop.games.heart_of_crown.domain_strip import DomainStrip
from desktop.shell.i18n import Retranslating
from desktop.widgets.score_table import ScoreTable
from engine.games.heart_of_crown.cards import CARDS

DOMAINS_WIDTH = 900


def score_parts(player: dict) -> dict:
    """A player's succession points (of the view) by where they come from;
    succession cards are the rest (Maid Honoka counts by the other maids)."""
    princess = CARDS[player["princess"]].points + player["point_counters"] if player["princess"] else 0
    lands = sum(CARDS[land["card"]].points for land in player["lands"])
    return {"princess": princess, "lands": lands, "succession": player["points"] - princess - lands,
            "total": player["points"]}


class EndDetails(Retranslating, QWidget):
    CHART_AT = 3       # where in this layout the end page puts its chart: under the score table

    def __init__(self, parent=None):
        super().__init__(parent)
        self._result = None     # (view, names, game_over event) of the game shown
        self._story = None      # the end page's GameStory: cards bought, turns, events
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.reason = QLabel()
        self.reason.setObjectName("endReason")
        self.reason.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.reason.setWordWrap(True)
        self.scores = ScoreTable()
        self.domains = QWidget()
        self.domains.setFixedWidth(DOMAINS_WIDTH)
        self._domain_layout = QVBoxLayout(self.domains)
        self._domain_layout.setContentsMargins(0, 0, 0, 0)
        self.strips = []
        layout.addWidget(self.reason)
        layout.addSpacing(6)
        layout.addWidget(self.scores, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addSpacing(10)
        layout.addWidget(self.domains, 0, Qt.AlignmentFlag.AlignHCenter)

    @staticmethod
    def points(view: dict) -> list:
        return [player["points"] for player in view["players"]]

    @staticmethod
    def rematch_options(options: dict, view: dict) -> dict:
        return {**options, "market": list(view["market_piles"])}

    def show_result(self, view: dict, names, ending: dict) -> None:
        self._result = (view, list(names), ending)
        for strip in self.strips:
            strip.deleteLater()
        self.strips = [DomainStrip(seat, own=False, compact=len(names) > 2) for seat in range(len(names))]
        for strip in self.strips:
            self._domain_layout.addWidget(strip)
        self.retranslate()

    def show_story(self, story) -> None:
        self._story = story
        self.retranslate()

    def cell(self, row: int, column: int) -> str:
        return self.scores.cell(row, column)

    def retranslate(self) -> None:
        if self._result is None:
            return
        view, names, ending = self._result
        how = {"coronation": self.tr("by coronation"), "sudden_death": self.tr("in sudden death"),
               "judgement": self.tr("by judgement: the Court Maid, Senator and Duke piles ran out"),
               "stalemate": self.tr(
                   "on succession points: for {rounds} rounds in a row nobody bought or gained a card or backed a princess")}
        self.reason.setText(how.get(ending.get("reason"), "").format(rounds=ending.get("rounds")))
        headings = [self.tr("Player"), self.tr("Princess"), self.tr("Territories"), self.tr("Succession cards"),
                    self.tr("Succession points"), self.tr("Curses received"), self.tr("Cards bought"),
                    self.tr("Turns")]
        story = self._story
        rows = []
        for player in view["players"]:
            seat = player["seat"]
            parts = score_parts(player)
            counts = ["–"] * 3
            if story is not None:
                curses = sum(1 for e in story.events
                             if e.get("type") == "gain" and e.get("card") == "curse" and e.get("player") == seat)
                counts = [curses, story.bought[seat], story.turns[seat]]
            rows.append((seat, [names[seat], parts["princess"], parts["lands"], parts["succession"],
                                parts["total"], *counts]))
        self.scores.set_rows(headings, rows, bold_column=4)
        for strip in self.strips:
            strip.refresh(view, names[strip.seat], ())
