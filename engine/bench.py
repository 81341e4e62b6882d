"""Speed figures for ``python -m engine bench``: measured, never asserted."""
from __future__ import annotations

import time

from engine.ai.agents import make_agent, play_game
from engine.games.heart_of_crown import new_game

GAME = "heart_of_crown"


def bench_games(seconds: float) -> tuple[int, float]:
    """Full 2-player baseline-vs-baseline games for about ``seconds``."""
    games = 0
    started = time.perf_counter()
    while True:
        state = new_game({"players": 2}, games, log_events=False)
        agents = [make_agent("baseline", GAME, games), make_agent("baseline", GAME, games + 1)]
        play_game(state, agents)
        games += 1
        elapsed = time.perf_counter() - started
        if elapsed >= seconds:
            return games, games / elapsed


def mid_game_state(seed: int = 7):
    """A 2-player state about ten turns in, princesses backed."""
    state = new_game({"players": 2}, seed, log_events=False)
    agents = [make_agent("baseline", GAME, 1), make_agent("baseline", GAME, 2)]
    while state.decision is not None and state.turn_number < 20:
        state.apply(agents[state.decision.player].act(state))
    return state


def bench_clones(seconds: float) -> tuple[int, float]:
    state = mid_game_state()
    batch = 10_000
    clones = 0
    started = time.perf_counter()
    while True:
        for _ in range(batch):
            state.clone()
        clones += batch
        elapsed = time.perf_counter() - started
        if elapsed >= seconds:
            return clones, elapsed / clones * 1e6
