"""A game's record with its state, its events and how far back undo may go.

The undo floor is the last action the engine marked as a barrier
(``Changes.undo_barrier``: something hidden became known, or another seat
decides) or a chance outcome (a roll); undo never goes below it, because with a seeded RNG a redo would
show the future. A game resumed from its record rebuilds the same floor and
the same events as the game that was played, so Continue resumes exactly the
table the player left. It makes no widgets (the game's desktop package, which
imports Qt, only gives the log's first line), so a record can be replayed on
any thread.
"""
from __future__ import annotations

from desktop.shell.games import game_desktop
from engine.core.protocol import CHANCE, HANDED_OVER, ROLLED, Changes
from engine.core.records import Record
from engine.core.spec import get_spec
from engine.games import apply_recorded, start_replay


class Cancelled(Exception):
    """A replay was told to stop."""


class GameHistory:
    """A game in play: ``record.actions`` (the actions' text, as records keep
    them: the game's codec) and ``state`` always agree."""

    def __init__(self, record: Record, state):
        self.record = record
        self.state = state
        self._codec = get_spec(record.game_id).codec
        self._opening = state.clone()
        self._opening_events = None
        self._set_floor(None)

    @property
    def opening_events(self) -> list:
        """The log's first line. Asked for on the GUI thread: a replay off it
        must not import the game's desktop package (Qt's bindings are imported
        on the GUI thread only; see ``desktop.shell.loading``)."""
        if self._opening_events is None:
            self._opening_events = game_desktop(self.record.game_id).opening_events(self._opening)
        return self._opening_events

    @classmethod
    def replay(cls, record: Record, progress=None) -> tuple["GameHistory", list]:
        """Rebuild a recorded game action by action, with every event after
        setup as (action number, event). RecordError if it does not fit;
        ``progress(done, total)`` is called now and then and may raise
        Cancelled to stop."""
        actions = list(record.actions)
        record.actions = []
        try:
            history = cls(record, start_replay(record))
            events = []
            total = len(actions)
            for index, action in enumerate(actions):
                if progress is not None and index % 500 == 0:
                    progress(index, total)
                actor = history.state.decision.player if history.state.decision else None
                changes = apply_recorded(history.state, index, action)
                history._applied(actor, action, changes)     # a record holds text already
                events.extend((index + 1, event) for event in changes.events)
        except BaseException:
            record.actions = actions        # the caller's record stays whole
            raise
        return history, events

    def apply(self, action) -> Changes:
        """Play one action (IllegalAction if it is not legal now); what it changed."""
        actor = self.state.decision.player
        changes = self.state.apply(action)
        self._applied(actor, self._codec.text(action), changes)
        return changes

    def _applied(self, actor, text: str, changes: Changes) -> None:
        self.record.actions.append(text)
        if actor == CHANCE:      # a roll is final even if a game forgot to say so
            self._set_floor(ROLLED)
        elif changes.undo_barrier:
            self._set_floor(changes.undo_reason)
        else:
            self._actors.append(actor)

    def can_undo(self, seat) -> bool:
        """Whether ``seat``'s last action may be taken back."""
        return len(self.record.actions) > self._floor and self._actors[-1] == seat

    def undo_refusal(self, seat) -> str | None:
        """Why ``seat`` may not take its last action back, in the engine's words
        (``engine.core.protocol.UNDO_REASONS``): the floor's reason when nothing
        was done since it, else another seat's action; None at the game's
        start and when undo is allowed."""
        if self.can_undo(seat):
            return None
        if len(self.record.actions) == self._floor:
            return self._floor_reason
        return HANDED_OVER

    def undo(self) -> None:
        """Take the last action back (only when ``can_undo``)."""
        self.record.actions.pop()
        self._actors.pop()
        state = self._floor_state.clone()
        for text in self.record.actions[self._floor:]:
            state.apply(self._codec.parse(text))
        self.state = state

    def _set_floor(self, reason: str | None) -> None:
        self._floor = len(self.record.actions)
        self._floor_reason = reason
        self._floor_state = self.state.clone()
        self._actors = []
