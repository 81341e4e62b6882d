"""Hints: the engine's Hard AI recommends an action for a human's decision.

The search runs on a thread of its own and takes up to a few seconds. A hint
is cancelled by a new request, ``cancel()`` or any move of the game: the
search is told to stop and its answer is dropped when it arrives."""
from __future__ import annotations

from functools import partial

from PySide6.QtCore import QObject, Signal

from desktop.shell.ai_worker import AiThread
from engine.ai.levels import hint as engine_hint


class HintRunner(QObject):
    """``ready(result)``: the engine's hint dict (action, reason, choices).
    ``busy(bool)``: a hint is being computed. ``failed(message)``."""

    ready = Signal(dict)
    busy = Signal(bool)
    failed = Signal(str)

    def __init__(self, hint_fn=engine_hint, parent=None):
        super().__init__(parent)
        self._hint_fn = hint_fn
        self._token = 0
        self._busy = False
        self._thread = AiThread(self, "kotatsu-hint")
        self._thread.worker.done.connect(self._on_done)
        self._thread.worker.failed.connect(self._on_failed)

    def request(self, state, seat: int, seed: int = 0) -> None:
        """``state`` is cloned: the game goes on reading its own."""
        self._token += 1
        stop = partial(self._is_stale, self._token)
        self._thread.request.emit(partial(self._hint_fn, state.clone(), seat, seed, stop), self._token)
        self._set_busy(True)

    def _is_stale(self, token: int) -> bool:
        """Read from the hint thread: the hint for ``token`` is no longer wanted."""
        return token != self._token

    def is_busy(self) -> bool:
        return self._busy

    def cancel(self) -> None:
        self._token += 1
        self._set_busy(False)

    def close(self) -> None:
        self.cancel()
        self._thread.stop()

    def _set_busy(self, busy: bool) -> None:
        if busy != self._busy:
            self._busy = busy
            self.busy.emit(busy)

    def _on_done(self, token: int, result) -> None:
        if token == self._token:
            self._set_busy(False)
            self.ready.emit(result)

    def _on_failed(self, token: int, message: str) -> None:
        if token == self._token:
            self._set_busy(False)
            self.failed.emit(message)
