"""A list of cards (hand, market, play area, domain, princesses) as a Qt model
(``desktop/widgets/card_list_model.py``)."""
from __future__ import annotations

from dataclasses import dataclass

from desktop.games.heart_of_crown.dragdrop import actions_for
from desktop.games.heart_of_crown.strings import card_name
from desktop.widgets.card_list_model import BaseCardListModel


@dataclass(frozen=True)
class CardItem:
    card: str
    count: int | None = None
    source: str = ""            # where a drag starts: hand, market, kept, princess...
    kept: str = ""              # the card kept on this territory: a drag moves it
    slot: str | None = None


class CardListModel(BaseCardListModel):
    """Rows are ``CardItem``s; a card's legal actions are the options of its drag."""

    card_name = staticmethod(card_name)

    def caption(self, item: CardItem) -> str:
        if item.kept:
            return "⤷ " + card_name(item.kept)
        return self.tr("from the supply") if item.slot == "supply" else ""

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
