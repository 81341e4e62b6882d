"""One "what changed" for every game: snapshots of places compared."""
from engine.boards.hex import Hex
from engine.core.actions import Place
from engine.core.changes import changed_places, touched
from engine.core.protocol import Changes

HAND, MARKET, CELL = Place("hand", 0), Place("market"), Place("cell", cell=Hex(1, 0))


def test_only_the_places_whose_value_differs_changed():
    before = {HAND: ("city",), MARKET: (3, 2), CELL: None}
    after = {HAND: ("city", "farm"), MARKET: (3, 2), CELL: None}
    assert changed_places(before, after) == frozenset({HAND})
    assert changed_places(before, dict(before)) == frozenset()


def test_a_place_that_appears_or_goes_changed_even_with_a_none_value():
    square = Place("square", slot=4)
    assert changed_places({HAND: ()}, {HAND: (), square: None}) == {square}
    assert changed_places({HAND: (), square: 0}, {HAND: ()}) == {square}


def test_touched_is_true_unless_the_changes_name_their_places_and_miss_these():
    assert touched(None, [HAND])
    assert touched(Changes([], None), [HAND])
    assert touched(Changes([], frozenset({HAND})), [MARKET, HAND])
    assert not touched(Changes([], frozenset({HAND})), [MARKET])
    assert not touched(Changes([], frozenset()), [HAND])
