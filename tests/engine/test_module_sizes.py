"""Rooms a person can read whole: no module of the engine or the desktop runs
over about 600 lines; a larger one is split along the rules' own seams (as
Heart of Crown's state is: phases, main phase, market, domain, ending, fast
paths; and Guild Masters' frames: paying, playing a card, effects, exploring …)."""
from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
FOLDERS = ("engine", "desktop")
MOST_LINES = 610


def test_no_engine_or_desktop_module_is_too_long_to_read_whole():
    long = {}
    for folder in FOLDERS:
        for path in sorted((ROOT / folder).rglob("*.py")):
            lines = len(path.read_text(encoding="utf-8").splitlines())
            if lines > MOST_LINES:
                long[path.relative_to(ROOT).as_posix()] = lines
    assert not long, f"modules over {MOST_LINES} lines: {long}"


def test_the_guard_reads_both_folders():
    """A moved folder must not leave the guard counting nothing."""
    for folder in FOLDERS:
        assert any((ROOT / folder).rglob("*.py")), folder
