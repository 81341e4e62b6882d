"""Simple local statistics: games played and won against each AI level, in
``statistics.json`` in the app's data folder.

A game counts once, when it ends with at least one human and one AI seat:
one game against each AI level at the table, won if a human seat is among the
winners. The file is written atomically; a file that can't be read or isn't
what this module writes is set aside and counting starts afresh (``damaged``
tells the start page to say so)."""
from __future__ import annotations

import json
from dataclasses import dataclass, field

from desktop.shell.saves import data_dir
from engine.core.records import write_atomically

FILE_NAME = "statistics.json"
VERSION = 1
REMEMBERED = 200      # games remembered as counted (a finished game loaded again is not counted twice)


@dataclass
class Statistics:
    levels: dict = field(default_factory=dict)      # AI level -> {"games": n, "wins": n}
    counted: list = field(default_factory=list)     # keys of the games already counted
    damaged: bool = False                           # the file was unreadable: counting started afresh

    def games(self, level: str) -> int:
        return self.levels.get(level, {}).get("games", 0)

    def wins(self, level: str) -> int:
        return self.levels.get(level, {}).get("wins", 0)


def statistics_path():
    return data_dir() / FILE_NAME


def load_statistics() -> Statistics:
    path = statistics_path()
    if not path.exists():
        return Statistics()
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        return _checked(data)
    except (OSError, UnicodeDecodeError, ValueError, TypeError, KeyError):
        try:
            path.replace(path.with_name(FILE_NAME + ".damaged"))
        except OSError:
            pass
        return Statistics(damaged=True)


def _checked(data) -> Statistics:
    """The statistics in ``data``; ValueError if it is not what ``save`` writes."""
    if not isinstance(data, dict) or data.get("version") != VERSION:
        raise ValueError("not Kotatsu statistics")
    levels, counted = data["levels"], data["counted"]
    if not (isinstance(levels, dict) and isinstance(counted, list) and all(isinstance(k, str) for k in counted)):
        raise ValueError("not Kotatsu statistics")
    for level, row in levels.items():
        if not (isinstance(row, dict) and set(row) == {"games", "wins"}
                and all(isinstance(v, int) and v >= 0 for v in row.values()) and row["wins"] <= row["games"]):
            raise ValueError(f"bad statistics for {level!r}")
    return Statistics(levels=levels, counted=counted)


def save_statistics(stats: Statistics) -> None:
    data = {"version": VERSION, "levels": stats.levels, "counted": stats.counted[-REMEMBERED:]}
    write_atomically(statistics_path(), json.dumps(data, indent=1, sort_keys=True))


def game_key(record) -> str:
    return f"{record.game_id}/{record.seed}/{len(record.actions)}/{record.options}"


def count_game(record, seats, winners) -> Statistics | None:
    """Count a finished game (once); the statistics as they are now, or None
    if the game does not count (no human or no AI at the table). OSError if
    the file can't be written."""
    humans = {i for i, seat in enumerate(seats) if seat.is_human}
    levels = sorted({seat.kind for seat in seats if not seat.is_human})
    if not humans or not levels:
        return None
    stats = load_statistics()
    key = game_key(record)
    if key in stats.counted:
        return stats
    won = bool(humans & set(winners or ()))
    for level in levels:
        row = stats.levels.setdefault(level, {"games": 0, "wins": 0})
        row["games"] += 1
        row["wins"] += int(won)
    stats.counted.append(key)
    save_statistics(stats)
    return stats
