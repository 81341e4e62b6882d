import json

import pytest

from engine.core.events import visible
from engine.core.protocol import ALL


@pytest.mark.parametrize("to, seen_by", [(ALL, [0, 1, 2]), (1, [1]), ((0, 2), [0, 2]), ((), [])])
def test_an_event_is_seen_by_all_one_seat_or_a_tuple_of_seats(to, seen_by):
    event = {"type": "draw", "player": 1, "visible_to": to}
    assert [seat for seat in range(3) if visible(event, seat)] == seen_by
    again = json.loads(json.dumps(event))      # a tuple comes back from JSON as a list
    assert [seat for seat in range(3) if visible(again, seat)] == seen_by


def test_an_event_without_visible_to_is_public():
    assert visible({"type": "roll"}, 2)
