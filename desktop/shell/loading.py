"""Opening a saved game: read, check and replay a record file off the GUI
thread, so even the largest save the limits allow never freezes the window.
That thread runs the engine only: it imports no Qt module (PySide's imports and
its lazily made types are not thread-safe), so no game's desktop package either."""
from __future__ import annotations

from dataclasses import dataclass
from functools import partial

from PySide6.QtCore import QObject, Signal

from desktop.base import guard
from desktop.shell.ai_worker import AiThread
from desktop.shell.game_story import tell_game
from desktop.shell.games import game_desktop, has_table
from desktop.shell.history import Cancelled, GameHistory
from desktop.base.i18n import game_name
from desktop.base.seats import record_seats
from engine.core.records import RecordError, load_record
from engine.core.spec import all_specs


@dataclass
class LoadedGame:
    """A record file replayed: what a GameSession resumes from."""
    history: GameHistory
    events: list          # (action number, event) for every action, for the log
    seats: list
    story: object = None  # a finished game's GameStory, for its end page (told here, off the GUI thread)

    def session_args(self) -> dict:
        return {"record": self.history.record, "seats": self.seats, "replayed": (self.history, self.events)}


def read_game(path, progress=None) -> LoadedGame:
    """RecordError for a file that is no usable record, or of a game without a
    table in this app (its engine may already be registered); the file is only read."""
    record = load_record(path)
    spec = all_specs().get(record.game_id)
    if spec is not None and not has_table(spec.id):
        raise RecordError(f"this save is of {spec.name}, which Kotatsu cannot show at the table yet",
                          "no_table", game=game_name(spec))
    history, events = GameHistory.replay(record, progress)     # checks the options first
    seats = record_seats(record)
    story = None
    if history.state.decision is None:       # finished: its end page replays it once more
        story = tell_game(history.record, game_desktop(record.game_id).END_DETAILS)
    return LoadedGame(history, events, seats, story)


class GameLoader(QObject):
    """Loads one record file at a time on a thread of its own. ``progress(done,
    total)`` counts replayed actions; then ``loaded(LoadedGame)`` or
    ``failed(error)``, a RecordError or the text of an unexpected error."""

    progress = Signal(int, int)
    loaded = Signal(object)
    failed = Signal(object)

    def __init__(self, parent=None):
        super().__init__(parent)
        self._token = 0
        self._thread = None        # only while a load runs: an idle window holds no thread

    def open(self, path) -> None:
        self.close()
        self._token += 1
        self._thread = AiThread(self, name="kotatsu-load")
        self._thread.worker.done.connect(self._on_done)
        self._thread.worker.failed.connect(self._on_failed)
        self._thread.request.emit(partial(self._read, path, self._token), self._token)

    def is_busy(self) -> bool:
        return self._thread is not None

    def cancel(self) -> None:
        """Forget the load in progress; its replay stops at its next progress report."""
        self._token += 1

    def close(self) -> None:
        """Cancel any load and end its thread (waits for the replay's next report)."""
        self.cancel()
        self._end_thread()

    def _end_thread(self) -> None:
        if self._thread is not None:
            self._thread.stop()
            self._thread.deleteLater()
            self._thread = None

    def _read(self, path, token: int):
        """Runs on the loader's thread."""
        try:
            return read_game(path, partial(self._report, token))
        except RecordError as exc:
            return exc
        except Cancelled:
            raise
        except Exception as exc:     # our bug, not the file's: reported, and told in words
            guard.report(exc)
            return RecordError(f"Kotatsu failed replaying this record: {exc}", "replay_failed")

    def _report(self, token: int, done: int, total: int) -> None:
        if token != self._token:
            raise Cancelled
        self.progress.emit(done, total)        # queued to the GUI thread

    def _on_done(self, token: int, result) -> None:
        if token != self._token:
            return
        self._end_thread()
        if isinstance(result, RecordError):
            self.failed.emit(result)
        else:
            self.loaded.emit(result)

    def _on_failed(self, token: int, message: str) -> None:
        if token == self._token:
            self._end_thread()
            self.failed.emit(message)
