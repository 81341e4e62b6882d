"""Saves written before the tolls were tuned (rules version 1) keep loading,
and replay as they were played: with v0.2's toll rates, to the same end."""
import json
from pathlib import Path

import pytest

from engine.core.records import record_from_json
from engine.games import replay
from engine.games.gensokyo.versions import RULES_VERSION

GAMES = json.loads((Path(__file__).parent / "data" / "records_v1.json").read_text(encoding="utf-8"))["games"]


@pytest.mark.parametrize("game", GAMES, ids=lambda g: f"{g['record']['options']['players']}p-{g['record']['options']['map']}")
def test_a_version_1_record_replays_to_the_end_it_had(game):
    record = record_from_json(json.dumps(game["record"]))
    assert record.rules_version == 1 < RULES_VERSION
    state = replay(record)
    assert state.decision is None and state.end_reason == game["reason"]
    assert list(state.winners) == game["winners"]
    assert [state.total_assets(seat) for seat in range(state.num_players)] == game["total_assets"]


def test_the_same_actions_under_the_tuned_tolls_are_another_game():
    """Otherwise these records would not prove that version 1 is kept."""
    record = record_from_json(json.dumps(GAMES[0]["record"]))
    record.rules_version = RULES_VERSION
    try:
        state = replay(record)
    except ValueError:
        return                      # an action the tuned game does not offer
    assert [state.total_assets(seat) for seat in range(state.num_players)] != GAMES[0]["total_assets"]


def test_a_replayed_state_keeps_its_rules_version():
    record = record_from_json(json.dumps(GAMES[0]["record"]))
    record.actions = record.actions[:60]
    state = replay(record)
    assert state.record().rules_version == 1 and state.clone().rules_version == 1
    assert state.clone().toll_rate == state.toll_rate != replay(record_from_json(json.dumps(
        {**GAMES[0]["record"], "actions": [], "rules_version": RULES_VERSION}))).toll_rate
