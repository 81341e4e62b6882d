"""The small moves Heart of Crown's card effects share (``effects.py``), as a
mixin of the state: coins, exiling a card, taking one into a hand, looking at
a deck's top, revealing a hand.
"""
from __future__ import annotations


class EffectMoves:
    __slots__ = ()

    def add_coins(self, amount: int) -> None:
        self.coins += amount
        if self.log_events:
            self.emit("coins", self.turn, amount=amount)

    def exile(self, seat: int, card: str, zone: list) -> None:
        player = self.players[seat]
        if zone is player.hand:
            player.take_from_hand(card)
        else:
            zone.remove(card)
        self.abroad = [*self.abroad, card]      # shared with clones: replaced
        self.emit("exile", seat, card=card)

    def take_into_hand(self, seat: int, card: str, zone: list, source: str) -> None:
        """Move a card from a public zone into a hand, in everyone's sight."""
        zone.remove(card)
        self.players[seat].add_to_hand_openly(card)
        self.emit("to_hand", seat, card=card, source=source)

    def look_at_top(self, seat: int, count: int) -> list:
        """The owner looks at the top ``count`` cards of their deck (top first)."""
        player = self.players[seat]
        cards = player.top(count, self.rng)
        player.seen = max(player.seen, len(cards))
        self.revealing = True
        self.emit("look", seat, visible_to=seat, cards=cards, reveals=True)
        return cards

    def reveal_hand(self, seat: int) -> None:
        player = self.players[seat]
        player.reveal_hand()
        self.revealing = True
        self.emit("reveal_hand", seat, cards=list(player.hand), reveals=True)
