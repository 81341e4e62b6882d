"""Position evaluations fitted from self-play.

A seat's estimated win chance is a softmax, over the seats still in the game,
of a weighted sum of that seat's features: the conditional-logit model, which
is a logistic regression for two players and the same thing for more. A game
names its features in its search hooks (``features(state)``: a tuple per
seat, None for a seat that is out; and ``FEATURES``, their names); the weights, one
row per player count, are data: ``engine/games/<game>/evaluation.toml``,
written by ``tools/fit_evaluation.py`` from a seed.
"""
from __future__ import annotations

import math
import tomllib
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field, model_validator

GAMES = Path(__file__).resolve().parent.parent / "games"


class Fit(BaseModel):
    """The weights for one player count, and how well they forecast."""

    model_config = ConfigDict(extra="forbid")
    players: int = Field(ge=2, le=6)
    weights: list[float]
    games: int = Field(ge=1)
    snapshots: int = Field(ge=1)
    held_out_log_loss: float     # of the winners, on the games kept out of the fit
    uniform_log_loss: float      # the same for a guess of 1/players for everyone
    held_out_accuracy: float     # how often the favourite won


class EvaluationTable(BaseModel):
    """A game's ``evaluation.toml`` (beside its code, not in ``data/``: it is the
    AI's, not the game's content)."""

    model_config = ConfigDict(extra="forbid")
    game: str
    source: str                  # the command that wrote it
    seed: int
    agents: str                  # who played the self-play games
    features: list[str]
    fits: list[Fit]

    @model_validator(mode="after")
    def _one_row_per_count(self):
        counts = [fit.players for fit in self.fits]
        if len(set(counts)) != len(counts):
            raise ValueError("two fits for one player count")
        for fit in self.fits:
            if len(fit.weights) != len(self.features):
                raise ValueError(f"{fit.players} players: {len(fit.weights)} weights for "
                                 f"{len(self.features)} features")
        return self


def table_path(game_id: str) -> Path:
    return GAMES / game_id / "evaluation.toml"


def load_table(game_id: str) -> EvaluationTable:
    with open(table_path(game_id), "rb") as handle:
        return EvaluationTable.model_validate(tomllib.load(handle))


def softmax(scores: list) -> list[float]:
    """Chances from scores; a seat scored None (out of the game) gets 0."""
    live = [s for s in scores if s is not None]
    if not live:
        return [1.0 / len(scores)] * len(scores)
    top = max(live)
    exps = [0.0 if s is None else math.exp(s - top) for s in scores]
    total = sum(exps)
    return [e / total for e in exps]


def score(weights, row) -> float | None:
    return None if row is None else sum(w * f for w, f in zip(weights, row))


class FittedEvaluation:
    """``evaluate(state) -> per-seat win chances`` from a game's fitted table;
    the table is read on the first call, so importing costs nothing."""

    def __init__(self, game_id: str, features, names: tuple):
        self.game_id = game_id
        self.features = features
        self.names = tuple(names)
        self._weights = None

    def weights(self, players: int) -> list[float]:
        if self._weights is None:
            table = load_table(self.game_id)
            if tuple(table.features) != self.names:
                raise ValueError(f"{table_path(self.game_id)} was fitted for the features "
                                 f"{table.features}, not {list(self.names)}: fit it again")
            self._weights = {fit.players: fit.weights for fit in table.fits}
        if players not in self._weights:
            raise ValueError(f"{table_path(self.game_id)} has no fit for {players} players")
        return self._weights[players]

    def __call__(self, state) -> list[float]:
        if state.winners is not None:
            return state.returns()
        weights = self.weights(state.num_players)
        return softmax([score(weights, row) for row in self.features(state)])
