"""Hex cells and maps: arithmetic, neighbours, rings, rotation, lines, text."""
import math
import random

import pytest
from hypothesis import given, strategies as st

from engine.boards import DIRECTIONS, FLAT_TOP, POINTY_TOP, Hex, HexGrid, Layout

coords = st.integers(-60, 60)
hexes = st.builds(Hex, coords, coords)
radii = st.integers(0, 8)
ORIGIN = Hex(0, 0)


def within(radius):
    """Every cell within ``radius`` of the origin, by brute force over a square."""
    span = range(-radius, radius + 1)
    return {Hex(q, r) for q in span for r in span if max(abs(q), abs(r), abs(q + r)) <= radius}


def test_s_is_derived_and_arithmetic_is_on_vectors_not_tuples():
    a, b = Hex(3, -1), Hex(-2, 5)
    assert (a.s, b.s) == (-2, -3)
    assert a + b == Hex(1, 4) and a - b == Hex(5, -6)
    assert 3 * a == a * 3 == a + a + a == Hex(9, -3)
    with pytest.raises(TypeError):
        a + (1, 0)
    with pytest.raises(TypeError):
        a * 1.5


def test_hexes_are_hashable_values():
    assert len({Hex(1, 2), Hex(1, 2), Hex(2, 1)}) == 2


@given(hexes)
def test_neighbours_are_six_distinct_cells_at_distance_one_and_see_each_other(cell):
    around = cell.neighbours()
    assert len(set(around)) == 6
    for i, n in enumerate(around):
        assert cell.distance(n) == 1
        assert cell in n.neighbours()
        assert cell.neighbour(i) == cell.neighbour(i + 6) == cell.neighbour(i - 6) == n


@pytest.mark.parametrize("orientation, first", [(POINTY_TOP, 0), (FLAT_TOP, -30)])
def test_directions_turn_60_degrees_counterclockwise_on_screen(orientation, first):
    # Direction 0 is east on pointy-top, south-east on flat-top; angles are counted
    # counterclockwise as seen on a y-down screen.
    layout = Layout(orientation, (1.0, 1.0))
    for i, d in enumerate(DIRECTIONS):
        x, y = layout.to_pixel(d)
        assert math.degrees(math.atan2(-y, x)) % 360 == pytest.approx((first + 60 * i) % 360)


def test_distance_is_the_fewest_steps():
    steps, frontier = {ORIGIN: 0}, [ORIGIN]
    while frontier:
        cell = frontier.pop(0)
        if steps[cell] < 7:
            for n in cell.neighbours():
                if n not in steps:
                    steps[n] = steps[cell] + 1
                    frontier.append(n)
    assert len(steps) == 3 * 7 * 8 + 1
    for cell, count in steps.items():
        assert ORIGIN.distance(cell) == cell.distance(ORIGIN) == count


@given(hexes, hexes, hexes)
def test_distance_is_a_metric(a, b, c):
    assert a.distance(b) == b.distance(a) >= 0
    assert (a.distance(b) == 0) == (a == b)
    assert a.distance(c) <= a.distance(b) + b.distance(c)


@given(hexes, st.integers(1, 8))
def test_a_ring_is_6r_distinct_cells_at_distance_r_in_a_closed_walk(centre, radius):
    ring = centre.ring(radius)
    assert len(ring) == len(set(ring)) == 6 * radius
    assert all(centre.distance(cell) == radius for cell in ring)
    assert all(a.distance(b) == 1 for a, b in zip(ring, ring[1:] + ring[:1]))
    assert ring[0] == centre + DIRECTIONS[4] * radius


def test_a_ring_of_radius_0_is_its_centre_and_a_negative_one_is_refused():
    assert Hex(2, 3).ring(0) == [Hex(2, 3)]
    with pytest.raises(ValueError):
        ORIGIN.ring(-1)
    with pytest.raises(ValueError):
        ORIGIN.spiral(-1)


@pytest.mark.parametrize("radius", [1, 2, 5])
def test_a_ring_walks_counterclockwise_on_screen(radius):
    # Shoelace area with y flipped up: positive means counterclockwise as seen.
    points = [Layout(POINTY_TOP, (1.0, 1.0)).to_pixel(c) for c in ORIGIN.ring(radius)]
    area = sum(x1 * -y2 - x2 * -y1 for (x1, y1), (x2, y2) in zip(points, points[1:] + points[:1]))
    assert area > 0


