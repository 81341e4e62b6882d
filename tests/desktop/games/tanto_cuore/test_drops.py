"""Tanto Cuore's card drags: the payloads of places a game's start does not
show come back as they went; one wrong in this game's terms (a quarters zone, a
card of another game, a slot where none is or out of range) is refused; and a
target text our widgets never write names no place.

Any other payload and every target: tests/desktop/games/test_drops_all.py."""

import pytest

from desktop.games.tanto_cuore.dragdrop import decode_payload, drop_action, parse_target
from desktop.widgets.drag_payload import encode_payload

OURS = [{"source": "town", "card": "moine", "slot": None},
        {"source": "hand", "card": "love_3", "slot": None},
        {"source": "private_open", "card": "rosa", "slot": "1"}]

NOT_OURS = {
    "source is the deck": {"card": "moine", "source": "deck", "slot": None},
    "source is a quarters zone": {"card": "azure", "source": "chambermaids", "slot": None},
    "card of another game": {"card": "duke", "source": "town", "slot": None},
    "slot on a town card": {"card": "moine", "source": "town", "slot": "0"},
    "slot is a number": {"card": "rosa", "source": "private_open", "slot": 0},
    "slot out of range": {"card": "rosa", "source": "private_open", "slot": "2"},
    "private maid without a slot": {"card": "rosa", "source": "private_open", "slot": None},
    "slot is a list": {"card": "rosa", "source": "private_open", "slot": []},
}


@pytest.mark.parametrize("payload", OURS)
def test_our_own_payloads_come_back_as_they_went(payload):
    assert decode_payload(encode_payload(payload)) == payload


@pytest.mark.parametrize("name", NOT_OURS)
def test_a_payload_wrong_in_this_games_terms_is_refused(name):
    assert decode_payload(encode_payload(NOT_OURS[name])) is None


@pytest.mark.parametrize("text", ["", "play:0", "quarters", "quarters:x", "quarters:9", "quarters:1:deck:0",
                                  "quarters:1:private", "quarters:1:private:-1", "discard:1"])
def test_a_target_text_we_never_write_names_no_place(text):
    assert parse_target(text) is None
    assert drop_action(text, OURS[0], ()) is None
