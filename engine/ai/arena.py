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
    cpu = [[] for _ in names]
    taken = 0
    settle(state)
    while state.decision is not None and taken < max_decisions:
        seat = state.decision.player
        started, started_cpu = time.perf_counter(), time.process_time()
        action = agents[seat].act(state)
        times[entries[seat]].append(time.perf_counter() - started)
        cpu[entries[seat]].append(time.process_time() - started_cpu)
        state.apply(action)
        taken += 1
        settle(state)
    winners = [entries[s] for s in (state.winners or ())]
    return {"entries": entries, "winners": winners, "times": times, "cpu": cpu}


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
    """The match's figures (``summary``), plain data. ``progress(summary)`` is
    called after every game, if given, with the figures of the games so far."""
    if len(names) > players:
        raise ValueError(f"{len(names)} agents cannot share {players} seats")
    for name in names:
        make_agent(name, game_id)    # fail fast on a bad name
    tasks = [(game_id, names, players, seed, g, max_decisions) for g in range(games)]
    match = {"game": game_id, "players": players, "seed": seed, "jobs": jobs, "names": names, "games": games}
    started = time.perf_counter()
    results = []
    with multiprocessing.get_context("spawn").Pool(jobs) if jobs > 1 else _Serial() as pool:
        for result in pool.imap(play_one, tasks):
            results.append(result)
            if progress is not None:
                progress(summary(match, results, time.perf_counter() - started))
    return summary(match, results, time.perf_counter() - started)


def _quantile(times: list, q: float) -> float:
    """The ``q`` quantile of sorted ``times`` (the lower one between two ranks)."""
    return times[int(q * (len(times) - 1))] if times else 0.0


def summary(match: dict, results: list, elapsed: float) -> dict:
    """Each agent's wins, win rate and Wilson interval, and its decision times
    in seconds over the games of ``results``: wall clock, and this process's
    CPU time (which leaves out waits for a busy machine's cores, and a search
    share a worker process runs meanwhile)."""
    stats = []
    for index, name in enumerate(match["names"]):
        seated = sum(1 for r in results if index in r["entries"])
        wins = sum(1 for r in results if index in r["winners"])
        times = sorted(t for r in results for t in r["times"][index])
        cpu = sorted(t for r in results for t in r["cpu"][index])
        stats.append({
            "name": name, "games": seated, "wins": wins,
            "win_rate": wins / seated if seated else 0.0, "interval": wilson(wins, seated),
            "decisions": len(times),
            "mean_s": sum(times) / len(times) if times else 0.0,
            "median_s": _quantile(times, 0.5), "p95_s": _quantile(times, 0.95),
            "max_s": times[-1] if times else 0.0,
            "over_1s": sum(1 for t in times if t > 1.0),
            "cpu_median_s": _quantile(cpu, 0.5), "cpu_p95_s": _quantile(cpu, 0.95),
            "cpu_max_s": cpu[-1] if cpu else 0.0,
        })
    done = len(results)
    return {"game": match["game"], "players": match["players"], "jobs": match["jobs"],
            "games": match["games"], "done": done,
            "seeds": [match["seed"], match["seed"] + match["games"] - 1],
            "agents": stats, "unfinished": sum(1 for r in results if not r["winners"]),
            "seconds": elapsed, "games_per_s": done / elapsed if elapsed else 0.0}


def progress_line(figures: dict) -> str:
    """One line of a match under way: games done, each agent's running win rate."""
    rates = ", ".join(f"{s['name']} {s['wins']}/{s['games']} {s['win_rate']:.0%} "
                      f"({s['interval'][0]:.0%}-{s['interval'][1]:.0%})" for s in figures["agents"])
    return f"  {figures['done']}/{figures['games']} games, {figures['seconds']:.0f} s: {rates}"


def report(result: dict) -> str:
    """The final table: a row per agent."""
    low_seed, high_seed = result["seeds"]
    lines = [f"{result['games']} games of {result['game']}, {result['players']} players, seeds {low_seed}..{high_seed}, "
             f"{result['games_per_s']:.2f} games/s"
             + (f", {result['unfinished']} unfinished" if result["unfinished"] else ""),
             f"  {'agent':>10}  {'wins':>9}  {'rate':>6}  {'95% CI':>13}  {'decisions':>9}  "
             f"{'median':>10}  {'p95':>10}  {'max':>10}  {'>1 s':>5}  {'cpu p95':>10}  {'cpu max':>10}"]
    for s in result["agents"]:
        low, high = s["interval"]
        lines.append(
            f"  {s['name']:>10}  {s['wins']:>4}/{s['games']:<4}  {s['win_rate']:>6.1%}  {f'{low:.1%}-{high:.1%}':>13}  "
            f"{s['decisions']:>9}  {_ms(s['median_s']):>10}  {_ms(s['p95_s']):>10}  {_ms(s['max_s']):>10}  {s['over_1s']:>5}  "
            f"{_ms(s['cpu_p95_s']):>10}  {_ms(s['cpu_max_s']):>10}")
    lines.append("  decision times per decision: wall clock, and cpu: this process's CPU time")
    return "\n".join(lines)


def _ms(seconds: float) -> str:
    millis = 1000 * seconds
    return f"{millis:.0f} ms" if millis >= 100 else f"{millis:.3g} ms"
