"""Where a view draws the squares of a route: (x, y) per square, y growing
downwards (as in Qt), squares evenly spaced along the path.

* A one-loop route is a rounded rectangle centred on (0, 0) (a circle when it
  is square with corner radius half its side), its first square at the middle
  of the bottom edge and the rest clockwise on screen.
* A figure eight (two loops whose first square is the crossing) is a
  lemniscate, an "8" whose strokes cross at (0, 0): the first loop above, the
  second below, so a piece going on from one loop into the other crosses
  straight over.
"""
from __future__ import annotations

import math

from engine.boards.route import Route


def rounded_rectangle(count: int, width: float, height: float, corner: float) -> list[tuple[float, float]]:
    """``count`` points evenly spaced round a ``width`` × ``height`` rectangle
    with corners rounded to radius ``corner``, centred on (0, 0): the first at
    the middle of the bottom edge, then clockwise on screen."""
    if not 0 <= corner <= min(width, height) / 2:
        raise ValueError(f"a corner radius is 0 to half the shorter side, not {corner!r}")
    if count < 1:
        raise ValueError(f"a loop has 1 point or more, not {count!r}")
    a, b = width / 2 - corner, height / 2 - corner     # half the straight edges
    quarter = math.pi / 2 * corner
    # The perimeter from the bottom middle: pieces of (length, point at distance t into it).
    pieces = (
        (a, lambda t: (-t, height / 2)),
        (quarter, lambda t: _arc(-a, b, corner, math.pi / 2, t)),
        (2 * b, lambda t: (-width / 2, b - t)),
        (quarter, lambda t: _arc(-a, -b, corner, math.pi, t)),
        (2 * a, lambda t: (-a + t, -height / 2)),
        (quarter, lambda t: _arc(a, -b, corner, 3 * math.pi / 2, t)),
        (2 * b, lambda t: (width / 2, -b + t)),
        (quarter, lambda t: _arc(a, b, corner, 0.0, t)),
        (a, lambda t: (a - t, height / 2)),
    )
    perimeter = sum(length for length, _ in pieces)
    points = []
    for i in range(count):
        left = perimeter * i / count
        for length, point in pieces:
            if left <= length:
                break
            left -= length
        points.append(point(left))
    return points


def _arc(cx: float, cy: float, radius: float, start: float, t: float) -> tuple[float, float]:
    """The point ``t`` along a clockwise-on-screen arc from angle ``start``."""
    angle = start + (t / radius if radius else 0.0)
    return cx + radius * math.cos(angle), cy + radius * math.sin(angle)


def loop_layout(route: Route, width: float, height: float, corner: float) -> list[tuple[float, float]]:
    """(x, y) for each square of a one-loop ``route``, by index, on a rounded
    rectangle centred on (0, 0), the loop's first square at the bottom middle."""
    if len(route.loops) != 1:
        raise ValueError("a loop layout is for a route of one loop")
    positions: list = [None] * len(route)
    for square, point in zip(route.loops[0], rounded_rectangle(len(route), width, height, corner)):
        positions[square] = point
    return positions


def figure_eight_layout(route: Route, width: float, height: float) -> list[tuple[float, float]]:
    """(x, y) for each square of a figure eight, by index: a lemniscate of
    Gerono ``width`` wide and ``height`` tall crossing at (0, 0), where both
    loops start. The first loop is the upper lobe, leaving the crossing up to
    the right and coming back from the upper left; the second is the lower
    lobe, leaving down to the right, so each stroke crosses straight over."""
    loops = route.loops
    if len(loops) != 2 or loops[0][0] != loops[1][0] or set(loops[0][1:]) & set(loops[1][1:]):
        raise ValueError("a figure-eight layout is for two loops that cross at their first square")
    half = height / 2

    def curve(t: float) -> tuple[float, float]:
        return width / 2 * math.sin(2 * t), -half * math.sin(t)

    positions: list = [None] * len(route)
    for loop, t0 in zip(loops, (0.0, math.pi)):
        for square, point in zip(loop, _evenly_along(curve, t0, t0 + math.pi, len(loop))):
            positions[square] = point
    return positions


def _evenly_along(curve, t0: float, t1: float, count: int, samples: int = 720) -> list[tuple[float, float]]:
    """``count`` points evenly spaced by arc length along the closed piece of
    ``curve`` from ``t0`` to ``t1``, the first at ``t0``: the length is summed
    over ``samples`` chords (the error is far below a pixel at board sizes)."""
    points = [curve(t0 + (t1 - t0) * i / samples) for i in range(samples + 1)]
    along = [0.0]
    for p, q in zip(points, points[1:]):
        along.append(along[-1] + math.dist(p, q))
    spaced, j = [], 0
    for i in range(count):
        goal = along[-1] * i / count
        while along[j + 1] < goal:
            j += 1
        share = (goal - along[j]) / ((along[j + 1] - along[j]) or 1.0)
        (x0, y0), (x1, y1) = points[j], points[j + 1]
        spaced.append((x0 + (x1 - x0) * share, y0 + (y1 - y0) * share))
    return spaced
