"""One Heart of Crown player: the shared deck-builder zones plus a domain."""
from __future__ import annotations

from engine.deckbuilding.zones import Zones
from engine.games.heart_of_crown.cards import CARDS, MAID, TERRITORY


POINTS = {card: spec.points for card, spec in CARDS.items()}


class Player(Zones):
    """``lands`` are the territory cards in the domain; ``kept[i]`` is the action
    card kept on ``lands[i]`` or None. ``succession`` holds the other cards set
    into the domain. Coin counters from General Store are counted apart because
    its effect stops at two of them, while Minnyan may add a third (rules FAQ).
    What every seat knows of the hand is tracked by ``Zones``.

    The domain changes a few times a game, so a clone shares ``lands``,
    ``kept`` and ``succession`` with its original: they are never changed in
    place, only replaced (``place_in_domain``, ``set_kept``,
    ``remove_from_succession``)."""

    __slots__ = ("princess", "lands", "kept", "succession", "point_counters",
                 "store_counters", "other_counters", "twin_counters")

    def __init__(self, deck=None):
        super().__init__(deck)
        self.princess = None
        self.lands = []
        self.kept = []
        self.succession = []
        self.point_counters = 0
        self.store_counters = 0
        self.other_counters = 0
        self.twin_counters = 0

    def clone(self) -> "Player":
        twin = Player.__new__(Player)
        # Zones.copy_zones_into, written out: a search clones players by the million.
        twin.deck = self.deck[:]
        twin.hand = self.hand[:]
        twin.discard = self.discard[:]
        twin.play = self.play[:]
        twin.faceup = self.faceup
        twin.seen = self.seen
        twin.known = self.known[:] if self.known else []
        twin.princess = self.princess
        twin.lands = self.lands           # shared: replaced on change, never changed in place
        twin.kept = self.kept
        twin.succession = self.succession
        twin.point_counters = self.point_counters
        twin.store_counters = self.store_counters
        twin.other_counters = self.other_counters
        twin.twin_counters = self.twin_counters
        return twin

    @property
    def has_domain(self) -> bool:
        return self.princess is not None

    @property
    def coin_counters(self) -> int:
        return self.store_counters + self.other_counters

    def points(self) -> int:
        """Succession points of everything in the domain."""
        if self.princess is None:
            return 0
        total = POINTS[self.princess] + self.point_counters + sum(map(POINTS.__getitem__, self.lands))
        succession = self.succession
        if "maid_honoka" not in succession:
            return total + sum(map(POINTS.__getitem__, succession))
        for card in succession:
            if card == "maid_honoka":
                others = sum(1 for c in succession if MAID in CARDS[c].subtypes) - 1
                total += 4 if others == 0 else 2
            else:
                total += POINTS[card]
        return total

    def place_in_domain(self, card: str) -> None:
        if TERRITORY in CARDS[card].types:
            self.lands = [*self.lands, card]
            self.kept = [*self.kept, None]
        else:
            self.succession = [*self.succession, card]

    def set_kept(self, index: int, card) -> None:
        """Put ``card`` (or None: nothing) on land ``index``."""
        kept = self.kept[:]
        kept[index] = card
        self.kept = kept

    def remove_from_succession(self, card: str) -> None:
        succession = self.succession[:]
        succession.remove(card)
        self.succession = succession

    def owned(self):
        yield from super().owned()
        yield from self.lands
        yield from (c for c in self.kept if c is not None)
        yield from self.succession
        if self.princess is not None:
            yield self.princess

    def count_owned(self) -> int:
        return (super().count_owned() + len(self.lands) + len(self.succession)
                + sum(1 for c in self.kept if c is not None) + (self.princess is not None))
