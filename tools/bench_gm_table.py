"""How fast Guild Masters' whole table redraws after an action (a measurement, not a test).

    python tools/bench_gm_table.py [--seed 1] [--games 4] [--moves 400] [--size 1280x800] [--profile]

Plays seeded games between baseline players (seeds ``seed`` on), then under
Qt's offscreen platform shows each again action by action at the real table
(``TablePage``, the window's size), timing each action's ``show_view(view,
changes)`` alone and with the event loop's layout and repaint of what it
changed, grouped by the kind of action (explore and its payment, base, play a
card, pass, the rest). Prints the median, the 95th percentile and the worst of
each, as the GUI thread's CPU time (what the drawing costs, whatever else the
machine runs) and as wall-clock time; ``--profile`` adds cProfile's 25
functions of most time of their own over every redraw.
The labyrinth alone (update, rebuild, zoom): ``tools/bench_labyrinth.py``.
"""
from __future__ import annotations

import argparse
import cProfile
import os
import pstats
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from tools.bench_labyrinth import Timer  # noqa: E402  (after the path is set)

KINDS = {"explore": "explore", "pay": "explore", "build": "base", "play": "play a card", "regalia": "play a card",
         "claim": "play a card", "pass": "pass"}


def recorded_game(seed: int, moves: int, players: int = 2) -> tuple:
    """(the start state, [(action, verb)]) of a game between baseline players."""
    from engine.ai.agents import make_agent
    from engine.core.spec import get_spec

    start = get_spec("guild_masters").start({"players": players}, seed)
    state = start.clone()
    agents = [make_agent("baseline", "guild_masters", seed + seat) for seat in range(players)]
    played = []
    for _ in range(moves):
        if state.is_over:
            break
        action = agents[state.decision.player].act(state)
        played.append((action, state.describe(action).verb))
        state.apply(action)
    return start, played


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--games", type=int, default=4)
    parser.add_argument("--moves", type=int, default=400)
    parser.add_argument("--size", default="1280x800", help="the table's size, WxH")
    parser.add_argument("--profile", action="store_true", help="print cProfile's costliest functions too")
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import qInstallMessageHandler
    from PySide6.QtWidgets import QApplication

    from desktop.app import configure_app
    from desktop.games.guild_masters.table import TablePage
    from desktop.shell.rules import TableRules

    app = QApplication.instance() or QApplication([])
    configure_app(app)
    # the offscreen platform says so for every tooltip set: noise between the figures
    quiet = qInstallMessageHandler(lambda kind, context, text: None if "propagateSizeHints" in text
                                   else print(text, file=sys.stderr))
    table = TablePage()
    table.animations = False
    width, height = (int(n) for n in args.size.split("x"))
    table.resize(width, height)
    table.show()
    profile = cProfile.Profile() if args.profile else None
    timers: dict = {}
    slow = []
    for seed in range(args.seed, args.seed + args.games):
        start, played = recorded_game(seed, args.moves)
        state = start.clone()
        table.reset(["Ann", "Bea"], TableRules(lambda: state))
        table.show_view(state.view(0))      # a new map: its items are built once, untimed
        app.processEvents()
        for action, verb in played:
            changes = state.apply(action)
            view = state.view(0)
            kind = KINDS.get(verb, "the rest")
            shown, drawn = timers.setdefault(kind, (Timer(), Timer()))
            if profile is not None:
                profile.enable()
            with drawn:
                with shown:
                    table.show_view(view, changes)
                app.processEvents()         # the layout and the repaint of what changed, as the window does
            if profile is not None:
                profile.disable()
            slow.append((drawn.cpu[-1], kind, verb, len(changes.places or ()), len(changes.events)))
    print(f"Guild Masters' table at {width}x{height}, {len(slow)} actions of seeds {args.seed} to "
          f"{args.seed + args.games - 1}: show_view(view, changes), then the layout and the repaint")
    everything = (Timer(), Timer())
    for kind in ("explore", "base", "play a card", "pass", "the rest"):
        if kind not in timers:
            continue
        for total, timer, what in zip(everything, timers[kind], ("show_view", "  + layout, paint")):
            total.cpu += timer.cpu
            total.wall += timer.wall
            print(timer.line(f"{what} after {kind}"))
    for timer, what in zip(everything, ("show_view", "  + layout, paint")):
        print(timer.line(f"{what} after any action"))
    print("slowest (CPU, with the repaint):", ", ".join(f"{ms:.0f} ms ({verb}, {places} places, {events} events)"
                               for ms, _, verb, places, events in sorted(slow, reverse=True)[:6]))
    if profile is not None:
        pstats.Stats(profile).sort_stats("tottime").print_stats(25)
    qInstallMessageHandler(quiet)
    table.close()           # run from a test, no window of its own may stay on the screen
    table.deleteLater()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
