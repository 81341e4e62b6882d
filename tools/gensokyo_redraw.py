"""How fast the Gensokyo board redraws after an action (a measurement, not a test).

    python tools/gensokyo_redraw.py [--seed 1] [--games 2] [--moves 300] [--sizes 1280x800,1920x1080] [--table]

Plays seeded 4-player games on the 46-square map between baseline players,
then under Qt's offscreen platform shows each again action by action on the
board (``GensokyoBoard``, animations off, at each window size), timing
``show_board(view, names, changes)`` with a forced repaint of the board
(``viewport().repaint()``), grouped by the kind of decision the action
answered (``chance``: a die or a draw). Prints the median and the 95th
percentile of each kind and of every action, as the GUI thread's CPU time and
as wall-clock time; the goal is a median of 10 ms or less and a p95 of 25 ms.

With ``--table`` it times the whole table instead (``TablePage.show_view``
of seat 0's view, then the table's repaint): what a player waits for.
"""
from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from tools.bench_labyrinth import Timer  # noqa: E402  (after the path is set)

GOAL_MEDIAN, GOAL_P95 = 10.0, 25.0


def recorded_game(seed: int, moves: int, players: int = 4, game_map: str = "loop") -> tuple:
    """(the start state, [(action, kind)]) of a game between baseline players."""
    from engine.ai.agents import make_agent
    from engine.games import new_game

    start = new_game("gensokyo", {"players": players, "map": game_map}, seed)
    state = start.clone()
    agents = [make_agent("baseline", "gensokyo", seed + seat) for seat in range(players)]
    played = []
    for _ in range(moves):
        decision = state.decision
        if decision is None:
            break
        if decision.player is None or decision.player < 0:
            action, kind = state.chance_outcome(), "chance"
        else:
            action, kind = agents[decision.player].act(state), decision.kind
        played.append((action, kind))
        state.apply(action)
    return start, played


def time_target(widget, show, timer: Timer) -> None:
    """Time ``show()`` and the repaint of ``widget`` (its viewport if it has one) into ``timer``."""
    target = widget.viewport() if hasattr(widget, "viewport") else widget
    with timer:
        show()
        target.repaint()


def _widget(whole_table: bool, names: list, state_of):
    """The board alone, or the whole table (seat 0's), with animations off."""
    if whole_table:
        from desktop.games.gensokyo.table import TablePage
        from desktop.shell.rules import TableRules

        table = TablePage()
        table.reset(names, TableRules(state_of))
        table.animations = False
        return table, lambda view, changes: table.show_view(view, changes)
    from desktop.games.gensokyo.board import GensokyoBoard

    board = GensokyoBoard()
    board.animations = False
    return board, lambda view, changes: board.show_board(view, names, changes)


def measure(size: tuple, games: list, names: list, whole_table: bool = False) -> dict:
    """{kind: Timer} of the board's (or the whole table's) redraws at ``size`` over ``games``."""
    from PySide6.QtTest import QTest

    current = {}
    widget, show = _widget(whole_table, names, lambda: current["state"])
    widget.resize(*size)
    widget.show()
    if not QTest.qWaitForWindowExposed(widget):     # else a repaint paints nothing and the figures lie
        raise RuntimeError("the window was never exposed")
    timers: dict = {}
    for start, played in games:
        state = current["state"] = start.clone()
        show(state.view(0), None)            # a new map: its items are built once, untimed
        widget.repaint()
        for action, kind in played:
            changes = state.apply(action)
            view = state.view(0)
            time_target(widget, lambda: show(view, changes), timers.setdefault(kind, Timer()))
    widget.close()           # no window of its own may stay on the screen
    widget.deleteLater()
    return timers


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--games", type=int, default=2)
    parser.add_argument("--moves", type=int, default=300)
    parser.add_argument("--sizes", default="1280x800,1920x1080", help="the board's sizes, WxH,WxH")
    parser.add_argument("--table", action="store_true", help="time the whole table's show_view, not the board's")
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from desktop.app import configure_app

    app = QApplication.instance() or QApplication([])
    configure_app(app)
    games = [recorded_game(seed, args.moves) for seed in range(args.seed, args.seed + args.games)]
    names = ["Ann", "Bea", "Cho", "Dan"]
    for size in args.sizes.split(","):
        width, height = (int(n) for n in size.split("x"))
        timers = measure((width, height), games, names, args.table)
        what = "table: show_view(view, changes)" if args.table else "board: show_board(view, names, changes)"
        print(f"Gensokyo {what} + repaint at {width}x{height}, 46 squares, {sum(len(p) for _, p in games)} "
              f"actions of seeds {args.seed} to {args.seed + args.games - 1}")
        everything = Timer()
        for kind in sorted(timers, key=lambda k: -len(timers[k].cpu)):
            everything.cpu += timers[kind].cpu
            everything.wall += timers[kind].wall
            print(timers[kind].line(kind))
        print(everything.line("any action"))
        ordered = sorted(everything.cpu)
        median, p95 = ordered[len(ordered) // 2], ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
        print(f"  goal (CPU) median <= {GOAL_MEDIAN:.0f} ms, p95 <= {GOAL_P95:.0f} ms: "
              f"{'met' if median <= GOAL_MEDIAN and p95 <= GOAL_P95 else 'NOT met'}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
