"""The end of a game: the winner, how the game ended, and every player's
final domain (princess and succession cards), which is where the points came from."""
from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from desktop.shell.i18n import Retranslating, join
from desktop.games.heart_of_crown.domain_strip import DomainStrip

DOMAINS_WIDTH = 900


class EndPage(Retranslating, QWidget):
    back = Signal()

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("endPage")
        self._result = None     # (view, names, game_over event) of the game shown
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        self.title = QLabel()
        self.title.setObjectName("endTitle")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.reason = QLabel()
        self.reason.setObjectName("endReason")
        self.reason.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.detail = QLabel()
        self.detail.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.domains = QWidget()
        self.domains.setFixedWidth(DOMAINS_WIDTH)
        self._domain_layout = QVBoxLayout(self.domains)
        self._domain_layout.setContentsMargins(0, 0, 0, 0)
        self.strips = []
        self.back_button = QPushButton()
        self.back_button.setObjectName("endBack")
        self.back_button.clicked.connect(self.back)
        layout.addWidget(self.title)
        layout.addWidget(self.reason)
        layout.addWidget(self.detail)
        layout.addSpacing(12)
        layout.addWidget(self.domains, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addSpacing(12)
        layout.addWidget(self.back_button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(2)
        self.retranslate()

    def show_result(self, view: dict, names, ending: dict | None = None) -> None:
        """``ending``: the engine's game_over event (its reason and details)."""
        self._result = (view, list(names), ending or {})
        for strip in self.strips:
            strip.deleteLater()
        self.strips = [DomainStrip(seat, own=False, compact=len(names) > 2) for seat in range(len(names))]
        for strip in self.strips:
            self._domain_layout.addWidget(strip)
        self.retranslate()

    def retranslate(self) -> None:
        self.back_button.setText(self.tr("Back to the start"))
        if self._result is None:
            return
        view, names, ending = self._result
        self.title.setText(self.tr("{names} won!").format(names=join(names[s] for s in view["winners"] or [])))
        how = {"coronation": self.tr("by coronation"), "sudden_death": self.tr("in sudden death"),
               "judgement": self.tr("by judgement: the Court Maid, Senator and Duke piles ran out"),
               "stalemate": self.tr(
                   "on succession points: for {rounds} rounds in a row nobody bought or gained a card or backed a princess")}
        self.reason.setText(how.get(ending.get("reason"), "").format(rounds=ending.get("rounds")))
        points = join(self.tr("{name}: {points}").format(name=names[p["seat"]], points=p["points"])
                      for p in view["players"])
        self.detail.setText(self.tr("Succession points — {points}. Turns played: {turns}.").format(
            points=points, turns=view["turn_number"]))
        for strip in self.strips:
            strip.refresh(view, names[strip.seat], ())
