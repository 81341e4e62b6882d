"""The cards of a game with one shared deck (the Touhou land game): the deck,
a public graveyard, a set-aside pile nobody sees, each seat's hand, and who
knows which cards are in whose hand.

Lists hold card ids; the deck's top is the *end* of its list. ``known[holder]
[viewer]`` is a tuple of the cards ``viewer`` knows are in ``holder``'s hand (a
multiset: one entry per copy known); a holder knows its whole hand, so its own
entry stays empty. Tuples are replaced, never changed, so a clone copies only
the rows: knowledge changes far less often than a search clones.

Knowledge is only ever true: when a card leaves a hand and a seat does not see
which, that seat forgets what it knew of the hand, since the card it knew may
be the one that left. Knowledge of the deck (a search shows it to the
searcher) is not kept: forgetting is always consistent, only less informed.
``shared_resample`` reads it to re-draw a world one seat cannot tell from the
true one.

``seen_by`` names who sees a card move, as events' ``visible_to`` does:
``ALL``, one seat, or a tuple of seats. A hand's holder always sees its own.
"""
from __future__ import annotations

from typing import Iterable, Optional

from engine.core.protocol import ALL


class SharedCards:
    __slots__ = ("deck", "graveyard", "set_aside", "hands", "known")

    def __init__(self, seats: int, deck: Iterable = (), set_aside: Iterable = ()):
        self.deck = list(deck)
        self.graveyard = []
        self.set_aside = list(set_aside)
        self.hands = [[] for _ in range(seats)]
        self.known = [[() for _ in range(seats)] for _ in range(seats)]

    def clone(self) -> SharedCards:
        twin = SharedCards.__new__(SharedCards)
        twin.deck = self.deck[:]
        twin.graveyard = self.graveyard[:]
        twin.set_aside = self.set_aside[:]
        twin.hands = [hand[:] for hand in self.hands]
        twin.known = [row[:] for row in self.known]
        return twin

    def _seers(self, seen_by) -> Iterable[int]:
        if seen_by == ALL:
            return range(len(self.hands))
        return (seen_by,) if isinstance(seen_by, int) else seen_by

    def known_to(self, viewer: int, holder: int) -> list:
        """The cards of ``holder``'s hand that ``viewer`` knows are there."""
        return self.hands[holder][:] if viewer == holder else list(self.known[holder][viewer])

    def add_to_hand(self, seat: int, card, seen_by) -> None:
        """``card`` comes into ``seat``'s hand; ``seen_by`` learn it is there."""
        self.hands[seat].append(card)
        row = self.known[seat]
        for viewer in self._seers(seen_by):
            if viewer != seat:
                row[viewer] += (card,)

    def remove_from_hand(self, seat: int, card, seen_by) -> None:
        """``card`` leaves ``seat``'s hand (the caller puts it somewhere): those
        who see it drop one copy of it from what they know, the rest forget the
        hand."""
        self.hands[seat].remove(card)
        seers = set(self._seers(seen_by))
        row = self.known[seat]
        for viewer, cards in enumerate(row):
            if viewer in seers:
                if card in cards:
                    i = cards.index(card)
                    row[viewer] = cards[:i] + cards[i + 1:]
            elif cards:
                row[viewer] = ()

    def draw(self, seat: int) -> Optional[str]:
        """The deck's top card into ``seat``'s hand, seen by that seat alone;
        None from an empty deck (whether that ends the game is a rule)."""
        if not self.deck:
            return None
        card = self.deck.pop()
        self.hands[seat].append(card)
        return card

    def discard(self, seat: int, card) -> None:
        """From ``seat``'s hand face up onto the graveyard."""
        self.remove_from_hand(seat, card, ALL)
        self.graveyard.append(card)

    def take_from_graveyard(self, seat: int, card) -> None:
        """A card of the public graveyard into ``seat``'s hand, in all eyes."""
        self.graveyard.remove(card)
        self.add_to_hand(seat, card, ALL)

    def take_from_deck(self, seat: int, card, seen_by=ALL) -> None:
        """A searched card out of the deck into ``seat``'s hand, shown to
        ``seen_by``; the search then shuffles the deck (``shuffle_deck``)."""
        self.deck.remove(card)
        self.add_to_hand(seat, card, seen_by)

    def shuffle_deck(self, rng) -> None:
        rng.shuffle(self.deck)

    def random_card(self, seat: int, rng) -> Optional[str]:
        """A card of ``seat``'s hand at random, left where it is; None if the
        hand is empty (the effect then does nothing)."""
        hand = self.hands[seat]
        return rng.choice(hand) if hand else None

    def give(self, giver: int, taker: int, card, seen_by) -> None:
        """``card`` from ``giver``'s hand into ``taker``'s: a take or one half
        of a swap, usually seen by the two of them only."""
        self.remove_from_hand(giver, card, seen_by)
        self.add_to_hand(taker, card, seen_by)

    def reveal_hand(self, holder: int, to) -> None:
        """``to`` see ``holder``'s whole hand."""
        for viewer in self._seers(to):
            if viewer != holder:
                self.known[holder][viewer] = tuple(self.hands[holder])

