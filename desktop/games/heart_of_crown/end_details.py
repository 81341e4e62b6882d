"""How a game of Heart of Crown ended: the reason, everyone's succession
points and the turns played, and every player's final domain (princess and
succession cards), which is where the points came from."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from desktop.games.heart_of_crown.domain_strip import DomainStrip
from desktop.shell.i18n import Retranslating, join

DOMAINS_WIDTH = 900


class EndDetails(Retranslating, QWidget):
    def __init__(self, parent=None):
        super().__init__(parent)
        self._result = None     # (view, names, game_over event) of the game shown
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
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
        layout.addWidget(self.reason)
        layout.addWidget(self.detail)
        layout.addSpacing(12)
        layout.addWidget(self.domains, 0, Qt.AlignmentFlag.AlignHCenter)

    def show_result(self, view: dict, names, ending: dict) -> None:
        self._result = (view, list(names), ending)
        for strip in self.strips:
            strip.deleteLater()
        self.strips = [DomainStrip(seat, own=False, compact=len(names) > 2) for seat in range(len(names))]
        for strip in self.strips:
            self._domain_layout.addWidget(strip)
        self.retranslate()

    def retranslate(self) -> None:
        if self._result is None:
            return
        view, names, ending = self._result
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
