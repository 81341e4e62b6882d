"""Card drags come from anywhere: any program can offer a drag of our MIME
type. Only a payload exactly like ours is accepted; anything else is ignored
by every drop target, without a word and without touching the game."""
import json

import pytest
from PySide6.QtCore import QMimeData

from desktop.games.heart_of_crown.dragdrop import decode_payload
from desktop.widgets.drag_payload import MAX_PAYLOAD_BYTES, MIME_TYPE, encode_payload
from desktop.shell.seats import Seat
from desktop.shell.session import GameSession
from tools.gestures import offer, target_widget

OURS = [{"source": "market", "card": "duke", "slot": None},
        {"source": "market", "card": "senator", "slot": "supply"},
        {"source": "kept", "card": "farming_village", "slot": "0"}]


def _json(value) -> bytes:
    return json.dumps(value).encode("utf-8")


HOSTILE = {
    "source is a list": _json({"card": "duke", "source": [], "slot": None}),
    "source is an object": _json({"card": "duke", "source": {}, "slot": None}),
    "card is a list": _json({"card": [], "source": "market", "slot": None}),
    "card is an object": _json({"card": {"id": "duke"}, "source": "market", "slot": None}),
    "card is a number": _json({"card": 3, "source": "market", "slot": None}),
    "card is unknown": _json({"card": "dragon", "source": "market", "slot": None}),
    "card is huge": _json({"card": "duke" * 250_000, "source": "market", "slot": None}),
    "source is unknown": _json({"card": "duke", "source": "deck", "slot": None}),
    "slot is a number": _json({"card": "duke", "source": "kept", "slot": 0}),
    "slot is a list": _json({"card": "duke", "source": "kept", "slot": []}),
    "slot is an object": _json({"card": "duke", "source": "market", "slot": {}}),
    "slot is long": _json({"card": "duke", "source": "market", "slot": "9" * 100}),
    "a key missing": _json({"card": "duke", "source": "market"}),
    "an extra key": _json({"card": "duke", "source": "market", "slot": None, "more": 1}),
    "only a card": _json({"card": "duke"}),
    "a list": _json(["duke"]),
    "null": b"null",
    "a string": b'"duke"',
    "not JSON": b"{card: duke}",
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


def test_every_target_ignores_a_hostile_drag(window, qtbot):
    session = GameSession.new("heart_of_crown", {"players": 2, "market": "random"}, 3, [Seat("Ann"), Seat("Bot", "baseline")],
                              **window._session_args())
    window.start_session(session)
    table = window.table
    notice = table.prompt.notice.text()
    for target in ("hand", "play", "discard", "domain"):
        for name, raw in HOSTILE.items():
            assert offer(target_widget(table, target), _mime(raw)) == (False, False), (target, name)
    assert session.record.actions == [] and table.prompt.notice.text() == notice
