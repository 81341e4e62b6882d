"""Hostile input never escapes as anything but the documented error."""
import json

from hypothesis import given, settings, strategies as st

from engine.core.records import RecordError, record_from_json
from engine.core.spec import all_specs
from engine.games import replay

_json = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=10), inner, max_size=4),
    max_leaves=20)

_record_like = st.fixed_dictionaries(
    {"format": st.integers(-1, 3), "schema_version": st.integers(-1, 3), "game_id": st.sampled_from(["toy", "heart_of_crown", "", "chess"]),
     "rules_version": st.integers(-1, 3), "options": st.dictionaries(st.sampled_from(["players", "market", "x"]), _json),
     "seed": st.integers(-5, 2**65), "actions": st.lists(st.text(max_size=15), max_size=5)})


@settings(max_examples=300, deadline=None)
@given(st.one_of(_json, _record_like))
def test_any_json_is_a_record_or_a_record_error(raw):
    try:
        record = record_from_json(json.dumps(raw))
    except RecordError as exc:
        assert "\n" not in str(exc)
        return
    try:
        replay(record)
    except RecordError:
        pass


@settings(max_examples=300, deadline=None)
@given(st.dictionaries(st.sampled_from(["players", "market", "handicap", "hand", "speed"]), _json))
def test_any_options_are_accepted_or_explained(options):
    for spec in all_specs().values():
        try:
            valid = spec.options_dict(options)
        except ValueError as exc:       # pydantic's ValidationError or the game's own error
            assert str(exc)
            continue
        assert spec.min_players <= valid["players"] <= spec.max_players
