"""What the balance tools share: seeded games played in seed order, on one
core or a pool of spawned workers, and a win rate with its 95 % interval."""
from __future__ import annotations

import multiprocessing
from contextlib import nullcontext

from engine.ai.arena import wilson


def play_in_order(play_one, tasks: list, jobs: int = 1, chunksize: int = 4, progress=None) -> list:
    """``play_one(task)`` for every task, results in the tasks' order;
    ``progress(done, total)`` after each."""
    results = []
    with multiprocessing.get_context("spawn").Pool(jobs) if jobs > 1 else nullcontext() as pool:  # never fork
        for result in pool.imap(play_one, tasks, chunksize=chunksize) if pool else map(play_one, tasks):
            results.append(result)
            if progress:
                progress(len(results), len(tasks))
    return results


def rate(wins: int, games: int) -> dict:
    low, high = wilson(wins, games)
    return {"games": games, "wins": wins, "rate": wins / games if games else 0.0, "low": low, "high": high}
