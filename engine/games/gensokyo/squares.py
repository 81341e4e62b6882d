"""The square step (gensokyo.rules.md §5): START and CHECK do nothing more;
EVENT draws (an empty deck ends the game) and offers a relocation on any of
your lands; a スキマ offers the trip to the next other スキマ; an unowned land
may be claimed; your own land offers a relocation on it; another's land must
be paid or invaded (invading needs a main character you could commit)."""
from __future__ import annotations

from engine.games.gensokyo.board import EVENT, GAP, LAND

PASS = ("pass",)
TRAVEL = ("travel",)
TOLL = ("toll",)
INVADE = ("invade",)


class SquareRules:
    __slots__ = ()

    def square_options(self, seat: int) -> tuple:
        """What the square the piece stopped on offers (empty: nothing to decide)."""
        square = self.position[seat]
        kind = self.board.kind[square]
        if kind == GAP:
            return (TRAVEL, PASS)
        if kind != LAND:
            return ()
        owner = self.owner[square]
        if owner == -1:
            claims = self.claim_options(seat, square)
            return claims + (PASS,) if claims else ()
        if owner == seat:
            moves = self.relocation_options(seat, (square,))
            return moves + (PASS,) if moves else ()
        return (TOLL, INVADE) if self.can_invade(seat) else (TOLL,)


def _square(state, frame, action) -> bool:
    seat = frame.player
    square = state.position[seat]
    kind = state.board.kind[square]
    if frame.step == 0:
        frame.step = 1
        if kind == EVENT:
            state.log("event", player=seat)
            if not state.draw_or_end(seat):
                return False
            moves = state.relocation_options(seat, state.own_lands(seat))
            if moves:
                state.ask(seat, "relocate", moves + (PASS,))
                return False
            return True
        options = state.square_options(seat)
        if not options:
            return True
        if options == (TOLL,):
            action = TOLL
        else:
            kinds = {GAP: "travel", LAND: "claim" if state.owner[square] == -1 else
                     "relocate" if state.owner[square] == seat else "toll_or_invade"}
            state.ask(seat, kinds[kind], options)
            return False
    if frame.step == 1:
        frame.step = 2
        if action is None or action == PASS:
            return True
        verb = action[0]
        if verb == "travel":
            state.push("gap_trip", None, seat)
        elif verb == "claim":
            state.claim(seat, square, action[1])
        elif verb == "relocate":
            state.relocate(seat, action[1], action[2])
        elif verb == "toll":
            state.pay_toll(seat, square)
        else:
            state.start_invasion(square)
        return False
    return True


SQUARE_HANDLERS = {"square": _square}
