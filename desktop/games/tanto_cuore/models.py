"""A row of Tanto Cuore cards (hand, play area, town, a player's Private
Quarters) as a Qt model over items made from a view (``items.py``)."""
from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QAbstractListModel, QModelIndex, Qt

from desktop.games.tanto_cuore.dragdrop import card_actions, place_actions, quarters_target
from desktop.games.tanto_cuore.strings import card_name, tr
from desktop.shell.guard import guarded
from desktop.shell.i18n import RetranslatingModel
from desktop.widgets.drag_payload import MIME_TYPE, encode_payload
from desktop.widgets.roles import CAPTION_ROLE, CARD_ROLE, COUNT_ROLE, HINT_ROLE, LEGAL_ROLE, PAYLOAD_ROLE, USER

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


class CardListModel(RetranslatingModel, QAbstractListModel):
    """Rows are ``CardItem``s, replaced wholesale from each view: views are small."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self._items: list[CardItem] = []
        self._choices: tuple = ()
        self._hint = None
        self._targets: frozenset = frozenset()

    def set_items(self, items, choices=()) -> None:
        """``choices``: the viewer's (action, OptionInfo) pairs, to mark usable cards."""
        self.beginResetModel()
        self._items = list(items)
        self._choices = tuple(choices)
        self._hint = None
        self._targets = frozenset()
        self.endResetModel()

    def set_hint(self, action) -> None:
        self._hint = action
        self.retranslate()

    def set_targets(self, rows) -> None:
        """Light up these rows as where the card in hand may land (None: none)."""
        self._targets = frozenset(rows or ())
        self.retranslate()

    def retranslate(self) -> None:
        if self._items:
            self.dataChanged.emit(self.index(0), self.index(len(self._items) - 1))

    def items(self) -> list:
        return list(self._items)

    @guarded(default=0)
    def rowCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._items)

    @guarded
    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < len(self._items):
            return None
        row = index.row()
        item = self._items[row]
        if role == Qt.ItemDataRole.DisplayRole:
            return card_name(item.card) if item.card else ""
        values = {CARD_ROLE: item.card, COUNT_ROLE: item.count, ILL_ROLE: item.ill,
                  FACE_DOWN_ROLE: item.card is None, ACTIVE_ROLE: not item.buried, COST_ROLE: item.cost}
        if role in values:
            return values[role]
        if role == CAPTION_ROLE:
            return tr(item.caption).format(**dict(item.caption_fields)) if item.caption else ""
        if role == LEGAL_ROLE:
            return bool(self.legal_actions(row))
        if role == HINT_ROLE:
            return self._hint is not None and self._hint in self.legal_actions(row)
        if role == TARGET_ROLE:
            return row in self._targets
        if role == PAYLOAD_ROLE:
            return self.payload(row)
        return None

    @guarded(default=Qt.ItemFlag.NoItemFlags)
    def flags(self, index):
        flags = super().flags(index)
        if index.isValid() and self._items[index.row()].source:
            flags |= Qt.ItemFlag.ItemIsDragEnabled
        return flags

    def payload(self, row: int) -> dict | None:
        """The drag payload of a card that can be moved (None for the others)."""
        item = self._items[row]
        if not item.source or item.card is None:
            return None
        return {"source": item.source, "card": item.card, "slot": item.slot}

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

    @guarded(default=[])
    def mimeTypes(self):
        return [MIME_TYPE]

    @guarded
    def mimeData(self, indexes):
        rows = [i.row() for i in indexes if i.isValid() and self.payload(i.row())]
        return encode_payload(self.payload(rows[0])) if rows else None

    @guarded(default=Qt.DropAction.IgnoreAction)
    def supportedDragActions(self):
        return Qt.DropAction.MoveAction
