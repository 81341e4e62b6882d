"""Chance steps answered from the state's own RNG, so each outcome is an
action in the record.

A chance decision (seat ``CHANCE``) lists the outcomes as its options and
their relative chances as integer ``weights`` (None: all alike). ``settle``
applies ``state.chance_outcome()``, which by default is ``predict``: the
outcome the state's RNG would draw, read from a copy of it. The game's
``apply`` of any chance outcome then ``spend``\\ s that one draw from its RNG,
whether the outcome was predicted or forced, so a live game and its replay
(which applies the recorded outcome) keep one RNG stream, and a scenario test
forces a roll by applying the outcome it wants.
"""
from __future__ import annotations

from engine.core.rng import Rng


def draw(options, weights, rng: Rng):
    """One of ``options``, by ``weights``, from exactly one draw of ``rng``."""
    if weights is None:
        return options[rng.below(len(options))]
    point = rng.below(sum(weights))
    for option, weight in zip(options, weights):
        if point < weight:
            return option
        point -= weight
    raise AssertionError("unreachable: point < sum(weights)")


def predict(state):
    """The outcome the state's own RNG gives its chance decision now; the RNG
    itself is left for ``apply`` to spend."""
    decision = state.decision
    return draw(decision.options, decision.weights, state.rng.clone())


def spend(rng: Rng) -> None:
    """Take the draw ``predict`` read; a game's apply of a chance outcome calls it."""
    rng.next64()


def settle(state) -> list:
    """Answer every chance decision in a row; what each changed (its ``Changes``:
    this module sits below the protocol, whose ``GameState`` calls ``predict``)."""
    changes = []
    while (decision := state.decision) is not None and decision.is_chance:
        changes.append(state.apply(state.chance_outcome()))
    return changes
