"""Records: a whole game as (game id, rules version, options, seed, actions).

Saves, autosaves, undo and replays are all records replayed. ``meta`` carries
what the rules never read but a save must keep (seat names, who is an AI).

On disk a record is JSON checked by pydantic. Format 2 (``"format": 2``) holds
actions in their text form (``engine.core.actions``: ``buy city supply``).
Format 1 (no ``format`` field; its ``schema_version`` was 1) wrote
``buy:city@supply``; such files still load, their actions converted by the
game's ``GameSpec.legacy_action``, and are saved as format 2.

A file that is not a record, is truncated, was written by a newer Kotatsu,
holds an action that is not in its format's form, or is beyond the limits below raises
``RecordError`` with a one-line message. The limits are far beyond any real
game (a long four-player game has a few thousand actions and a file of a
few hundred KB) and keep a hostile file from freezing or exhausting the app.
"""
from __future__ import annotations

import json
import os
import stat
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from engine.core.actions import legacy_text, parse_action
from engine.core.errors import IllegalAction
from engine.core.spec import get_spec
from engine.core.text import brief

RECORD_FORMAT = 2
MAX_RECORD_BYTES = 16 * 2**20
MAX_ACTIONS = 100_000
MAX_ACTION_CHARS = 200
MAX_DEPTH = 32          # nesting of lists and objects in options and meta


class RecordError(ValueError):
    """A record file that cannot be used. The message is one English line for
    the CLI; ``code`` and ``fields`` let an app say the same in its language."""

    def __init__(self, message: str, code: str, **fields):
        super().__init__(message)
        self.code = code
        self.fields = fields


@dataclass
class Record:
    game_id: str
    rules_version: int
    options: dict
    seed: int
    actions: list[str] = field(default_factory=list)
    meta: dict = field(default_factory=dict)

    def to_json(self) -> str:
        """The file's text; TypeError for an action that is not text (a record
        holds the codec's text, never a game's compact values)."""
        wrong = next((a for a in self.actions if not isinstance(a, str)), None)
        if wrong is not None:
            raise TypeError(f"a record's actions are text, not {type(wrong).__name__}: {wrong!r}")
        return json.dumps(
            {
                "format": RECORD_FORMAT,
                # Format 1's name for the format: a Kotatsu that reads only
                # format 1 then refuses this file as newer, not as damaged.
                "schema_version": RECORD_FORMAT,
                "game_id": self.game_id,
                "rules_version": self.rules_version,
                "options": self.options,
                "seed": self.seed,
                "actions": self.actions,
                "meta": self.meta,
            },
            ensure_ascii=False,
            indent=1,
            sort_keys=True,
        )


class _RecordFile(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)

    format: int = Field(default=1, ge=1, le=RECORD_FORMAT)
    schema_version: int | None = Field(default=None, ge=1, le=RECORD_FORMAT)
    game_id: str = Field(min_length=1, max_length=64)
    rules_version: int = Field(ge=1)
    options: dict
    seed: int = Field(ge=0, lt=2**64)
    actions: list[Annotated[str, Field(max_length=MAX_ACTION_CHARS)]] = Field(max_length=MAX_ACTIONS)
    meta: dict = Field(default_factory=dict)


def _refuse_constant(name: str):
    raise ValueError(f"{name} is not a JSON number")


def _parse_json(text: str):
    try:
        return json.loads(text, parse_constant=_refuse_constant)
    except json.JSONDecodeError as exc:
        raise RecordError(f"not a Kotatsu record (broken or truncated JSON: {exc.msg})", "broken_json") from None
    except RecursionError:
        raise RecordError("not a Kotatsu record (broken JSON: nested too deeply)", "broken_json") from None
    except ValueError as exc:     # NaN, Infinity, an integer of thousands of digits
        raise RecordError(f"not a Kotatsu record (broken JSON: {exc})", "broken_json") from None


def _check_values(raw: dict) -> None:
    """Every text must be valid Unicode (a lone surrogate can't be written
    back, so the next autosave would fail) and nothing may nest deeper than
    ``MAX_DEPTH``. Walks with its own stack: no recursion on hostile input."""
    pending = [(raw, 0, "record")]
    while pending:
        value, depth, where = pending.pop()
        if isinstance(value, str):
            try:
                value.encode("utf-8")
            except UnicodeEncodeError:
                raise RecordError(f"not a valid Kotatsu record ({where}: text that is not valid Unicode)",
                                  "invalid", where=where) from None
        elif isinstance(value, (dict, list)):
            if depth >= MAX_DEPTH:
                raise RecordError(f"not a valid Kotatsu record ({where}: nested too deeply)", "invalid",
                                  where=where)
            items = value.items() if isinstance(value, dict) else enumerate(value)
            for key, item in items:
                inner = brief(str(key)) if where == "record" else f"{where}.{brief(str(key))}"
                pending.append((key, depth + 1, inner))
                pending.append((item, depth + 1, inner))


