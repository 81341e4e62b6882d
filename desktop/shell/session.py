"""A running game: its record, its seats, the state, AI turns, autosave and undo.

The record is the truth: every action goes into it and is autosaved at once;
``GameHistory`` keeps the state and the undo floor (``desktop/shell/history.py``).
Chance decisions (dice) are the session's own: it answers them from the
state's RNG at the table's pace, as it lets an AI seat move, so a roll is seen.
"""
from __future__ import annotations

from functools import partial

from PySide6.QtCore import QObject, QTimer, Signal

from desktop.shell.ai_worker import AiThread
from desktop.shell.hints import HintRunner
from desktop.shell.history import GameHistory
from desktop.shell.loading import read_game
from desktop.base.seats import put_seats
from engine.ai.agents import make_agent
from engine.core.protocol import IllegalAction
from engine.core.records import Record, save_record
from engine.games import new_record

# When a human's move hands the game to an AI (their turn ended, perhaps by
# itself on the last affordable buy), the AI waits this many paces: the
# player sees the turn's result first. A pace of 0 (AI tests) waits nothing.
HANDOVER_PACES = 3


def progress(state) -> dict:
    """Where the game is, as its table counts: its turn number, else its round."""
    progress = state.progress()
    return {"turn": progress.turn_number} if progress.turn_number is not None else {"round": progress.round}


