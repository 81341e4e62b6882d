"""How fast the Guild Masters labyrinth redraws (a measurement, not a test).

    python tools/bench_labyrinth.py [--seed 1] [--moves 400] [--size 1280x800]

Plays a seeded game between baseline players, records the changes of every
action, then under Qt's offscreen platform times, in milliseconds: updating the
map after an action (``show_cells`` with that action's changes, then a repaint
of the viewport), rebuilding every item (a new map), and one wheel step of zoom
(the transform plus a repaint). Prints the median, the 95th percentile and the worst of each, as
the GUI thread's CPU time (what the drawing costs, whatever else the machine
runs) and as wall-clock time.
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


def mid_game(seed: int = 1, moves: int = 400, players: int = 2, recorded: list | None = None):
    """A game of ``players`` baseline seats after ``moves`` actions (or at its
    end); each action's (view of seat 0's cells, changes) goes to ``recorded``."""
    from engine.ai.agents import make_agent
    from engine.core.spec import get_spec

    state = get_spec("guild_masters").start({"players": players}, seed)
    agents = [make_agent("baseline", "guild_masters", seed + seat) for seat in range(players)]
    for _ in range(moves):
        if state.is_over:
            break
        changes = state.apply(agents[state.decision.player].act(state))
        if recorded is not None:
            recorded.append((state.view(0)["cells"], changes))
    return state


class Timer:
    """Milliseconds of the GUI thread's CPU and of the wall clock, per run."""

    def __init__(self):
        self.cpu, self.wall = [], []

    def line(self, name: str) -> str:
        """The median and the 95th percentile of the runs, and the worst."""
        def figures(values):
            ordered = sorted(values)
            p95 = ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
            return f"median {statistics.median(ordered):6.2f} ms, p95 {p95:6.2f}, worst {ordered[-1]:6.2f}"
        return f"  {name:24} CPU {figures(self.cpu)} | wall {figures(self.wall)}   ({len(self.cpu)} runs)"

    def __enter__(self):
        self._cpu, self._wall = time.thread_time(), time.perf_counter()
        return self

    def __exit__(self, *exc):
        self.cpu.append((time.thread_time() - self._cpu) * 1000.0)
        self.wall.append((time.perf_counter() - self._wall) * 1000.0)


def _repaint(view) -> None:
    view.viewport().repaint()


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--moves", type=int, default=400)
    parser.add_argument("--size", default="1280x800", help="the view's size, WxH")
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from desktop.games.guild_masters.labyrinth import LabyrinthView

    app = QApplication.instance() or QApplication([])
    recorded = []
    mid_game(args.seed, args.moves, recorded=recorded)
    width, height = (int(n) for n in args.size.split("x"))
    view = LabyrinthView()
    view.resize(width, height)
    view.show()
    app.processEvents()
    first_cells = recorded[0][0]
    view.show_cells(first_cells)
    _repaint(view)

    update, rebuild, zoom = Timer(), Timer(), Timer()
    for cells, changes in recorded:
        with update:
            view.show_cells(cells, changes)
            _repaint(view)

    for cells, _ in recorded[:: max(1, len(recorded) // 40)]:
        for item in view.place_items.values():    # a map the view has not seen: every item anew
            view.scene().removeItem(item)
        view.place_items.clear()
        with rebuild:
            view.show_cells(cells)
            _repaint(view)

    for step in range(40):
        with zoom:
            view.zoom_by(1.2 if step % 20 < 10 else 1 / 1.2)
            _repaint(view)

    places = [None if c.places is None else len(c.places) for _, c in recorded]
    print(f"labyrinth at {width}x{height}, {len(recorded)} actions of seed {args.seed} "
          f"(changes with places: {sum(p is not None for p in places)})")
    for name, timer in (("update after an action", update), ("rebuild everything", rebuild),
                        ("one zoom step", zoom)):
        print(timer.line(name))
    view.close()            # run from a test, no window of its own may stay on the screen
    view.deleteLater()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
