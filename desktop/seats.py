"""Who sits at the table: a name and either a human or an AI agent name.

Seats travel inside the record, in ``Record.meta["seats"]``: the rules never
read them, but a save is one file that resumes the same table."""
from __future__ import annotations

from dataclasses import dataclass

from desktop.i18n import app_text
from engine.ai.agents import agent_names
from engine.core.records import Record, RecordError

HUMAN = "human"
MAX_NAME_CHARS = 24      # the new-game dialog's limit, and a save's


@dataclass(frozen=True)
class Seat:
    name: str
    kind: str = HUMAN   # "human" or an agent name from engine.ai.agents

    @property
    def is_human(self) -> bool:
        return self.kind == HUMAN


def default_seats(count: int) -> list:
    return [Seat(app_text("player").format(number=1))] + [
        Seat(app_text("ai_seat").format(number=i + 1), "baseline") for i in range(1, count)]


def put_seats(record: Record, seats) -> None:
    record.meta["seats"] = [{"name": s.name, "kind": s.kind} for s in seats]


def record_seats(record: Record) -> list:
    """The seats of a checked record (``engine.games.check_record``: its
    options are normalized); defaults for a record without seats, as the CLI
    writes. RecordError for seats that no Kotatsu writes."""
    count = record.options["players"]
    raw = record.meta.get("seats")
    if raw is None:
        return default_seats(count)
    kinds = {HUMAN, *agent_names(record.game_id)}
    if not (isinstance(raw, list) and len(raw) == count and all(_is_seat(s, kinds) for s in raw)):
        raise RecordError(f"not a valid Kotatsu record (meta.seats: not {count} seats with a name "
                          f"of 1 to {MAX_NAME_CHARS} characters and a known kind)", "bad_seats")
    return [Seat(s["name"], s["kind"]) for s in raw]


def _is_seat(raw, kinds) -> bool:
    return (isinstance(raw, dict) and set(raw) == {"name", "kind"}
            and isinstance(raw["name"], str) and 1 <= len(raw["name"]) <= MAX_NAME_CHARS
            and raw["kind"] in kinds)

