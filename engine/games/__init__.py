"""The games Kotatsu knows, by stable id.

Each game module offers ``RULES_VERSION``, ``new_game(options, seed, rules_version=...)``
(older versions play as they did, so old records replay) and
``normalize_options(options)``; ``replay`` rebuilds any game from its record.
"""
from __future__ import annotations

import importlib

from engine.core.protocol import IllegalAction
from engine.core.records import Record, RecordError

GAME_MODULES = {
    "heart_of_crown": "engine.games.heart_of_crown",
}


def game_module(game_id: str):
    try:
        return importlib.import_module(GAME_MODULES[game_id])
    except KeyError:
        known = ", ".join(sorted(GAME_MODULES))
        raise ValueError(f"unknown game {game_id!r} (known: {known})") from None


def new_game(game_id: str, options: dict | None = None, seed: int = 0):
    return game_module(game_id).new_game(options or {}, seed)


def new_record(game_id: str, options: dict | None = None, seed: int = 0) -> Record:
    module = game_module(game_id)
    return Record(game_id, module.RULES_VERSION, module.normalize_options(options or {}), seed, [])


def check_record(record: Record) -> None:
    """The one place a record's game, rules version and options are checked,
    before anything uses them: afterwards ``record.options`` are the game's
    normalized options. RecordError if the record does not fit this Kotatsu."""
    try:
        module = game_module(record.game_id)
    except ValueError as exc:
        raise RecordError(str(exc), "unknown_game", game=record.game_id) from None
    if record.rules_version > module.RULES_VERSION:
        raise RecordError(
            f"this record needs rules version {record.rules_version} of {record.game_id}; this Kotatsu has {module.RULES_VERSION}",
            "newer_rules", needed=record.rules_version, have=module.RULES_VERSION)
    try:
        record.options = module.normalize_options(record.options)
    except ValueError as exc:
        raise RecordError(f"the record's options are invalid: {exc}", "bad_options") from None


def start_replay(record: Record):
    """The checked record's game before its first action."""
    check_record(record)
    return game_module(record.game_id).new_game(record.options, record.seed,
                                                rules_version=record.rules_version)


def apply_recorded(state, index: int, action: str) -> list:
    """Apply the record's action number ``index`` (from 0); its events."""
    try:
        return state.apply(action)
    except IllegalAction as exc:
        raise RecordError(f"action {index + 1} ({action!r}) is illegal here: {exc}", "illegal_action",
                          number=index + 1) from None


def replay(record: Record):
    """The state after every action of the record; RecordError if it does not fit."""
    state = start_replay(record)
    for index, action in enumerate(record.actions):
        apply_recorded(state, index, action)
    return state
