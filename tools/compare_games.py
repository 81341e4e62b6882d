"""Play seeded Heart of Crown games and write one line per game, so two
versions of the engine can be diffed: same actions, winners and points.

    python tools/compare_games.py --games 1000 > after.txt

Seats mix the baseline and strong agents; 2 to 4 players by seed; they play
through ``Agent.answer``, as the game loop does (a run of plays in one call
where the state logs no events). Every action of the record is digested as its
text form, so the line does not depend on how the engine numbers its actions.
"""
from __future__ import annotations

import argparse
import hashlib
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.ai.agents import make_agent  # noqa: E402
from engine.games.heart_of_crown import new_game  # noqa: E402

GAME = "heart_of_crown"
MAX_DECISIONS = 20_000


def game_line(seed: int) -> str:
    players = 2 + seed % 3
    kinds = ["strong" if (seed >> seat) & 1 else "baseline" for seat in range(players)]
    agents = [make_agent(kind, GAME, seed * 10 + seat) for seat, kind in enumerate(kinds)]
    state = new_game({"players": players}, seed, log_events=seed % 2 == 0)
    taken = 0
    while state.decision is not None and taken < MAX_DECISIONS:
        taken += agents[state.decision.player].answer(state, MAX_DECISIONS - taken)
    digest = hashlib.sha1()
    for text in state.record().actions:
        digest.update(text.encode() + b"\n")
    points = [p.points() for p in state.players]
    return (f"{seed} {','.join(kinds)} {taken} {digest.hexdigest()[:16]} "
            f"{list(state.winners or ())} {state.end_reason} {points}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--start", type=int, default=0)
    args = parser.parse_args()
    for seed in range(args.start, args.start + args.games):
        print(game_line(seed), flush=True)


if __name__ == "__main__":
    main()
