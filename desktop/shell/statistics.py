"""Simple local statistics: per game, the games played and won against each
AI level, how long they lasted (each player's turns) and the best score of a
human seat, in ``statistics.json`` in the app's data folder.

A game counts once, when it ends with at least one human and one AI seat:
one game against each AI level at the table, won if a human seat is among the
winners. The file is written atomically; a file that can't be read or isn't
what this module writes is set aside and counting starts afresh (``damaged``
tells the start page to say so). A file of version 1 counted the levels over
all games: its counts are kept as ``earlier``, shown apart."""
from __future__ import annotations

import json
from dataclasses import dataclass, field

from desktop.shell.saves import data_dir
from engine.core.records import write_atomically

FILE_NAME = "statistics.json"
VERSION = 2
REMEMBERED = 200      # games remembered as counted (a finished game loaded again is not counted twice)
GAME_FIELDS = {"levels", "played", "turns", "best"}


@dataclass
class Statistics:
    # game id -> {"levels": {AI level: {"games": n, "wins": n}}, "played": n,
    # "turns": each player's turns over all its games, "best": a human's best score or None}
    by_game: dict = field(default_factory=dict)
    earlier: dict = field(default_factory=dict)     # version 1's AI level -> {"games": n, "wins": n}, all games
    counted: list = field(default_factory=list)     # keys of the games already counted
    damaged: bool = False                           # the file was unreadable: counting started afresh

    def games(self, level: str, game_id: str | None = None) -> int:
        """Games against ``level``: of one game, or of all (the earlier counts too)."""
        return sum(row.get("games", 0) for row in self._rows(level, game_id))

    def wins(self, level: str, game_id: str | None = None) -> int:
        return sum(row.get("wins", 0) for row in self._rows(level, game_id))

    def levels(self, game_id: str) -> list:
        return list(self.by_game.get(game_id, {}).get("levels", {}))

    def played(self, game_id: str) -> int:
        return self.by_game.get(game_id, {}).get("played", 0)

    def average_turns(self, game_id: str) -> int | None:
        played = self.played(game_id)
        return round(self.by_game[game_id]["turns"] / played) if played else None

    def best(self, game_id: str) -> int | None:
        return self.by_game.get(game_id, {}).get("best")

    def _rows(self, level: str, game_id: str | None) -> list:
        games = [game_id] if game_id is not None else list(self.by_game)
        rows = [self.by_game.get(g, {}).get("levels", {}).get(level, {}) for g in games]
        return rows + ([self.earlier.get(level, {})] if game_id is None else [])


def statistics_path():
    return data_dir() / FILE_NAME


def load_statistics() -> Statistics:
    path = statistics_path()
    if not path.exists():
        return Statistics()
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        return _checked(data)
    except (OSError, UnicodeDecodeError, ValueError, TypeError, KeyError, AttributeError):
        try:
            path.replace(path.with_name(FILE_NAME + ".damaged"))
        except OSError:
            pass
        return Statistics(damaged=True)


def _check_levels(levels) -> dict:
    if not isinstance(levels, dict):
        raise ValueError("not Kotatsu statistics")
    for level, row in levels.items():
        if not (isinstance(row, dict) and set(row) == {"games", "wins"}
                and all(_count(v) for v in row.values()) and row["wins"] <= row["games"]):
            raise ValueError(f"bad statistics for {level!r}")
    return levels


def _count(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def _checked(data) -> Statistics:
    """The statistics in ``data``; ValueError if it is not what ``save`` writes (now or in version 1)."""
    if not isinstance(data, dict) or data.get("version") not in (1, VERSION):
        raise ValueError("not Kotatsu statistics")
    counted = data["counted"]
    if not (isinstance(counted, list) and all(isinstance(k, str) for k in counted)):
        raise ValueError("not Kotatsu statistics")
    if data["version"] == 1:
        return Statistics(earlier=_check_levels(data["levels"]), counted=counted)
    by_game = data["games"]
    if not isinstance(by_game, dict):
        raise ValueError("not Kotatsu statistics")
    for game_id, row in by_game.items():
        if not (isinstance(row, dict) and set(row) == GAME_FIELDS and _count(row["played"]) and _count(row["turns"])
                and (row["best"] is None or isinstance(row["best"], int) and not isinstance(row["best"], bool))):
            raise ValueError(f"bad statistics for {game_id!r}")
        _check_levels(row["levels"])
    return Statistics(by_game=by_game, earlier=_check_levels(data["earlier"]), counted=counted)


def save_statistics(stats: Statistics) -> None:
    data = {"version": VERSION, "games": stats.by_game, "earlier": stats.earlier,
            "counted": stats.counted[-REMEMBERED:]}
    write_atomically(statistics_path(), json.dumps(data, indent=1, sort_keys=True))


def game_key(record) -> str:
    return f"{record.game_id}/{record.seed}/{len(record.actions)}/{record.options}"


def count_game(record, seats, winners, turns=None, scores=None) -> Statistics | None:
    """Count a finished game (once); the statistics as they are now, or None
    if the game does not count (no human or no AI at the table). ``turns``:
    each seat's turns taken; ``scores``: each seat's final score (None: not
    known). OSError if the file can't be written."""
    humans = {i for i, seat in enumerate(seats) if seat.is_human}
    levels = sorted({seat.kind for seat in seats if not seat.is_human})
    if not humans or not levels:
        return None
    stats = load_statistics()
    key = game_key(record)
    if key in stats.counted:
        return stats
    won = bool(humans & set(winners or ()))
    game = stats.by_game.setdefault(record.game_id, {"levels": {}, "played": 0, "turns": 0, "best": None})
    for level in levels:
        row = game["levels"].setdefault(level, {"games": 0, "wins": 0})
        row["games"] += 1
        row["wins"] += int(won)
    game["played"] += 1
    game["turns"] += max(turns or [0])
    human_scores = [scores[seat] for seat in humans
                    if scores is not None and seat < len(scores) and isinstance(scores[seat], int)]
    if human_scores and (game["best"] is None or max(human_scores) > game["best"]):
        game["best"] = max(human_scores)
    stats.counted.append(key)
    save_statistics(stats)
    return stats
