"""Saves written by an earlier Kotatsu keep loading, and replay as they were played."""
import json
from pathlib import Path

import pytest


from engine.core.records import record_from_json

from engine.games import replay
from engine.games.heart_of_crown.rule_tables import RULES_VERSION

GAMES = json.loads((Path(__file__).parent / "data" / "records_v1.json").read_text())["games"]


@pytest.mark.parametrize("game", GAMES, ids=lambda g: f"seed{g['record']['seed']}")
def test_a_version_1_record_replays_to_the_end_it_had(game):
    record = record_from_json(json.dumps(game["record"]))
    assert record.rules_version == 1 < RULES_VERSION
    state = replay(record)
    assert state.decision is None
    assert list(state.winners) == game["winners"] and state.end_reason == game["reason"]
    assert [p.points() for p in state.players] == game["points"]


def test_a_replayed_state_rebuilds_its_own_rules_version():
    record = record_from_json(json.dumps(GAMES[0]["record"]))
    record.actions = record.actions[:40]
    state = replay(record)
    assert state.record().rules_version == 1 and state.clone().rules_version == 1
