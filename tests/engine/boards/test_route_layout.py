"""Layout maths for a route: evenly spaced squares on a loop or a figure eight."""
import math

import pytest
from hypothesis import given, strategies as st

from engine.boards.route import Route, Square
from engine.boards.route_layout import figure_eight_layout, loop_layout, rounded_rectangle
from tests.engine.boards.gensokyo_maps import cross_map, loop_map


def test_a_circle_puts_its_points_evenly_round_clockwise_from_the_bottom():
    points = rounded_rectangle(4, 2.0, 2.0, 1.0)
    expected = [(0, 1), (-1, 0), (0, -1), (1, 0)]     # y down: bottom, left, top, right
    assert all(math.dist(p, q) < 1e-9 for p, q in zip(points, expected))


@given(st.integers(1, 60), st.floats(1, 500), st.floats(1, 500), st.floats(0, 1))
def test_points_lie_on_the_rounded_rectangle_evenly_spaced(count, width, height, share):
    corner = share * min(width, height) / 2
    points = rounded_rectangle(count, width, height, corner)
    a, b = width / 2 - corner, height / 2 - corner
    for x, y in points:
        # On the outline: the distance from the inner rectangle is the corner radius.
        dx, dy = max(abs(x) - a, 0.0), max(abs(y) - b, 0.0)
        assert math.hypot(dx, dy) == pytest.approx(corner, abs=1e-6) or \
            abs(abs(x) - width / 2) < 1e-6 or abs(abs(y) - height / 2) < 1e-6
        assert abs(x) <= width / 2 + 1e-6 and abs(y) <= height / 2 + 1e-6
    assert points[0] == pytest.approx((0.0, height / 2))
    if count > 1 and corner == 0:
        # Straight edges only: arc length along the outline equals the chords' sum round it.
        chords = [math.dist(points[i], points[(i + 1) % count]) for i in range(count)]
        assert sum(chords) <= 2 * (width + height) + 1e-6


def test_a_square_rectangle_without_corners_spaces_points_by_perimeter():
    points = rounded_rectangle(8, 4.0, 4.0, 0.0)
    expected = [(0, 2), (-2, 2), (-2, 0), (-2, -2), (0, -2), (2, -2), (2, 0), (2, 2)]
    assert all(math.dist(p, q) < 1e-9 for p, q in zip(points, expected))


@pytest.mark.parametrize("args", [(4, 2.0, 2.0, 1.5), (4, 2.0, 2.0, -1.0), (0, 2.0, 2.0, 0.5)])
def test_impossible_outlines_are_refused(args):
    with pytest.raises(ValueError):
        rounded_rectangle(*args)


def test_a_loop_map_is_laid_out_in_route_order_from_its_first_square():
    route = loop_map("AB")
    positions = loop_layout(route, 300.0, 200.0, 40.0)
    assert positions == rounded_rectangle(31, 300.0, 200.0, 40.0)


def test_the_cross_map_is_an_eight_whose_strokes_cross_at_start():
    route = cross_map()
    positions = figure_eight_layout(route, 200.0, 320.0)
    at = lambda square_id: positions[route.index(square_id)]
    assert at("A01") == pytest.approx((0.0, 0.0))
    north = [positions[s] for s in route.loops[0][1:]]
    south = [positions[s] for s in route.loops[1][1:]]
    assert all(y < 0 for _, y in north) and all(y > 0 for _, y in south)
    assert all(abs(x) <= 100 + 1e-9 and abs(y) <= 160 + 1e-9 for x, y in positions)
    # Going on from one loop into the other crosses straight over START.
    for a, b in (("A16", "B01"), ("B15", "A02")):
        (xa, ya), (xb, yb) = at(a), at(b)
        assert xa * xb < 0 and ya * yb < 0
        assert xa * yb == pytest.approx(xb * ya, rel=0.05)      # nearly in line through (0, 0)
    # Evenly spaced: every square as far from the next on its loop as any other.
    for loop in route.loops:
        gaps = [math.dist(positions[a], positions[b]) for a, b in zip(loop, loop[1:] + loop[:1])]
        assert max(gaps) == pytest.approx(min(gaps), rel=0.05)


def test_a_shape_without_its_layout_is_refused():
    squares = [Square(c, "x") for c in "abcdefg"]
    crossing_twice = Route(squares, [["a", "b", "c", "d"], ["a", "e", "d", "f", "g"]])
    with pytest.raises(ValueError, match="figure-eight"):
        figure_eight_layout(crossing_twice, 10.0, 10.0)
    with pytest.raises(ValueError, match="one loop"):
        loop_layout(crossing_twice, 10.0, 10.0, 1.0)
    with pytest.raises(ValueError, match="figure-eight"):
        figure_eight_layout(loop_map("AB"), 10.0, 10.0)
