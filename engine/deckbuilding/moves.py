"""The moves every deck-builder's state makes the same way, as a mixin of its
state class (which has ``players`` with deckbuilding zones, ``rng``, ``emit``,
``log_events`` and ``revealing``)."""
from __future__ import annotations

from engine.deckbuilding.drawing import draw


class DeckbuildingMoves:
    __slots__ = ()

    def draw(self, seat: int, count: int) -> list:
        self.revealing = True
        return draw(self.players[seat], count, self.rng, seat, self.emit if self.log_events else None)

    def discard_from_hand(self, seat: int, card: str) -> None:
        player = self.players[seat]
        player.take_from_hand(card)
        player.discard.append(card)
        self.emit("discard", seat, card=card, source="hand")
