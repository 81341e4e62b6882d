"""A row of a game's cards as a Qt list model, for every game's table: the
rows are the game's card items (frozen dataclasses with at least ``card``,
``count``, ``source``, ``slot`` and, for a caption, ``caption`` and
``caption_fields``), replaced wholesale from each view (views are small, and
a reset keeps the model trivially consistent), unless the view's changes say
the places the row shows did not change (``show``).

A game's model says what a card's legal actions are (``legal_actions``) and
may add roles of its own (``role_values``), another caption or payload."""
from __future__ import annotations

from collections import Counter

from PySide6.QtCore import QAbstractListModel, QCoreApplication, QModelIndex, Qt

from desktop.base.guard import guarded
from desktop.base.i18n import RetranslatingModel
from desktop.widgets.drag_payload import MIME_TYPE, encode_payload
from desktop.widgets.roles import CAPTION_ROLE, CARD_ROLE, COUNT_ROLE, HINT_ROLE, LEGAL_ROLE, PAYLOAD_ROLE
from engine.core.changes import touched


def counted_items(cards, item_class, source: str = "") -> list:
    """One ``item_class(card, count, source=source)`` per distinct card, with
    how many there are (None for one), in first-seen order."""
    counts = Counter(cards)
    return [item_class(card, counts[card] if counts[card] > 1 else None, source=source)
            for card in dict.fromkeys(cards)]


class BaseCardListModel(RetranslatingModel, QAbstractListModel):
    """``context``: the game's translation context, for the items' captions
    (English templates, translated when shown); ``draggable``: whether a card
    with a ``source`` can be dragged; ``name_roles``: the roles that give the
    card's name."""

    context = ""
    draggable = True
    name_roles = (Qt.ItemDataRole.DisplayRole,)

    def __init__(self, parent=None):
        super().__init__(parent)
        self._items: list = []
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
        self._new_items()
        self.endResetModel()

    def show(self, places, items, changes, choices=()) -> None:
        """A new view's cards: ``items()`` (made only when needed), unless
        ``changes`` (``engine.core.protocol.Changes`` since the view shown
        last, for the same viewer; None: anything changed) say none of
        ``places`` changed. Then the cards stay, with the view's ``choices``:
        the rows repaint their marks without a reset, so the keyboard's place
        and the row's scroll stay too."""
        if touched(changes, places):
            self.set_items(items(), choices)
            return
        self._choices = tuple(choices)
        self._hint = None
        self._new_items()
        self.retranslate()

    def _new_items(self) -> None:
        """What a game's model forgets with each new view (nothing here)."""

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
        row = index.row()
        item = self._items[row]
        if role in self.name_roles:
            return self.card_name(item.card) if item.card else ""
        if role == CARD_ROLE:
            return item.card
        if role == COUNT_ROLE:
            return item.count
        if role == CAPTION_ROLE:
            return self.caption(item)
        if role == LEGAL_ROLE:
            return bool(self.legal_actions(row))
        if role == HINT_ROLE:
            return self._hint is not None and self._hint in self.legal_actions(row)
        if role == PAYLOAD_ROLE:
            return self.payload(row)
        return self.role_values(row, item).get(role)

    @staticmethod
    def card_name(card) -> str:
        """The card's name in the current language (the game's ``strings.card_name``)."""
        return str(card)

    def role_values(self, row: int, item) -> dict:
        """{role: value} of the game's own roles for this row."""
        return {}

    def caption(self, item) -> str:
        """The line under the card: the item's template in the game's context, with its fields."""
        if not item.caption:
            return ""
        return QCoreApplication.translate(self.context, item.caption).format(**dict(item.caption_fields))

    def payload(self, row: int) -> dict | None:
        """What a card that can act or move carries (None for the others)."""
        item = self._items[row]
        if not item.source or item.card is None:
            return None
        return {"source": item.source, "card": item.card, "slot": item.slot}

    def legal_actions(self, row: int) -> list:
        """The viewer's legal actions with the card of ``row`` (the game says which)."""
        return []

    @guarded(default=Qt.ItemFlag.NoItemFlags)
    def flags(self, index):
        flags = super().flags(index)
        if self.draggable and index.isValid() and self._items[index.row()].source:
            flags |= Qt.ItemFlag.ItemIsDragEnabled
        return flags

    @guarded(default=[])
    def mimeTypes(self):
        return [MIME_TYPE] if self.draggable else super().mimeTypes()

    @guarded
    def mimeData(self, indexes):
        if not self.draggable:
            return super().mimeData(indexes)
        rows = [i.row() for i in indexes if i.isValid() and self.payload(i.row())]
        return encode_payload(self.payload(rows[0])) if rows else None

    @guarded(default=Qt.DropAction.IgnoreAction)
    def supportedDragActions(self):
        return Qt.DropAction.MoveAction if self.draggable else super().supportedDragActions()
