"""A test-only toy game on protocol 2, so the core and the conformance suite
meet every feature the later games need: 2d6 as two chance steps (three dice, two kept, for a spell), tiles
committed face down and revealed together, a blind pick from a hidden hand,
hidden hands and deck, a hex cell, negative numbers and a list in its
actions' text, and a route of squares walked by the dice. Not shipped.

Each round two dice are rolled (three for the round's tailwind, the one
lowest of the round before, who keeps two of its choice); every seat commits a tile from its hand face
down; all are revealed and scored; the one highest tile places a marker on a
small hex board for the dice's points plus one per neighbouring marker of its
own, and then takes a tile blind from the hand of the one lowest, who may
discard tiles and draw as many. The game ends after a round that leaves a
hand empty; the highest score wins. Each round ends with its first seat
moving its piece the dice's points round a small loop (or figure eight), step
by step: it chooses its way where the route branches (and its facing on its
first move), a check square ends the move early, and the square it lands on
scores (a gem 2, a check 1, a trap -2).
"""
from __future__ import annotations

import sys
from contextlib import contextmanager
from pathlib import Path

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from engine.core.spec import GameSpec, register, unregister
from tests.engine.toy.codec import ToyCodec
from tests.engine.toy.rules import GAME_ID, RULES_VERSION, ToyState


class ToyOptions(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)

    players: int = Field(2, ge=2, le=4)
    hand: int = Field(3, ge=1, le=5)
    route: Literal["loop", "eight"] = "loop"


def new_game(options: dict, seed: int, rules_version: int = RULES_VERSION, log_events: bool = True) -> ToyState:
    return ToyState(options, seed, rules_version, log_events)


class SearchHooks:
    """The toy's help for a search: each seat's share of the points so far."""

    @staticmethod
    def evaluate(state) -> list[float]:
        low = min(state.scores)
        shifted = [score - low + 1 for score in state.scores]
        return [value / sum(shifted) for value in shifted]

    @staticmethod
    def obvious(state):
        options = state.legal_actions()
        return options[0] if len(options) == 1 else None


SEARCH_HOOKS = SearchHooks()

SPEC = GameSpec(
    id=GAME_ID,
    name="Toy Dice Duel",
    min_players=2,
    max_players=4,
    options=ToyOptions,
    rules_version=RULES_VERSION,
    new_game=new_game,
    codec=ToyCodec(),
    agents={"hard": "engine.ai.levels:hard"},     # the generic random agent is every game's
    levels=("random", "hard"),
    policy="random",
    search_hooks="tests.engine.toy:SEARCH_HOOKS",
    chance=True,
    hidden_commits=True,
)


@contextmanager
def registered():
    """The toy game in the registry while the block runs."""
    register(SPEC)
    try:
        yield SPEC
    finally:
        unregister(SPEC.id)


# ``python -m engine`` with the toy game registered: argv and folder for a subprocess.
ROOT = Path(__file__).resolve().parents[3]
ENGINE_WITH_TOY = [sys.executable, "-c",
                   "import sys; from engine.core.spec import register; from tests.engine.toy import SPEC; "
                   "register(SPEC); from engine.cli import main; sys.exit(main(sys.argv[1:]))"]
