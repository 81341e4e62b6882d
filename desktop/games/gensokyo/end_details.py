"""How a game of Gensokyo ended (§12): the reason (the deck ran out, a
bankruptcy, the round cap), a table of every player's total assets by part
(money, land values) with the lands held and the rank, and each player's
lands with their levels. The end page draws total assets over the rounds
from the state's ``progress()``."""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt

from desktop.games.gensokyo.strings import end_reason, money, square_name, tr
from desktop.widgets.end_details import BaseEndDetails
from engine.games.gensokyo.board import board_for

PLAYER = QT_TRANSLATE_NOOP("gensokyo", "Player")
MONEY = QT_TRANSLATE_NOOP("gensokyo", "Money")
LAND_VALUES = QT_TRANSLATE_NOOP("gensokyo", "Land values")
TOTAL = QT_TRANSLATE_NOOP("gensokyo", "Total assets")
LANDS = QT_TRANSLATE_NOOP("gensokyo", "Lands")
RANK = QT_TRANSLATE_NOOP("gensokyo", "Rank")
BANKRUPT = QT_TRANSLATE_NOOP("gensokyo", "bankrupt")
HELD = QT_TRANSLATE_NOOP("gensokyo", "{name}: {lands}")
NO_LANDS = QT_TRANSLATE_NOOP("gensokyo", "{name}: no lands")
LAND_LEVEL = QT_TRANSLATE_NOOP("gensokyo", "{land} (level {level})")
CHART_TITLE = QT_TRANSLATE_NOOP("gensokyo", "Total assets over the rounds")
TIE_NOTE = QT_TRANSLATE_NOOP(
    "gensokyo", "Ranked by total assets; on equal assets the higher land value, then more lands; a bankrupt "
    "player is last.")


def land_values(view: dict) -> dict:
    """{seat: the sum of its lands' values} (a land's value is its grade × its level, §10)."""
    board = board_for(view["map"], len(view["players"]))
    values = {player["seat"]: 0 for player in view["players"]}
    for square, land in view["lands"].items():
        values[land["owner"]] += board.grade[board.index(square)] * land["level"]
    return values


class EndDetails(BaseEndDetails):
    CHART_AT = 3       # where in this layout the end page puts its chart: under the score table

    def __init__(self, parent=None):
        super().__init__(parent)
        self.reason = self.centred_label("endReason", wrap=True)
        self.note = self.centred_label(wrap=True)
        self.lands = self.centred_label("endLands", wrap=True)
        layout = self.layout()
        layout.addWidget(self.reason)
        layout.addWidget(self.scores, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addWidget(self.note)
        layout.addSpacing(8)
        layout.addWidget(self.lands)

    def chart_title(self) -> str:
        return tr(CHART_TITLE)

    def show_scores(self, view: dict, names: list, ending: dict) -> None:
        self.reason.setText(end_reason(ending))
        values = land_values(view)
        headings = [tr(PLAYER), tr(MONEY), tr(LAND_VALUES), tr(TOTAL), tr(LANDS), tr(RANK)]
        ranks = view["ranks"] or [None] * len(view["players"])
        rows, held = [], []
        for player in view["players"]:
            seat = player["seat"]
            lands = sorted((square, land["level"]) for square, land in view["lands"].items() if land["owner"] == seat)
            rank = "–" if ranks[seat] is None else str(ranks[seat])
            if player["bankrupt"]:
                rank += f" ({tr(BANKRUPT)})"
            rows.append((seat, [names[seat], money(player["money"]), money(values[seat]), money(player["assets"]),
                                len(lands), rank]))
            words = ", ".join(tr(LAND_LEVEL).format(land=square_name(square), level=level)
                              for square, level in lands)
            held.append(tr(HELD).format(name=names[seat], lands=words) if lands else
                        tr(NO_LANDS).format(name=names[seat]))
        self.scores.set_rows(headings, rows, bold_column=3)
        self.note.setText(tr(TIE_NOTE))
        self.lands.setText("\n".join(held))
