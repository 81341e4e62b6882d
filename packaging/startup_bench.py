"""How long the frozen app takes to show a usable main window.

    python packaging/startup_bench.py dist/Kotatsu          # the one-folder build
    python packaging/startup_bench.py dist/Kotatsu.app      # macOS
    python packaging/startup_bench.py --source              # python -m desktop, for comparison
    python packaging/startup_bench.py dist/Kotatsu --runs 10 --platform xcb

Each run launches the app with ``--measure-startup`` (``desktop/smoke.py``):
the app goes through its normal start (``desktop.app.main``), and once the
main window is shown and painted it writes the wall-clock time and quits.
The figure is that time minus the moment the process was launched, so it
covers the bootloader, unpacking nothing (one-folder), Python start-up, the
imports, Qt's start and the first paint. The first run is reported apart (a
cold file cache makes it slower); the others give min / median / max, and the
median CPU time the app had used by then (all its threads): on a machine busy
with other work the wall-clock figures wander, that one much less.

Runs offscreen by default (``QT_QPA_PLATFORM=offscreen``); ``--platform xcb``
measures a real X display (e.g. under Xvfb). Settings and saves go to a
temporary home, so the player's own are neither read nor changed.
This is a benchmark command, not a test: it asserts nothing about speed.
"""
from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

MARK = "startup window_shown_at="
CPU_MARK = "startup cpu_s="      # not printed by builds older than the figure


def command(target: Path | None) -> list[str]:
    if target is None:
        return [sys.executable, "-m", "desktop", "--measure-startup"]
    target = target.resolve()
    if target.suffix == ".app":
        target = target / "Contents" / "MacOS" / target.stem
    elif target.is_dir():
        target = target / (target.name + (".exe" if sys.platform == "win32" else ""))
    return [str(target), "--measure-startup"]


def one_run(cmd: list[str], env: dict, timeout: float) -> tuple[float, float | None]:
    """Seconds from launch to the window being shown, and the app's CPU
    seconds by then (None if it does not say)."""
    with tempfile.TemporaryDirectory(prefix="kotatsu-bench-") as tmp:
        log = Path(tmp) / "startup.log"
        env = dict(env, KOTATSU_SMOKE_LOG=str(log))
        started = time.time()
        result = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=timeout,
                                cwd=Path(__file__).resolve().parent.parent)
        text = result.stdout + (log.read_text(encoding="utf-8") if log.exists() else "")
    lines = text.splitlines()
    cpu = next((float(line[len(CPU_MARK):]) for line in lines if line.startswith(CPU_MARK)), None)
    for line in lines:
        if line.startswith(MARK):
            return float(line[len(MARK):]) - started, cpu
    raise RuntimeError(f"no start-up mark (exit code {result.returncode}): "
                       f"{(result.stderr or result.stdout).strip()[-500:]}")


def isolated_env(home: Path, platform: str) -> dict:
    env = dict(os.environ, QT_QPA_PLATFORM=platform)
    for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
        env[name] = str(home / name.lower())
    if sys.platform != "linux":
        env["HOME"] = str(home)
    return env


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("target", nargs="?", type=Path,
                        help="dist/Kotatsu, dist/Kotatsu.app or the executable")
    parser.add_argument("--source", action="store_true", help="measure python -m desktop instead")
    parser.add_argument("--runs", type=int, default=7, help="runs after the first (default 7)")
    parser.add_argument("--platform", default="offscreen", help="QT_QPA_PLATFORM (default offscreen)")
    parser.add_argument("--timeout", type=float, default=60.0, help="seconds allowed for one run")
    args = parser.parse_args(argv)
    if (args.target is None) == (not args.source):
        parser.error("give the build to measure, or --source")
    cmd = command(None if args.source else args.target)
    with tempfile.TemporaryDirectory(prefix="kotatsu-bench-home-") as home:
        env = isolated_env(Path(home), args.platform)
        first, _ = one_run(cmd, env, args.timeout)
        runs = [one_run(cmd, env, args.timeout) for _ in range(args.runs)]
    times = [wall for wall, _ in runs]
    cpus = [cpu for _, cpu in runs if cpu is not None]
    print(f"start-up to a shown main window: {' '.join(cmd)}  ({args.platform}, "
          f"{os.cpu_count()} cores)")
    print(f"  first run        {first * 1000:7.0f} ms")
    if times:
        print(f"  next {len(times)} runs  min {min(times) * 1000:.0f} ms  "
              f"median {statistics.median(times) * 1000:.0f} ms  max {max(times) * 1000:.0f} ms")
    if cpus:
        print(f"  CPU time by then  median {statistics.median(cpus) * 1000:.0f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
