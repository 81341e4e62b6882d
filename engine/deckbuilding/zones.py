"""A deck-builder player's own zones: deck, hand, discard pile and play area.

Lists hold card ids. The deck's top is the *end* of its list so drawing is a
cheap ``pop()``. ``faceup`` counts the cards at the top of the deck that lie
face up (revealed, so every seat may see them); covering them with a face-down
card forgets that they were face up. ``seen`` counts the top cards the owner
has looked at (never fewer than ``faceup``): determinization keeps them put.
``known`` lists hand cards every seat knows are there (drawn face up, taken
from a public zone, or revealed), so determinization leaves them in hand.
"""
from __future__ import annotations


class Zones:
    __slots__ = ("deck", "hand", "discard", "play", "faceup", "seen", "known")

    def __init__(self, deck=None):
        self.deck = list(deck or ())
        self.hand = []
        self.discard = []
        self.play = []
        self.faceup = 0
        self.seen = 0
        self.known = []

    def copy_zones_into(self, twin: "Zones") -> None:
        twin.deck = self.deck[:]
        twin.hand = self.hand[:]
        twin.discard = self.discard[:]
        twin.play = self.play[:]
        twin.faceup = self.faceup
        twin.seen = self.seen
        twin.known = self.known[:] if self.known else []

    def reshuffle_under(self, rng) -> bool:
        """Shuffle the discard pile and put it under the deck. False if it was empty."""
        discard = self.discard
        if not discard:
            return False
        rng.shuffle(discard)
        discard.extend(self.deck)
        self.deck = discard
        self.discard = []
        return True

    def draw(self, count: int, rng) -> list:
        """Draw up to ``count`` cards, reshuffling when the deck runs out. Drawing
        fewer is not an error: an effect that cannot be done is simply not done."""
        deck = self.deck
        if len(deck) >= count:
            drawn = deck[:-count - 1:-1] if count else []     # top first
            del deck[len(deck) - count:]
        else:
            drawn = []
            for _ in range(count):
                if not deck:
                    if not self.reshuffle_under(rng):
                        break
                    deck = self.deck
                drawn.append(deck.pop())
        if drawn:
            self.faceup = max(0, self.faceup - len(drawn))
            self.seen = max(0, self.seen - len(drawn))
            self.hand.extend(drawn)
        return drawn

    def top(self, count: int, rng) -> list:
        """The top ``count`` cards (top first) for an effect that looks at them.
        A short deck gets the shuffled discard pile under it first."""
        if len(self.deck) < count:
            self.reshuffle_under(rng)
        return self.deck[-1:-count - 1:-1] if count else []

    def take_top(self, count: int, rng) -> list:
        """Remove and return the top ``count`` cards (top first), reshuffling if short."""
        cards = self.top(count, rng)
        if cards:
            del self.deck[-len(cards):]
            self.faceup = max(0, self.faceup - len(cards))
            self.seen = max(0, self.seen - len(cards))
        return cards

    def put_on_top(self, card: str, face_up: bool) -> None:
        """Put a card the owner knows on top, face up (public) or face down."""
        self.deck.append(card)
        self.faceup = self.faceup + 1 if face_up else 0
        self.seen += 1

    def take_from_hand(self, card) -> None:
        self.hand.remove(card)
        if self.known and card in self.known:
            # Which copy left is not known, so the knowledge goes: never a false constraint.
            self.known.remove(card)

    def add_to_hand_openly(self, card) -> None:
        """A card comes into the hand in everyone's sight."""
        self.hand.append(card)
        self.known.append(card)

    def reveal_hand(self) -> None:
        self.known = list(self.hand)

    def faceup_cards(self) -> list:
        """The face-up cards on top of the deck, top first."""
        return self.deck[-1:-self.faceup - 1:-1] if self.faceup else []

    def owned(self):
        yield from self.deck
        yield from self.hand
        yield from self.discard
        yield from self.play

    def count_owned(self) -> int:
        return len(self.deck) + len(self.hand) + len(self.discard) + len(self.play)
