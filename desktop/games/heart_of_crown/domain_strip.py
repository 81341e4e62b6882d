"""One player's domain: a header with name and points, and its cards. The
viewer's own domain is a drop target (set, keep, back a princess)."""
from __future__ import annotations

from desktop.games.heart_of_crown.delegates import COMPACT_CARD_SIZE, SMALL_CARD_SIZE, card_row
from desktop.games.heart_of_crown.models.cards import CardListModel
from desktop.games.heart_of_crown.models.items import domain_items
from desktop.games.heart_of_crown.piles import DISCARD_BUTTON
from desktop.games.heart_of_crown.strings import tr
from desktop.shell.reference_window import reference_tip
from desktop.widgets.player_strip import PlayerStrip


class DomainStrip(PlayerStrip):
    """``compact`` draws the cards smaller, for two strips side by side in
    two rows (3 or 4 players) that must fit 1280×800 without scrolling."""

    def __init__(self, seat: int, own: bool, compact: bool = False, parent=None):
        super().__init__(seat, CardListModel,
                         card_row(COMPACT_CARD_SIZE if compact else SMALL_CARD_SIZE, "domain" if own else None), parent)
        # Once parented: shown before, the button would open as a window of its own for a moment
        # and take the activation (and so the keyboard and the zoom) from the main window.
        self.discard_button.setVisible(not own)       # your own discard pile is the box beside the market
        # Every card of a domain in view (a kind once, with its count): smaller cards, no scroll bar.
        self.cards.fit_width(0.35)

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
        tip = self.header_tip()
        self.header.setToolTip(tip)
        self.setWhatsThis(tip)
        self.model.set_items(domain_items(view, self.seat), choices)

    def header_tip(self) -> str:
        return reference_tip("heart_of_crown", "table-domain")     # read again: the language may have changed
