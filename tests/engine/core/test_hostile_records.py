"""Damaged and hostile record files: each is refused with one line and a code,
by the CLI as by every other reader, and never hangs, floods memory or raises
anything but RecordError."""
import json
import os
import resource
import subprocess

import pytest

from engine.core.records import (MAX_ACTIONS, MAX_DEPTH, MAX_RECORD_BYTES, RECORD_FORMAT, Record, RecordError,
                                 load_record, record_from_json)
from engine.games import check_record, replay
from tests.engine.toy import ENGINE_WITH_TOY, ROOT, SPEC as TOY


def _record_text(game_id=TOY.id, **changes) -> str:
    # Built without the registry: parametrize calls it before the toy is registered.
    raw = json.loads(Record(game_id, 1, TOY.options_dict({"players": 2}), 9, []).to_json())
    raw.update(changes)
    return json.dumps(raw, ensure_ascii=False)


def _replay_cli(path, timeout=60):
    """``python -m engine replay path`` in a process of its own, with 2 GB of
    memory at most, so a reader that hangs or floods memory fails the test
    instead of the machine."""
    def limit_memory():
        resource.setrlimit(resource.RLIMIT_AS, (2 * 2**30, 2 * 2**30))
    return subprocess.run([*ENGINE_WITH_TOY, "replay", str(path)], capture_output=True, cwd=ROOT,
                          text=True, timeout=timeout, preexec_fn=limit_memory)


def _assert_one_line_refusal(done):
    assert done.returncode == 2, done.stderr
    assert done.stderr.startswith("error: ") and done.stderr.count("\n") == 1, done.stderr
    assert "Traceback" not in done.stderr


@pytest.mark.parametrize("players", [[2], None, "Infinity", "NaN", 10**100, "2", True])
def test_options_of_the_wrong_type_are_refused_before_anything_uses_them(players, tmp_path):
    text = _record_text(options={"players": "@"})
    text = text.replace('"@"', players if players in ("Infinity", "NaN") else json.dumps(players))
    path = tmp_path / "game.json"
    path.write_text(text)
    with pytest.raises(RecordError) as info:
        check_record(load_record(path))
    assert info.value.code in ("bad_options", "broken_json")   # NaN and Infinity are not JSON
    _assert_one_line_refusal(_replay_cli(path))


def test_a_checked_record_carries_the_games_normalized_options():
    record = record_from_json(_record_text(options={}))
    check_record(record)
    assert record.options == {"players": 2, "hand": 3, "route": "loop"}


def test_an_integer_of_thousands_of_digits_is_a_record_error_not_pythons_message(tmp_path):
    path = tmp_path / "game.json"
    path.write_text(_record_text().replace('"seed": 9', '"seed": ' + "9" * 5000))
    with pytest.raises(RecordError) as info:
        load_record(path)
    assert info.value.code == "broken_json"
    done = _replay_cli(path)
    _assert_one_line_refusal(done)
    assert "not a Kotatsu record" in done.stderr


def test_a_lone_surrogate_in_a_seat_name_is_refused_at_load_not_at_the_next_autosave():
    text = _record_text(meta={"seats": [{"name": "\ud800", "kind": "human"}, {"name": "B", "kind": "human"}]})
    with pytest.raises(RecordError) as info:
        record_from_json(text)
    assert info.value.code == "invalid" and info.value.fields["where"] == "meta.seats.0.name"


def test_deep_nesting_in_meta_is_refused():
    deep = json.loads("[" * (MAX_DEPTH + 5) + "]" * (MAX_DEPTH + 5))
    with pytest.raises(RecordError) as info:
        record_from_json(_record_text(meta={"x": deep}))
    assert info.value.code == "invalid"
    with pytest.raises(RecordError) as info:
        record_from_json("[" * 50_000 + "]" * 50_000)
    assert info.value.code == "broken_json"


def test_too_many_or_too_long_actions_are_refused():
    with pytest.raises(RecordError, match="actions"):
        record_from_json(_record_text(actions=["roll 1"] * (MAX_ACTIONS + 1)))
    with pytest.raises(RecordError, match="actions.0"):
        record_from_json(_record_text(actions=["x" * 10_000]))