@given(radii)
def test_a_spiral_is_every_cell_within_its_radius_nearest_first(radius):
    spiral = ORIGIN.spiral(radius)
    assert len(spiral) == len(set(spiral)) == 3 * radius * (radius + 1) + 1
    assert set(spiral) == within(radius)
    distances = [ORIGIN.distance(c) for c in spiral]
    assert distances == sorted(distances)


@given(hexes, hexes, st.integers(-20, 20))
def test_rotation_six_times_is_identity_and_keeps_distances(a, b, steps):
    turned = a
    for _ in range(6):
        turned = turned.rotated(1)
    assert turned == a == a.rotated(6) == a.rotated(-6)
    assert a.rotated(steps).rotated(-steps) == a
    assert a.rotated(steps).distance(b.rotated(steps)) == a.distance(b)
    assert a.rotated(steps).distance(ORIGIN) == a.distance(ORIGIN)


def test_rotating_one_step_takes_each_direction_to_the_next():
    for i, d in enumerate(DIRECTIONS):
        assert d.rotated(1) == DIRECTIONS[(i + 1) % 6]


@given(hexes)
def test_one_step_turns_the_picture_60_degrees_counterclockwise(cell):
    layout = Layout(POINTY_TOP, (1.0, 1.0))
    x, y = layout.to_pixel(cell)
    c, s = math.cos(math.pi / 3), math.sin(math.pi / 3)
    tx, ty = layout.to_pixel(cell.rotated(1))
    assert (tx, ty) == (pytest.approx(x * c + y * s, abs=1e-9), pytest.approx(-x * s + y * c, abs=1e-9))


@given(hexes, hexes)
def test_reflection_is_an_involution_that_keeps_distances(a, b):
    assert a.reflected().reflected() == a
    assert a.reflected().distance(b.reflected()) == a.distance(b)


def test_reflection_mirrors_in_the_line_through_hex_2_minus_1():
    assert [d.reflected() for d in DIRECTIONS] == [DIRECTIONS[i] for i in (1, 0, 5, 4, 3, 2)]
    assert [(Hex(2, -1) * k).reflected() for k in range(-2, 3)] == [Hex(2, -1) * k for k in range(-2, 3)]


def test_reflection_and_rotations_give_twelve_images_of_a_cell_off_every_axis():
    cell = Hex(2, 1)
    images = {c.rotated(k) for c in (cell, cell.reflected()) for k in range(6)}
    assert len(images) == 12
    assert all(image.distance(ORIGIN) == 3 for image in images)


@given(hexes, hexes)
def test_a_line_has_distance_plus_one_cells_each_next_to_the_one_before(a, b):
    line = a.line_to(b)
    assert len(line) == a.distance(b) + 1
    assert line[0] == a and line[-1] == b
    assert all(p.distance(q) == 1 for p, q in zip(line, line[1:]))


def test_a_line_along_a_direction_is_its_multiples_and_a_line_to_itself_is_one_cell():
    for d in DIRECTIONS:
        assert ORIGIN.line_to(d * 4) == [d * k for k in range(5)]
    assert Hex(2, -3).line_to(Hex(2, -3)) == [Hex(2, -3)]


@pytest.mark.parametrize("diagonal", [Hex(2, -1), Hex(1, 1), Hex(-1, 2), Hex(-2, 1), Hex(-1, -1), Hex(1, -2)])
def test_a_line_along_cell_edges_keeps_to_one_side(diagonal):
    # A diagonal runs along the edge between two cells, so every other point is a
    # tie between them: the nudge must break each tie the same way, not zigzag.
    line = ORIGIN.line_to(diagonal * 2)
    assert line[2] == diagonal
    assert line[3] - diagonal == line[1]


def test_text_is_q_comma_r_in_brackets():
    assert Hex(3, -1).text == "(3,-1)"
    assert Hex(0, 0).text == "(0,0)"
    assert Hex.parse("(-12,7)") == Hex(-12, 7)


@given(st.builds(Hex, st.integers(), st.integers()))
def test_text_round_trips_exactly(cell):
    assert Hex.parse(cell.text) == cell
    assert Hex.parse(cell.text).text == cell.text


