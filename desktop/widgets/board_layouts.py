"""Where a ``BoardView``'s places lie and how the arrow keys go between them.

A layout answers four questions about the places (any hashable ids):
``centre(place)`` (a scene point), ``place_at(point)`` (the place a scene point
falls in, or None; the view keeps only places it shows), ``order(place)`` (a
sort key: the first target, reading order) and ``step(place, key, column,
places)`` (where an arrow key goes from ``place``: ``(place, column)``, the
column being the x that up and down keep; None for no place that way).

* ``HexLayout``: cells of ``engine.boards.hex`` at an engine ``Layout`` (pointy
  top). Left and Right are the neighbours west and east; Up and Down each have
  two neighbours, and the one nearer the column the cursor keeps goes.
* ``RouteLayout``: squares of ``engine.boards.route`` at given centres (as
  ``route_layout`` puts them), each a disc of ``radius``. An arrow key goes to
  the square beside it on the route (a loop's next or previous one) that lies
  most that way on screen.
"""
from __future__ import annotations

import math

from PySide6.QtCore import QPointF, Qt

from engine.boards.hex import Hex, Layout
from engine.boards.route import Route

WEST, EAST, NORTH, SOUTH = (3,), (0,), (1, 2), (4, 5)
HEX_KEYS = {Qt.Key.Key_Left: WEST, Qt.Key.Key_Right: EAST, Qt.Key.Key_Up: NORTH, Qt.Key.Key_Down: SOUTH}
SCREEN_WAYS = {Qt.Key.Key_Left: (-1, 0), Qt.Key.Key_Right: (1, 0), Qt.Key.Key_Up: (0, -1), Qt.Key.Key_Down: (0, 1)}
ARROW_KEYS = frozenset(SCREEN_WAYS)


class HexLayout:
    """Hex cells at the engine's ``layout``; ``home`` is where a cursor starts without targets."""

    def __init__(self, layout: Layout, home: Hex = Hex(0, 0)):
        self.layout = layout
        self.home = home

    def centre(self, cell: Hex) -> QPointF:
        return QPointF(*self.layout.to_pixel(cell))

    def place_at(self, point: QPointF) -> Hex:
        return self.layout.from_pixel(point.x(), point.y())

    @staticmethod
    def order(cell: Hex) -> tuple:
        return cell.r, cell.q

    def step(self, cell: Hex, key, column, places) -> tuple:
        directions = HEX_KEYS[key]
        candidates = [cell.neighbour(d) for d in directions if cell.neighbour(d) in places]
        if not candidates:
            return None, column
        if len(directions) == 1:            # west or east: a new column to keep
            return candidates[0], None
        if column is None:
            column = self.centre(cell).x()
        # up or down: the neighbour nearer the kept column (on a tie the first, the east one)
        return min(candidates, key=lambda c: abs(self.centre(c).x() - column)), column


class RouteLayout:
    """The squares of ``route`` (by index) at ``centres`` (scene points), each a disc of ``radius``."""

    def __init__(self, route: Route, centres: list, radius: float):
        self.centres = list(centres)
        self.radius = radius
        self.home = 0
        self.beside = route.neighbours

    def centre(self, square: int) -> QPointF:
        return self.centres[square]

    def place_at(self, point: QPointF):
        for square, centre in enumerate(self.centres):
            if math.dist((point.x(), point.y()), (centre.x(), centre.y())) <= self.radius:
                return square
        return None

    @staticmethod
    def order(square: int) -> int:
        return square

    def step(self, square: int, key, column, places) -> tuple:
        wx, wy = SCREEN_WAYS[key]
        here = self.centres[square]

        def along(other: int) -> float:
            way = self.centres[other] - here
            return (way.x() * wx + way.y() * wy) / (math.hypot(way.x(), way.y()) or 1.0)

        ahead = [other for other in sorted(self.beside[square]) if other in places and along(other) > 0.2]
        return (max(ahead, key=along) if ahead else None), None
