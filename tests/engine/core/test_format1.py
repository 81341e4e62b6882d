"""Saves written by Kotatsu before format 2 (main at cbd4175: seeded games
mid-game, finished, and with princesses backed) load with their actions in
today's text form and are saved as format 2."""
import json
from pathlib import Path

import pytest

from engine.core.actions import legacy_text, parse_action
from engine.core.records import RECORD_FORMAT, load_record, record_from_json
from engine.games import replay

DATA = Path(__file__).parent / "data" / "format1"
SAVES = sorted(p.name for p in DATA.glob("*.json") if p.name != "expected.json")
EXPECTED = json.loads((DATA / "expected.json").read_text())


def test_the_fixtures_are_format_1():
    for name in SAVES:
        raw = json.loads((DATA / name).read_text())
        assert raw["schema_version"] == 1 and "format" not in raw, name


@pytest.mark.parametrize("name", SAVES)
def test_a_format_1_save_loads_with_its_actions_converted(name):
    written = json.loads((DATA / name).read_text())["actions"]
    record = load_record(DATA / name)
    assert record.actions == [legacy_text(action) for action in written]
    assert all(parse_action(action) for action in record.actions)
    assert any(":" in action for action in written) and not any(":" in a for a in record.actions)


def test_the_conversion_reads_each_form_of_a_format_1_action():
    record = load_record(DATA / "finished_4p_market_preset.json")
    assert record.actions[:2] == ["play farming_village", "play farming_village"]
    assert "end_second" in record.actions
    assert legacy_text("keep:knight@1") == "keep knight 1"


@pytest.mark.parametrize("name", SAVES)
def test_a_loaded_format_1_save_is_saved_as_format_2_and_loads_the_same(name):
    record = load_record(DATA / name)
    raw = json.loads(record.to_json())
    assert raw["format"] == RECORD_FORMAT
    assert record_from_json(record.to_json()) == record


@pytest.mark.parametrize("name", SAVES)
def test_a_format_1_save_replays_to_the_same_end(name):
    state = replay(load_record(DATA / name))
    expected = EXPECTED[name]
    assert (list(state.winners) if state.winners else None) == expected["winners"]
    assert [p.points() for p in state.players] == expected["points"]
    assert [p.princess for p in state.players] == expected["princesses"]
    assert state.turn_number == expected["turn_number"]


@pytest.mark.parametrize("marks", [{"format": 1}, {"format": 1, "schema_version": 1}, {}])
def test_a_file_that_says_format_1_or_no_format_is_format_1(marks):
    raw = json.loads((DATA / "mid_game_2p.json").read_text())
    del raw["schema_version"]
    raw.update(marks)
    assert record_from_json(json.dumps(raw)).actions[0] == "play farming_village"
