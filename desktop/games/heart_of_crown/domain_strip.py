"""One player's domain: a header with name and points, and its cards. The
viewer's own domain is a drop target (set, keep, back a princess)."""
from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QFrame, QLabel, QVBoxLayout

from desktop.games.heart_of_crown.delegates import COMPACT_CARD_SIZE, SMALL_CARD_SIZE, card_row
from desktop.games.heart_of_crown.models.cards import CardListModel
from desktop.games.heart_of_crown.models.items import domain_items
from desktop.games.heart_of_crown.piles import DISCARD_BUTTON
from desktop.games.heart_of_crown.strings import tr
from desktop.shell.reference_window import reference_tip
from desktop.widgets.pile_window import header_with_pile_button


class DomainStrip(QFrame):
    """``compact`` draws the cards smaller, for two strips side by side in
    two rows (3 or 4 players) that must fit 1280×800 without scrolling.
    ``discard_requested``: another player's discard pile (public) is asked for."""

    discard_requested = Signal()

    def __init__(self, seat: int, own: bool, compact: bool = False, parent=None):
        super().__init__(parent)
        self.setObjectName("domainStrip")
        self.seat = seat
        layout = QVBoxLayout(self)
        layout.setContentsMargins(3, 1, 3, 1)
        layout.setSpacing(1)
        self.header = QLabel()
        self.header.setObjectName("domainHeader")
        self.model = CardListModel(self)
        self.cards = card_row(COMPACT_CARD_SIZE if compact else SMALL_CARD_SIZE, "domain" if own else None)
        self.cards.setModel(self.model)
        top, self.discard_button = header_with_pile_button(self.header, self.discard_requested)
        layout.addLayout(top)
        # Only once in the strip: shown while it has no parent, it would open as a window of its own.
        self.discard_button.setVisible(not own)       # your own discard pile is the box beside the market
        layout.addWidget(self.cards)

    def refresh(self, view: dict, name: str, choices) -> None:
        player = view["players"][self.seat]
        parts = [self.tr("{name} — {points} succession points").format(name=name, points=player["points"])]
        if not player["princess"]:
            parts.append(self.tr("no princess yet"))
        if player["coin_counters"]:
            parts.append(self.tr("coin counters: {n}").format(n=player["coin_counters"]))
        if player["point_counters"]:
            parts.append(self.tr("succession counters: +{n}").format(n=player["point_counters"]))
        if player["twin_counters"]:
            parts.append(self.tr("twin counters: {n}").format(n=player["twin_counters"]))
        if self.seat in (view.get("coronation") or []):
            parts.append(self.tr("coronation declared"))
        self.header.setText(" · ".join(parts))
        self.discard_button.setText(tr(DISCARD_BUTTON).format(n=len(player["discard"])))
        tip = reference_tip("heart_of_crown", "table-domain")     # read again: the language may have changed
        self.header.setToolTip(tip)
        self.setWhatsThis(tip)
        self.model.set_items(domain_items(view, self.seat), choices)

    def show_recap(self, recap: str) -> None:
        """What this player did on their latest turn (``turn_recap.recap_html``), on the header's tooltip."""
        self.header.setToolTip(recap + reference_tip("heart_of_crown", "table-domain"))
