"""Our engine's speed beside pyminion's, a pure-Python Dominion engine.

    python tools/bench_pyminion.py [--rounds 10] [--games 25]

Creates (once) a separate venv with pyminion 0.4.0 under
~/.cache/kotatsu/pyminion-venv, then plays, alternating in rounds so machine
noise hits both alike, a batch of pyminion BigMoney-vs-BigMoney games (in a
worker process of that venv) and a batch of our 2-player baseline-vs-baseline
Heart of Crown games (seeds 0, 1, 2 …), each process pinned to the same one
core. Prints both games/s, their ratio, and per card played and bought (the
cards are counted in a separate, untimed pass: counting would slow the timed one).
Times are CPU time (``time.process_time``) of each process: on a shared machine
the time spent waiting for the core would otherwise count as the engine's.
"""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

VENV = Path.home() / ".cache" / "kotatsu" / "pyminion-venv"
PYMINION = "pyminion==0.4.0"

# The worker, run by the pyminion venv's python: one JSON request per line
# ({"games": n, "seed": s, "count": bool}), one JSON answer per line.
WORKER = r'''
import json, logging, random, sys, time
from pyminion.bots.examples.big_money import BigMoney
from pyminion.expansions.base import base_set
from pyminion.game import Game
from pyminion.player import Player

logging.disable(logging.CRITICAL)
played = bought = 0

def counting(method, which):
    def wrapper(*args, **kwargs):
        global played, bought
        if which == "play":
            played += 1
        else:
            bought += 1
        return method(*args, **kwargs)
    return wrapper

def game():
    return Game(players=[BigMoney("a"), BigMoney("b")], expansions=[base_set], log_stdout=False)

for line in sys.stdin:
    request = json.loads(line)
    if request["count"]:
        Player.exact_play = counting(Player.exact_play, "play")
        Player.buy = counting(Player.buy, "buy")
    random.seed(request["seed"])
    started = time.process_time()
    for _ in range(request["games"]):
        game().play()
    print(json.dumps({"seconds": time.process_time() - started, "played": played, "bought": bought}), flush=True)
'''


def ensure_venv() -> Path:
    python = VENV / "bin" / "python"
    if not python.exists():
        print(f"creating {VENV} with {PYMINION} …", file=sys.stderr)
        subprocess.run([sys.executable, "-m", "venv", str(VENV)], check=True)
        subprocess.run([str(python), "-m", "pip", "install", "-q", PYMINION], check=True)
    return python


def pin_to_one_core() -> None:
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})


class Pyminion:
    def __init__(self, python: Path):
        self.process = subprocess.Popen([str(python), "-c", WORKER], stdin=subprocess.PIPE,
                                        stdout=subprocess.PIPE, text=True, preexec_fn=pin_to_one_core)

    def run(self, games: int, seed: int, count: bool = False) -> dict:
        self.process.stdin.write(json.dumps({"games": games, "seed": seed, "count": count}) + "\n")
        self.process.stdin.flush()
        return json.loads(self.process.stdout.readline())

    def close(self) -> None:
        self.process.stdin.close()
        self.process.wait()


GAME = "heart_of_crown"      # the deck-builder compared with pyminion's Dominion


def ours(seeds, count: bool = False) -> dict:
    """Our baseline games of ``seeds``: seconds, and (``count``) cards played and bought."""
    from engine.bench import play_bench_game
    from engine.games.heart_of_crown.codec import VERB
    started = time.process_time()
    played = bought = 0
    for seed in seeds:
        state = play_bench_game(seed, GAME)
        if count:
            history = state.history
            while history:
                history, action = history
                played += VERB[action] == "play"
                bought += VERB[action] == "buy"
    return {"seconds": time.process_time() - started, "played": played, "bought": bought}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=10)
    parser.add_argument("--games", type=int, default=25, help="games of each engine per round")
    args = parser.parse_args()
    pin_to_one_core()
    pyminion = Pyminion(ensure_venv())
    try:
        pyminion.run(2, 0)
        ours(range(2))                     # both warm
        theirs_s = ours_s = 0.0
        for round_ in range(args.rounds):
            seeds = range(round_ * args.games, (round_ + 1) * args.games)
            theirs_s += pyminion.run(args.games, round_)["seconds"]
            ours_s += ours(seeds)["seconds"]
        total = args.rounds * args.games
        theirs_counts = pyminion.run(total, 0, count=True)
        ours_counts = ours(range(total), count=True)
    finally:
        pyminion.close()
    theirs_rate, ours_rate = total / theirs_s, total / ours_s
    print(f"pyminion 0.4.0 BigMoney vs BigMoney: {theirs_rate:,.0f} games/s of CPU time "
          f"({theirs_counts['played'] / total:.0f} cards played, {theirs_counts['bought'] / total:.0f} bought per game)")
    print(f"Heart of Crown baseline vs baseline, seeds 0-{total - 1}: {ours_rate:,.0f} games/s of CPU time "
          f"({ours_counts['played'] / total:.0f} cards played, {ours_counts['bought'] / total:.0f} bought per game)")
    print(f"ratio (ours / pyminion): {ours_rate / theirs_rate:.2f} games/s; per card played "
          f"{(ours_rate * ours_counts['played']) / (theirs_rate * theirs_counts['played']):.2f}, "
          f"per card bought {(ours_rate * ours_counts['bought']) / (theirs_rate * theirs_counts['bought']):.2f}")


if __name__ == "__main__":
    main()
