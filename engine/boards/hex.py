"""A hex grid in axial coordinates, after Red Blob Games' "Hexagonal Grids".

A cell is ``Hex(q, r)``; the third cube coordinate ``s = -q - r`` is derived.
Directions, rings and the pixel layout follow Red Blob's conventions, with screen
y growing downwards (as in Qt):

* ``DIRECTIONS[i]`` for i = 0..5 is (+1,0), (+1,-1), (0,-1), (-1,0), (-1,+1), (0,+1):
  on a pointy-top layout east, north-east, north-west, west, south-west, south-east;
  on a flat-top layout south-east, north-east, north, north-west, south-west, south.
  Either way each next direction is 60° counterclockwise on screen.
* A ring starts ``radius`` steps in direction 4 from its centre and walks
  directions 0, 1, …, 5, so it too goes counterclockwise on screen.

Guild Masters' hexagon map will use ``POINTY_TOP``: its rows of cells are then
horizontal and a radius-3 map is wider (7·√3 sizes) than tall (11 sizes), which
suits a landscape window. Which cell holds what is the game's business, not this
module's.
"""
from __future__ import annotations

import math
import re
from typing import Iterable, Iterator, NamedTuple

from engine.core.text import brief

_TEXT = re.compile(r"\((0|-?[1-9][0-9]*),(0|-?[1-9][0-9]*)\)")


class Hex(NamedTuple):
    """One cell. A tuple underneath (hashable, compact); ``+``, ``-`` and ``*``
    are vector arithmetic, not tuple concatenation or repetition."""
    q: int
    r: int

    @property
    def s(self) -> int:
        return -self.q - self.r

    def __add__(self, other: object) -> Hex:
        if not isinstance(other, Hex):
            return NotImplemented
        return Hex(self.q + other.q, self.r + other.r)

    def __sub__(self, other: object) -> Hex:
        if not isinstance(other, Hex):
            return NotImplemented
        return Hex(self.q - other.q, self.r - other.r)

    def __mul__(self, k: object) -> Hex:
        if not isinstance(k, int):
            return NotImplemented
        return Hex(self.q * k, self.r * k)

    __rmul__ = __mul__

    def neighbour(self, direction: int) -> Hex:
        """The neighbour in ``DIRECTIONS[direction % 6]``: modulo 6, so that
        ``direction + 1`` is always the next one round."""
        return self + DIRECTIONS[direction % 6]

    def neighbours(self) -> list[Hex]:
        """The six neighbours, in the order of ``DIRECTIONS``."""
        return [self + d for d in DIRECTIONS]

    def distance(self, other: Hex) -> int:
        dq, dr = self.q - other.q, self.r - other.r
        return (abs(dq) + abs(dr) + abs(dq + dr)) // 2

    def ring(self, radius: int) -> list[Hex]:
        """The 6·radius cells at ``radius`` from this one (just itself for 0),
        from the one in direction 4, counterclockwise on screen."""
        if radius < 0:
            raise ValueError(f"a ring's radius is 0 or more, not {radius}")
        if radius == 0:
            return [self]
        cells = []
        cell = self + DIRECTIONS[4] * radius
        for direction in range(6):
            for _ in range(radius):
                cells.append(cell)
                cell = cell.neighbour(direction)
        return cells

    def spiral(self, radius: int) -> list[Hex]:
        """Every cell within ``radius``: this one, then ring 1, ring 2, …"""
        if radius < 0:
            raise ValueError(f"a spiral's radius is 0 or more, not {radius}")
        return [cell for k in range(radius + 1) for cell in self.ring(k)]

    def rotated(self, steps: int) -> Hex:
        """Turned about the origin by ``steps`` × 60°, counterclockwise on screen
        (direction i goes to direction i + steps); negative steps turn back.
        To turn about another centre c: ``(h - c).rotated(k) + c``."""
        q, r = self
        for _ in range(steps % 6):
            q, r = q + r, -q
        return Hex(q, r)

    def reflected(self) -> Hex:
        """Mirrored in the line through the origin and Hex(2, -1): r and s swap, so
        directions 0 and 1 trade places (and 2 with 5, 3 with 4). With the six
        rotations this gives all twelve symmetries of a hexagon map."""
        return Hex(self.q, self.s)

    def line_to(self, other: Hex) -> list[Hex]:
        """The distance + 1 cells from this one to ``other``, each next to the one
        before. Every point is nudged the same tiny step off the cell edges, so that
        a line along an edge rounds to one side all the way instead of zigzagging."""
        n = self.distance(other)
        step = 1.0 / max(n, 1)
        dq, dr = (other.q - self.q) * step, (other.r - self.r) * step
        # The same nudge at every point, (+1e-6, +1e-6) and so s by -2e-6: off every
        # edge, still on the plane q + r + s = 0.
        return [round_hex(self.q + dq * i + 1e-6, self.r + dr * i + 1e-6) for i in range(n + 1)]

    @property
    def text(self) -> str:
        """``"(q,r)"``, e.g. ``"(3,-1)"``: the form for records, logs and tests."""
        return f"({self.q},{self.r})"

    @classmethod
    def parse(cls, text: str) -> Hex:
        """The hex of ``text``, which must be exactly what ``.text`` writes: no
        spaces, no ``+``, no leading zeros, no ``-0``."""
        match = _TEXT.fullmatch(text) if isinstance(text, str) else None
        if match is not None:
            try:
                return cls(int(match[1]), int(match[2]))
            except ValueError:  # more digits than int() reads (sys.get_int_max_str_digits)
                pass
        raise ValueError(f"not a hex: {brief(repr(text))} (expected (q,r), e.g. (3,-1))")


