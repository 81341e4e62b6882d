"""The domain and the princesses, as a mixin of the Heart of Crown state:
backing a princess (her territories move into the domain) and setting a
card into the domain with its "when set" effect.
"""
from __future__ import annotations

from engine.games.heart_of_crown.cards import CARDS, TERRITORY
from engine.games.heart_of_crown.rule_tables import (
    BACKING_COST, CLEANUP_START, LEGACY_BACKING_BEFORE, TERRITORIES_TO_DOMAIN, WHEN_SET)


class Domain:
    __slots__ = ()

    def _back(self, princess: str) -> None:
        seat = self.turn
        player = self.players[seat]
        self.coins -= BACKING_COST
        self.princesses = [p for p in self.princesses if p != princess]   # shared with clones: replaced
        player.princess = princess
        territories = sorted((c for c in player.play if TERRITORY in CARDS[c].types),
                             key=lambda c: CARDS[c].cost, reverse=True)[:TERRITORIES_TO_DOMAIN]
        for card in territories:
            player.play.remove(card)
            player.place_in_domain(card)
        self.emit("back", seat, card=princess, territories=territories)
        if self.rules_version >= LEGACY_BACKING_BEFORE:
            self._discard_play_area(seat)
        self.phase = CLEANUP_START
        # Her own effect comes last: the rules call it an effect "在这位公主拥立后立即生效"
        # (right after she is backed), and the backing includes emptying the play area.
        if CARDS[princess].effect is not None:
            self.push(CARDS[princess].effect, princess, seat)
        self.points_changed()

    def _discard_play_area(self, seat: int) -> None:
        """The cards that could not move to the domain when backing are discarded
        then, not at the cleanup: no cleanup effect (Margrave, Supply Unit) sees them."""
        player = self.players[seat]
        if self.log_events:
            for card in player.play:
                self.emit("discard", seat, card=card, source="play")
        player.discard.extend(player.play)
        player.play = []

    def set_into_domain(self, seat: int, card: str) -> None:
        """Put a card (already out of its zone) into the domain and start its
        "when set" effect."""
        self.players[seat].place_in_domain(card)
        if self.log_events:
            self.emit("set", seat, card=card)
        effect = WHEN_SET.get(card)
        if effect is not None:
            self.push(effect, card, seat)
        self.points_changed()
