"""Play seeded games of every registered game and print one fingerprint per
game: a SHA-256 over every game's action texts, winners and points. Two
versions of the engine that play alike print the same table.

    python tools/game_fingerprints.py                      # 1,000 games per game
    python tools/game_fingerprints.py --level easy --games 50
    python tools/game_fingerprints.py --games 20 --write tests/engine/fingerprints.json
    python tools/game_fingerprints.py --compare before.json      # where this engine parts from before.json
    python tools/game_fingerprints.py --game tanto_cuore --start 41 --games 1 --dump after.txt

Game number ``seed`` seats ``min_players + seed % (max - min + 1)`` players,
every seat the game's scripted agent (or ``--level``) seeded ``seed * 10 +
seat``; even seeds log events and odd ones do not, so both of a game's paths
are played. To fingerprint an older commit, run this file against its engine:
``PYTHONPATH=<old worktree> python tools/game_fingerprints.py`` (it uses only
APIs that commit c7c4550 already had). ``--rules-version game=N`` plays an
older rules version, to compare with a commit where it was the newest.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import os
import sys
import time
from pathlib import Path

if not os.environ.get("PYTHONPATH"):    # the engine is the one PYTHONPATH names, else this checkout's
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.ai.agents import make_agent, play_game  # noqa: E402
from engine.core.spec import all_specs  # noqa: E402

MAX_DECISIONS = 20_000


def points(state) -> list:
    """Each seat's final points, read where each game keeps them (there is no
    common read-out at older commits); a game kept elsewhere is fingerprinted
    by its actions and winners alone until it is added here."""
    if getattr(state, "scores", None) is not None:          # Guild Masters (rows), the test's toy game (numbers)
        return [row["total"] if isinstance(row, dict) else row for row in state.scores]
    if getattr(state, "final_scores", None) is not None:    # Tanto Cuore
        return [row["total"] for row in state.final_scores]
    players = getattr(state, "players", ())
    if players and hasattr(players[0], "points"):           # Heart of Crown
        return [player.points() for player in players]
    return []


def play(spec, seed: int, agent: str, rules_version: int) -> dict:
    """One seeded game: its action texts, winners and points."""
    players = spec.min_players + seed % (spec.max_players - spec.min_players + 1)
    state = spec.start({"players": players}, seed, log_events=seed % 2 == 0, rules_version=rules_version)
    agents = [make_agent(agent, spec.id, seed * 10 + seat) for seat in range(players)]
    play_game(state, agents, MAX_DECISIONS)
    return {"actions": list(state.record().actions),
            "winners": list(state.winners) if state.winners is not None else None,
            "points": points(state)}


def game_line(game: dict) -> bytes:
    """What one game adds to the fingerprint."""
    return json.dumps(game, sort_keys=True, ensure_ascii=False).encode() + b"\n"


def fingerprint(spec, games: int, agent: str, rules_version: int, start: int = 0, dump=None) -> dict:
    """The game's fingerprint over ``games`` seeds from ``start``, and each
    game's own short one (``per_game``), which says where two runs part.
    ``dump``, a text file, gets every game: its seed, then an action a line."""
    digest = hashlib.sha256()
    actions = 0
    per_game = []
    for seed in range(start, start + games):
        game = play(spec, seed, agent, rules_version)
        line = game_line(game)
        digest.update(line)
        if dump is not None:
            dump.write(f"{spec.id} seed {seed} winners {game['winners']} points {game['points']}\n")
            dump.writelines(f"  {text}\n" for text in game["actions"])
        per_game.append(hashlib.sha256(line).hexdigest()[:16])
        actions += len(game["actions"])
    return {"sha256": digest.hexdigest(), "games": games, "actions": actions,
            "agent": agent, "rules_version": rules_version, "start": start, "per_game": per_game}


def parse_versions(pairs: list) -> dict:
    versions = {}
    for pair in pairs:
        game_id, _, number = pair.partition("=")
        versions[game_id] = int(number)
    return versions


def fingerprints(games: int, level: str | None = None, only: list | None = None,
                 versions: dict | None = None, start: int = 0, progress=None, dump=None) -> dict:
    """Every (or each named) game's fingerprint, by game id."""
    result = {}
    for game_id, spec in all_specs().items():
        if only and game_id not in only:
            continue
        started = time.perf_counter()
        version = (versions or {}).get(game_id, spec.rules_version)
        result[game_id] = fingerprint(spec, games, level or spec.scripted_agent, version, start, dump)
        if progress is not None:
            progress(game_id, result[game_id], time.perf_counter() - started)
    return result


def differences(before: dict, after: dict) -> list:
    """What differs between two runs' figures, a line per game: a game one
    run lacks, or the first seed whose game differs."""
    lines = []
    for game_id in sorted(set(before) | set(after)):
        old, new = before.get(game_id), after.get(game_id)
        if old is None or new is None:
            lines.append(f"{game_id}: only in the {'second' if old is None else 'first'} run")
            continue
        keys = ("sha256", "games", "agent", "rules_version", "start")
        if all(old[key] == new[key] for key in keys):
            continue
        settings = [f"{key} {old[key]} -> {new[key]}" for key in keys[1:] if old[key] != new[key]]
        pairs = zip(old.get("per_game", ()), new.get("per_game", ()))
        parted = next((old["start"] + index for index, (a, b) in enumerate(pairs) if a != b), None)
        lines.append(f"{game_id}: " + "; ".join(settings or [
            "the games differ" if parted is None else f"the game of seed {parted} differs first"]))
    return lines


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000, help="games per game (default 1000)")
    parser.add_argument("--start", type=int, default=0, help="first seed")
    parser.add_argument("--level", help="an agent or level to seat instead of the scripted agent, e.g. easy")
    parser.add_argument("--game", action="append", help="only this game (repeatable)")
    parser.add_argument("--rules-version", action="append", default=[], metavar="GAME=N",
                        help="play this rules version of a game")
    parser.add_argument("--json", metavar="FILE", help="also write the figures to FILE")
    parser.add_argument("--write", metavar="FILE", help="same as --json (for the test's data file)")
    parser.add_argument("--compare", metavar="FILE", help="say where this run differs from FILE's figures")
    parser.add_argument("--dump", metavar="FILE", help="write every game's actions to FILE, to diff with another run's")
    args = parser.parse_args(argv)

    def show(game_id, row, seconds):
        print(f"{game_id:<16} v{row['rules_version']} {row['agent']:<9} {row['games']:>5} games "
              f"{row['actions']:>9} actions  {row['sha256']}  ({seconds:.0f} s)", flush=True)

    with open(args.dump or os.devnull, "w", encoding="utf-8") as dump:
        result = fingerprints(args.games, args.level, args.game, parse_versions(args.rules_version),
                              args.start, show, dump if args.dump else None)
    for path in filter(None, (args.json, args.write)):
        Path(path).write_text(json.dumps(result, indent=2, sort_keys=True) + "\n", encoding="utf-8")
    if args.compare:
        before = json.loads(Path(args.compare).read_text(encoding="utf-8"))
        lines = differences({game: before[game] for game in result if game in before}, result)
        print("\n".join(lines) or f"the same as {args.compare}")
        return 1 if lines else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
