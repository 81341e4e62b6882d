"""Runs AI work (a move, a hint) on a thread of its own so the window never freezes."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, QThread, Signal, Slot


class AiWorker(QObject):
    """Lives on its own QThread and runs jobs (callables without arguments).
    Each job carries a token; the owner ignores answers whose token is stale
    (the game moved on, the request was cancelled or the game closed)."""

    done = Signal(int, object)
    failed = Signal(int, str)

    @Slot(object, int)
    def run(self, job, token: int) -> None:
        try:
            result = job()
        except Exception as exc:  # an agent bug must not kill the thread
            self.failed.emit(token, f"{type(exc).__name__}: {exc}")
            return
        self.done.emit(token, result)


class AiThread(QObject):
    """Owns the worker's thread; ``stop()`` waits for a job in progress to end."""

    request = Signal(object, int)

    def __init__(self, parent=None, name: str = "kotatsu-ai"):
        super().__init__(parent)
        self._thread = QThread()
        self._thread.setObjectName(name)
        self.worker = AiWorker()
        self.worker.moveToThread(self._thread)
        self.request.connect(self.worker.run)
        self._thread.finished.connect(self.worker.deleteLater)
        self._thread.start()
        # A window closed by quitting the app must not leave the thread running.
        QCoreApplication.instance().aboutToQuit.connect(self.stop)

    def stop(self) -> None:
        if self._thread.isRunning():
            self._thread.quit()
            self._thread.wait()
