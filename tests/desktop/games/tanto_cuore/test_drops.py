"""Card drags come from anywhere: any program can offer a drag of our MIME
type. Only a payload exactly like ours is accepted; anything else is ignored
by every drop target, without a word and without touching the game."""
import json

import pytest
from PySide6.QtCore import QMimeData

from desktop.games.tanto_cuore.dragdrop import decode_payload, drop_action, parse_target
from desktop.shell.seats import Seat
from desktop.shell.session import GameSession
from desktop.widgets.drag_payload import MAX_PAYLOAD_BYTES, MIME_TYPE, encode_payload
from tools.gestures import offer

OURS = [{"source": "town", "card": "moine", "slot": None},
        {"source": "hand", "card": "love_3", "slot": None},
        {"source": "private_open", "card": "rosa", "slot": "1"}]


def _json(value) -> bytes:
    return json.dumps(value).encode("utf-8")


HOSTILE = {
    "source is a list": _json({"card": "moine", "source": [], "slot": None}),
    "source is an object": _json({"card": "moine", "source": {}, "slot": None}),
    "source is unknown": _json({"card": "moine", "source": "deck", "slot": None}),
    "source is a quarters zone": _json({"card": "azure", "source": "chambermaids", "slot": None}),
    "card is a list": _json({"card": [], "source": "town", "slot": None}),
    "card is a number": _json({"card": 3, "source": "town", "slot": None}),
    "card is unknown": _json({"card": "dragon", "source": "town", "slot": None}),
    "card of another game": _json({"card": "duke", "source": "town", "slot": None}),
    "card is huge": _json({"card": "moine" * 250_000, "source": "town", "slot": None}),
    "slot on a town card": _json({"card": "moine", "source": "town", "slot": "0"}),
    "slot is a number": _json({"card": "rosa", "source": "private_open", "slot": 0}),
    "slot out of range": _json({"card": "rosa", "source": "private_open", "slot": "2"}),
    "private maid without a slot": _json({"card": "rosa", "source": "private_open", "slot": None}),
    "slot is a list": _json({"card": "rosa", "source": "private_open", "slot": []}),
    "a key missing": _json({"card": "moine", "source": "town"}),
    "an extra key": _json({"card": "moine", "source": "town", "slot": None, "seat": 1}),
    "a list": _json(["moine"]),
    "null": b"null",
    "a string": b'"moine"',
    "not JSON": b"{card: moine}",
    "not UTF-8": b'{"card": "\xff\xfe"}',
    "empty": b"",
    "50,000 deep": b"[" * 50_000 + b"]" * 50_000,
    "nested within the size limit": b"[" * (MAX_PAYLOAD_BYTES // 2) + b"]" * (MAX_PAYLOAD_BYTES // 2),
}


def _mime(raw: bytes) -> QMimeData:
    mime = QMimeData()
    mime.setData(MIME_TYPE, raw)
    return mime


@pytest.mark.parametrize("payload", OURS)
def test_our_own_payloads_come_back_as_they_went(payload):
    assert decode_payload(encode_payload(payload)) == payload


@pytest.mark.parametrize("name", HOSTILE)
def test_a_payload_not_exactly_like_ours_is_refused(name):
    assert decode_payload(_mime(HOSTILE[name])) is None


def test_other_formats_and_no_data_are_refused():
    text = QMimeData()
    text.setText(json.dumps(OURS[0]))
    assert decode_payload(text) is None and decode_payload(None) is None


@pytest.mark.parametrize("text", ["", "play:0", "quarters", "quarters:x", "quarters:9", "quarters:1:deck:0",
                                  "quarters:1:private", "quarters:1:private:-1", "discard:1"])
def test_a_target_text_we_never_write_names_no_place(text):
    assert parse_target(text) is None
    assert drop_action(text, OURS[0], ()) is None


def test_every_target_ignores_a_hostile_drag(window, qtbot):
    session = GameSession.new("tanto_cuore", {"players": 3}, 3,
                              [Seat("Ann"), Seat("Bot", "baseline"), Seat("Cat", "baseline")],
                              **window._session_args())
    window.start_session(session)
    table = window.table
    notice = table.prompt.notice.text()
    targets = [table.play_view, table.discard_zone, table.hand_view, *(s.cards for s in table.quarters)]
    for target in targets:
        for name, raw in HOSTILE.items():
            assert offer(target, _mime(raw)) == (False, False), (target, name)
    assert session.record.actions == [] and table.prompt.notice.text() == notice