def record_from_json(text: str) -> Record:
    raw = _parse_json(text)
    if not isinstance(raw, dict):
        raise RecordError("not a Kotatsu record (the file holds no record object)", "not_a_record")
    for version in (raw.get("format"), raw.get("schema_version")):
        if isinstance(version, int) and RECORD_FORMAT < version < 10**6:
            raise RecordError(
                f"this record was written by a newer Kotatsu (format {version}; this version reads up to {RECORD_FORMAT})",
                "newer_format", version=version, supported=RECORD_FORMAT)
    _check_values(raw)
    try:
        model = _RecordFile.model_validate(raw)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(brief(str(p)) for p in first["loc"]) or "record"
        raise RecordError(f"not a valid Kotatsu record ({where}: {first['msg']})", "invalid", where=where) from None
    actions = list(model.actions)
    if model.format == 1:
        actions = _converted(model.game_id, actions)
    _check_actions(actions)
    return Record(model.game_id, model.rules_version, model.options, model.seed, actions, model.meta)


def _converted(game_id: str, actions: list[str]) -> list[str]:
    """Format-1 actions in today's text form, by the game's own conversion
    (the default one for a game this Kotatsu does not know: check_record
    refuses that game later, by name)."""
    try:
        legacy = get_spec(game_id).legacy_action
    except ValueError:
        legacy = legacy_text
    converted = []
    for index, action in enumerate(actions):
        try:
            converted.append(legacy(action))
        except IllegalAction:
            raise _bad_action(index, action, "not a format-1 action") from None
    return converted


def _check_actions(actions: list[str]) -> None:
    for index, action in enumerate(actions):
        try:
            parse_action(action)
        except IllegalAction:
            raise _bad_action(index, action, "not an action") from None


def _bad_action(index: int, action: str, what: str) -> RecordError:
    where = f"actions.{index}"
    return RecordError(f"not a valid Kotatsu record ({where}: {what}: {brief(repr(action))})", "invalid",
                       where=where)


def _read_record_file(path: str | os.PathLike) -> bytes:
    """The file's bytes, if it is a regular file within the size limit. Opened
    without blocking and checked before reading, so a FIFO, a device such as
    /dev/zero behind a symlink, or a huge file is refused at once."""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    except OSError as exc:
        raise RecordError(f"cannot read {path}: {exc.strerror}", "unreadable", reason=exc.strerror) from None
    info = os.fstat(fd)
    if not stat.S_ISREG(info.st_mode):
        os.close(fd)
        raise RecordError(f"not a Kotatsu record ({path} is not a regular file)", "not_a_file")
    if info.st_size > MAX_RECORD_BYTES:
        os.close(fd)
        raise _too_large()
    with os.fdopen(fd, "rb") as handle:
        try:
            data = handle.read(MAX_RECORD_BYTES + 1)
        except OSError as exc:
            raise RecordError(f"cannot read {path}: {exc.strerror}", "unreadable", reason=exc.strerror) from None
    if len(data) > MAX_RECORD_BYTES:      # it grew while we looked
        raise _too_large()
    return data


def _too_large() -> RecordError:
    limit = MAX_RECORD_BYTES // 2**20
    return RecordError(f"not a Kotatsu record (larger than {limit} MB)", "too_large", limit=limit)


def load_record(path: str | os.PathLike) -> Record:
    data = _read_record_file(path)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise RecordError("not a Kotatsu record (the file is not UTF-8 text)", "not_a_record") from None
    return record_from_json(text)


def save_record(record: Record, path: str | os.PathLike) -> None:
    """Write atomically: a crash mid-write leaves the old file whole."""
    write_atomically(path, record.to_json())


def write_atomically(path: str | os.PathLike, text: str) -> None:
    """Write ``text`` to ``path`` through a temporary file beside it, so a
    crash mid-write leaves the old file whole."""
    path = Path(path)
    fd, tmp = tempfile.mkstemp(prefix=".kotatsu-", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
