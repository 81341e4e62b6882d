"""Who sits at the table: a name and either a human or an AI agent name.

Records hold no seat data (only game, options, seed and actions), so seats are
saved next to the record in a small JSON file of their own."""
from __future__ import annotations

import json
import os
import tempfile
from dataclasses import dataclass
from pathlib import Path

from desktop.i18n import app_text

HUMAN = "human"


@dataclass(frozen=True)
class Seat:
    name: str
    kind: str = HUMAN   # "human" or an agent name from engine.ai.agents

    @property
    def is_human(self) -> bool:
        return self.kind == HUMAN


def seats_path(record_path) -> Path:
    path = Path(record_path)
    return path.with_name(path.stem + ".seats.json")


def default_seats(count: int) -> list:
    return [Seat(app_text("player").format(number=1))] + [
        Seat(app_text("ai_seat").format(number=i + 1), "baseline") for i in range(1, count)]


def save_seats(seats, record_path) -> None:
    """Atomic like the record itself: a crash leaves the old file whole."""
    path = seats_path(record_path)
    data = json.dumps([{"name": s.name, "kind": s.kind} for s in seats], ensure_ascii=False)
    fd, tmp = tempfile.mkstemp(prefix=".kotatsu-", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(data)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def load_seats(record_path, count: int) -> list:
    """The seats saved with a record; defaults when missing or unreadable,
    since a record alone is still a playable game."""
    try:
        raw = json.loads(seats_path(record_path).read_text(encoding="utf-8"))
        seats = [Seat(str(s["name"]), str(s["kind"])) for s in raw]
    except (OSError, ValueError, KeyError, TypeError):
        return default_seats(count)
    return seats if len(seats) == count else default_seats(count)