DIRECTIONS: tuple[Hex, ...] = (Hex(1, 0), Hex(1, -1), Hex(0, -1),
                               Hex(-1, 0), Hex(-1, 1), Hex(0, 1))


def round_hex(q: float, r: float) -> Hex:
    """The cell a fractional position falls in: round all three cube coordinates,
    then recompute the one that moved most from the other two, so q + r + s stays 0."""
    s = -q - r
    rq, rr, rs = round(q), round(r), round(s)
    dq, dr, ds = abs(rq - q), abs(rr - r), abs(rs - s)
    if dq > dr and dq > ds:
        rq = -rr - rs
    elif dr > ds:
        rr = -rq - rs
    return Hex(rq, rr)


class HexGrid:
    """A finite set of cells: a map. Iterates row by row, by r then q (on a
    pointy-top layout top to bottom, left to right), the same order however the
    cells were given."""
    __slots__ = ("_cells", "_order")

    def __init__(self, cells: Iterable[tuple[int, int]]):
        # Pairs are accepted so that a map can come from data ([q, r] lists).
        self._cells = frozenset(Hex(q, r) for q, r in cells)
        self._order = tuple(sorted(self._cells, key=lambda h: (h.r, h.q)))

    @classmethod
    def hexagon(cls, radius: int) -> HexGrid:
        """The 3·radius·(radius+1) + 1 cells within ``radius`` of the origin."""
        return cls(Hex(0, 0).spiral(radius))

    def __contains__(self, cell: object) -> bool:
        return cell in self._cells

    def __iter__(self) -> Iterator[Hex]:
        return iter(self._order)

    def __len__(self) -> int:
        return len(self._order)

    def neighbours(self, cell: Hex) -> list[Hex]:
        """The neighbours of ``cell`` that are on this map, in direction order.
        ``cell`` itself may lie off the map (a piece beside the board)."""
        return [n for n in cell.neighbours() if n in self._cells]

    def is_on_edge(self, cell: Hex) -> bool:
        """On the map, with at least one neighbour off it."""
        return cell in self._cells and any(n not in self._cells for n in cell.neighbours())

    def outer_ring(self) -> list[Hex]:
        """The cells on the edge, in the map's order."""
        return [cell for cell in self._order if self.is_on_edge(cell)]


class Orientation(NamedTuple):
    """The forward (f) and inverse (b) 2×2 matrices between axial and pixel
    coordinates, and the angle of corner 0 in sixths of a turn."""
    f0: float
    f1: float
    f2: float
    f3: float
    b0: float
    b1: float
    b2: float
    b3: float
    start_angle: float


_R3 = math.sqrt(3.0)
POINTY_TOP = Orientation(_R3, _R3 / 2, 0.0, 1.5, _R3 / 3, -1 / 3, 0.0, 2 / 3, 0.5)
FLAT_TOP = Orientation(1.5, 0.0, _R3 / 2, _R3, 2 / 3, 0.0, -1 / 3, _R3 / 3, 0.0)


class Layout(NamedTuple):
    """Where cells go on screen: ``size`` is the (x, y) distance from a centre to
    a corner, ``origin`` the pixel of Hex(0, 0). y grows downwards."""
    orientation: Orientation
    size: tuple[float, float]
    origin: tuple[float, float] = (0.0, 0.0)

    def to_pixel(self, cell: Hex) -> tuple[float, float]:
        """The centre of ``cell``."""
        o, (sx, sy), (ox, oy) = self
        return ((o.f0 * cell.q + o.f1 * cell.r) * sx + ox,
                (o.f2 * cell.q + o.f3 * cell.r) * sy + oy)

    def from_pixel(self, x: float, y: float) -> Hex:
        """The cell that the point (x, y) lies in."""
        o, (sx, sy), (ox, oy) = self
        px, py = (x - ox) / sx, (y - oy) / sy
        return round_hex(o.b0 * px + o.b1 * py, o.b2 * px + o.b3 * py)

    def _corner_offsets(self) -> list[tuple[float, float]]:
        sx, sy = self.size
        angles = (math.tau * (self.orientation.start_angle + i) / 6 for i in range(6))
        return [(sx * math.cos(a), sy * math.sin(a)) for a in angles]

    def corners(self, cell: Hex) -> list[tuple[float, float]]:
        """The six corners of ``cell``, clockwise on screen from corner 0: 30° below
        east for pointy-top, due east for flat-top."""
        cx, cy = self.to_pixel(cell)
        return [(cx + dx, cy + dy) for dx, dy in self._corner_offsets()]

    def bounds(self, cells: Iterable[Hex]) -> tuple[float, float, float, float]:
        """(min_x, min_y, max_x, max_y) of every corner of ``cells``: the rectangle
        a scene needs to show them whole."""
        centres = [self.to_pixel(cell) for cell in cells]
        if not centres:
            raise ValueError("no cells to bound")
        # Every cell has the same corner offsets, so the extremes are the extreme
        # centres plus the extreme offsets.
        offsets = self._corner_offsets()
        xs, ys = [x for x, _ in centres], [y for _, y in centres]
        dxs, dys = [dx for dx, _ in offsets], [dy for _, dy in offsets]
        return (min(xs) + min(dxs), min(ys) + min(dys), max(xs) + max(dxs), max(ys) + max(dys))
