"""A row of Tanto Cuore cards (hand, play area, town, a player's Private
Quarters) as a Qt model over items made from a view (``items.py``;
``desktop/widgets/card_list_model.py``)."""
from __future__ import annotations

from dataclasses import dataclass

from desktop.games.tanto_cuore.dragdrop import card_actions, place_actions, quarters_target
from desktop.games.tanto_cuore.strings import GAME_CONTEXT, card_name
from desktop.widgets.card_list_model import BaseCardListModel
from desktop.widgets.roles import USER

ILL_ROLE = USER + 20         # Illnesses lying on this maid (int)
TARGET_ROLE = USER + 21      # True while the card dragged or chosen may land on this maid
FACE_DOWN_ROLE = USER + 22   # the face-down private-maid pile
ACTIVE_ROLE = USER + 23      # a private maid under the top one: shown, but not active
COST_ROLE = USER + 24        # the cost the view gives (a rule option may change a card's), or None


@dataclass(frozen=True)
class CardItem:
    card: str | None                    # None: a face-down card
    count: int | None = None
    source: str = ""                    # where a drag of it starts: hand, town, private_open
    slot: str | None = None             # the payload's slot (a face-up private maid)
    place: tuple | None = None          # (seat, zone, slot) of a maid in the quarters
    ill: int = 0
    caption: str = ""                   # an English template of strings.py, translated when shown
    caption_fields: tuple = ()          # (field, value) pairs
    buried: bool = False                # a private maid under the top one
    cost: int | None = None             # the town's price, where the view gives it


class CardListModel(BaseCardListModel):
    """Rows are ``CardItem``s; a maid of the quarters may light up as where
    the card in hand may land (``set_targets``)."""

    context = GAME_CONTEXT
    card_name = staticmethod(card_name)

    def __init__(self, parent=None):
        super().__init__(parent)
        self._targets: frozenset = frozenset()

    def _new_items(self) -> None:
        self._targets = frozenset()

    def set_targets(self, rows) -> None:
        """Light up these rows as where the card in hand may land (None: none)."""
        self._targets = frozenset(rows or ())
        self.retranslate()

    def role_values(self, row: int, item: CardItem) -> dict:
        return {ILL_ROLE: item.ill, FACE_DOWN_ROLE: item.card is None, ACTIVE_ROLE: not item.buried,
                COST_ROLE: item.cost, TARGET_ROLE: row in self._targets}

    def drop_target(self, row: int) -> str | None:
        """The target text of a maid in the quarters (where an Illness may go)."""
        item = self._items[row] if 0 <= row < len(self._items) else None
        return quarters_target(*item.place) if item is not None and item.place else None

    def legal_actions(self, row: int) -> list:
        """The legal actions of this card: moving it, or about the maid's place."""
        item = self._items[row]
        payload = self.payload(row)
        if payload is not None:
            return card_actions(payload, self._choices)
        if item.place is not None:
            return place_actions(*item.place, self._choices)
        return []
