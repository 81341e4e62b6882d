"""A list of cards (hand, market, play area, domain, princesses) as a Qt model."""
from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QAbstractListModel, QModelIndex, Qt

from desktop.games.heart_of_crown.dragdrop import actions_for
from desktop.games.heart_of_crown.strings import card_name
from desktop.shell.guard import guarded
from desktop.shell.i18n import RetranslatingModel
from desktop.widgets.drag_payload import MIME_TYPE, encode_payload
from desktop.widgets.roles import CAPTION_ROLE, CARD_ROLE, COUNT_ROLE, HINT_ROLE, LEGAL_ROLE, PAYLOAD_ROLE


@dataclass(frozen=True)
class CardItem:
    card: str
    count: int | None = None
    source: str = ""            # where a drag starts: hand, market, kept, princess...
    kept: str = ""              # the card kept on this territory: a drag moves it
    slot: str | None = None


class CardListModel(RetranslatingModel, QAbstractListModel):
    """Rows are ``CardItem``s, replaced wholesale from a fresh view each time:
    views are small and a reset keeps the model trivially consistent."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self._items: list[CardItem] = []
        self._choices: tuple = ()
        self._hint = None

    def set_items(self, items, choices=()) -> None:
        """``choices`` are the viewer's legal actions with what they mean
        ((action, OptionInfo) pairs), to mark usable cards. A new view makes
        any hint stale."""
        self.beginResetModel()
        self._items = list(items)
        self._choices = tuple(choices)
        self._hint = None
        self.endResetModel()

    def set_hint(self, action) -> None:
        """Mark the cards whose legal actions include ``action`` (None: none)."""
        self._hint = action
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
        item = self._items[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return card_name(item.card)
        if role == CARD_ROLE:
            return item.card
        if role == COUNT_ROLE:
            return item.count
        if role == CAPTION_ROLE:
            return self._caption(item)
        if role == LEGAL_ROLE:
            return bool(item.source) and bool(self.legal_actions(index.row()))
        if role == HINT_ROLE:
            return self._hint is not None and self._hint in self.legal_actions(index.row())
        if role == PAYLOAD_ROLE:
            return self.payload(index.row())
        return None

    def _caption(self, item: CardItem) -> str:
        if item.kept:
            return "⤷ " + card_name(item.kept)
        return self.tr("from the supply") if item.slot == "supply" else ""

    @guarded(default=Qt.ItemFlag.NoItemFlags)
    def flags(self, index):
        flags = super().flags(index)
        if index.isValid() and self._items[index.row()].source:
            flags |= Qt.ItemFlag.ItemIsDragEnabled
        return flags

    def payload(self, row: int) -> dict | None:
        item = self._items[row]
        if not item.source:
            return None
        return {"source": item.source, "card": item.kept or item.card, "slot": item.slot}

    def legal_actions(self, row: int) -> list:
        payload = self.payload(row)
        if payload is None:
            return []
        return actions_for(payload["source"], payload["card"], payload["slot"], self._choices)

    @guarded(default=[])
    def mimeTypes(self):
        return [MIME_TYPE]

    @guarded
    def mimeData(self, indexes):
        rows = [i.row() for i in indexes if i.isValid() and self._items[i.row()].source]
        if not rows:
            return None
        return encode_payload(self.payload(rows[0]))

    @guarded(default=Qt.DropAction.IgnoreAction)
    def supportedDragActions(self):
        return Qt.DropAction.MoveAction
