"""The end of the game (gensokyo.rules.md §12): a draw from the empty deck at
one of the named moments, a bankruptcy once the processing is done, the end
of round 60; then ranking by total assets (cash + land values), ties to the
higher land value, then to more lands, else shared; a bankrupt player last."""
from __future__ import annotations

from engine.core.protocol import ALL


class EndingRules:
    __slots__ = ()

    def draw(self, seat: int):
        """One card from the deck into the seat's hand (seen by it alone); None
        from an empty deck: the caller applies its moment's rule (§12)."""
        card = self.cards.draw(seat)
        if card is not None:
            self.reveals()
            others = tuple(s for s in range(self.num_players) if s != seat)
            self.log("draw", player=seat, visible_to=others, count=1)
            self.log("draw", player=seat, visible_to=seat, card=card)
        return card

    def draw_or_end(self, seat: int) -> bool:
        """A draw whose failure ends the game at once (turn start, EVENT, a spell,
        a placed パチュリー, the lap bonus); False if it did."""
        if self.draw(seat) is None:
            self.end("deck_empty")
            return False
        return True

    def rank_key(self, seat: int) -> tuple:
        lands = self.own_lands(seat)
        land_value = sum(self.land_value(square) for square in lands)
        return (not self.bankrupt[seat], self.money[seat] + land_value, land_value, len(lands))

    def end(self, reason: str) -> None:
        """The game is over now: the stack is dropped, the ranking made."""
        self.stack.clear()
        self.walk = None
        self.decision = None
        keys = [self.rank_key(seat) for seat in range(self.num_players)]
        self.ranks = [1 + sum(other > key for other in keys) for key in keys]
        self.winners = tuple(seat for seat, rank in enumerate(self.ranks) if rank == 1)
        self.end_reason = reason
        self.log("game_over", visible_to=ALL, reason=reason, ranks=self.ranks[:],
                 assets=[key[1] for key in keys])


ENDING_HANDLERS = {}
