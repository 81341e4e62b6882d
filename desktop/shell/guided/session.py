"""A guided game: a GameSession on the real engine whose human moves pass the
lesson's guide first, and which goes on to the lesson's next stage (a normal
start or a prepared position) when the viewer is next to decide.

It is never autosaved (``save_path`` None): the player's game in progress in
the autosave stays as it was. Undo is off: the guide follows the moves made,
and "Start over" is the lesson's way back.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Signal

from desktop.shell.guided.guide import Guide, GuidedGame
from desktop.shell.history import GameHistory
from desktop.base.seats import default_seat, put_seats
from desktop.shell.session import GameSession
from engine.core.records import Record
from engine.core.spec import get_spec
from engine.games import new_record

# The opponent plays at least this slowly, so a learner can follow its moves.
LESSON_PACE_MS = 900


def lesson_seats(lesson, players: int) -> list:
    """The learner and the gentle AI opponents, in seat order."""
    return [default_seat("you") if seat == lesson.viewer
            else default_seat("ai_seat", seat + 1, lesson.opponent) for seat in range(players)]


def _stage_history(guided: GuidedGame, stage) -> GameHistory:
    """The history of a stage's game at its start: the normal start of its
    options and seed, or its prepared position (which no record replays:
    the record only names the game, for the AI's seeds)."""
    start = stage.start
    game_id = guided.lesson.game_id
    if start.position is None:
        return GameHistory.replay(new_record(game_id, start.options, start.seed))[0]
    state = guided.position(start.position)
    return GameHistory(Record(game_id, get_spec(game_id).rules_version, dict(state.options), state.seed, []), state)


class GuidedSession(GameSession):
    """``guide_moved``: the step, the stage or the whole lesson moved on (the
    guide panel redraws). ``refused(text)``: a move the step does not let
    through, with its reason (translated). ``stage_started``: a new stage's
    game replaced the one before (the table's log starts afresh)."""

    guide_moved = Signal()
    refused = Signal(str)
    stage_started = Signal()

    def __init__(self, guided: GuidedGame, seats=None, pace_ms: int = 0, **kwargs):
        self.guided = guided
        self.guide = Guide(guided.lesson)
        self._move = None          # (viewer moved, it finished the step) of the move being applied
        history = _stage_history(guided, guided.lesson.stages[0])
        super().__init__(history.record, seats or lesson_seats(guided.lesson, history.state.num_players),
                         save_path=None, pace_ms=max(pace_ms, LESSON_PACE_MS), replayed=(history, []), **kwargs)
        self.changed.connect(self._follow)      # first: the guide moves before the window redraws

    @property
    def game_id(self) -> str:
        return self.guided.lesson.game_id

    def text(self, english: str) -> str:
        """A lesson text in the player's language (the game's context)."""
        return QCoreApplication.translate(self.game_id, english)

    # ------------------------------------------------------------ moves
    def act(self, action) -> str | None:
        if self.human_to_move() == self.guide.viewer:
            reason = self.guide.refusal(self.state, action)
            if reason is not None:
                reason = self.text(reason)
                self.refused.emit(reason)
                return reason
        return super().act(action)

    def _apply(self, action, by_human: bool = False) -> None:
        viewer = self.state.decision.player == self.guide.viewer
        self._move = (viewer, viewer and self.guide.finishes(self.state, action))
        super()._apply(action, by_human)

    def can_undo(self) -> bool:
        return False

    def set_pace(self, pace_ms: int) -> None:
        super().set_pace(max(pace_ms, LESSON_PACE_MS))     # a faster setting still leaves the lesson readable

    def _follow(self) -> None:
        """After every change: move the guide on, and start the next stage
        once the viewer decides again after a stage's last step."""
        move, self._move = self._move, None
        if move is not None and move[0]:
            self.guide.moved(self.state, move[1])
        if self.guide.wants_next_stage(self.state):
            self.guide.next_stage()
            self._start_stage()
        self.guide_moved.emit()

    def _start_stage(self) -> None:
        self._token += 1            # nothing the AI was asked about the old game counts
        self.history = _stage_history(self.guided, self.guided.lesson.stages[self.guide.stage])
        put_seats(self.record, self.seats)
        self.changes = None
        self.stage_started.emit()
        self.changed.emit()
        self._schedule_ai()
