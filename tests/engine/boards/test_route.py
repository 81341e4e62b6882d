"""Routes of squares: the two maps of the Touhou rules, facing, branches,
walks that stop at any square, the next square of a kind, distances."""
import pytest
from hypothesis import given, strategies as st

from engine.boards.route import Route, Square, Walk
from tests.engine.boards.gensokyo_maps import cross_map, loop_map

SMALL, LARGE, CROSS = loop_map("AB"), loop_map("ABC"), cross_map()


def ids(route, squares):
    return [route.squares[s].id for s in squares]


def kinds(route):
    counts = {}
    for square in route.squares:
        counts[square.kind] = counts.get(square.kind, 0) + 1
    return counts


def test_the_loop_maps_have_the_rules_squares():
    assert len(SMALL) == 31 and kinds(SMALL) == {"start": 1, "land": 24, "event": 4, "gap": 2}
    assert len(LARGE) == 46 and kinds(LARGE) == {"start": 1, "land": 36, "event": 6, "gap": 3}
    last = LARGE.index("C15")
    assert LARGE.successors[last] == (LARGE.index("A01"),)
    assert SMALL.squares[SMALL.index("A06")] == Square("A06", "land", "A")


def test_the_cross_map_crosses_at_start_with_four_neighbours():
    assert len(CROSS) == 33 and kinds(CROSS) == {"start": 1, "land": 24, "event": 4, "gap": 2, "check": 2}
    start = CROSS.index("A01")
    assert sorted(ids(CROSS, CROSS.neighbours[start])) == ["A02", "A16", "B01", "B15"]
    assert all(len(CROSS.neighbours[s]) == 2 for s in range(len(CROSS)) if s != start)
    assert CROSS.loops_through(start) == (0, 1) and CROSS.loops_through(CROSS.index("B05")) == (1,)
    assert ids(CROSS, CROSS.neighbours[CROSS.index("CHECK-N")]) == ["A09", "A08"]


def test_a_walk_enters_each_square_in_turn_and_can_stop_at_any():
    walk = Walk(SMALL.index("B14"), SMALL.index("B13"), steps=4)
    entered = []
    while not walk.done:
        entered.append(walk.step(SMALL))
        if SMALL.kind(walk.at) == "start":
            break                           # a frame stops here, e.g. the deck ran out
    assert ids(SMALL, entered) == ["B15", "A01"] and walk.steps_left == 2
    assert ids(SMALL, [walk.step(SMALL), walk.step(SMALL)]) == ["A02", "A03"] and walk.done
    with pytest.raises(ValueError, match="over"):
        walk.step(SMALL)


def test_laps_read_the_direction_of_the_step_onto_start():
    start = SMALL.index("A01")
    assert SMALL.is_forward(SMALL.index("B15"), start)
    assert not SMALL.is_forward(SMALL.index("A02"), start)


def test_a_turned_walk_goes_back_the_way_it_came_and_keeps_going():
    a03 = SMALL.index("A03")
    walk = Walk(a03, SMALL.index("A02"), steps=3, turned=True)
    assert ids(SMALL, [walk.step(SMALL) for _ in range(3)]) == ["A02", "A01", "B15"]
    # On the cross map too, through START: back the way it came, not a branch.
    walk = Walk(CROSS.index("A01"), CROSS.index("B15"), steps=2, turned=True)
    assert ids(CROSS, [walk.step(CROSS), walk.step(CROSS)]) == ["B15", "B14"]


def test_start_is_a_branch_on_the_cross_map_except_back_where_it_came_from():
    start = CROSS.index("A01")
    first = Walk(start, None, steps=1)
    assert sorted(ids(CROSS, first.options(CROSS))) == ["A02", "A16", "B01", "B15"]
    walk = Walk(CROSS.index("A16"), CROSS.index("A15"), steps=3)
    walk.step(CROSS)
    assert sorted(ids(CROSS, walk.options(CROSS))) == ["A02", "B01", "B15"]
    with pytest.raises(ValueError, match="branch"):
        walk.step(CROSS)
    with pytest.raises(ValueError, match="not a next step"):
        walk.step(CROSS, CROSS.index("A16"))
    walk.step(CROSS, CROSS.index("B15"))
    assert ids(CROSS, [walk.step(CROSS)]) == ["B14"] and walk.done


def test_the_next_gap_ahead_on_each_loop_map():
    big_gaps = [s.id for s in LARGE.squares if s.kind == "gap"]
    assert big_gaps == ["A09", "B05", "C09"]
    def next_gap(route, square_id, backward=False):
        at = route.index(square_id)
        came = route.successors[at][0] if backward else route.predecessors[at][0]
        return route.squares[route.ahead(at, came, "gap")[-1]].id
    assert [next_gap(LARGE, g) for g in big_gaps] == ["B05", "C09", "A09"]
    assert [next_gap(LARGE, g, backward=True) for g in big_gaps] == ["C09", "A09", "B05"]
    assert next_gap(SMALL, "A09") == "B05" and next_gap(SMALL, "B05") == "A09"
    path = SMALL.ahead(SMALL.index("B05"), SMALL.index("B04"), "gap")
    assert ids(SMALL, path)[10:12] == ["A01", "A02"] and len(path) == 10 + 9


