"""Matches between named agents: seats rotate every game, and each agent gets
its win rate with a 95 % Wilson interval and its decision times."""
from __future__ import annotations

import math
import multiprocessing
import time

from engine.ai.agents import make_agent
from engine.core.chance import settle
from engine.games import new_game

Z95 = 1.959964


def wilson(wins: int, games: int, z: float = Z95) -> tuple:
    """The 95 % Wilson score interval of a win rate."""
    if games == 0:
        return (0.0, 1.0)
    p = wins / games
    denom = 1 + z * z / games
    centre = (p + z * z / (2 * games)) / denom
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def lineup(names: list, players: int, game: int) -> list:
    """Which entry of ``names`` sits in each seat for game number ``game``."""
    return [(seat + game) % len(names) for seat in range(players)]


def play_one(task: tuple) -> dict:
    """One game; top-level so spawned worker processes can run it."""
    game_id, names, players, seed, game, max_decisions = task
    entries = lineup(names, players, game)
    state = new_game(game_id, {"players": players}, seed + game)
    agents = [make_agent(names[e], game_id, (seed + game) * 31 + seat) for seat, e in enumerate(entries)]
    times = [[] for _ in names]
    taken = 0
    settle(state)
    while state.decision is not None and taken < max_decisions:
        seat = state.decision.player
        started = time.perf_counter()
        action = agents[seat].act(state)
        times[entries[seat]].append(time.perf_counter() - started)
        state.apply(action)
        taken += 1
        settle(state)
    winners = [entries[s] for s in (state.winners or ())]
    return {"entries": entries, "winners": winners, "times": times}


class _Serial:
    """The slice of a process pool's interface a one-process arena needs."""

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False

    @staticmethod
    def imap(fn, tasks):
        return map(fn, tasks)


def run_arena(game_id: str, names: list, players: int = 2, games: int = 100, seed: int = 0,
              jobs: int = 1, max_decisions: int = 20_000, progress=None) -> dict:
    """``progress(done, games)`` is called after every game, if given."""
    if len(names) > players:
        raise ValueError(f"{len(names)} agents cannot share {players} seats")
    for name in names:
        make_agent(name, game_id)    # fail fast on a bad name
    tasks = [(game_id, names, players, seed, g, max_decisions) for g in range(games)]
    started = time.perf_counter()
    results = []
    with multiprocessing.get_context("spawn").Pool(jobs) if jobs > 1 else _Serial() as pool:
        for result in pool.imap(play_one, tasks):
            results.append(result)
            if progress is not None:
                progress(len(results), games)
    elapsed = time.perf_counter() - started
    stats = []
    for index, name in enumerate(names):
        seated = sum(1 for r in results if index in r["entries"])
        wins = sum(1 for r in results if index in r["winners"])
        times = sorted(t for r in results for t in r["times"][index])
        stats.append({
            "name": name, "games": seated, "wins": wins, "interval": wilson(wins, seated),
            "decisions": len(times),
            "mean_s": sum(times) / len(times) if times else 0.0,
            "p95_s": times[int(0.95 * (len(times) - 1))] if times else 0.0,
            "max_s": times[-1] if times else 0.0,
        })
    unfinished = sum(1 for r in results if not r["winners"])
    return {"agents": stats, "games": games, "unfinished": unfinished, "seconds": elapsed,
            "games_per_s": games / elapsed if elapsed else 0.0}


def report(result: dict) -> str:
    lines = [f"{result['games']} games, {result['games_per_s']:.2f} games/s"
             + (f", {result['unfinished']} unfinished" if result["unfinished"] else "")]
    for s in result["agents"]:
        low, high = s["interval"]
        rate = s["wins"] / s["games"] if s["games"] else 0.0
        lines.append(
            f"  {s['name']:>10}: {s['wins']}/{s['games']} wins = {rate:.1%} (95% CI {low:.1%}-{high:.1%}); "
            f"decision time mean {1000 * s['mean_s']:.1f} ms, p95 {1000 * s['p95_s']:.1f} ms, "
            f"max {1000 * s['max_s']:.0f} ms over {s['decisions']} decisions")
    return "\n".join(lines)
