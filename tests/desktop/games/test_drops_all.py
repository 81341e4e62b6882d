"""Card drags come from anywhere: any program can offer a drag of our MIME
type. For every game whose table takes card drops (its ``TABLE.decode_payload``),
only a payload exactly like the table's own is accepted; anything else is
ignored by every drop target, without a word and without touching the game.

The games come from the registry (``desktop.shell.games.playable_specs``) and
the payloads from the table itself (what its card views carry at a game's
start): the next game with card drops is checked here without anyone writing a
test. What is wrong only in one game's terms (a slot its sources never have, a
place its targets never name) stays in ``tests/desktop/games/<id>/test_drops.py``."""
from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QMimeData
from PySide6.QtWidgets import QWidget

from desktop.shell.games import game_desktop, playable_specs
from desktop.base.seats import Seat
from desktop.shell.session import GameSession
from desktop.widgets.drag_payload import MAX_PAYLOAD_BYTES, MIME_TYPE, encode_payload
from desktop.widgets.drop_support import DropSupport
from engine.core.spec import get_spec
from tools.gestures import card_sources, offer

GAMES = [spec.id for spec in playable_specs() if game_desktop(spec.id).TABLE.decode_payload is not None]


# Slots that are no number as our payloads write one, though str.isdigit or int takes some.
NOT_NUMBERS = ["²", "١", "-1", "+1", " 1", "1 ", "1_0", "0x1", "", "9" * 5000]


def _json(value) -> bytes:
    return json.dumps(value).encode("utf-8")


def mime(raw: bytes) -> QMimeData:
    data = QMimeData()
    data.setData(MIME_TYPE, raw)
    return data


def hostile(ours: dict) -> dict[str, bytes]:
    """Payloads not exactly like ``ours`` (one of the table's own): each value of
    another type, an unknown card or source, too large, a key missing or extra,
    not an object, not JSON, nested past any parser's patience."""
    found = {}
    for key in ours:
        for kind, value in (("a list", []), ("an object", {}), ("a number", 3)):
            found[f"{key} is {kind}"] = _json({**ours, key: value})
        found[f"{key} is missing"] = _json({k: v for k, v in ours.items() if k != key})
    found.update({
        "card is an object with its id": _json({**ours, "card": {"id": ours["card"]}}),
        "card is unknown": _json({**ours, "card": "dragon"}),
        "card is huge": _json({**ours, "card": ours["card"] * 250_000}),
        "source is unknown": _json({**ours, "source": "nowhere"}),
        "slot is long": _json({**ours, "slot": "9" * 100}),
        **{f"slot is {slot!r}": _json({**ours, "slot": slot}) for slot in NOT_NUMBERS},
        "an extra key": _json({**ours, "more": 1}),
        "only a card": _json({"card": ours["card"]}),
        "a list": _json([ours["card"]]),
        "null": b"null",
        "a string": _json(ours["card"]),
        "not JSON": b"{card: " + ours["card"].encode() + b"}",
        "not UTF-8": b'{"card": "\xff\xfe"}',
        "empty": b"",
        "50,000 deep": b"[" * 50_000 + b"]" * 50_000,
        "nested within the size limit": b"[" * (MAX_PAYLOAD_BYTES // 2) + b"]" * (MAX_PAYLOAD_BYTES // 2),
    })
    return found


def start(window, game: str):
    """The window at the start of a game with the most seats (the most drop
    targets), the viewer and scripted players; (session, table)."""
    spec = get_spec(game)
    seats = [Seat("Ann"), *(Seat(f"Bot {n}", spec.scripted_agent) for n in range(1, spec.max_players))]
    session = GameSession.new(game, {"players": spec.max_players}, 3, seats, **window._session_args())
    window.start_session(session)
    return session, window.table


def own_payloads(table) -> list[dict]:
    """Every payload the table's card views carry, one per (source, card, slot)."""
    found = {}
    for view in card_sources(table):
        model = view.model()
        for row in range(model.rowCount()):
            payload = model.payload(row)
            if payload is not None:
                found[json.dumps(payload, sort_keys=True)] = payload
    return list(found.values())


def drop_targets(table) -> list:
    """Every widget of the table a card can be dropped on."""
    return [w for w in table.findChildren(QWidget) if isinstance(getattr(w, "drops", None), DropSupport)]


def test_the_registry_has_games_with_card_drops():
    assert GAMES, "no registered game's table takes card drops"


@pytest.mark.parametrize("game", GAMES)
def test_the_tables_own_payloads_come_back_and_any_other_is_refused(window, qtbot, game):
    _, table = start(window, game)
    decode = game_desktop(game).TABLE.decode_payload
    ours = own_payloads(table)
    assert {p["source"] for p in ours} >= {"hand"}, "the table carries none of the hand's cards"
    assert [p for p in ours if decode(encode_payload(p)) != p] == []
    for payload in ours:
        accepted = [name for name, raw in hostile(payload).items() if decode(mime(raw)) is not None]
        assert accepted == [], payload


@pytest.mark.parametrize("game", GAMES)
def test_other_formats_and_no_data_are_refused(window, qtbot, game):
    _, table = start(window, game)
    text = QMimeData()
    text.setText(json.dumps(own_payloads(table)[0]))
    decode = game_desktop(game).TABLE.decode_payload
    assert decode(text) is None and decode(None) is None


@pytest.mark.parametrize("game", GAMES)
def test_every_target_ignores_a_hostile_drag(window, qtbot, game):
    """Each target reads a drag with the table's ``decode_payload``, so a
    payload that refuses (here and in the game's own tests) it ignores; so does
    every card view that is no target."""
    session, table = start(window, game)
    notice = table.prompt.notice.text()
    targets = drop_targets(table)
    assert len(targets) >= 4
    assert all(target.drops.decode == table.decode_payload for target in targets)
    for target in [*targets, *(view for view in card_sources(table) if view not in targets)]:
        for name, raw in hostile(own_payloads(table)[0]).items():
            assert offer(target, mime(raw)) == (False, False), (target, name)
    assert session.record.actions == [] and table.prompt.notice.text() == notice
