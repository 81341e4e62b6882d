"""Heart of Crown's card drags: the payloads of places a game's start does not
show come back as they went; one naming a place no drag comes from is refused.

Any other payload and every target: tests/desktop/games/test_drops_all.py."""

import pytest

from desktop.games.heart_of_crown.dragdrop import decode_payload
from desktop.widgets.drag_payload import encode_payload

OURS = [{"source": "market", "card": "duke", "slot": None},
        {"source": "market", "card": "senator", "slot": "supply"},
        {"source": "kept", "card": "farming_village", "slot": "0"}]

NOT_OURS = {
    "source is the deck": {"card": "duke", "source": "deck", "slot": None},
    "source is the discard pile": {"card": "duke", "source": "discard", "slot": None},
}


@pytest.mark.parametrize("payload", OURS)
def test_our_own_payloads_come_back_as_they_went(payload):
    assert decode_payload(encode_payload(payload)) == payload


@pytest.mark.parametrize("name", NOT_OURS)
def test_a_payload_from_no_place_a_drag_starts_is_refused(name):
    assert decode_payload(encode_payload(NOT_OURS[name])) is None
