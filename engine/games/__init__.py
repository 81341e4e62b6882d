"""The games Kotatsu knows, each declared by the ``SPEC`` in its package
(``engine.core.spec``); ``replay`` rebuilds any of them from its record.

Older rules versions play as they did, so old records replay.
"""
from __future__ import annotations

from pydantic import ValidationError

from engine.core.protocol import IllegalAction
from engine.core.records import Record, RecordError
from engine.core.spec import get_spec
from engine.core.text import brief


def new_game(game_id: str, options: dict | None = None, seed: int = 0):
    """A new game; ValueError for an unknown game or options it does not take."""
    return get_spec(game_id).start(options, seed)


def new_record(game_id: str, options: dict | None = None, seed: int = 0) -> Record:
    spec = get_spec(game_id)
    return Record(game_id, spec.rules_version, spec.options_dict(options), seed, [])


def check_record(record: Record) -> None:
    """The one place a record's game, rules version and options are checked,
    before anything uses them: afterwards ``record.options`` are the game's
    validated options with every default. RecordError if the record does not
    fit this Kotatsu."""
    try:
        spec = get_spec(record.game_id)
    except ValueError as exc:
        raise RecordError(brief(str(exc), 200), "unknown_game", game=brief(str(record.game_id))) from None
    if record.rules_version > spec.rules_version:
        raise RecordError(
            f"this record needs rules version {record.rules_version} of {record.game_id}; this Kotatsu has {spec.rules_version}",
            "newer_rules", needed=record.rules_version, have=spec.rules_version)
    try:
        record.options = spec.options_dict(record.options)
    except ValueError as exc:      # pydantic's ValidationError, or the game's OptionsError
        raise RecordError(f"the record's options are invalid: {_one_line(exc)}", "bad_options") from None


def _one_line(error: ValueError) -> str:
    """The first thing wrong, briefly: pydantic lists every error on lines of
    their own, and wraps a game's own error raised inside a validator."""
    if isinstance(error, ValidationError):
        first = error.errors()[0]
        cause = first.get("ctx", {}).get("error")
        text = str(cause) if isinstance(cause, ValueError) else first["msg"]
        where = ".".join(brief(str(part)) for part in first["loc"])
        if where:
            text = f"{where}: {text}"
    else:
        text = str(error)
    return brief(" ".join(text.split()), 120)


def start_replay(record: Record, log_events: bool = True):
    """The checked record's game before its first action."""
    check_record(record)
    spec = get_spec(record.game_id)
    return spec.new_game(record.options, record.seed, rules_version=record.rules_version, log_events=log_events)


def apply_recorded(state, index: int, action: str):
    """Apply the record's action number ``index`` (from 0), given as text; its Changes."""
    try:
        return state.apply(get_spec(state.game_id).codec.parse(action))
    except IllegalAction as exc:
        raise RecordError(f"action {index + 1} ({brief(repr(action))}) is illegal here: {brief(str(exc), 120)}",
                          "illegal_action", number=index + 1) from None


def replay(record: Record, log_events: bool = True):
    """The state after every action of the record; RecordError if it does not fit.
    ``log_events=False`` for a state nobody shows (a search worker's): the same
    game, without its events and what changed."""
    state = start_replay(record, log_events)
    for index, action in enumerate(record.actions):
        apply_recorded(state, index, action)
    return state
