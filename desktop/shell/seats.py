"""Who sits at the table: a name and either a human or an AI agent name.

Seats travel inside the record, in ``Record.meta["seats"]``: the rules never
read them, but a save is one file that resumes the same table."""
from __future__ import annotations

import unicodedata
from dataclasses import dataclass

from desktop.shell.i18n import app_text
from engine.ai.agents import agent_names
from engine.core.records import Record, RecordError

HUMAN = "human"
MAX_SEATS = 4
MAX_NAME_LENGTH = 24    # what the new-game dialog lets a player type, and a save may hold
# What a name may not hold: control characters, lone surrogates, line and paragraph
# breaks. A full-width space (山田　太郎) or an emoji joiner is a name's own business.
UNSHOWABLE = frozenset({"Cc", "Cs", "Zl", "Zp"})


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
    writes. RecordError for seats the new-game dialog would not make: a save is
    no more trusted than a drag from another program (an endless name would
    stretch the window past any screen)."""
    count = record.options["players"]
    raw = record.meta.get("seats")
    if raw is None:
        return default_seats(count)
    kinds = {HUMAN, *agent_names(record.game_id)}
    if not (isinstance(raw, list) and len(raw) == count and all(_is_seat(s, kinds) for s in raw)
            and len({s["name"] for s in raw}) == count):
        raise RecordError(f"not a valid Kotatsu record (meta.seats: not {count} seats with different names "
                          f"of 1 to {MAX_NAME_LENGTH} printable characters and a known kind)", "bad_seats")
    return [Seat(s["name"], s["kind"]) for s in raw]


def _is_seat(raw, kinds) -> bool:
    if not (isinstance(raw, dict) and set(raw) == {"name", "kind"} and isinstance(raw["kind"], str)
            and raw["kind"] in kinds):
        return False
    name = raw["name"]
    return isinstance(name, str) and 0 < len(name) <= MAX_NAME_LENGTH and bool(name.strip()) and is_showable(name)


def is_showable(name: str) -> bool:
    """The name holds none of the ``UNSHOWABLE`` characters."""
    return not any(unicodedata.category(c) in UNSHOWABLE for c in name)

