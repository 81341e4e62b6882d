"""``python -m tools.monkey``: run the monkey, print what it did and what it found
(exit code 1 if it found anything)."""
from __future__ import annotations

import argparse
import faulthandler
import json
import os
import shutil
import sys
import tempfile
from pathlib import Path

from engine.core.spec import all_specs


def parse_args(argv) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m tools.monkey", description=__doc__)
    parser.add_argument("--seconds", type=float, default=60.0, help="stop after this long (default 60)")
    parser.add_argument("--steps", type=int, help="stop after this many inputs: the same seed, the same run")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--game", choices=sorted(all_specs()),
                        help="start new games of this game only (default: any game, at random)")
    parser.add_argument("--stall", type=float, default=2.0,
                        help="the longest the event loop may go without answering, in seconds (default 2)")
    parser.add_argument("--json", action="store_true", help="print the summary as one line of JSON")
    parser.add_argument("--log", type=Path, help="write every input sent to this file, one a line")
    return parser.parse_args(argv)


def main(argv=None) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)
    faulthandler.enable()                    # a crash still says where it happened
    home = Path(tempfile.mkdtemp(prefix="kotatsu-monkey-"))
    if sys.platform.startswith("linux") and not ({"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"} & set(os.environ)):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    from desktop.shell import sandbox

    sandbox.use_folder(home)
    from tools.monkey.run import run         # Qt only once the sandbox is set

    try:
        summary = run(args, home)
    finally:
        shutil.rmtree(home, ignore_errors=True)
    print(json.dumps(summary) if args.json else describe(summary))
    return 1 if summary["findings"] else 0


def describe(summary: dict) -> str:
    def counts(values: dict) -> str:
        return ", ".join(f"{key} {value}" for key, value in sorted(values.items())) or "none"

    lines = [
        f"monkey: seed {summary['seed']}, {summary['seconds']:.1f} s, {summary['events']} inputs",
        f"  sent: {counts(summary['sent'])}",
        f"  pages: {counts(summary['pages'])}",
        f"  dialogs: {counts(summary['dialogs'])}",
        f"  games: {summary['games_started']} started, {summary['end_pages']} end pages reached; "
        f"{summary['actions']} actions, {summary['monkey_actions']} of them chosen by the monkey",
        f"  longest stall: {summary['longest_stall']:.2f} s ({summary['longest_stall_at']})",
        f"  trace: {summary['trace']}",
        f"findings: {len(summary['findings'])}",
    ]
    lines += [f"  - {finding}" for finding in summary["findings"]]
    return "\n".join(lines)
