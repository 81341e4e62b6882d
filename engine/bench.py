"""Speed figures for ``python -m engine bench``: measured, never asserted.

Any registered game (``--game``; the first by default) is played by its
scripted ``baseline`` agent, 2 players; the search figures use its ``strong``
agent where it has one (else the baseline) to reach decisions worth searching.
Games and clones are timed in CPU time (a shared machine's waits for a core
left out, as tools/bench_pyminion.py does); the search in wall-clock time, as
a player waits for it.
"""
from __future__ import annotations

import time

from engine.ai.agents import make_agent, play_game
from engine.core.chance import settle
from engine.core.spec import get_spec
# A benchmark game that has not ended by then is left out of the figures: a
# game that never ended would otherwise weigh as hundreds. (The stalemate rule
# ends every game; none of seeds 0-1999 needs more than 600 decisions.)
DECISION_CAP = 3000


# A mid-game position: this many decisions into a game (about ten turns of
# Heart of Crown, princesses backed).
MID_GAME_DECISIONS = 100


def _start(game: str, seed: int):
    return get_spec(game).start({"players": 2}, seed, log_events=False)


def _agents(game: str, name: str | None, seed: int) -> list:
    """Two seats of agent ``name`` (the game's scripted player if it has none by that name)."""
    spec = get_spec(game)
    if name not in spec.agents:
        name = spec.scripted_agent
    return [make_agent(name, game, seed), make_agent(name, game, seed + 1)]


def play_bench_game(seed: int, game: str):
    """One 2-player baseline-vs-baseline game of ``seed``, to its end or the cap."""
    state = _start(game, seed)
    play_game(state, _agents(game, None, seed), DECISION_CAP)
    return state


def bench_games_detail(seconds: float, game: str) -> dict:
    """Full games for about ``seconds`` (seeds 0, 1, …): the finished ones,
    their games/s, and the seeds left out for reaching the cap."""
    games, spent, capped = 0, 0.0, []
    seed = 0
    while spent < seconds:
        started = time.process_time()
        state = play_bench_game(seed, game)
        took = time.process_time() - started
        if state.decision is None:
            games += 1
            spent += took
        else:
            capped.append(seed)
        seed += 1
    return {"games": games, "games_per_s": games / spent, "capped": capped}


def mid_game_state(seed: int = 7, *, game: str):
    """A 2-player state ``MID_GAME_DECISIONS`` decisions in (or its end)."""
    state = _start(game, seed)
    play_game(state, _agents(game, None, 1), MID_GAME_DECISIONS)
    return state


def bench_clones(seconds: float, game: str) -> tuple[int, float]:
    state = mid_game_state(game=game)
    batch = 10_000
    clones = 0
    started = time.process_time()
    while True:
        for _ in range(batch):
            state.clone()
        clones += batch
        elapsed = time.process_time() - started
        if elapsed >= seconds:
            return clones, elapsed / clones * 1e6


def search_decisions(count: int, seed: int = 31, *, game: str) -> list:
    """``count`` states from seeded 2-player strong-vs-strong games, each at a
    decision with three or more options (where Hard really searches)."""
    from engine.ai.ismcts import hooks_for
    obvious = hooks_for(game).obvious
    states = []
    played = 0
    while len(states) < count:
        state = _start(game, seed + played)
        agents = _agents(game, "strong", played)
        step = 0
        while state.decision is not None and len(states) < count:
            if state.decision.is_chance:        # dice are nobody's decision to measure
                settle(state)
                continue
            if len(state.decision.options) >= 3 and step % 7 == 0 and obvious(state) is None:
                states.append(state.clone())
            state.apply(agents[state.decision.player].act(state))
            step += 1
        played += 1
    return states


def bench_search(count: int, game: str) -> dict:
    """Hard's search on the same decisions with its shares run one after the
    other in this process and run in parallel in workers: seconds per decision."""
    from engine.ai import levels, parallel
    from engine.ai.ismcts import ISMCTSAgent

    states = search_decisions(count, game=game)
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


def report(game: str, seconds: float = 3.0, search: int = 0, pyminion: bool = False) -> None:
    """Print every figure: games/s (and which games were left out), clones/s,
    optionally Hard's search times and the comparison with pyminion."""
    detail = bench_games_detail(seconds, game)
    left_out = (f"; left out for reaching {DECISION_CAP} decisions: seeds {detail['capped']}"
                if detail["capped"] else f"; none reached the {DECISION_CAP}-decision cap")
    print(f"{game}: full 2-player games, baseline vs baseline: {detail['games']} games, "
          f"{detail['games_per_s']:,.0f} games/s (one core) in CPU time{left_out}")
    clones, per_clone_us = bench_clones(seconds, game)
    print(f"mid-game clone: {clones:,} clones, {per_clone_us:.2f} µs per clone in CPU time "
          f"({1e6 / per_clone_us:,.0f} clones/s)")
    if search:
        from engine.ai.levels import HARD
        print(f"Hard's search ({HARD['shares']} shares of {HARD['iterations']} iterations) "
              f"on {search} decisions with 3+ options:")
        for label, figures in bench_search(search, game).items():
            print(f"  {label}: mean {figures['mean'] * 1000:.0f} ms, p95 {figures['p95'] * 1000:.0f} ms")
    if pyminion:
        import subprocess
        import sys
        from pathlib import Path
        tool = Path(__file__).resolve().parent.parent / "tools" / "bench_pyminion.py"
        subprocess.run([sys.executable, str(tool)], check=True)

