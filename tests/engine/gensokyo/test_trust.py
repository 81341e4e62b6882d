"""Issue 26 item 8 in small: random-legal games keep every invariant of
tools/gensokyo_trust.py (the same checks the 10,000-game run uses), their
records replay exactly, the checks catch a broken state, and hostile records
are refused with one RecordError."""
import json

import pytest

from engine.core.records import RecordError, record_from_json
from engine.games import new_record, replay
from engine.games.gensokyo.state import GensokyoState
from tools.gensokyo_trust import broken, card_places, options_for, play


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_keep_every_invariant_and_replay(players):
    for seed in range(10):                  # both maps: even seeds loop, odd cross
        state, texts = play(players, seed)
        assert state.ended and texts


def _state_mid_game():
    state = GensokyoState(options_for(2, 0), 0)
    pool = card_places(state)
    while state.round < 3:
        state.apply(state.chance_outcome() if state.decision.is_chance else state.decision.options[0])
    assert broken(state, pool, state.money[:], []) is None
    return state, pool


def test_money_no_event_accounts_for_is_caught():
    state, pool = _state_mid_game()
    before = state.money[:]
    state.money[0] += 5
    assert "money changed" in broken(state, pool, before, [])
    assert broken(state, pool, before, [{"type": "receive", "player": 0, "money": 5}]) is None


def test_a_lost_or_copied_card_is_caught():
    state, pool = _state_mid_game()
    state.cards.graveyard.append(state.cards.deck[-1])
    assert "cards not conserved" in broken(state, pool, state.money[:], [])
    state.cards.graveyard.pop()
    state.cards.deck.pop()
    assert "cards not conserved" in broken(state, pool, state.money[:], [])


def test_an_owned_land_without_a_character_outside_a_battle_is_caught():
    state, pool = _state_mid_game()
    land = state.board.lands[0]
    state.owner[land], state.level[land] = 1, 1
    assert "no character" in broken(state, pool, state.money[:], [])


def _record(actions, **changes):
    record = new_record("gensokyo", options_for(2, 3), 3)
    raw = json.loads(record.to_json())
    raw.update(actions=actions, **changes)
    return json.dumps(raw)


def _refused(text) -> RecordError:
    with pytest.raises(RecordError) as info:
        replay(record_from_json(text))
    assert "\n" not in str(info.value)
    return info.value


def test_hostile_records_are_refused_in_one_line():
    _state, texts = play(2, 3)
    assert replay(record_from_json(_record(texts))).ended
    first_choice = next(i for i, t in enumerate(texts) if not t.startswith("roll"))
    for bad in ("claim ch99", "main sp77", "invest 999999 2", "roll 7", "spell", "relocate -1 ch01"):
        error = _refused(_record(texts[:first_choice] + [bad]))
        assert error.code == "illegal_action" and error.fields["number"] == first_choice + 1
    for garbage in ("x" * 500, "", "keep [0," + "9" * 400 + "]"):     # refused by the record's form itself
        error = _refused(_record(texts[:first_choice] + [garbage]))
        assert error.code == "invalid" and error.fields["where"] == f"actions.{first_choice}"
    assert _refused(_record(texts + ["pass"])).code == "illegal_action"      # after the end
    assert _refused(_record(texts, options={"players": 9})).code == "bad_options"
    assert _refused(_record(texts, options={"map": "moon"})).code == "bad_options"
    assert _refused(_record([12])).code == "invalid"
    assert _refused(_record(texts, seed="x" * 10)).code == "invalid"
