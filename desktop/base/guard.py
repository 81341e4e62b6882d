"""No Python exception may leave code that Qt calls.

With PySide6 6.8-6.11 an exception escaping an overridden Qt virtual (an event
handler, ``event``, ``eventFilter``, a model's ``data``, a delegate's ``paint``…)
can kill the app: one raised by C code, such as ``{}.get([])`` or ``int("x")``,
is a segfault. ``@guarded`` wraps such a method: the exception is reported and
the method returns a safe default of the type Qt expects. Exceptions in slots
and timer callbacks PySide6 hands to ``sys.excepthook``; ``install_excepthook``
sends them to the same report.

A report is written to stderr (when there is one), kept in ``recent`` for the
tests and the monkey, and announced by ``reporter().reported`` so the window
can tell the player; the game goes on.
"""
from __future__ import annotations

import functools
import sys
import traceback
from collections import deque

from PySide6.QtCore import QObject, Signal

recent: deque = deque(maxlen=20)   # the last reports' tracebacks, newest last


class Reporter(QObject):
    """``reported``: an exception was caught. Connect it queued: it may be
    emitted from inside a paint event or a layout pass."""

    reported = Signal()


_reporter: Reporter | None = None


def reporter() -> Reporter:
    """The one Reporter, made on first use (after the QApplication)."""
    global _reporter
    if _reporter is None:
        _reporter = Reporter()
    return _reporter


def report(exc: BaseException) -> None:
    """Log ``exc`` with its traceback, keep it and announce it. Never raises:
    it runs where an exception is what must not happen."""
    try:
        text = "".join(traceback.format_exception(exc))
        recent.append(text)
        if sys.stderr is not None:          # a windowed app on Windows has none
            sys.stderr.write(text)
        if _reporter is not None:
            _reporter.reported.emit()
    except Exception:                       # noqa: BLE001 - nothing better to do here
        pass


def guarded(method=None, *, default=None):
    """Decorator for a method Qt calls (``@guarded`` or ``@guarded(default=False)``):
    an exception in it is reported and ``default`` returned instead, so give the
    type the Qt method returns (False for ``event``, 0 for ``rowCount``…)."""
    def wrap(function):
        @functools.wraps(function)
        def guard(*args, **kwargs):
            try:
                return function(*args, **kwargs)
            except Exception as exc:
                report(exc)
                return default
        guard.guard_default = default       # marks it guarded (tests/desktop/shell/test_guard.py)
        return guard
    return wrap if method is None else wrap(method)


def install_excepthook():
    """Report the exceptions PySide6 hands to ``sys.excepthook`` (slots, timers);
    returns the hook it replaces."""
    previous = sys.excepthook
    sys.excepthook = _excepthook
    return previous


def _excepthook(kind, exc, tb) -> None:
    if not issubclass(kind, Exception):     # KeyboardInterrupt, SystemExit: Python's own way
        sys.__excepthook__(kind, exc, tb)
        return
    report(exc.with_traceback(tb))
