"""A row of Guild Masters cards (your hand, the cards you look at while
gathering, the regalia board, a player's played cards) as a Qt model over
items made from a view (``items.py``; ``desktop/widgets/card_list_model.py``).

A row knows which verbs its cards answer (the hand: play, regalia, swap,
discard …; the regalia board: claim); a card's legal actions are the options
of those verbs whose ``OptionInfo.card`` is that card, so Enter, a
double-click and the prompt's buttons all end in the same legal actions."""
from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt

from desktop.games.guild_masters.strings import GAME_CONTEXT, card_name
from desktop.widgets.card_list_model import BaseCardListModel
from desktop.widgets.roles import USER

FACE_DOWN_ROLE = USER + 30   # a played event turned face down, or a hidden card
ADVENTURERS_ROLE = USER + 31  # adventurers lying on a played card
SOURCE_ROLE = USER + 32       # the row the card lies in (CardItem.source): a played card is drawn for what still matters


@dataclass(frozen=True)
class CardItem:
    card: str | None                    # None: a hidden card (another's hand)
    source: str = ""                    # hand, looking, kept, regalia_board, played
    slot: int | None = None             # the regalia board's slot
    face_down: bool = False
    count: int | None = None
    adventurers: int = 0
    caption: str = ""                   # an English template of strings.py, translated when shown
    caption_fields: tuple = ()


class CardListModel(BaseCardListModel):
    """Rows are ``CardItem``s; ``verbs``: the option verbs a card of this row
    answers. Its cards are not dragged (Enter or a double-click acts on them)."""

    context = GAME_CONTEXT
    draggable = False
    name_roles = (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole)
    card_name = staticmethod(card_name)

    def __init__(self, verbs=frozenset(), parent=None):
        super().__init__(parent)
        self.verbs = frozenset(verbs)

    def role_values(self, row: int, item: CardItem) -> dict:
        return {FACE_DOWN_ROLE: item.face_down or item.card is None, ADVENTURERS_ROLE: item.adventurers,
                SOURCE_ROLE: item.source}

    def legal_actions(self, row: int) -> list:
        """The options of this row's verbs about this card (a board slot: that
        slot); a card already kept answers nothing."""
        item = self._items[row]
        if item.card is None or item.source == "kept":
            return []
        found = []
        for action, info in self._choices:
            if info.verb not in self.verbs or info.card != item.card:
                continue
            if item.slot is not None and info.source is not None and info.source.slot not in (None, item.slot):
                continue
            found.append(action)
        return found