def test_a_fifo_is_refused_at_once(tmp_path):
    fifo = tmp_path / "game.json"
    os.mkfifo(fifo)
    _assert_one_line_refusal(_replay_cli(fifo, timeout=30))    # first: before the fix this hung
    with pytest.raises(RecordError) as info:
        load_record(fifo)
    assert info.value.code == "not_a_file"


def test_a_symlink_to_a_device_is_refused_without_reading_it(tmp_path):
    link = tmp_path / "game.json"
    link.symlink_to("/dev/zero")
    _assert_one_line_refusal(_replay_cli(link, timeout=30))    # first: before the fix this hung
    with pytest.raises(RecordError) as info:
        load_record(link)
    assert info.value.code == "not_a_file"


def test_a_folder_is_refused(tmp_path):
    with pytest.raises(RecordError) as info:
        load_record(tmp_path)
    assert info.value.code == "not_a_file"


def test_a_file_over_the_size_limit_is_refused_before_it_is_read(tmp_path):
    path = tmp_path / "huge.json"
    with open(path, "wb") as handle:
        handle.truncate(MAX_RECORD_BYTES + 1)        # sparse: no real disk use
    with pytest.raises(RecordError) as info:
        load_record(path)
    assert info.value.code == "too_large" and info.value.fields == {"limit": MAX_RECORD_BYTES // 2**20}


def test_a_market_of_a_million_known_cards_is_refused_quickly(tmp_path):
    # All ids are known, so before the size check the duplicates were counted
    # pile by pile: a million squared.
    path = tmp_path / "game.json"
    path.write_text(_record_text("heart_of_crown", options={"market": ["scout"] * 1_000_000}))
    _assert_one_line_refusal(_replay_cli(path, timeout=30))


def test_an_option_of_a_million_values_is_refused_quickly(tmp_path):
    path = tmp_path / "game.json"
    path.write_text(_record_text(options={"players": 2, "hand": [1] * 1_000_000}))
    _assert_one_line_refusal(_replay_cli(path, timeout=30))


def test_a_format_newer_than_ours_is_refused_in_one_line(tmp_path):
    path = tmp_path / "game.json"
    path.write_text(_record_text(format=RECORD_FORMAT + 1))
    with pytest.raises(RecordError) as info:
        load_record(path)
    assert info.value.code == "newer_format"
    done = _replay_cli(path)
    _assert_one_line_refusal(done)
    assert "newer Kotatsu" in done.stderr


@pytest.mark.parametrize("action", ["play city", "play:city:farm", "buy:@x", "Play:city", "play:city@", ""])
def test_a_format_1_action_that_is_not_verb_arg_slot_is_refused(action):
    text = _record_text(actions=[action])
    raw = json.loads(text)
    del raw["format"]
    raw["schema_version"] = 1
    with pytest.raises(RecordError) as info:
        record_from_json(json.dumps(raw))
    assert info.value.code == "invalid" and info.value.fields == {"where": "actions.0"}


@pytest.mark.parametrize("action", ["play:city", "play  city", "play city ", "roll 01", "roll +1", "x" * 150 + "@"])
def test_a_format_2_action_that_is_not_in_the_text_form_is_refused(action):
    with pytest.raises(RecordError) as info:
        record_from_json(_record_text(actions=["roll 1", action]))
    assert info.value.code == "invalid" and info.value.fields == {"where": "actions.1"}
    assert len(str(info.value)) < 200 and "\n" not in str(info.value)


def test_a_refusal_names_a_huge_value_briefly():
    with pytest.raises(RecordError) as info:
        replay(record_from_json(_record_text(options={"players": "x" * 100_000})))
    assert len(str(info.value)) < 200


@pytest.mark.parametrize("text", [
    _record_text(meta={"k" * 100_000: 1, "seats": [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]}),
    _record_text(**{"x" * 100_000: 1}),
    _record_text(schema_version=10**4000),
    _record_text(format=10**4000),
])
def test_a_refusal_names_a_huge_key_or_number_briefly(text):
    with pytest.raises(RecordError) as info:
        record_from_json(text)
    assert len(str(info.value)) < 300 and all(len(str(v)) < 200 for v in info.value.fields.values())
