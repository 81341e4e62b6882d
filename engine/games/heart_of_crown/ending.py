"""How a Heart of Crown game ends, as a mixin of the state: a coronation
declared and won at the next turn's start, sudden death at 30 points among
several declarers, the judgement when the judgement piles run out, and the
stalemate end.

The stalemate end is our rule: the rules text gives no end for a table where
nothing can change (every hand down to a Donation and no coins, say), which
would play for ever, or, when no seat has a decision left, never return from
``apply``. When STALEMATE_ROUNDS whole rounds pass in which no card leaves the
market, the supply or the curse pile and no princess is backed, the game ends
by judgement on points, with the judgement's tie-break (the later seat wins).
Those cards only ever leave, so such progress happens finitely often and every
game ends.
"""
from __future__ import annotations

from engine.games.heart_of_crown.cards import JUDGEMENT_PILES
from engine.games.heart_of_crown.rule_tables import (
    CORONATION_POINTS, MAIN, STALEMATE_ROUNDS, SUDDEN_DEATH_POINTS)


class Ending:
    __slots__ = ()

    def active_seats(self) -> list:
        """Seats still playing: everyone, or in sudden death only its players."""
        return list(self.overtime) if self.overtime is not None else list(range(self.num_players))

    def opponents(self, seat: int) -> list:
        """The other active players in clockwise order from ``seat``."""
        active = self.active_seats()
        n = self.num_players
        return [(seat + i) % n for i in range(1, n) if (seat + i) % n in active]

    def _start_turn(self) -> None:
        seat = self.turn
        self.emit("turn", seat, number=self.turn_number)
        left = self.coronation.get(seat)
        if left is not None and not left and not self.in_extra_turn:
            declarers = [s for s in self.coronation if self.players[s].points() >= CORONATION_POINTS]
            if declarers == [seat]:
                self._win([seat], "coronation")
                return
            # Several declared within the round: sudden death among them.
            self.overtime = tuple(sorted(declarers))
            self.coronation = {}
            self.emit("sudden_death", None, players=list(self.overtime))
            # Someone may already stand at 30: the first to have it wins at once.
            self.points_changed()
            if self.winners is not None:
                return
        if self.stalled_rounds >= STALEMATE_ROUNDS:
            self._win_on_points("stalemate", rounds=STALEMATE_ROUNDS)
            return
        self.phase = MAIN

    def _stock(self) -> int:
        """Cards still to be taken: market, supply, curse pile, princesses. No rule
        ever puts one back, so this only shrinks."""
        return (sum(self.basic.counts.values()) + sum(map(len, self.market)) + len(self.supply)
                + self.curses + len(self.princesses))

    def restart_stall_count(self) -> None:
        """Count rounds without progress from here (a new game, or a position set up by hand)."""
        self.round_stock = self._stock()
        self.stalled_rounds = 0

    def _end_round(self) -> None:
        """Count the whole rounds in a row in which the stock did not shrink. It
        can shrink only finitely often and a round without decisions still ends
        (extra turns are finite), so _run always reaches a decision or the end."""
        stock = self._stock()
        old = self.flags
        stalled = old.stalled_rounds + 1 if stock == old.round_stock else 0
        if stalled != old.stalled_rounds or stock != old.round_stock:
            self.flags = flags = old.copy()      # both in one copy
            flags.stalled_rounds = stalled
            flags.round_stock = stock

    def points_changed(self) -> None:
        """Cancel coronations that fell below 20; in sudden death, 30 wins at once."""
        if self.coronation:
            for seat in list(self.coronation):
                if self.players[seat].points() < CORONATION_POINTS:
                    del self.coronation[seat]
                    self.emit("coronation_cancelled", seat)
        if self.overtime is not None:
            n = self.num_players
            for i in range(n):
                seat = (self.turn + i) % n
                if seat in self.overtime and self.players[seat].points() >= SUDDEN_DEATH_POINTS:
                    self._win([seat], "sudden_death")
                    return

    def _check_judgement(self) -> None:
        if self.winners is None and self.basic.empty(*JUDGEMENT_PILES):
            self._win_on_points("judgement")

    def _win_on_points(self, reason: str, **details) -> None:
        points = [p.points() for p in self.players]
        best = max(points)
        # Tie: the later seat in turn order wins (判定结果: 顺位靠后的玩家获得胜利).
        self._win([max(seat for seat, p in enumerate(points) if p == best)], reason, **details)

    def _win(self, seats, reason: str, **details) -> None:
        """``details`` go into the game_over event (how many rounds a stalemate took)."""
        self.winners = tuple(seats)
        self.end_reason = reason
        self.decision = None
        self.emit("game_over", None, winners=list(seats), reason=reason,
                  points=[p.points() for p in self.players], **details)
