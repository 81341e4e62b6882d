"""A guided first game as data: stages of steps, validated by pydantic.

A game brings its lesson as a JSON file (``desktop/games/<id>/lesson.json``,
loaded by ``load_lesson``); the shell runs it on the real engine and table
(``desktop/shell/guided/``). A lesson is a list of stages. A stage starts a
game, either as the normal start of ``options`` and ``seed`` or from a
prepared ``position`` (plain data the game turns into a state with its own
``position`` builder), and holds steps. A step is current while the viewer
decides one of its ``when`` decision kinds; it says what to do and why
(``text``), lets through only the options its matches name (``accept``: the
move the step teaches; ``allow``: moves on the way to it) and gives its
``refusal`` for any other. It is over once an accepted move is made, or once
the viewer no longer decides one of its kinds (the phase ended by itself).

Options are matched on the engine's ``describe(action)`` (``OptionInfo``:
verb, card, source and target zones), never on the action's text. The texts
are English, translated in the game's context (its id).
"""
from __future__ import annotations

import json
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field, model_validator


class Match(BaseModel):
    """Options by what they mean: each named field must fit, a field left out fits all."""

    model_config = ConfigDict(extra="forbid")
    verb: str | None = None
    cards: list[str] | None = Field(None, description="the option's card is one of these")
    source: str | None = Field(None, description="the zone the card comes from")
    target: str | None = Field(None, description="the zone the card goes to")

    def fits(self, info) -> bool:
        """Whether ``info`` (an ``engine.core.actions.OptionInfo``) is such an option."""
        return ((self.verb is None or info.verb == self.verb)
                and (self.cards is None or info.card in self.cards)
                and (self.source is None or (info.source is not None and info.source.zone == self.source))
                and (self.target is None or (info.target is not None and info.target.zone == self.target)))


class Step(BaseModel):
    model_config = ConfigDict(extra="forbid")
    key: str = Field(description="a name for tests and logs")
    title: str
    text: str = Field(description="what to do and why")
    when: list[str] = Field(min_length=1, description="the viewer's decision kinds this step is about")
    accept: list[Match] = Field(default_factory=list, description="the moves that finish the step")
    allow: list[Match] = Field(default_factory=list, description="moves let through on the way")
    highlight: list[Match] = Field(default_factory=list,
                                   description="what to light up: the first that fits a current option; "
                                               "default: the accepted, then the allowed moves")
    refusal: str = Field(description="said when the player tries any other move")

    @model_validator(mode="after")
    def _has_moves(self):
        if not self.accept and not self.allow:
            raise ValueError(f"step {self.key!r} lets no move through")
        return self

    def admits(self, info) -> bool:
        return any(m.fits(info) for m in (*self.accept, *self.allow))

    def finishes(self, info) -> bool:
        return any(m.fits(info) for m in self.accept)

    def lit(self) -> list:
        return self.highlight or [*self.accept, *self.allow]


class Start(BaseModel):
    """How a stage's game begins: the normal start, or a prepared position."""

    model_config = ConfigDict(extra="forbid")
    options: dict = Field(default_factory=dict, description="the game's options (normal start)")
    seed: int = Field(0, description="the seed (normal start; a position names its own)")
    position: dict | None = Field(None, description="a prepared position, in the game's own terms")


class Stage(BaseModel):
    model_config = ConfigDict(extra="forbid")
    start: Start
    intro: str | None = Field(None, description="said where the stage skips ahead (\"A few turns later…\")")
    steps: list[Step] = Field(min_length=1)


class Lesson(BaseModel):
    model_config = ConfigDict(extra="forbid")
    source: str = Field(description="where the lesson's rules come from")
    game_id: str
    viewer: int = Field(0, ge=0, description="the learner's seat")
    opponent: str = Field("easy", description="the AI agent of every other seat")
    stages: list[Stage] = Field(min_length=1)
    finish_title: str
    finish_text: str

    def steps(self) -> list:
        return [step for stage in self.stages for step in stage.steps]

    def strings(self) -> list[tuple[str, str]]:
        """(English, note for translators) of every text, for translation."""
        found = []
        for number, step in enumerate(self.steps(), 1):
            found += [(step.title, f"lesson step {number} ({step.key}): its title"),
                      (step.text, f"lesson step {number} ({step.key}): what to do and why"),
                      (step.refusal, f"lesson step {number} ({step.key}): said when another move is tried")]
        found += [(stage.intro, "lesson: said where the lesson skips ahead")
                  for stage in self.stages if stage.intro]
        found += [(self.finish_title, "lesson: title at its end"), (self.finish_text, "lesson: text at its end")]
        return found


def load_lesson(path: Path) -> Lesson:
    """The lesson of a JSON file (a pydantic ValidationError names what is wrong)."""
    return Lesson.model_validate(json.loads(Path(path).read_text(encoding="utf-8")))
