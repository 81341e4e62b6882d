"""How a game of Heart of Crown ended: the reason, a table of every player's
succession points by source (princess, territories, succession cards) with
the curses they received, the cards they bought and the turns they took, and
every player's final domain, which is where the points came from.

For the end page (``desktop/shell/end_page.py``): ``rematch_options`` for
Rematch (the same market, not a new random one)."""
from __future__ import annotations

from PySide6.QtCore import Qt

from desktop.games.heart_of_crown.domain_strip import DomainStrip
from desktop.widgets.end_details import BaseEndDetails
from engine.games.heart_of_crown.cards import CARDS


def score_parts(player: dict) -> dict:
    """A player's succession points (of the view) by where they come from;
    succession cards are the rest (Maid Honoka counts by the other maids)."""
    princess = CARDS[player["princess"]].points + player["point_counters"] if player["princess"] else 0
    lands = sum(CARDS[land["card"]].points for land in player["lands"])
    return {"princess": princess, "lands": lands, "succession": player["points"] - princess - lands,
            "total": player["points"]}


class EndDetails(BaseEndDetails):
    CHART_AT = 3       # where in this layout the end page puts its chart: under the score table

    def __init__(self, parent=None):
        super().__init__(parent)
        self.reason = self.centred_label("endReason", wrap=True)
        self.domains = self.strips_host()
        layout = self.layout()
        layout.addWidget(self.reason)
        layout.addSpacing(6)
        layout.addWidget(self.scores, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addSpacing(10)
        layout.addWidget(self.domains, 0, Qt.AlignmentFlag.AlignHCenter)

    @staticmethod
    def rematch_options(options: dict, view: dict) -> dict:
        return {**options, "market": list(view["market_piles"])}

    def make_strips(self, players: int) -> list:
        return [DomainStrip(seat, own=False, compact=players > 2) for seat in range(players)]

    def show_scores(self, view: dict, names: list, ending: dict) -> None:
        how = {"coronation": self.tr("by coronation"), "sudden_death": self.tr(
                   "in sudden death: more than one player declared a coronation, so only they played on, "
                   "and the first to reach 30 succession points won"),
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
