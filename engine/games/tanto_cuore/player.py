"""One Tanto Cuore player: the deck-builder's zones plus the Private Quarters.

The quarters hold the chambermaids (``chamber``, in the order they came, with
``chamber_ill``: the Illnesses on each), the private-maid stack (``private``,
bottom first, the last one on top and the only active one, with
``private_ill``) and the Bad Habits (a count: they are all alike).

What one other seat knows of this hand beyond what all know (a card Eugenie
showed it) is ``peeked[viewer]``; ``deck_taken`` counts the cards ever taken
off the top of the deck, so a look at the top (Eliza) stays known exactly
until the next one is taken.
"""
from __future__ import annotations

from engine.deckbuilding.zones import Zones
from engine.games.tanto_cuore.cards import HAND_SIZE


class Player(Zones):
    __slots__ = ("chamber", "chamber_ill", "private", "private_ill", "bad_habits", "employed",
                 "peeked", "deck_taken", "next_hand")

    def __init__(self, deck=None):
        super().__init__(deck)
        self.chamber = []
        self.chamber_ill = []
        self.private = []
        self.private_ill = []
        self.bad_habits = 0
        self.employed = 0
        self.peeked = {}
        self.deck_taken = 0
        self.next_hand = HAND_SIZE

    def clone(self) -> "Player":
        twin = Player.__new__(Player)
        self.copy_zones_into(twin)
        twin.chamber = self.chamber[:]
        twin.chamber_ill = self.chamber_ill[:]
        twin.private = self.private[:]
        twin.private_ill = self.private_ill[:]
        twin.bad_habits = self.bad_habits
        twin.employed = self.employed
        twin.peeked = {viewer: cards[:] for viewer, cards in self.peeked.items()} if self.peeked else {}
        twin.deck_taken = self.deck_taken
        twin.next_hand = self.next_hand
        return twin

    # ---------------------------------------------------------------- the deck's top
    def draw(self, count: int, rng) -> list:
        drawn = super().draw(count, rng)
        self.deck_taken += len(drawn)
        return drawn

    def take_top(self, count: int, rng) -> list:
        cards = super().take_top(count, rng)
        self.deck_taken += len(cards)
        return cards

    # ---------------------------------------------------------------- the hand
    def take_from_hand(self, card) -> None:
        super().take_from_hand(card)
        for cards in self.peeked.values():
            if card in cards:
                cards.remove(card)      # which copy left is unknown: forget, never a false constraint

    def empty_hand(self) -> list:
        cards, self.hand, self.known, self.peeked = self.hand, [], [], {}
        return cards

    # ---------------------------------------------------------------- the quarters
    def top_private(self):
        """The active private maid (None when she is ill or there is none)."""
        if self.private and not self.private_ill[-1]:
            return self.private[-1]
        return None

    def healthy_maids(self) -> list:
        """(zone, slot) of every maid in the quarters an Illness can go on:
        the healthy chambermaids and the top private maid if healthy."""
        places = [("chambermaids", slot) for slot, ill in enumerate(self.chamber_ill) if not ill]
        if self.private and not self.private_ill[-1]:
            places.append(("private", len(self.private) - 1))
        return places

    def has_healthy_maid(self) -> bool:
        return 0 in self.chamber_ill or (bool(self.private) and not self.private_ill[-1])

    def ill_maids(self) -> list:
        """(zone, slot) of every maid with an Illness on her."""
        return ([("chambermaids", s) for s, ill in enumerate(self.chamber_ill) if ill]
                + [("private", s) for s, ill in enumerate(self.private_ill) if ill])

    def illnesses(self, zone: str) -> list:
        return self.chamber_ill if zone == "chambermaids" else self.private_ill

    def quarters_cards(self) -> int:
        return len(self.chamber) + len(self.private) + self.bad_habits + sum(self.chamber_ill) + sum(self.private_ill)

    def count_all(self) -> int:
        return self.count_owned() + self.quarters_cards()
