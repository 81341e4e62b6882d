"""Fuzzing: random options, action texts and records never crash the engine;
each is accepted or refused with the engine's own error."""
import json

import pytest

from engine.core.protocol import IllegalAction
from engine.core.records import RecordError, record_from_json
from engine.core.rng import Rng
from engine.games import replay
from engine.games.guild_masters import SPEC

WORDS = ["play", "explore", "build", "develop", "pass", "pay", "sell", "claim", "potion", "special", "keep",
         "done", "face", "encounter", "bakery", "(0,0)", "(9,9)", "[1,2]", "[]", "-1", "0", "7", "front", "x"]


def _garbage(rng):
    return " ".join(rng.choice(WORDS) for _ in range(1 + rng.below(3)))


def test_random_action_texts_parse_or_are_refused():
    rng = Rng(1)
    for _ in range(3000):
        text = _garbage(rng)
        try:
            action = SPEC.codec.parse(text)
        except IllegalAction:
            continue
        assert SPEC.codec.text(action) == text


@pytest.mark.parametrize("options", [
    {"players": 1}, {"players": 5}, {"players": "2"}, {"players": True}, {"content": "mine"},
    {"offered": 0}, {"offered": 9}, {"colour": "red"}, {"players": 2.5},
])
def test_wrong_options_are_refused(options):
    with pytest.raises(ValueError):
        SPEC.options_dict(options)


def test_random_records_replay_or_are_refused_with_a_record_error():
    rng = Rng(2)
    good = SPEC.start({"players": 2}, 3)
    texts = []
    for _ in range(60):
        action = good.decision.options[rng.below(len(good.decision.options))]
        texts.append(SPEC.codec.text(action))
        good.apply(action)
    for trial in range(200):
        actions = list(texts)
        for _ in range(1 + rng.below(3)):
            actions[rng.below(len(actions))] = _garbage(rng)
        record = {"format": 2, "game_id": SPEC.id, "rules_version": 1, "options": {"players": 2},
                  "seed": 3, "actions": actions, "meta": {}}
        try:
            replay(record_from_json(json.dumps(record)))
        except RecordError:
            pass
