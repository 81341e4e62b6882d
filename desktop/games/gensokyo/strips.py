"""One player's strip on Gensokyo's table: the seat's colour (its piece on
the board), name, money and total assets always in sight (§13: all public),
the hand's and lands' counts, laps and, on the cross map, the checks passed,
and the player spells in force on that player. The player to move is marked."""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt
from PySide6.QtWidgets import QFrame, QGridLayout

from desktop.games.gensokyo.card_art import card_name
from desktop.widgets.plain_text import plain_label
from desktop.widgets.seat_colours import seat_colour
from engine.games.gensokyo.board import board_for

MONEY = QT_TRANSLATE_NOOP("gensokyo", "{money}圓")
ASSETS = QT_TRANSLATE_NOOP("gensokyo", "Total assets {assets}圓")
COUNTS = QT_TRANSLATE_NOOP("gensokyo", "Hand {hand} · Lands {lands} · Laps {laps}")
CHECKS = QT_TRANSLATE_NOOP("gensokyo", "Checks {passed}/{total}")
BANKRUPT = QT_TRANSLATE_NOOP("gensokyo", "Bankrupt")
SPELLS = QT_TRANSLATE_NOOP("gensokyo", "Spell cards on this player: {spells}")
TO_MOVE = QT_TRANSLATE_NOOP("gensokyo", "{name} ▶")


def tr(text: str) -> str:
    return QCoreApplication.translate("gensokyo", text)


class SeatStrip(QFrame):
    """``refresh(view, name)`` shows the seat's public facts of ``view``."""

    def __init__(self, seat: int, own: bool, parent=None):
        super().__init__(parent)
        self.setObjectName("gensokyoSeatStrip")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.seat, self.own = seat, own
        colour = seat_colour(seat).name()
        self.setStyleSheet(f"#gensokyoSeatStrip {{ border-left: 6px solid {colour}; }}")
        self.name = plain_label()
        self.name.setStyleSheet("font-weight: bold;")
        self.money = plain_label()
        self.money.setObjectName("stripMoney")
        self.money.setStyleSheet("font-weight: bold;")
        self.money.setAlignment(Qt.AlignmentFlag.AlignRight)
        self.assets = plain_label()
        self.counts = plain_label()
        self.spells = plain_label()
        self.spells.setWordWrap(True)
        # Money and total assets share the name's line and the counts have a
        # line of their own: at 1024×600 the cross map's checks make the
        # counts as wide as the whole strip.
        grid = QGridLayout(self)
        grid.setContentsMargins(8, 2, 4, 2)
        grid.setVerticalSpacing(0)
        grid.setColumnStretch(0, 1)
        grid.addWidget(self.name, 0, 0)
        grid.addWidget(self.assets, 0, 1, Qt.AlignmentFlag.AlignRight)
        grid.addWidget(self.money, 0, 2)
        grid.addWidget(self.counts, 1, 0, 1, 3)
        grid.addWidget(self.spells, 2, 0, 1, 3)

    def refresh(self, view: dict, name: str) -> None:
        player = view["players"][self.seat]
        moving = view["active"] == self.seat and view["winners"] is None
        self.name.setText(tr(TO_MOVE).format(name=name) if moving else name)
        self.money.setText(tr(BANKRUPT) if player["bankrupt"] else tr(MONEY).format(money=player["money"]))
        self.assets.setText(tr(ASSETS).format(assets=player["assets"]))
        lands = sum(1 for land in view["lands"].values() if land["owner"] == self.seat)
        counts = tr(COUNTS).format(hand=player["hand"], lands=lands, laps=player["laps"])
        if view["map"] == "cross":
            counts += " · " + tr(CHECKS).format(passed=len(player["checks"]), total=check_total(view))
        self.counts.setText(counts)
        spells = [card_name(entry["card"]) for entry in view["player_spells"] if entry["player"] == self.seat]
        self.spells.setText(tr(SPELLS).format(spells=", ".join(spells)) if spells else "")
        self.spells.setVisible(bool(spells))


def check_total(view: dict) -> int:
    """How many check squares the view's map has (cross map: §5)."""
    return len(board_for(view["map"], len(view["players"])).checks)
