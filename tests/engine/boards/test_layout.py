"""Layout maths for a view: centres, hit-testing, corners and bounds."""
import math

import pytest
from hypothesis import given, strategies as st

from engine.boards import FLAT_TOP, POINTY_TOP, Hex, HexGrid, Layout

coords = st.integers(-30, 30)
hexes = st.builds(Hex, coords, coords)
orientations = st.sampled_from([POINTY_TOP, FLAT_TOP])
lengths = st.floats(2.0, 120.0)
offsets = st.floats(-500.0, 500.0)
layouts = st.builds(lambda o, sx, sy, ox, oy: Layout(o, (sx, sy), (ox, oy)),
                    orientations, lengths, lengths, offsets, offsets)
uniform_layouts = st.builds(lambda o, size, ox, oy: Layout(o, (size, size), (ox, oy)),
                            orientations, lengths, offsets, offsets)
SEAM = 1e-9


def shared_points(a, b):
    return sum(1 for p in a for q in b if math.dist(p, q) < SEAM)


@given(layouts, hexes)
def test_a_centre_maps_back_to_its_cell(layout, cell):
    assert layout.from_pixel(*layout.to_pixel(cell)) == cell


@given(uniform_layouts, st.floats(-3000, 3000), st.floats(-3000, 3000))
def test_a_point_falls_in_the_cell_whose_centre_is_nearest(layout, x, y):
    # Regular hexes are the cells of their centres' Voronoi diagram.
    cell = layout.from_pixel(x, y)
    mine = math.dist((x, y), layout.to_pixel(cell))
    assert mine <= layout.size[0] + 1e-9
    for other in cell.neighbours():
        assert mine <= math.dist((x, y), layout.to_pixel(other)) + 1e-9


@given(layouts, hexes, st.integers(0, 5), st.floats(0, math.tau), st.floats(0, 1e-3))
def test_a_point_near_a_corner_falls_in_one_of_the_three_cells_that_meet_there(
        layout, cell, corner, angle, reach):
    cx, cy = layout.corners(cell)[corner]
    meeting = [c for c in [cell] + cell.neighbours()
               if any(math.dist((cx, cy), p) < SEAM for p in layout.corners(c))]
    assert len(meeting) == 3
    d = reach * min(layout.size)
    assert layout.from_pixel(cx + d * math.cos(angle), cy + d * math.sin(angle)) in meeting


@given(layouts, hexes)
def test_neighbours_share_exactly_one_edge_and_cells_further_apart_share_nothing(layout, cell):
    mine = layout.corners(cell)
    for n in cell.neighbours():
        assert shared_points(mine, layout.corners(n)) == 2
    for far in cell.ring(2):
        assert shared_points(mine, layout.corners(far)) == 0


@given(uniform_layouts, hexes)
def test_corners_lie_on_the_circle_of_the_size_clockwise_on_screen(layout, cell):
    centre, size = layout.to_pixel(cell), layout.size[0]
    corners = layout.corners(cell)
    assert len(corners) == 6
    assert all(math.dist(centre, p) == pytest.approx(size) for p in corners)
    for p, q in zip(corners, corners[1:] + corners[:1]):
        assert math.dist(p, q) == pytest.approx(size)
    # Shoelace area in y-down screen coordinates: positive means clockwise as seen.
    area = sum(x1 * y2 - x2 * y1 for (x1, y1), (x2, y2) in zip(corners, corners[1:] + corners[:1]))
    assert area > 0


def test_pointy_top_has_a_corner_on_top_and_flat_top_a_flat_edge():
    pointy, flat = Layout(POINTY_TOP, (10.0, 10.0)), Layout(FLAT_TOP, (10.0, 10.0))
    assert min(pointy.corners(Hex(0, 0)), key=lambda p: p[1]) == (pytest.approx(0.0, abs=1e-9), -10.0)
    top = sorted(flat.corners(Hex(0, 0)), key=lambda p: p[1])[:2]
    assert top[0][1] == pytest.approx(top[1][1]) == pytest.approx(-10.0 * math.sqrt(3) / 2)


def test_corner_0_is_30_degrees_below_east_for_pointy_top_and_east_for_flat_top():
    pointy = Layout(POINTY_TOP, (10.0, 10.0), (100.0, 50.0)).corners(Hex(0, 0))[0]
    flat = Layout(FLAT_TOP, (10.0, 10.0), (100.0, 50.0)).corners(Hex(0, 0))[0]
    assert pointy == (pytest.approx(100 + 10 * math.sqrt(3) / 2), pytest.approx(55.0))
    assert flat == (pytest.approx(110.0), pytest.approx(50.0))


def test_the_origin_is_where_hex_0_0_goes_and_the_size_scales_each_axis():
    layout = Layout(POINTY_TOP, (10.0, 20.0), (3.0, 4.0))
    assert layout.to_pixel(Hex(0, 0)) == (3.0, 4.0)
    # One step along r is half a cell width across and 3/2 sizes down.
    assert layout.to_pixel(Hex(0, 1)) == (pytest.approx(3 + 5 * math.sqrt(3)), pytest.approx(4 + 30))


@given(layouts, st.lists(hexes, min_size=1, max_size=20))
def test_bounds_hold_every_corner_and_touch_the_extremes(layout, cells):
    min_x, min_y, max_x, max_y = layout.bounds(cells)
    points = [p for cell in cells for p in layout.corners(cell)]
    assert all(min_x - 1e-9 <= x <= max_x + 1e-9 and min_y - 1e-9 <= y <= max_y + 1e-9 for x, y in points)
    assert min(x for x, _ in points) == pytest.approx(min_x)
    assert max(x for x, _ in points) == pytest.approx(max_x)
    assert min(y for _, y in points) == pytest.approx(min_y)
    assert max(y for _, y in points) == pytest.approx(max_y)


def test_a_radius_3_map_is_wider_than_tall_pointy_top_and_taller_than_wide_flat_top():
    grid = HexGrid.hexagon(3)
    for orientation, width, height in [(POINTY_TOP, 7 * math.sqrt(3), 11.0),
                                       (FLAT_TOP, 11.0, 7 * math.sqrt(3))]:
        min_x, min_y, max_x, max_y = Layout(orientation, (1.0, 1.0)).bounds(grid)
        assert (max_x - min_x, max_y - min_y) == (pytest.approx(width), pytest.approx(height))
        assert (min_x + max_x, min_y + max_y) == (pytest.approx(0.0, abs=1e-9), pytest.approx(0.0, abs=1e-9))


def test_bounds_of_no_cells_are_refused():
    with pytest.raises(ValueError):
        Layout(POINTY_TOP, (1.0, 1.0)).bounds([])