def test_the_next_gap_on_the_cross_map_crosses_to_the_other_loop_at_start():
    start, a09 = CROSS.index("A01"), CROSS.index("A09")
    other_loop = lambda square, options: next(o for o in options if CROSS.loops_through(o) == (1,))
    path = CROSS.ahead(a09, CROSS.index("CHECK-N"), "gap", other_loop)
    assert ids(CROSS, path) == ["A10", "A11", "A12", "A13", "A14", "A15", "A16", "A01", "B01",
                                "B02", "B03", "B04", "B05"]
    # Staying on the north loop comes back round to A09 itself: no other gap that way.
    same_loop = lambda square, options: next(o for o in options if CROSS.loops_through(o) == (0,))
    assert CROSS.ahead(a09, CROSS.index("CHECK-N"), "gap", same_loop) is None
    assert start in path
    with pytest.raises(ValueError, match="branch"):
        CROSS.ahead(a09, CROSS.index("CHECK-N"), "gap")


def test_no_square_of_a_kind_is_none():
    assert SMALL.ahead(0, len(SMALL) - 1, "check") is None
    lone = Route.loop([Square("s", "start"), Square("g", "gap"), Square("l", "land")])
    assert lone.ahead(1, 0, "gap") is None


def test_distance_respects_facing_and_chooses_at_branches():
    a10 = SMALL.index("A10")
    assert SMALL.distance(a10, SMALL.index("A09"), SMALL.index("A12")) == 2
    assert SMALL.distance(a10, SMALL.index("A09"), SMALL.index("A08")) == 29
    assert SMALL.distance(a10, SMALL.index("A11"), SMALL.index("A08")) == 2
    assert SMALL.distance(a10, None, a10) == 0
    a16 = CROSS.index("A16")
    assert CROSS.distance(a16, CROSS.index("A15"), CROSS.index("B15")) == 2
    assert CROSS.distance(a16, CROSS.index("A15"), CROSS.index("A15")) == 16  # round the 17-square north loop
    assert CROSS.distance(CROSS.index("A01"), None, CROSS.index("CHECK-S")) == 8


@given(st.sampled_from([SMALL, LARGE]), st.integers(0, 45), st.integers(0, 100))
def test_on_a_loop_walking_the_distance_gets_there(route, a, n):
    a %= len(route)
    walk = Walk(a, route.predecessors[a][0], steps=n)
    while not walk.done:
        walk.step(route)
    assert route.distance(a, route.predecessors[a][0], walk.at) == n % len(route)


@given(st.integers(0, 32), st.integers(1, 40), st.randoms(use_true_random=False))
def test_on_the_cross_map_every_step_goes_to_a_neighbour_and_never_straight_back(a, n, random):
    walk = Walk(a, None, steps=n)
    clone = walk.clone()
    while not walk.done:
        before, came = walk.at, walk.came_from
        to = walk.step(CROSS, random.choice(walk.options(CROSS)))
        assert to in CROSS.neighbours[before] and to != came
    assert walk.steps_left == 0 and clone.steps_left == n and clone.at == a


@pytest.mark.parametrize("make, message", [
    (lambda: Route([Square("a", "x"), Square("a", "y"), Square("b", "z")], [["a", "b"]]), "share an id"),
    (lambda: Route.loop([Square("a", "x"), Square("b", "y")]), "3 squares or more"),
    (lambda: Route([Square(c, "x") for c in "abcd"], [["a", "b", "c"]]), "on no loop"),
    (lambda: Route([Square(c, "x") for c in "abc"], [["a", "b", "c"], ["a", "b", "c"]]), "twice"),
    (lambda: Route([Square(c, "x") for c in "abc"], [["a", "b", "z"]]), "no square 'z'"),
    (lambda: Walk(0), "number of steps"),
    (lambda: Walk(0, steps=-1), "0 steps or more"),
])
def test_malformed_routes_and_walks_are_refused(make, message):
    with pytest.raises(ValueError, match=message):
        make()


@given(st.sampled_from([SMALL, LARGE]), st.integers(0, 45), st.sampled_from(["gap", "event", "start"]),
       st.booleans())
def test_ahead_stops_at_the_first_other_square_of_the_kind(route, a, kind, backward):
    a %= len(route)
    came = route.successors[a][0] if backward else route.predecessors[a][0]
    path = route.ahead(a, came, kind)
    if sum(s.kind == kind for s in route.squares) == (route.kind(a) == kind):
        assert path is None                 # the only one is where the walk began
        return
    assert route.kind(path[-1]) == kind and path[-1] != a
    assert all(route.kind(s) != kind for s in path[:-1])
    assert len(path) == route.distance(a, came, path[-1])


def test_a_walk_with_steps_and_a_kind_ends_at_whichever_comes_first():
    gap_then_stop = Walk(SMALL.index("A07"), SMALL.index("A06"), steps=5, until="gap")
    while not gap_then_stop.done:
        gap_then_stop.step(SMALL)
    assert SMALL.squares[gap_then_stop.at].id == "A09" and gap_then_stop.steps_left == 3
    short = Walk(SMALL.index("A07"), SMALL.index("A06"), steps=1, until="gap")
    short.step(SMALL)
    assert short.done and not short.arrived and SMALL.squares[short.at].id == "A08"


def reachable_in(route, at, came_from, steps):
    """Every square some walk of exactly ``steps`` steps enters last, by brute force."""
    places = {(at, came_from)}
    for _ in range(steps):
        places = {(to, square) for square, came in places for to in route.neighbours[square] if to != came}
    return {square for square, _ in places}


@given(st.integers(0, 32), st.integers(0, 32), st.integers(0, 32))
def test_cross_map_distance_is_the_first_step_count_any_walk_arrives_at(a, came_index, target):
    came = CROSS.neighbours[a][came_index % len(CROSS.neighbours[a])]
    d = CROSS.distance(a, came, target)
    assert d is not None and d <= 33
    assert target in reachable_in(CROSS, a, came, d)
    assert all(target not in reachable_in(CROSS, a, came, k) for k in range(1, d))
