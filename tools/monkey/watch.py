"""What the monkey finds: exceptions (the guard's reports, which include the
slots' through sys.excepthook), Qt and Python warnings, and stalls, measured
by a heartbeat timer that keeps beating inside modal dialogs too."""
from __future__ import annotations

import sys
import time
import warnings

from PySide6.QtCore import QTimer, QtMsgType, qInstallMessageHandler

from desktop.base import guard

BEAT_MS = 50
# A platform plugin's notice that it lacks a window feature (offscreen: sizing
# hints, raising and grabbing for a popup); not ours.
PLATFORM_NOTICE = "This plugin does not support "
SHOWN_LINES = 12     # of a traceback in a finding


class Watch:
    """``doing`` names the monkey's input being sent or last sent, for a finding."""

    def __init__(self, stall_s: float):
        self.stall_s = stall_s
        self.findings: list[str] = []
        self.doing = "starting"
        self.longest_stall = (0.0, "")
        self._beat = QTimer()
        self._beat.setInterval(BEAT_MS)
        self._beat.timeout.connect(self._on_beat)
        self._last_beat = 0.0
        self._undo = []

    def start(self) -> None:
        previous_hook = guard.install_excepthook()
        previous_handler = qInstallMessageHandler(self._on_qt_message)
        previous_warning = warnings.showwarning
        warnings.showwarning = self._on_warning
        guard.reporter().reported.connect(self._on_report)
        self._undo = [lambda: setattr(sys, "excepthook", previous_hook),
                      lambda: qInstallMessageHandler(previous_handler),
                      lambda: setattr(warnings, "showwarning", previous_warning),
                      lambda: guard.reporter().reported.disconnect(self._on_report)]
        self._last_beat = time.monotonic()
        self._beat.start()

    def stop(self) -> None:
        self._on_beat()
        self._beat.stop()
        for undo in reversed(self._undo):
            undo()

    def _on_beat(self) -> None:
        now = time.monotonic()
        late = now - self._last_beat - BEAT_MS / 1000
        self._last_beat = now
        if late > self.longest_stall[0]:
            self.longest_stall = (late, self.doing)
        if late > self.stall_s:
            self.findings.append(f"stall: the event loop did not answer for {late:.2f} s ({self.doing})")

    def _on_report(self) -> None:
        lines = guard.recent[-1].rstrip().splitlines() if guard.recent else ["?"]
        self.findings.append(f"exception ({self.doing}):\n" + "\n".join(lines[-SHOWN_LINES:]))

    def _on_qt_message(self, kind, _context, message: str) -> None:
        if kind in (QtMsgType.QtDebugMsg, QtMsgType.QtInfoMsg) or message.startswith(PLATFORM_NOTICE):
            return
        self.findings.append(f"Qt {kind.name}: {message} ({self.doing})")

    def _on_warning(self, message, category, filename, lineno, file=None, line=None) -> None:
        self.findings.append(f"Python {category.__name__}: {message} ({filename}:{lineno}; {self.doing})")
