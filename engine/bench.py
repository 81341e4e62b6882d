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


def search_decisions(count: int, seed: int = 31) -> list:
    """``count`` states from seeded 2-player strong-vs-strong games, each at a
    decision with three or more options (where Hard really searches)."""
    from engine.ai.ismcts import hooks_for
    states = []
    game = 0
    while len(states) < count:
        state = new_game({"players": 2}, seed + game, log_events=False)
        agents = [make_agent("strong", GAME, game), make_agent("strong", GAME, game + 1)]
        step = 0
        while state.decision is not None and len(states) < count:
            if len(state.decision.options) >= 3 and step % 7 == 0 and hooks_for(GAME).obvious(state) is None:
                states.append(state.clone())
            state.apply(agents[state.decision.player].act(state))
            step += 1
        game += 1
    return states


def bench_search(count: int) -> dict:
    """Hard's search on the same decisions with its shares run one after the
    other in this process and run in parallel in workers: seconds per decision."""
    from engine.ai import levels, parallel
    from engine.ai.ismcts import ISMCTSAgent

    states = search_decisions(count)
    figures = {}
    for label, use_workers in (("in one process", False), ("with workers", True)):
        if use_workers:
            pool = parallel.shared_pool(levels.HARD["shares"])
            if pool is None:
                continue
            pool.start()
            ISMCTSAgent(0, **dict(levels.HARD, iterations=5)).search(states[0])   # workers up and warm
        agent = ISMCTSAgent(1, **levels.HARD, use_workers=use_workers)
        times = []
        for state in states:
            started = time.perf_counter()
            agent.search(state)
            times.append(time.perf_counter() - started)
        times.sort()
        figures[label] = {"mean": sum(times) / len(times), "p95": times[int(0.95 * (len(times) - 1))]}
    return figures
