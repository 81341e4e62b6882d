"""A row of Guild Masters cards (your hand, the cards you look at while
gathering, the regalia board, a player's played cards) as a Qt model over
items made from a view (``items.py``).

A row knows which verbs its cards answer (the hand: play, regalia, swap,
discard …; the regalia board: claim); a card's legal actions are the options
of those verbs whose ``OptionInfo.card`` is that card, so Enter, a
double-click and the prompt's buttons all end in the same legal actions."""
from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QAbstractListModel, QModelIndex, Qt

from desktop.games.guild_masters.strings import card_name, tr
from desktop.shell.guard import guarded
from desktop.shell.i18n import RetranslatingModel
from desktop.widgets.roles import CAPTION_ROLE, CARD_ROLE, COUNT_ROLE, HINT_ROLE, LEGAL_ROLE, PAYLOAD_ROLE, USER

FACE_DOWN_ROLE = USER + 30   # a played event turned face down, or a hidden card
ADVENTURERS_ROLE = USER + 31  # adventurers lying on a played card
SOURCE_ROLE = USER + 32       # the row the card lies in (CardItem.source): a played card is drawn for what still matters


@dataclass(frozen=True)
class CardItem:
    card: str | None                    # None: a hidden card (another's hand)
    source: str = ""                    # hand, looking, regalia_board, played
    slot: int | None = None             # the regalia board's slot
    face_down: bool = False
    count: int | None = None
    adventurers: int = 0
    caption: str = ""                   # an English template of strings.py, translated when shown
    caption_fields: tuple = ()


class CardListModel(RetranslatingModel, QAbstractListModel):
    """Rows are ``CardItem``s, replaced wholesale from each view (views are small);
    ``verbs``: the option verbs a card of this row answers."""

    def __init__(self, verbs=frozenset(), parent=None):
        super().__init__(parent)
        self.verbs = frozenset(verbs)
        self._items: list[CardItem] = []
        self._choices: tuple = ()
        self._hint = None

    def set_items(self, items, choices=()) -> None:
        """``choices``: the viewer's (action, OptionInfo) pairs, to mark usable cards."""
        self.beginResetModel()
        self._items = list(items)
        self._choices = tuple(choices)
        self._hint = None
        self.endResetModel()

    def set_hint(self, action) -> None:
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
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return card_name(item.card) if item.card else ""
        values = {CARD_ROLE: item.card, COUNT_ROLE: item.count, FACE_DOWN_ROLE: item.face_down or item.card is None,
                  ADVENTURERS_ROLE: item.adventurers, SOURCE_ROLE: item.source}
        if role in values:
            return values[role]
        if role == CAPTION_ROLE:
            return tr(item.caption).format(**dict(item.caption_fields)) if item.caption else ""
        if role == LEGAL_ROLE:
            return bool(self.legal_actions(row))
        if role == HINT_ROLE:
            return self._hint is not None and self._hint in self.legal_actions(row)
        if role == PAYLOAD_ROLE:
            return self.payload(row)
        return None

    def payload(self, row: int) -> dict | None:
        """What a card that can act carries (None for the others)."""
        item = self._items[row]
        if not item.source or item.card is None:
            return None
        return {"source": item.source, "card": item.card, "slot": item.slot}

    def legal_actions(self, row: int) -> list:
        """The options of this row's verbs about this card (a board slot: that slot)."""
        item = self._items[row]
        if item.card is None:
            return []
        found = []
        for action, info in self._choices:
            if info.verb not in self.verbs or info.card != item.card:
                continue
            if item.slot is not None and info.source is not None and info.source.slot not in (None, item.slot):
                continue
            found.append(action)
        return found
