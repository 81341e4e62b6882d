"""Who sits at the table: a name and either a human or an AI agent name.

Seats travel inside the record, in ``Record.meta["seats"]``: the rules never
read them, but a save is one file that resumes the same table."""
from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

from desktop.base.i18n import APP_STRINGS, app_text
from engine.ai.agents import agent_names
from engine.core.records import Record, RecordError

HUMAN = "human"
MAX_SEATS = 4
MAX_NAME_LENGTH = 24    # what the new-game dialog lets a player type, and a save may hold
# What a name may not hold: control characters, lone surrogates, line and paragraph
# breaks. A full-width space (山田　太郎) or an emoji joiner is a name's own business.
UNSHOWABLE = frozenset({"Cc", "Cs", "Zl", "Zp"})


# The names the app gives a seat nobody named ("You", "AI 2", "Player 1"): the
# record keeps them in English, marked as the app's, and they are shown in the
# language of the moment (a game begun in English reads あなた in 日本語).
DEFAULT_NAME_KEYS = ("you", "player", "ai_seat")


@dataclass(frozen=True)
class Seat:
    name: str           # a default name is the English one
    kind: str = HUMAN   # "human" or an agent name from engine.ai.agents
    default: bool = False   # the app's name for the seat, not one a player typed

    @property
    def is_human(self) -> bool:
        return self.kind == HUMAN

    @property
    def shown_name(self) -> str:
        return _translated_default(self.name) if self.default else self.name


def default_name(key: str, number: int = 0) -> str:
    """A default name in English, as the record keeps it."""
    return APP_STRINGS[key].format(number=number)


def default_seat(key: str, number: int = 0, kind: str = HUMAN) -> Seat:
    return Seat(default_name(key, number), kind, default=True)


def _default_match(name: str, translate) -> tuple[str, int] | None:
    """(key, number) when ``name`` is a default name as ``translate`` words them."""
    for key in DEFAULT_NAME_KEYS:
        pattern = re.escape(translate(key)).replace(re.escape("{number}"), r"(\d{1,2})")
        found = re.fullmatch(pattern, name)
        if found:
            return key, int(found.group(1)) if found.groups() else 0
    return None


def _translated_default(name: str) -> str:
    found = _default_match(name, APP_STRINGS.get)
    return name if found is None else app_text(found[0]).format(number=found[1])


def _seat_from_record(name: str, kind: str, default) -> Seat:
    """A record's seat. Before the marker, a default name was stored as it read
    then: in English, or in the language still in use; those count as default."""
    if default is True:
        return Seat(name, kind, default=_default_match(name, APP_STRINGS.get) is not None)
    found = _default_match(name, APP_STRINGS.get) or _default_match(name, app_text)
    return Seat(name, kind) if found is None else default_seat(*found, kind=kind)


def default_seats(count: int) -> list:
    return [default_seat("player", 1)] + [default_seat("ai_seat", i + 1, "baseline") for i in range(1, count)]


def put_seats(record: Record, seats) -> None:
    """The seats are all the meta Kotatsu keeps from a file: anything else it
    carried (up to the size limit) would be written again by every autosave."""
    record.meta = {"seats": [{"name": s.name, "kind": s.kind, **({"default": True} if s.default else {})}
                             for s in seats]}


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
    return [_seat_from_record(s["name"], s["kind"], s.get("default")) for s in raw]


def _is_seat(raw, kinds) -> bool:
    if not (isinstance(raw, dict) and set(raw) - {"default"} == {"name", "kind"} and isinstance(raw["kind"], str)
            and raw["kind"] in kinds and raw.get("default", True) is True):
        return False
    name = raw["name"]
    return isinstance(name, str) and 0 < len(name) <= MAX_NAME_LENGTH and bool(name.strip()) and is_showable(name)


def is_showable(name: str) -> bool:
    """The name holds none of the ``UNSHOWABLE`` characters."""
    return not any(unicodedata.category(c) in UNSHOWABLE for c in name)

