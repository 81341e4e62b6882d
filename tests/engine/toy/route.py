"""The toy game's route: a small loop, or a small figure eight (an option),
built with ``engine.boards.route``, and what landing on each kind of square
scores. A "check" square ends a move on arrival (Gensokyo's stop-here squares)."""
from __future__ import annotations

from engine.boards.route import Route, Square

CHECK = "check"                                   # a move ends on entering one
POINTS = {"gem": 2, "trap": -2, CHECK: 1}         # landing there; other kinds score 0


def _squares(prefix: str, kinds: str) -> list[Square]:
    return [Square(f"{prefix}{i}", kind) for i, kind in enumerate(kinds.split())]


def loop() -> Route:
    return Route.loop(_squares("s", "start plain gem plain check trap gem plain"))


def figure_eight() -> Route:
    """Two loops of five crossing at the start square: at the crossing a piece
    chooses which way to go on."""
    start = Square("x", "start")
    upper = _squares("u", "gem plain check trap")
    lower = _squares("l", "trap gem plain gem")
    return Route([start, *upper, *lower],
                 [[start.id, *(s.id for s in upper)], [start.id, *(s.id for s in lower)]])


ROUTES = {"loop": loop(), "eight": figure_eight()}   # a route never changes: states share it
