"""The protocol every game implements, and the decision it hands out.

A state always knows who must decide what next (``state.decision``) or that the
game is over. ``legal_actions()`` lists the answers as stable text, ``apply()``
performs one and runs the rules forward to the next decision. The engine never
blocks and never calls back into a UI or an agent.
"""
from __future__ import annotations

from engine.core.records import Record

ALL = -1  # an event every seat may see


class IllegalAction(ValueError):
    """An action the rules do not allow now; the message says why."""


class Decision:
    """Who must choose, what kind of choice, from which options, and how many.

    ``options`` are action strings. A multi-pick choice ("discard any number")
    is asked one pick at a time: ``picked`` says how many were taken so far and
    ``min_picks``/``max_picks`` bound the total, so a GUI can show "2 of 3".
    ``prompt`` is a key plus data (e.g. the card whose effect asks) for the GUI
    to turn into a translated sentence.
    """

    __slots__ = ("player", "kind", "options", "prompt", "min_picks", "max_picks", "picked")

    def __init__(self, player, kind, options, prompt=None, min_picks=1, max_picks=1, picked=0):
        self.player = player
        self.kind = kind
        self.options = options
        self.prompt = prompt
        self.min_picks = min_picks
        self.max_picks = max_picks
        self.picked = picked

    def __repr__(self) -> str:
        return f"Decision(player={self.player}, kind={self.kind!r}, options={self.options!r})"

    def as_dict(self) -> dict:
        return {
            "player": self.player,
            "kind": self.kind,
            "options": list(self.options),
            "prompt": self.prompt,
            "min_picks": self.min_picks,
            "max_picks": self.max_picks,
            "picked": self.picked,
        }


class GameState:
    """The interface of a game state. Games subclass it; the tests in
    ``tests/engine/test_conformance.py`` hold every game to it."""

    __slots__ = ()

    game_id: str = ""
    rules_version: int = 1

    decision: Decision | None
    winners: tuple | None

    @property
    def is_over(self) -> bool:
        return self.decision is None

    def legal_actions(self) -> tuple:
        decision = self.decision
        return decision.options if decision is not None else ()

    def apply(self, action: str) -> list:  # pragma: no cover - interface
        raise NotImplementedError

    def clone(self):  # pragma: no cover - interface
        raise NotImplementedError

    def view(self, seat: int) -> dict:  # pragma: no cover - interface
        raise NotImplementedError

    def determinize(self, seat: int, rng):  # pragma: no cover - interface
        raise NotImplementedError

    def record(self):
        """The Record that rebuilds this state by replay; None for a sampled
        world (``determinize``), which no seed and actions can reproduce.

        Games keep ``options``, ``seed`` and ``history``: () at the start,
        ``(earlier history, action)`` after each apply (so a clone shares it
        for free), None in a sampled world."""
        history = self.history
        if history is None:
            return None
        actions = []
        while history:
            history, action = history
            actions.append(action)
        actions.reverse()
        return Record(self.game_id, self.rules_version, self.options, self.seed, actions)

    def invariant_card_count(self) -> int:  # pragma: no cover - interface
        """Cards across every zone; constant over a whole game."""
        raise NotImplementedError

    def returns(self) -> list[float]:
        """1.0 for each winner, 0.0 otherwise, once the game is over."""
        winners = self.winners or ()
        return [1.0 if seat in winners else 0.0 for seat in range(self.num_players)]
