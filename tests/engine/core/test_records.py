import json

import pytest

from engine.core.records import RECORD_SCHEMA_VERSION, Record, RecordError, load_record, record_from_json, save_record
from engine.games import new_record, replay


def _good_json():
    return new_record("heart_of_crown", {"players": 2}, 9).to_json()


def test_a_record_round_trips_through_its_text_form():
    record = new_record("heart_of_crown", {"players": 3, "market": "preset:first_game"}, 11)
    record.actions = ["play:farming_village", "end_main"]
    record.meta = {"seats": [{"name": "Ami", "kind": "human"}, {"name": "Bot", "kind": "ai", "level": "hard"}]}
    again = record_from_json(record.to_json())
    assert again == record


def test_a_record_without_meta_still_loads():
    raw = json.loads(_good_json())
    del raw["meta"]
    assert record_from_json(json.dumps(raw)).meta == {}


@pytest.mark.parametrize("text, message", [
    ("", "broken or truncated JSON"),
    ('{"schema_version": 1, "game_id": "heart_of', "broken or truncated JSON"),
    ("[1, 2, 3]", "no record object"),
    ('{"schema_version": 1}', "game_id"),
    (json.dumps({"schema_version": 1, "game_id": "heart_of_crown", "rules_version": 1, "options": {},
                 "seed": "x", "actions": []}), "seed"),
    (json.dumps({"schema_version": 1, "game_id": "heart_of_crown", "rules_version": 1, "options": {},
                 "seed": 1, "actions": [], "__class__": "os.system"}), "__class__"),
])
def test_a_broken_record_gets_a_one_line_reason(text, message):
    with pytest.raises(RecordError, match=message) as info:
        record_from_json(text)
    assert "\n" not in str(info.value)


def test_a_newer_record_format_is_named_as_such():
    raw = json.loads(_good_json())
    raw["schema_version"] = RECORD_SCHEMA_VERSION + 1
    with pytest.raises(RecordError, match="newer Kotatsu") as info:
        record_from_json(json.dumps(raw))
    assert info.value.code == "newer_format"
    assert info.value.fields == {"version": RECORD_SCHEMA_VERSION + 1, "supported": RECORD_SCHEMA_VERSION}


@pytest.mark.parametrize("text, code", [
    ("{", "broken_json"), ("[]", "not_a_record"), ('{"schema_version": 1}', "invalid")])
def test_every_record_error_has_a_code_for_translation(text, code):
    with pytest.raises(RecordError) as info:
        record_from_json(text)
    assert info.value.code == code


def test_a_record_for_newer_rules_or_an_unknown_game_is_refused():
    with pytest.raises(RecordError, match="rules version"):
        replay(Record("heart_of_crown", 99, {"players": 2}, 1, []))
    with pytest.raises(RecordError, match="unknown game"):
        replay(Record("chess", 1, {}, 1, []))


def test_an_illegal_action_in_a_record_names_its_position():
    record = new_record("heart_of_crown", {}, 1)
    record.actions = ["buy:emperor_crown"]
    with pytest.raises(RecordError, match="action 1"):
        replay(record)


def test_saving_is_atomic_and_leaves_no_temporary_files(tmp_path):
    path = tmp_path / "game.json"
    record = new_record("heart_of_crown", {}, 3)
    save_record(record, path)
    record.actions.append("end_main")
    save_record(record, path)
    assert load_record(path) == record
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]
