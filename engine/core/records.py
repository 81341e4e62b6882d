"""Records: a whole game as (game id, rules version, options, seed, actions).

Saves, autosaves, undo and replays are all records replayed. ``meta`` carries
what the rules never read but a save must keep (seat names, who is an AI).
On disk a record
is JSON checked by pydantic; a file that is not a record, is truncated, or was
written by a newer Kotatsu raises ``RecordError`` with a one-line message.
"""
from __future__ import annotations

import json
import os
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field, ValidationError

RECORD_SCHEMA_VERSION = 1


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
        return json.dumps(
            {
                "schema_version": RECORD_SCHEMA_VERSION,
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

    schema_version: int = Field(ge=1)
    game_id: str = Field(min_length=1, max_length=64)
    rules_version: int = Field(ge=1)
    options: dict
    seed: int = Field(ge=0, lt=2**64)
    actions: list[str] = Field(max_length=1_000_000)
    meta: dict = Field(default_factory=dict)


def record_from_json(text: str) -> Record:
    try:
        raw = json.loads(text)
    except (json.JSONDecodeError, RecursionError) as exc:
        detail = exc.msg if hasattr(exc, "msg") else str(exc)
        raise RecordError(f"not a Kotatsu record (broken or truncated JSON: {detail})", "broken_json") from None
    if not isinstance(raw, dict):
        raise RecordError("not a Kotatsu record (the file holds no record object)", "not_a_record")
    version = raw.get("schema_version")
    if isinstance(version, int) and version > RECORD_SCHEMA_VERSION:
        raise RecordError(
            f"this record was written by a newer Kotatsu (format {version}; this version reads up to {RECORD_SCHEMA_VERSION})",
            "newer_format", version=version, supported=RECORD_SCHEMA_VERSION)
    try:
        model = _RecordFile.model_validate(raw)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"]) or "record"
        raise RecordError(f"not a valid Kotatsu record ({where}: {first['msg']})", "invalid", where=where) from None
    return Record(model.game_id, model.rules_version, model.options, model.seed, list(model.actions),
                  model.meta)


def load_record(path: str | os.PathLike) -> Record:
    try:
        data = Path(path).read_bytes()
    except OSError as exc:
        raise RecordError(f"cannot read {path}: {exc.strerror}", "unreadable", reason=exc.strerror) from None
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise RecordError("not a Kotatsu record (the file is not UTF-8 text)", "not_a_record") from None
    return record_from_json(text)


def save_record(record: Record, path: str | os.PathLike) -> None:
    """Write atomically: a crash mid-write leaves the old file whole."""
    path = Path(path)
    fd, tmp = tempfile.mkstemp(prefix=".kotatsu-", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(record.to_json())
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
