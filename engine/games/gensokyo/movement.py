"""Movement (gensokyo.rules.md §4): 2d6 (SP10: three dice, keep two; SP11: any
number 2–12 instead), square by square on the loop (forward, or backward
under SP12) or on the cross map (facing = the square the piece came from; a
choice of route whenever it steps off START; SP12 turns it round first). START
gives the lap bonus only on a new best lap (loop) or after both CHECK squares
(cross); a lap-bonus draw from an empty deck ends the game that instant.
Gap travel (§5 スキマ) walks the same way to the next other スキマ."""
from __future__ import annotations

from itertools import combinations

from engine.boards.route import Walk
from engine.games.gensokyo.board import CHECK, GAP, START

TAILWIND_DICE = 3
CHOSEN_ROAD = tuple(("move", n) for n in range(2, 13))
KEEP_TWO = tuple(("keep", pair) for pair in combinations(range(TAILWIND_DICE), 2))


class MoveRules:
    __slots__ = ()

    def start_walk(self, seat: int, steps=None, until=None) -> None:
        """This seat's piece sets off: on the loop always forward (its facing is the
        square behind it), unless SP12 turns it round (on the cross map too)."""
        board = self.board
        at = self.position[seat]
        came_from = self.facing[seat]
        if not board.cross and until is None:
            came_from = board.route.predecessors[at][0]
        turned = until is None and self.in_force(seat, "SP12") and came_from is not None
        self.walk = Walk(at, came_from, steps=steps, until=until, turned=turned)

    def walk_options(self, seat: int, trip: bool) -> tuple:
        options = self.walk.options(self.board.route)
        if trip and self.board.cross and self.walk.at == self.board.start and len(options) > 1:
            # A gap trip through START turns onto the other loop (§5).
            options = self.board.other_loop_starts(self.walk.came_from)
        return options

    def walk_on(self, seat: int, trip: bool, to=None) -> bool:
        """Step on while the way is single; False when the seat must choose a
        square (a decision is asked) or the game ended; True at the walk's end."""
        walk = self.walk
        route = self.board.route
        while not walk.done:
            if to is None:
                options = self.walk_options(seat, trip)
                if len(options) > 1:
                    self.ask(seat, "step", tuple(("step", square) for square in options))
                    return False
                to = options[0]
            origin = walk.at
            walk.step(route, to)
            self.position[seat], self.facing[seat] = to, origin
            if self.log_events:
                self.log("step", player=seat, square=self.board.square_id(to))
            self.enter(seat, origin, to)
            if self.ended:
                return False
            to = None
        self.walk = None
        return True

    def enter(self, seat: int, origin: int, square: int) -> None:
        """Passing a square: START's lap bonus, a CHECK square's mark."""
        board = self.board
        kind = board.kind[square]
        if kind == CHECK:
            self.checks[seat] |= 1 << board.checks.index(square)
        elif kind == START:
            if board.cross:
                if self.checks[seat] == (1 << len(board.checks)) - 1:
                    self.checks[seat] = 0
                    self.lap_bonus(seat)
            elif board.route.is_forward(origin, square):
                self.laps[seat] += 1
                if self.laps[seat] > self.best[seat]:
                    self.best[seat] = self.laps[seat]
                    self.lap_bonus(seat)
            else:
                self.laps[seat] -= 1

    def lap_bonus(self, seat: int) -> None:
        """Money first, then a card; a draw from the empty deck ends the game at once (§4)."""
        self.money[seat] += self.board.lap_bonus
        self.log("lap_bonus", player=seat, money=self.board.lap_bonus)
        self.draw_or_end(seat)


def _move(state, frame, action) -> bool:
    """The move step: the dice (or SP11's number), then the walk."""
    seat = frame.player
    if frame.step == 0:
        if action is not None:
            if action[0] == "move":
                return _set_off(state, frame, seat, action[1])
            if action[0] == "keep":
                kept = [state.dice[i] for i in action[1]]
                state.log("keep", player=seat, dice=kept)
                return _set_off(state, frame, seat, sum(kept))
            state.dice += (action[1],)
            state.log("roll", player=seat, face=action[1], dice=list(state.dice))
        if state.in_force(seat, "SP11"):
            state.ask(seat, "move", CHOSEN_ROAD)
            return False
        wanted = TAILWIND_DICE if state.in_force(seat, "SP10") else 2
        if len(state.dice) < wanted:
            state.roll()
            return False
        if wanted == TAILWIND_DICE:
            state.ask(seat, "keep", KEEP_TWO)
            return False
        return _set_off(state, frame, seat, sum(state.dice))
    return state.walk_on(seat, False, action[1] if action is not None else None)


def _set_off(state, frame, seat: int, steps: int) -> bool:
    frame.step = 1
    state.start_walk(seat, steps=steps)
    return state.walk_on(seat, False)


def _gap_trip(state, frame, action) -> bool:
    """Through the gap to the next other スキマ, in the direction moved this turn (§5)."""
    seat = frame.player
    if frame.step == 0:
        frame.step = 1
        state.walk = Walk(state.position[seat], state.facing[seat], until=GAP)
        state.log("gap", player=seat)
    return state.walk_on(seat, True, action[1] if action is not None else None)


MOVE_HANDLERS = {"move": _move, "gap_trip": _gap_trip}
