"""One player's Private Quarters: a header (name, VP, hand, deck, discard,
maids employed) and the cards in them. Every player's quarters are a drop
target (your own: chamber a maid, take a private maid; another's: a Bad
Habit), and so is each maid in them (an Illness onto her)."""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from desktop.games.tanto_cuore.delegates import QUARTERS_CARD, CardDelegate
from desktop.games.tanto_cuore.dragdrop import quarters_target
from desktop.games.tanto_cuore.items import quarters_items
from desktop.games.tanto_cuore.models import CardListModel
from desktop.games.tanto_cuore.strings import term, tr
from desktop.widgets.drop_support import DropSupport
from desktop.widgets.player_strip import PlayerStrip
from desktop.widgets.wrapped_card_row import WrappedCardRow

# The rules and the lesson say "drop her on your Private Quarters": the zone says its name.
HEADER = QT_TRANSLATE_NOOP("tanto_cuore", "{name} — Private Quarters · {vp} VP · hand {hand} · deck {deck} · discard {discard} · employed {employed}")
SHORT_HAND = QT_TRANSLATE_NOOP("tanto_cuore", "next hand: {cards} cards")


class MaidDrops(DropSupport):
    """A drop on a maid's card lands on her (``quarters:<seat>:<zone>:<slot>``);
    anywhere else in the row, on the quarters as a whole."""

    def drop(self, event) -> None:
        whole = self.target
        index = self.widget.indexAt(event.position().toPoint())
        self.target = (self.widget.model().drop_target(index.row()) if index.isValid() else None) or whole
        try:
            super().drop(event)
        finally:
            self.target = whole


class QuartersStrip(PlayerStrip):
    def __init__(self, seat: int, parent=None):
        super().__init__(seat, CardListModel, WrappedCardRow(CardDelegate(QUARTERS_CARD)), parent)
        self.cards.drops = MaidDrops(self.cards, quarters_target(seat))
        self.cards.setDragDropMode(self.cards.DragDropMode.DragDrop)
        # Every maid in view at 1024×600 with four players and late in a game: smaller
        # cards down to 0.6 of their size, then more lines (at 0.3 they grew too small to read).
        self.cards.fit_width(0.6)

    def refresh(self, view: dict, name: str, choices) -> None:
        player = view["players"][self.seat]
        text = tr(HEADER).format(name=("▶ " if view["turn"] == self.seat else "") + name,
                                 vp=player["score"]["total"], hand=player["hand_count"],
                                 deck=player["deck_count"], discard=len(player["discard"]),
                                 employed=player["employed"])
        if player.get("next_hand", 5) != 5:
            text += " · " + tr(SHORT_HAND).format(cards=player["next_hand"])
        items = quarters_items(view, self.seat)
        self.header.setText(text)
        self.header.setToolTip(self.header_tip())
        self.discard_button.setText(term("discard_pile"))
        self.discard_button.setVisible(self.seat != view["seat"])    # your own is the box by your hand
        self.model.set_items(items, choices)

    def header_tip(self) -> str:
        return term("quarters")
