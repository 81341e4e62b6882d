"""A looping track: moving forward and back, laps, distances, squares passed."""
import pytest
from hypothesis import given, strategies as st

from engine.boards import Track

TEN = Track(10)
tracks_and_squares = st.integers(1, 40).flatmap(
    lambda n: st.tuples(st.just(Track(n)), st.integers(0, n - 1)))
steps = st.integers(-100, 100)


def walk(track, square, steps):
    """One square at a time: +1 for each arrival on the start going forward,
    -1 for each departure from it going back."""
    laps = 0
    for _ in range(abs(steps)):
        if steps > 0:
            square = (square + 1) % track.length
            laps += square == 0
        else:
            laps -= square == 0
            square = (square - 1) % track.length
    return square, laps


@pytest.mark.parametrize("square, steps, expected", [
    (3, 4, (7, 0)),     # plain move
    (8, 5, (3, 1)),     # passing the start
    (7, 3, (0, 1)),     # landing on the start counts
    (0, 4, (4, 0)),     # leaving the start does not
    (4, 10, (4, 1)),    # a whole lap
    (2, 25, (7, 2)),
    (6, 0, (6, 0)),
])
def test_moving_forward(square, steps, expected):
    assert TEN.advance(square, steps) == expected


@pytest.mark.parametrize("square, steps, expected", [
    (5, -2, (3, 0)),
    (1, -1, (0, 0)),    # back onto the start: no lap either way
    (0, -1, (9, -1)),   # back off the start
    (1, -3, (8, -1)),
    (3, -24, (9, -3)),
])
def test_moving_back(square, steps, expected):
    assert TEN.advance(square, steps) == expected


@given(tracks_and_squares, steps)
def test_a_move_is_its_steps_one_at_a_time(track_square, n):
    track, square = track_square
    assert track.advance(square, n) == walk(track, square, n)


@given(tracks_and_squares, steps, steps)
def test_two_moves_add_up_to_one_move_of_their_sum(track_square, x, y):
    track, square = track_square
    middle, first = track.advance(square, x)
    end, second = track.advance(middle, y)
    assert track.advance(square, x + y) == (end, first + second)


@given(tracks_and_squares, st.integers(0, 39))
def test_distance_forward_is_the_steps_that_get_there(track_square, b):
    track, a = track_square
    b %= track.length
    d = track.distance(a, b)
    assert 0 <= d < track.length
    assert track.advance(a, d)[0] == b
    assert (d + track.distance(b, a)) % track.length == 0


def test_between_lists_the_squares_passed_over_in_order():
    assert TEN.between(8, 2) == [9, 0, 1]
    assert TEN.between(2, 6) == [3, 4, 5]
    assert TEN.between(3, 4) == []
    assert TEN.between(3, 3) == []


@given(tracks_and_squares, st.integers(0, 39))
def test_between_is_every_square_strictly_on_the_way(track_square, b):
    track, a = track_square
    b %= track.length
    passed = track.between(a, b)
    assert len(passed) == len(set(passed)) == max(track.distance(a, b) - 1, 0)
    assert a not in passed and b not in passed
    assert passed == [track.advance(a, i)[0] for i in range(1, track.distance(a, b))]


def test_a_one_square_track_laps_every_step():
    assert Track(1).advance(0, 3) == (0, 3)
    assert Track(1).advance(0, -2) == (0, -2)


@pytest.mark.parametrize("length", [0, -3, 2.5, "10"])
def test_a_track_needs_a_whole_positive_length(length):
    with pytest.raises(ValueError, match="1 square or more"):
        Track(length)


@pytest.mark.parametrize("call", [
    lambda: TEN.advance(10, 1), lambda: TEN.advance(-1, 1), lambda: TEN.advance(1.0, 1),
    lambda: TEN.advance(0, 1.5), lambda: TEN.distance(0, 10), lambda: TEN.between(11, 0),
])
def test_squares_off_the_track_and_fractional_steps_are_refused(call):
    with pytest.raises(ValueError):
        call()
