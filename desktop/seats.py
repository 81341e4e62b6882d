"""Who sits at the table: a name and either a human or an AI agent name.

Seats travel inside the record, in ``Record.meta["seats"]``: the rules never
read them, but a save is one file that resumes the same table."""
from __future__ import annotations

from dataclasses import dataclass

from desktop.i18n import app_text
from engine.core.records import Record

HUMAN = "human"


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
    """The seats a record carries; defaults when missing or malformed, since
    the actions alone are still a playable game."""
    count = int(record.options.get("players", 2))
    try:
        seats = [Seat(str(s["name"]), str(s["kind"])) for s in record.meta["seats"]]
    except (KeyError, TypeError):
        return default_seats(count)
    return seats if len(seats) == count else default_seats(count)

