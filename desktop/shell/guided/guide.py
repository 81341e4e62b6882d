"""Where a learner is in a lesson, and which moves it lets through (no Qt).

The guide reads the state only through the protocol: who decides, what kind
of decision, and ``describe(action)`` of its options. Its place is (stage,
step); after the last step of a stage it waits for the viewer's next decision,
where the session starts the next stage, and after the last stage it is
finished: every move is free then.
"""
from __future__ import annotations

from typing import NamedTuple

from desktop.shell.guided.lesson import Lesson, Step


class GuidedGame(NamedTuple):
    """What a game's desktop package exports as ``GUIDED``: its lesson, the
    builder of its prepared positions (plain data -> a state), and where on
    its table the guide panel may sit (table -> QRect in the table's
    coordinates; None: the bottom right)."""

    lesson: Lesson
    position: object
    panel_area: object = None


class Guide:
    def __init__(self, lesson: Lesson):
        self.lesson = lesson
        self.viewer = lesson.viewer
        self.stage = 0
        self.index = 0           # the step within the stage; len(steps): the stage is done

    # ------------------------------------------------------------ where we are
    @property
    def finished(self) -> bool:
        return self.stage >= len(self.lesson.stages)

    @property
    def stage_done(self) -> bool:
        return not self.finished and self.index >= len(self.lesson.stages[self.stage].steps)

    @property
    def step(self) -> Step | None:
        if self.finished or self.stage_done:
            return None
        return self.lesson.stages[self.stage].steps[self.index]

    @property
    def number(self) -> int:
        """The current step's number, from 1, over the whole lesson (between
        stages: the last one made)."""
        if self.finished:
            return self.total
        before = sum(len(stage.steps) for stage in self.lesson.stages[:self.stage])
        return before + min(self.index, len(self.lesson.stages[self.stage].steps) - 1) + 1

    @property
    def done(self) -> int:
        """How many steps are behind the learner (all of them once finished)."""
        if self.finished:
            return self.total
        return sum(len(stage.steps) for stage in self.lesson.stages[:self.stage]) + self.index

    @property
    def total(self) -> int:
        return len(self.lesson.steps())

    def is_current(self, state) -> bool:
        """Whether the current step speaks to the viewer's decision now."""
        step, decision = self.step, state.decision
        return (step is not None and decision is not None and decision.player == self.viewer
                and decision.kind in step.when)

    # ------------------------------------------------------------ moves
    def refusal(self, state, action) -> str | None:
        """None if the viewer's ``action`` may be made now, else the step's
        reason (English). A decision no step speaks to is the player's own."""
        if not self.is_current(state):
            return None
        return None if self.step.admits(state.describe(action)) else self.step.refusal

    def finishes(self, state, action) -> bool:
        """Whether the viewer's ``action``, still to be applied, is the move the step teaches."""
        return self.is_current(state) and self.step.finishes(state.describe(action))

    def moved(self, state, finished: bool) -> None:
        """After one of the viewer's moves the step let through: the step is
        over if the move was the one it teaches (``finished``) or its phase
        ended with the move."""
        if self.step is not None and (finished or not self.is_current(state)):
            self.index += 1
            if self.stage_done and self.stage == len(self.lesson.stages) - 1:
                self.next_stage()       # the last step: the lesson is over

    def wants_next_stage(self, state) -> bool:
        """The stage is done and the viewer decides: time for the next stage."""
        decision = state.decision
        return self.stage_done and decision is not None and decision.player == self.viewer

    def next_stage(self) -> None:
        self.stage += 1
        self.index = 0

    def highlighted(self, state):
        """The option to light up for the current step, or None."""
        if not self.is_current(state):
            return None
        infos = [(action, state.describe(action)) for action in state.legal_actions()]
        for match in self.step.lit():
            for action, info in infos:
                if match.fits(info):
                    return action
        return None