@pytest.mark.parametrize("text", [
    "(3, -1)", " (3,-1)", "(3,-1) ", "(3,-1)\n", "(+1,0)", "(0,+1)", "(01,0)", "(0,-01)",
    "(00,0)", "(-0,0)", "(0,-0)", "3,-1", "(3,-1", "[3,-1]", "(3;-1)", "(3,-1,-2)", "(1.0,2)",
    "(1e3,0)", "()", "", "(１,2)", "(٣,1)", "(3,−1)",
])
def test_non_canonical_text_is_refused_naming_it(text):
    with pytest.raises(ValueError) as refused:
        Hex.parse(text)
    assert repr(text) in str(refused.value)


@pytest.mark.parametrize("value", [None, 5, (3, -1), b"(3,-1)"])
def test_a_value_that_is_not_text_is_refused_naming_it(value):
    with pytest.raises(ValueError, match="not a hex") as refused:
        Hex.parse(value)
    assert repr(value) in str(refused.value)


def test_huge_text_is_refused_in_one_short_line():
    text = "(" + "1" * 5000 + ",0)"
    with pytest.raises(ValueError, match=r"not a hex: '\(111") as refused:
        Hex.parse(text)
    assert len(str(refused.value)) < 120


@pytest.mark.parametrize("radius, cells", [(0, 1), (1, 7), (2, 19), (3, 37), (6, 127)])
def test_a_hexagon_map_has_3n_n_plus_1_plus_1_cells(radius, cells):
    grid = HexGrid.hexagon(radius)
    assert len(grid) == len(list(grid)) == cells == 3 * radius * (radius + 1) + 1
    assert set(grid) == within(radius)
    assert not any(cell in grid for cell in ORIGIN.ring(radius + 1))


def test_a_map_iterates_row_by_row_whatever_order_it_was_given():
    cells = ORIGIN.spiral(3)
    shuffled = cells[:]
    random.Random(7).shuffle(shuffled)
    order = list(HexGrid(shuffled))
    assert order == list(HexGrid(cells)) == list(HexGrid(reversed(cells)))
    keys = [(c.r, c.q) for c in order]
    assert keys == sorted(keys) and len(set(keys)) == len(keys)
    assert order[0] == Hex(0, -3) and order[-1] == Hex(0, 3)


def test_a_map_accepts_pairs_from_data_and_gives_hexes_back():
    grid = HexGrid([[0, 0], (1, 0), [1, 0]])
    assert list(grid) == [Hex(0, 0), Hex(1, 0)]
    assert all(type(cell) is Hex for cell in grid)


def test_neighbours_on_a_map_stop_at_its_edge():
    grid = HexGrid.hexagon(3)
    assert grid.neighbours(ORIGIN) == ORIGIN.neighbours()
    corner, side = Hex(3, 0), Hex(3, -1)
    assert sorted(grid.neighbours(corner)) == sorted([Hex(2, 0), Hex(3, -1), Hex(2, 1)])
    assert len(grid.neighbours(side)) == 4
    # A piece beside the board, off the map, touches the cells next to it.
    assert grid.neighbours(Hex(4, 0)) == [Hex(3, 0)]
    assert grid.neighbours(Hex(9, 9)) == []


@given(hexes)
def test_neighbours_on_a_map_are_the_cells_neighbours_that_are_on_it(cell):
    grid = HexGrid.hexagon(4)
    on_map = grid.neighbours(cell)
    assert on_map == [n for n in cell.neighbours() if n in grid]


def test_the_outer_ring_of_a_hexagon_is_its_last_ring():
    grid = HexGrid.hexagon(3)
    outer = grid.outer_ring()
    assert len(outer) == 18 and set(outer) == set(ORIGIN.ring(3))
    assert outer == [cell for cell in grid if cell in set(outer)]
    assert all(grid.is_on_edge(cell) for cell in outer)
    assert not any(grid.is_on_edge(cell) for cell in ORIGIN.spiral(2))
    assert not grid.is_on_edge(Hex(4, 0))


def test_every_cell_of_a_thin_map_is_on_its_edge():
    grid = HexGrid(ORIGIN.spiral(1) + [Hex(2, 0)])
    assert grid.outer_ring() == [c for c in grid if c != ORIGIN]
    assert len(HexGrid([Hex(0, 0), Hex(1, 0)]).outer_ring()) == 2
