"""Saves written before rules version 2 keep loading, and replay as they were played."""
import json
from pathlib import Path

import pytest

from engine.core.records import RecordError, record_from_json
from engine.games import replay
from engine.games.guild_masters import RULES_VERSION

GAMES = json.loads((Path(__file__).parent / "data" / "records_v1.json").read_text())["games"]


@pytest.mark.parametrize("game", GAMES, ids=lambda g: f"seed{g['record']['seed']}")
def test_a_version_1_record_replays_to_the_end_it_had(game):
    record = record_from_json(json.dumps(game["record"]))
    assert record.rules_version == 1 < RULES_VERSION
    state = replay(record)
    assert state.decision is None and state.end_reason == game["reason"]
    assert list(state.winners) == game["winners"] and [s["total"] for s in state.scores] == game["scores"]
    assert state.record().rules_version == 1 and state.clone().rules_version == 1


def test_the_first_record_would_not_replay_under_version_2():
    record = record_from_json(json.dumps({**GAMES[0]["record"], "rules_version": RULES_VERSION}))
    with pytest.raises(RecordError):
        replay(record)


def test_an_unknown_rules_version_is_refused():
    with pytest.raises(RecordError):
        replay(record_from_json(json.dumps({**GAMES[0]["record"], "rules_version": RULES_VERSION + 1})))
