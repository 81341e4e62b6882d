"""``python -m engine``: simulate games, replay records, measure speed."""
from __future__ import annotations

import argparse
import json
import statistics
from collections import Counter
import sys
import time

from engine.ai.agents import make_agent, play_game
from engine.core.records import RecordError, load_record
from engine.core.spec import all_specs, get_spec
from engine.games import new_game, replay


def _agents_arg(text: str) -> list:
    return [name.strip() for name in text.split(",") if name.strip()]


def cmd_simulate(args) -> int:
    names = args.agents or [get_spec(args.game).policy]
    if len(names) == 1:
        names = names * args.players
    if len(names) != args.players:
        print(f"error: {args.players} players need {args.players} agents, got {len(names)}", file=sys.stderr)
        return 2
    wins = [0] * args.players
    decisions = []
    unfinished = 0
    endings = Counter()
    started = time.perf_counter()
    for game in range(args.games):
        seed = args.seed + game
        state = new_game(args.game, {"players": args.players}, seed)
        agents = [make_agent(name, args.game, seed * 31 + seat) for seat, name in enumerate(names)]
        decisions.append(play_game(state, agents, args.max_decisions))
        if state.winners is None:
            unfinished += 1
        else:
            endings[state.end_reason] += 1
            for seat in state.winners:
                wins[seat] += 1
    elapsed = time.perf_counter() - started
    print(f"{args.games} games of {args.game}, {args.players} players, seeds {args.seed}..{args.seed + args.games - 1}")
    for seat, name in enumerate(names):
        print(f"  seat {seat} ({name}): {wins[seat]} wins ({100 * wins[seat] / args.games:.1f} %)")
    if endings:
        print("  ended by: " + ", ".join(f"{reason} {count}" for reason, count in endings.most_common()))
    if unfinished:
        print(f"  unfinished at the decision cap: {unfinished}")
    print(f"mean decisions: {statistics.mean(decisions):.1f}   games/s: {args.games / elapsed:.1f}")
    return 0


def cmd_replay(args) -> int:
    try:
        record = load_record(args.record)
        state = replay(record)
    except RecordError as exc:
        print(f"error: {args.record}: {exc}", file=sys.stderr)
        return 2
    print(f"{record.game_id} (rules {record.rules_version}), seed {record.seed}, {len(record.actions)} actions")
    print(summary(state))
    return 0


def summary(state) -> str:
    if state.winners is not None:
        return "winner: " + ", ".join(f"seat {s}" for s in state.winners)
    if state.decision is not None:
        return f"waiting for seat {state.decision.player}: {state.decision.kind}"
    return "over, no winner"


def cmd_bench(args) -> int:
    from engine.bench import report
    report(args.game, args.seconds, args.search, args.pyminion)
    return 0


def cmd_arena(args) -> int:
    from engine.ai.arena import progress_line, report, run_arena
    last = [time.monotonic()]

    def progress(figures):
        # A line per game while games are slow, one every few seconds when they are fast.
        now = time.monotonic()
        if figures["done"] in (1, figures["games"]) or now - last[0] >= PROGRESS_SECONDS:
            last[0] = now
            print(progress_line(figures), file=sys.stderr, flush=True)
    result = run_arena(args.game, args.agents, args.players, args.games, args.seed, args.jobs, progress=progress)
    print(report(result))
    if args.json:
        from engine.ai.parallel import usable_cores
        figures = {"command": arena_command(args), "cores": usable_cores(), "clock": "wall", **result}
        with open(args.json, "w", encoding="utf-8") as out:
            json.dump(figures, out, indent=1)
    return 0


PROGRESS_SECONDS = 3.0


def arena_command(args) -> str:
    """The command line that plays the same match again."""
    return (f"python -m engine arena --game {args.game} --agents {','.join(args.agents)} --players {args.players} "
            f"--games {args.games} --seed {args.seed} --jobs {args.jobs}")


def _game_argument(parser) -> None:
    """``--game``: any registered game; it must be named when there are
    several (no game is anyone's default)."""
    games = list(all_specs())
    if len(games) == 1:
        parser.add_argument("--game", default=games[0], choices=games)
    else:
        parser.add_argument("--game", required=True, choices=games)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m engine", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)

    sim = sub.add_parser("simulate", help="play N games between named agents")
    _game_argument(sim)
    sim.add_argument("--players", type=int, default=2)
    sim.add_argument("--agents", type=_agents_arg,
                     help="comma-separated agent names, one per seat (or one for all); the game's policy by default")
    sim.add_argument("--games", type=int, default=100)
    sim.add_argument("--seed", type=int, default=0)
    sim.add_argument("--max-decisions", type=int, default=20_000)
    sim.set_defaults(func=cmd_simulate)

    rep = sub.add_parser("replay", help="replay a record file and summarise the final state")
    rep.add_argument("record")
    rep.set_defaults(func=cmd_replay)

    arena = sub.add_parser("arena", help="rotate seats between agents; win rates with 95%% intervals")
    _game_argument(arena)
    arena.add_argument("--agents", type=_agents_arg, required=True, help="comma-separated agent names")
    arena.add_argument("--players", type=int, default=2)
    arena.add_argument("--games", type=int, default=100)
    arena.add_argument("--seed", type=int, default=0)
    arena.add_argument("--jobs", type=int, default=1, help="worker processes")
    arena.add_argument("--json", metavar="PATH", help="also write the figures (and the command) to PATH as JSON")
    arena.set_defaults(func=cmd_arena)

    bench = sub.add_parser("bench", help="games/s and clones/s on one core")
    _game_argument(bench)
    bench.add_argument("--seconds", type=float, default=3.0)
    bench.add_argument("--search", type=int, default=0, metavar="N",
                       help="also time Hard's search on N decisions, its shares here vs in workers")
    bench.add_argument("--pyminion", action="store_true",
                       help="also compare with pyminion 0.4.0 side by side (tools/bench_pyminion.py)")
    bench.set_defaults(func=cmd_bench)
    return parser


def main(argv=None) -> int:
    args = build_parser().parse_args(argv)
    try:
        return args.func(args)
    except ValueError as exc:   # bad options or agent names: one line, no traceback
        print(f"error: {exc}", file=sys.stderr)
        return 2
