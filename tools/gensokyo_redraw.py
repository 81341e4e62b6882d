"""How fast the Gensokyo board redraws after an action (a measurement, not a test).

    python tools/gensokyo_redraw.py [--seed 1] [--games 2] [--moves 300] [--sizes 1280x800,1920x1080]

Plays seeded 4-player games on the 46-square map between baseline players,
then under Qt's offscreen platform shows each again action by action on the
board (``GensokyoBoard``, animations off, at each window size), timing
``show_board(view, names, changes)`` with a forced repaint of the board
(``viewport().repaint()``), grouped by the kind of decision the action
answered (``chance``: a die or a draw). Prints the median and the 95th
percentile of each kind and of every action, as the GUI thread's CPU time and
as wall-clock time; the goal is a median of 10 ms or less and a p95 of 25 ms.

``time_target(widget, show)`` times one redraw of any widget (``show()`` then
its repaint), for the whole table later.
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


def measure(size: tuple, games: list, names: list) -> dict:
    """{kind: Timer} of the board's redraws at ``size`` over ``games``."""
    from PySide6.QtTest import QTest

    from desktop.games.gensokyo.board import GensokyoBoard

    board = GensokyoBoard()
    board.animations = False
    board.resize(*size)
    board.show()
    if not QTest.qWaitForWindowExposed(board):     # else a repaint paints nothing and the figures lie
        raise RuntimeError("the board's window was never exposed")
    timers: dict = {}
    for start, played in games:
        state = start.clone()
        board.show_board(state.view(0), names, None)     # a new map: its items are built once, untimed
        board.fit()
        board.viewport().repaint()
        for action, kind in played:
            changes = state.apply(action)
            view = state.view(0)
            time_target(board, lambda: board.show_board(view, names, changes), timers.setdefault(kind, Timer()))
    board.close()           # no window of its own may stay on the screen
    board.deleteLater()
    return timers


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--games", type=int, default=2)
    parser.add_argument("--moves", type=int, default=300)
    parser.add_argument("--sizes", default="1280x800,1920x1080", help="the board's sizes, WxH,WxH")
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
        timers = measure((width, height), games, names)
        print(f"Gensokyo board at {width}x{height}, 46 squares, {sum(len(p) for _, p in games)} actions of seeds "
              f"{args.seed} to {args.seed + args.games - 1}: show_board(view, names, changes) + repaint")
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
