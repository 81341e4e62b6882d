"""Who sits at the table: a name and either a human or an AI agent name.

Seats travel inside the record, in ``Record.meta["seats"]``: the rules never
read them, but a save is one file that resumes the same table."""
from __future__ import annotations

from dataclasses import dataclass

from desktop.i18n import app_text
from engine.core.records import Record

HUMAN = "human"
MAX_SEATS = 4
MAX_NAME_LENGTH = 24    # what the new-game dialog lets a player type


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
    the actions alone are still a playable game. A file is held to what the
    new-game dialog allows: names of 1 to 24 printable characters, all different
    (an endless name would stretch the window past any screen)."""
    players = record.options.get("players")
    # Another count (or none) fails the replay, which says so; until then, 2.
    count = players if type(players) is int and 1 <= players <= MAX_SEATS else 2
    try:
        seats = [Seat(s["name"], s["kind"]) for s in record.meta["seats"]]
    except (KeyError, TypeError):
        return default_seats(count)
    if (len(seats) != count or not all(_well_formed(seat) for seat in seats)
            or len({seat.name for seat in seats}) != count):
        return default_seats(count)
    return seats


def _well_formed(seat: Seat) -> bool:
    name = seat.name
    return (isinstance(name, str) and 0 < len(name) <= MAX_NAME_LENGTH and name.isprintable()
            and bool(name.strip()) and isinstance(seat.kind, str))

