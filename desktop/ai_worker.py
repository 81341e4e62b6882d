"""Runs AI agents on a thread of their own so the window never freezes."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, QThread, Signal, Slot


class AiWorker(QObject):
    """Lives on its own QThread. Each request carries a token; the session
    ignores answers whose token is stale (the game moved on or was closed)."""

    move_ready = Signal(int, str)
    move_failed = Signal(int, str)

    @Slot(object, object, int)
    def think(self, agent, state, token: int) -> None:
        try:
            action = agent.act(state)
        except Exception as exc:  # an agent bug must not kill the thread
            self.move_failed.emit(token, f"{type(exc).__name__}: {exc}")
            return
        self.move_ready.emit(token, action)


class AiThread(QObject):
    """Owns the worker's thread; ``stop()`` waits for a move in progress to end."""

    request = Signal(object, object, int)

    def __init__(self, parent=None):
        super().__init__(parent)
        self._thread = QThread()
        self._thread.setObjectName("kotatsu-ai")
        self.worker = AiWorker()
        self.worker.moveToThread(self._thread)
        self.request.connect(self.worker.think)
        self._thread.finished.connect(self.worker.deleteLater)
        self._thread.start()
        # A window closed by quitting the app must not leave the thread running.
        QCoreApplication.instance().aboutToQuit.connect(self.stop)

    def stop(self) -> None:
        if self._thread.isRunning():
            self._thread.quit()
            self._thread.wait()
