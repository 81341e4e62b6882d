"""A crash report the player can send: Python's ``faulthandler`` writes the
stack of every thread to ``crash.log`` in the app's data folder when the
process dies of a signal (SIGSEGV, SIGABRT …), where no Python handler runs.

``begin`` opens the log for the session and keeps it open (faulthandler
writes to its file descriptor at the moment of the crash); a clean quit
(``end``) removes it. So a log that is not empty at the next start is a
crash: ``begin`` keeps it under a dated name, shown once, and returns it."""
from __future__ import annotations

import faulthandler
import time
from pathlib import Path

LOG_NAME = "crash.log"

_log = None        # the open log of this session, if any


def begin(folder: Path) -> Path | None:
    """Start writing crash reports into ``folder``; the report a crash left
    there last time (now under a dated name), or None after a clean quit."""
    global _log
    path = folder / LOG_NAME
    kept = _keep_last_report(path)
    try:
        _log = open(path, "w", encoding="utf-8")
    except OSError:
        return kept            # no report this time; the app runs on
    faulthandler.enable(_log, all_threads=True)
    return kept


def end() -> None:
    """A clean quit: no crash to report."""
    global _log
    if _log is None:
        return
    faulthandler.disable()
    _log.close()
    Path(_log.name).unlink(missing_ok=True)
    _log = None


def _keep_last_report(path: Path) -> Path | None:
    try:
        found = path.stat()
    except OSError:        # none: the last session quit cleanly, or never ran
        return None
    if found.st_size == 0:
        return None
    stamp = time.strftime("%Y-%m-%d %H%M%S", time.localtime(found.st_mtime))
    kept = path.with_name(f"crash {stamp}.log")
    number = 2
    while kept.exists():
        kept = path.with_name(f"crash {stamp} ({number}).log")
        number += 1
    try:
        path.replace(kept)
    except OSError:
        return None
    return kept
