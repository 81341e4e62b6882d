"""A game's record with its state, its events and how far back undo may go.

The undo floor is the last point where something hidden became known (a draw,
a shuffle, a market refill, a revealed hand or deck top) or another seat
acted; undo never goes below it, because with a seeded RNG a redo would show
the future. A game resumed from its record rebuilds the same floor and the
same events as the game that was played, so Continue resumes exactly the
table the player left. No Qt here: a record can be replayed on any thread.
"""
from __future__ import annotations

from engine.core.records import Record
from engine.games import apply_recorded, start_replay

FLOOR_EVENTS = frozenset({"draw", "look", "reshuffle", "market_refill", "treasure", "reveal_hand"})


def reaches_floor(actor: int, events, decision) -> bool:
    """Whether the action ``actor`` just took (with these events, leading to
    ``decision``) is a point undo may not cross."""
    return (decision is None or decision.player != actor
            or any(e["type"] in FLOOR_EVENTS for e in events)
            or "looking" in (decision.prompt or {}))    # a peek at the deck top reveals too


class Cancelled(Exception):
    """A replay was told to stop."""


class GameHistory:
    """A game in play: ``record.actions`` and ``state`` always agree."""

    def __init__(self, record: Record, state):
        self.record = record
        self.state = state
        self.opening_turn = (state.turn, state.turn_number)   # whose turn the game began with
        self._set_floor()

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
                applied = apply_recorded(history.state, index, action)
                history._applied(actor, action, applied)
                events.extend((index + 1, event) for event in applied)
        except BaseException:
            record.actions = actions        # the caller's record stays whole
            raise
        return history, events

    def apply(self, action: str) -> list:
        """Play one action (IllegalAction if it is not legal now); its events."""
        actor = self.state.decision.player
        events = self.state.apply(action)
        self._applied(actor, action, events)
        return events

    def _applied(self, actor, action: str, events) -> None:
        self.record.actions.append(action)
        if reaches_floor(actor, events, self.state.decision):
            self._set_floor()
        else:
            self._actors.append(actor)

    def can_undo(self, seat) -> bool:
        """Whether ``seat``'s last action may be taken back."""
        return len(self.record.actions) > self._floor and self._actors[-1] == seat

    def undo(self) -> None:
        """Take the last action back (only when ``can_undo``)."""
        self.record.actions.pop()
        self._actors.pop()
        state = self._floor_state.clone()
        for action in self.record.actions[self._floor:]:
            state.apply(action)
        self.state = state

    def _set_floor(self) -> None:
        self._floor = len(self.record.actions)
        self._floor_state = self.state.clone()
        self._actors = []
