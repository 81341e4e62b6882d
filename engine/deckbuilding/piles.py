"""Counted supply piles of identical cards (a basic market, a town).

Gaining and buying both take a card from a pile; the difference (what the
card costs, which "when bought" triggers fire) belongs to the game, which
calls ``take`` and then decides where the card goes.
"""
from __future__ import annotations


class CountedPiles:
    __slots__ = ("counts",)

    def __init__(self, counts=None):
        self.counts = dict(counts or {})

    def clone(self) -> "CountedPiles":
        twin = CountedPiles.__new__(CountedPiles)
        twin.counts = self.counts.copy()
        return twin

    def available(self, card: str) -> int:
        return self.counts.get(card, 0)

    def take(self, card: str) -> bool:
        """Take one card; False if the pile is empty or unknown."""
        left = self.counts.get(card, 0)
        if left <= 0:
            return False
        self.counts[card] = left - 1
        return True

    def total(self) -> int:
        return sum(self.counts.values())

    def empty(self, *cards: str) -> bool:
        counts = self.counts
        return all(counts.get(card, 0) == 0 for card in cards)
