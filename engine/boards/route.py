"""Routes of squares, as on a land-and-battle board: a loop, or a figure eight
whose two loops cross at one square.

A route is squares (plain data: id, kind, board piece) joined by loops: each
loop is a cycle of squares in their "forward" order, so a square's successors
are the squares after it on its loops and its neighbours are those plus the
squares before it. A square on two loops (a figure eight's crossing) has four
neighbours; every other square has two.

Squares are named by their index in ``Route.squares`` (ints, cheap to keep in a
state and to clone); a route never changes once built, so clones share it. A piece's facing is the square it came from: each step goes
to a neighbour other than that one, and where more than one is left (a crossing,
or a piece that has not moved yet) the game chooses. ``Walk`` is a move in
progress, one step at a time, so a rules frame can stop at any square.

What a square does (a toll, a lap bonus, a check mark) is the game's rule.
"""
from __future__ import annotations

from collections import deque
from typing import Callable, Iterable, NamedTuple, Optional


class Square(NamedTuple):
    id: str
    kind: str
    piece: Optional[str] = None     # the board piece it is printed on, if any


class Route:
    __slots__ = ("squares", "loops", "successors", "predecessors", "neighbours", "_index")

    def __init__(self, squares: Iterable[Square], loops: Iterable[Iterable[str]]):
        """``loops`` lists each loop's square ids in forward order; the last
        square's successor is the first. Every square is on a loop."""
        self.squares = tuple(Square(*square) for square in squares)
        self._index = {square.id: i for i, square in enumerate(self.squares)}
        if len(self._index) != len(self.squares):
            raise ValueError("two squares share an id")
        self.loops = tuple(tuple(self.index(square_id) for square_id in loop) for loop in loops)
        after = [[] for _ in self.squares]
        before = [[] for _ in self.squares]
        for loop in self.loops:
            if len(loop) < 3 or len(set(loop)) != len(loop):
                raise ValueError("a loop has 3 squares or more, each once")
            for i, square in enumerate(loop):
                after[square].append(loop[(i + 1) % len(loop)])
                before[square].append(loop[i - 1])
        self.successors = tuple(map(tuple, after))
        self.predecessors = tuple(map(tuple, before))
        self.neighbours = tuple(a + b for a, b in zip(self.successors, self.predecessors))
        for i, near in enumerate(self.neighbours):
            if not near:
                raise ValueError(f"square {self.squares[i].id} is on no loop")
            if len(set(near)) != len(near):
                raise ValueError(f"square {self.squares[i].id} is joined twice to one neighbour")

    @classmethod
    def loop(cls, squares: Iterable[Square]) -> Route:
        """One loop through ``squares`` in the order given."""
        squares = tuple(Square(*square) for square in squares)
        return cls(squares, [[square.id for square in squares]])

    def __len__(self) -> int:
        return len(self.squares)

    def index(self, square_id: str) -> int:
        try:
            return self._index[square_id]
        except KeyError:
            raise ValueError(f"no square {square_id!r} on this route") from None

    def kind(self, square: int) -> str:
        return self.squares[square].kind

    def is_forward(self, origin: int, to: int) -> bool:
        """Whether the step from ``origin`` to its neighbour ``to`` goes forward
        (the loop's order) rather than back: a loop map's lap counts read it."""
        return to in self.successors[origin]

    def loops_through(self, square: int) -> tuple[int, ...]:
        """The indices in ``loops`` of the loops ``square`` is on."""
        return tuple(i for i, loop in enumerate(self.loops) if square in loop)

    def ahead(self, at: int, came_from: Optional[int], kind: str,
              choose: Optional[Callable[[int, tuple[int, ...]], int]] = None) -> Optional[list[int]]:
        """The squares a piece enters, in order, walking from ``at`` with its
        facing until it reaches a square of ``kind`` other than ``at`` (the last
        one listed): "the next スキマ in this direction". At a branch
        ``choose(square, options)`` picks the next square (ValueError without
        it). None if the walk comes back to ``at`` or to a place and facing it
        has had, finding none."""
        walk = Walk(at, came_from, until=kind)
        path, been = [], set()
        while not walk.done:
            place = (walk.at, walk.came_from)
            if place in been:
                return None
            been.add(place)
            options = walk.options(self)
            # No choose at a branch: step refuses, naming the options.
            path.append(walk.step(self, choose(walk.at, options) if len(options) > 1 and choose else None))
        return None if path[-1] == at else path

    def distance(self, at: int, came_from: Optional[int], target: int) -> Optional[int]:
        """The fewest steps from ``at`` with its facing to ``target``, choosing
        freely at branches (0 if already there); None if it cannot be reached."""
        if at == target:
            return 0
        start = (at, came_from)
        steps = {start: 0}
        queue = deque([start])
        while queue:
            square, came = queue.popleft()
            for to in self.neighbours[square]:
                if to == came or (to, square) in steps:
                    continue
                if to == target:
                    return steps[square, came] + 1
                steps[to, square] = steps[square, came] + 1
                queue.append((to, square))
        return None


class Walk:
    """A move in progress: where the piece is, the square it came from (its
    facing; None before its first move), the steps left (None: no count) and
    the kind of square that ends it on arrival (None: none). ``turned`` sends
    the first step back to the square it came from (a move backwards)."""
    __slots__ = ("at", "came_from", "steps_left", "until", "turned", "arrived")

    def __init__(self, at: int, came_from: Optional[int] = None, steps: Optional[int] = None,
                 until: Optional[str] = None, turned: bool = False):
        if steps is None and until is None:
            raise ValueError("a walk needs a number of steps or a kind of square to stop at")
        if steps is not None and (not isinstance(steps, int) or steps < 0):
            raise ValueError(f"a walk has 0 steps or more, not {steps!r}")
        self.at = at
        self.came_from = came_from
        self.steps_left = steps
        self.until = until
        self.turned = turned
        self.arrived = False

    def clone(self) -> Walk:
        twin = Walk.__new__(Walk)
        twin.at, twin.came_from, twin.steps_left = self.at, self.came_from, self.steps_left
        twin.until, twin.turned, twin.arrived = self.until, self.turned, self.arrived
        return twin

    @property
    def done(self) -> bool:
        return self.arrived or self.steps_left == 0

    def options(self, route: Route) -> tuple[int, ...]:
        """The squares the next step may enter: one, or more at a branch."""
        if self.turned and self.came_from is not None:
            return (self.came_from,)
        return tuple(to for to in route.neighbours[self.at] if to != self.came_from)

    def step(self, route: Route, to: Optional[int] = None) -> int:
        """Enter the next square (``to``, which must be among the options; may be
        left out when there is only one) and return it."""
        if self.done:
            raise ValueError("the walk is over")
        options = self.options(route)
        if to is None:
            if len(options) != 1:
                raise ValueError(f"a branch: choose one of {options}")
            to = options[0]
        elif to not in options:
            raise ValueError(f"square {to} is not a next step from {self.at} (options {options})")
        self.came_from, self.at = self.at, to
        self.turned = False
        if self.steps_left is not None:
            self.steps_left -= 1
        self.arrived = route.squares[to].kind == self.until
        return to
