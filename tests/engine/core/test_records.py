import json

import pytest

from engine.core.records import RECORD_FORMAT, Record, RecordError, load_record, record_from_json, save_record
from engine.games import new_record, replay


def _good_json():
    return new_record("toy", {"players": 2}, 9).to_json()


def test_a_record_round_trips_through_its_text_form():
    record = new_record("toy", {"players": 3, "hand": 4}, 11)
    record.actions = ["roll 6", "commit -2", "place (1,-1)", "discard [-3,4]"]
    record.meta = {"seats": [{"name": "Ami", "kind": "human"}, {"name": "Bot", "kind": "ai", "level": "hard"}]}
    again = record_from_json(record.to_json())
    assert again == record


def test_a_record_holding_a_compact_action_is_not_written():
    record = new_record("toy", {"players": 2}, 9)
    record.actions = ["roll 6", ("commit", -2)]
    with pytest.raises(TypeError, match="actions are text"):
        record.to_json()


def test_a_record_without_meta_still_loads():
    raw = json.loads(_good_json())
    del raw["meta"]
    assert record_from_json(json.dumps(raw)).meta == {}


@pytest.mark.parametrize("text, message", [
    ("", "broken or truncated JSON"),
    ('{"schema_version": 1, "game_id": "heart_of', "broken or truncated JSON"),
    ("[1, 2, 3]", "no record object"),
    ('{"schema_version": 1}', "game_id"),
    (json.dumps({"schema_version": 1, "game_id": "toy", "rules_version": 1, "options": {},
                 "seed": "x", "actions": []}), "seed"),
    (json.dumps({"schema_version": 1, "game_id": "toy", "rules_version": 1, "options": {},
                 "seed": 1, "actions": [], "__class__": "os.system"}), "__class__"),
])
def test_a_broken_record_gets_a_one_line_reason(text, message):
    with pytest.raises(RecordError, match=message) as info:
        record_from_json(text)
    assert "\n" not in str(info.value)


def test_a_newer_record_format_is_named_as_such():
    raw = json.loads(_good_json())
    raw["format"] = RECORD_FORMAT + 1
    with pytest.raises(RecordError, match="newer Kotatsu") as info:
        record_from_json(json.dumps(raw))
    assert info.value.code == "newer_format" and "\n" not in str(info.value)
    assert info.value.fields == {"version": RECORD_FORMAT + 1, "supported": RECORD_FORMAT}


def test_a_file_in_format_1_is_refused_as_newer_by_its_old_field_name_too():
    # A Kotatsu that reads only format 1 sees schema_version; we write it equal to the format.
    raw = json.loads(_good_json())
    assert raw["format"] == raw["schema_version"] == RECORD_FORMAT
    del raw["format"]
    raw["schema_version"] = 99
    with pytest.raises(RecordError) as info:
        record_from_json(json.dumps(raw))
    assert info.value.code == "newer_format"


@pytest.mark.parametrize("text, code", [
    ("{", "broken_json"), ("[]", "not_a_record"), ('{"schema_version": 1}', "invalid")])
def test_every_record_error_has_a_code_for_translation(text, code):
    with pytest.raises(RecordError) as info:
        record_from_json(text)
    assert info.value.code == code


def test_a_record_for_newer_rules_or_an_unknown_game_is_refused():
    with pytest.raises(RecordError, match="rules version"):
        replay(Record("toy", 99, {"players": 2}, 1, []))
    with pytest.raises(RecordError, match="unknown game"):
        replay(Record("chess", 1, {}, 1, []))


def test_an_illegal_action_in_a_record_names_its_position():
    record = new_record("toy", {}, 1)
    record.actions = ["roll 6", "place (0,0)"]
    with pytest.raises(RecordError, match="action 2") as info:
        replay(record)
    assert info.value.code == "illegal_action" and info.value.fields == {"number": 2}


def test_an_action_the_codec_cannot_read_is_an_illegal_action_with_its_number():
    record = new_record("toy", {}, 1)
    record.actions = ["roll 6", "commit (1,1)"]
    with pytest.raises(RecordError) as info:
        replay(record)
    assert info.value.code == "illegal_action" and info.value.fields == {"number": 2}


def test_saving_is_atomic_and_leaves_no_temporary_files(tmp_path):
    path = tmp_path / "game.json"
    record = new_record("toy", {}, 3)
    save_record(record, path)
    record.actions.append("roll 2")
    save_record(record, path)
    assert load_record(path) == record
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]