class GameSession(QObject):
    """Owns one game. Signals are emitted on the GUI thread only.

    ``changed``: the state moved (an action or an undo); ``changes`` is what the
    last action changed (None after an undo or at the start: everything).
    ``events_applied(n, events)``:
    action number ``n`` produced ``events``; ``past_events`` are those of the
    actions the game was resumed with, as (n, event). ``undone(n)``: the record now has ``n``
    actions. ``game_over``: nobody decides any more. ``failed(message)``: an AI or
    autosave problem the player should read. ``hints`` answers ``ask_hint()``;
    any move of the game cancels a hint still being computed.
    """

    changed = Signal()
    events_applied = Signal(int, list)
    undone = Signal(int)
    game_over = Signal()
    ai_thinking = Signal(bool)
    failed = Signal(str)

    def __init__(self, record: Record, seats, save_path=None, pace_ms: int = 0,
                 agent_factory=make_agent, hint_runner=None, parent=None, replayed=None):
        """``replayed``: the (GameHistory, past events) of ``record`` when it
        was already replayed (off the GUI thread); else it is replayed here
        (RecordError for a record that does not fit)."""
        super().__init__(parent)
        self.history, self.past_events = replayed or GameHistory.replay(record)
        self.changes = None
        self.seats = list(seats)
        if len(self.seats) != self.state.num_players:
            raise ValueError(f"{len(self.seats)} seats for a {self.state.num_players}-player game")
        put_seats(self.record, self.seats)   # a save is one file: the seats go with the actions
        self.save_path = save_path
        self._agents = {seat: agent_factory(s.kind, self.record.game_id, self.record.seed + seat)
                        for seat, s in enumerate(self.seats) if not s.is_human}
        self._token = 0
        self._closed = False
        self._pace_ms = pace_ms
        self._pace = QTimer(self)
        self._pace.setSingleShot(True)
        self._pace.timeout.connect(self._ask_ai)
        self._ai = AiThread(self)
        self._ai.worker.done.connect(self._on_ai_move)
        self._ai.worker.failed.connect(self._on_ai_failed)
        self.hints = hint_runner or HintRunner()
        self.hints.setParent(self)
        self.changed.connect(self.hints.cancel)

    # ------------------------------------------------------------ creating
    @classmethod
    def new(cls, game_id: str, options: dict, seed: int, seats, **kwargs) -> "GameSession":
        """OptionsError (a ValueError) for options the game refuses."""
        return cls(new_record(game_id, options, seed), seats, **kwargs)

    @classmethod
    def load(cls, path, **kwargs) -> "GameSession":
        """RecordError for a file that is no usable record; the file is only read.
        The window loads with ``desktop.shell.loading`` instead, off the GUI thread."""
        return cls(**read_game(path).session_args(), **kwargs)

    def start(self) -> None:
        """Call once the GUI is connected: saves, announces the state, lets AI play."""
        self._autosave()
        self.changed.emit()
        if self.state.decision is None:
            self.game_over.emit()
        self._schedule_ai()

    def close(self) -> None:
        """Stop AI play for good; a move being computed is told to stop, waited for and dropped."""
        self._closed = True
        self._token += 1
        self._pace.stop()
        self._ai.stop()
        self.hints.close()

    def set_pace(self, pace_ms: int) -> None:
        self._pace_ms = pace_ms

    # ------------------------------------------------------------ reading
    @property
    def record(self) -> Record:
        return self.history.record

    @property
    def state(self):
        return self.history.state

    @property
    def decision(self):
        return self.state.decision

    @property
    def names(self) -> list:
        return [s.shown_name for s in self.seats]     # a default name in the language of the moment

    def human_to_move(self) -> int | None:
        decision = self.state.decision
        if decision is not None and not decision.is_chance and self.seats[decision.player].is_human:
            return decision.player
        return None

    def human_seats(self) -> list:
        return [i for i, s in enumerate(self.seats) if s.is_human]

    def view(self, seat: int) -> dict:
        return self.state.view(seat)

    def ask_hint(self) -> bool:
        """Ask the Hard AI what the human to move should do; False if nobody human decides."""
        seat = self.human_to_move()
        if seat is None or self._closed:
            return False
        self.hints.request(self.state, seat, self.record.seed + len(self.record.actions))
        return True

    # ------------------------------------------------------------ acting
    def act(self, action) -> str | None:
        """A human's action; returns None, or the reason it was refused."""
        seat = self.human_to_move()
        if seat is None or self._closed:
            return self.tr("It is not your turn.")
        try:
            self._apply(action, by_human=True)
        except IllegalAction:       # the engine's reason is English and names action texts
            return self.tr("That move is not possible now.")
        return None

    def can_undo(self) -> bool:
        seat = self.human_to_move()
        return seat is not None and not self._closed and self.history.can_undo(seat)

    def undo_refusal(self) -> str | None:
        """While a human decides: why Undo may not take their last move back
        (an ``engine.core.protocol.UNDO_REASONS`` word), else None."""
        seat = self.human_to_move()
        return None if seat is None or self._closed else self.history.undo_refusal(seat)

    def undo(self) -> bool:
        if not self.can_undo():
            return False
        self.history.undo()
        self.changes = None
        self._autosave()
        self.undone.emit(len(self.record.actions))
        self.changed.emit()
        return True

    def _apply(self, action, by_human: bool = False) -> None:
        self.changes = self.history.apply(action)
        decision = self.state.decision
        self._autosave()
        self.events_applied.emit(len(self.record.actions), self.changes.events)
        self.changed.emit()
        if decision is None:
            self.game_over.emit()
        else:
            self._schedule_ai(HANDOVER_PACES if by_human else 1)

    def _autosave(self) -> None:
        if self.save_path is None:
            return
        self.record.meta.update(progress(self.state))     # for Continue to say where it resumes
        try:
            save_record(self.record, self.save_path)
        except (OSError, ValueError) as exc:     # a full disk; text that can't be written
            self.failed.emit(self.tr("Autosave failed: {reason}").format(reason=getattr(exc, "strerror", None) or exc))

    # ------------------------------------------------------------ AI turns and dice
    def _not_for_the_table(self, decision) -> bool:
        """Whether nobody but a human decides now (or nothing is left to decide)."""
        return self._closed or decision is None or not (decision.is_chance or decision.player in self._agents)

    def _schedule_ai(self, paces: int = 1) -> None:
        if self._not_for_the_table(self.state.decision):
            return
        self._token += 1
        self._pace.start(paces * self._pace_ms)

    def _ask_ai(self) -> None:
        decision = self.state.decision
        if self._not_for_the_table(decision):
            return
        if decision.is_chance:      # the RNG's answer is instant: only the pace makes a roll visible
            self._apply(self.state.chance_outcome())
            return
        self.ai_thinking.emit(True)
        # The agent gets a clone: the GUI thread keeps reading the real state meanwhile.
        stop = partial(self._is_stale, self._token)       # a search ends early once its answer is not wanted
        self._ai.request.emit(partial(self._agents[decision.player].act, self.state.clone(), stop), self._token)

    def _is_stale(self, token: int) -> bool:
        """Read from the AI thread: the answer for ``token`` is no longer wanted."""
        return token != self._token or self._closed

    def _on_ai_move(self, token: int, action) -> None:
        if token != self._token or self._closed:
            return
        self.ai_thinking.emit(False)
        try:
            self._apply(action)
        except IllegalAction as exc:
            self.failed.emit(self.tr("The AI chose an illegal action: {reason}").format(reason=exc))

    def _on_ai_failed(self, token: int, message: str) -> None:
        if token == self._token and not self._closed:
            self.ai_thinking.emit(False)
            self.failed.emit(self.tr("The AI failed: {reason}").format(reason=message))
