"""The protocol every game implements (protocol 2), and the decision it hands out.

A state always knows who must decide what next (``state.decision``) or that the
game is over. ``legal_actions()`` lists the answers as compact values (a small
int or a tuple: the game's codec, ``GameSpec.codec``, gives their text);
``apply()`` performs one, runs the rules forward to the next decision and says
what changed. The engine never blocks and never calls back into a UI or an agent.

Chance: a random outcome the rules name (a die, a drawn tile shown to all) is a
decision of the seat ``CHANCE`` whose options are the outcomes and whose
``weights`` say how likely each is; ``engine.core.chance.settle`` answers it from
the state's own RNG, so the outcome is an action in the record, a replay is
exact and a scenario test can force a roll by applying the outcome it wants.
Shuffles of hidden zones stay inside the game (their order is hidden anyway).

Progress: ``state.progress()`` says how far the game has gone as its table
counts it (the turn's number, or the round, for a game that counts rounds),
whose turn it is and every seat's points so far (``Progress``); the desktop's
save notes, replay, end page chart and story read it, never the state's fields.

Secrets: an event names who may see it (``visible_to``: ``ALL``, one seat, or a
tuple of seats) and carries ``reveals: True`` when it makes hidden information
known. A choice the other seats must not see until it is revealed (cards
committed face down) is kept in the state as ``engine.core.secrets.Sealed``;
``view`` shows others only that it exists and ``determinize`` re-samples it.
"""
from __future__ import annotations

from dataclasses import dataclass

from engine.core.actions import ShownOption
from engine.core.chance import predict
from engine.core.errors import IllegalAction  # noqa: F401 - the games import it from here
from engine.core.records import Record
from engine.core.spec import get_spec

ALL = -1     # an event every seat may see
CHANCE = -2  # the seat of a chance decision: nobody chooses, the RNG does


class Decision:
    """Who must choose, what kind of choice, from which options, and how many.

    ``options`` are the game's compact actions, in the game's order (the search
    picks untried moves by position); a game may build them only when read and
    answer ``state.is_legal(action)`` without them. A multi-pick choice ("discard any number")
    is asked one pick at a time: ``picked`` says how many were taken so far and
    ``min_picks``/``max_picks`` bound the total, so a GUI can show "2 of 3".
    ``prompt`` is a key plus data (e.g. the card whose effect asks) for the GUI
    to turn into a translated sentence.

    ``weights`` (chance decisions only) gives each option's relative chance.
    """

    __slots__ = ("player", "kind", "options", "prompt", "min_picks", "max_picks", "picked", "weights")

    def __init__(self, player, kind, options, prompt=None, min_picks=1, max_picks=1, picked=0,
                 weights=None):
        self.player = player
        self.kind = kind
        self.options = options
        self.prompt = prompt
        self.min_picks = min_picks
        self.max_picks = max_picks
        self.picked = picked
        self.weights = weights

    @property
    def is_chance(self) -> bool:
        return self.player == CHANCE

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


# Why undo stops at an action (``Changes.undo_reason``); the words are the desktop's.
REVEALED = "revealed"          # a card was drawn or revealed, or a pile shuffled or refilled
LOOKED = "looked"              # the next question shows hidden cards (the deck's top)
HANDED_OVER = "handed_over"    # another seat decides now, or the game is over
ROLLED = "rolled"              # chance answered (a roll, a random pick): the session says so, not the game
UNDO_REASONS = (REVEALED, LOOKED, HANDED_OVER, ROLLED)


def barrier_reason(revealed: bool, looked: bool = False, handed_over: bool = False) -> str | None:
    """The reason undo stops at an action, the first that holds; None: it need not."""
    return REVEALED if revealed else LOOKED if looked else HANDED_OVER if handed_over else None


class Changes:
    """What one ``apply`` changed, so a table redraws only that (Anki's
    operations return their changes the same way).

    ``events``: the structured events, in order (empty when the state does not
    log events, as in AI rollouts). ``places``: the ``engine.core.actions.Place``
    values whose contents changed (zones, counters, cells), found by every game
    the same way (``engine.core.changes``), or None for "redraw everything" (a
    state that does not log cannot say). ``undo_barrier``: True
    when undo must not go back past this action: it used the RNG, made hidden
    information known, or handed the decision to another seat. The engine
    decides this, never the desktop; ``undo_reason`` says which (one of
    ``UNDO_REASONS``; given by a state that logs events, None otherwise).
    """

    __slots__ = ("events", "places", "undo_barrier", "undo_reason")

    def __init__(self, events, places=None, undo_barrier=False, undo_reason=None):
        self.events = events
        self.places = places
        self.undo_barrier = undo_barrier
        self.undo_reason = undo_reason

    def __repr__(self) -> str:
        return (f"Changes({len(self.events)} events, places={sorted(self.places) if self.places is not None else None},"
                f" undo_barrier={self.undo_barrier})")


@dataclass(frozen=True)
class Progress:
    """How far a game has gone (``GameState.progress``). Exactly one of
    ``turn_number`` and ``round`` is an int, the count the game's table
    shows: the turn being played, counted over all seats, or the round being
    played; it never goes down. ``seat``: whose turn it is, None outside the
    turns (a setup phase, between rounds). ``scores``: each seat's points
    now, as the final scoring would count them (what the end page charts)."""

    turn_number: int | None
    round: int | None
    seat: int | None
    scores: tuple


class GameState:
    """The interface of a game state. Games subclass it; the tests in
    ``tests/engine/test_conformance.py`` hold every registered game to it."""

    __slots__ = ()

    game_id: str = ""
    rules_version: int = 1

    decision: Decision | None
    winners: tuple | None
    end_reason: str | None   # once over, why: a key the app translates ("judgement", "stalemate" …)

    @property
    def is_over(self) -> bool:
        return self.decision is None

    def legal_actions(self) -> tuple:
        decision = self.decision
        return decision.options if decision is not None else ()

    def is_legal(self, action) -> bool:
        """Whether ``action`` answers the current decision (games may answer
        without building the options)."""
        decision = self.decision
        return decision is not None and action in decision.options

    def apply(self, action) -> Changes:  # pragma: no cover - interface
        """Perform a legal action (IllegalAction, and nothing changed, for any
        other) and run the rules forward to the next decision or the end."""
        raise NotImplementedError

    def chance_outcome(self):
        """The outcome the state's own RNG gives the current chance decision
        (``engine.core.chance.predict``: read from ``self.rng`` without
        drawing; applying any chance outcome spends the draw). Games whose RNG
        is not ``self.rng`` override it."""
        return predict(self)

    def describe(self, action):  # pragma: no cover - interface
        """The ``OptionInfo`` of one of the current options: what a table needs
        to show it (verb, card, source, target, count)."""
        raise NotImplementedError

    def refusal(self, verb: str, card, source, target):  # pragma: no cover - interface
        """Why a gesture that matches no option (``verb`` with ``card`` from
        place ``source`` to ``target``) means nothing now: an
        ``engine.core.actions.Refusal``."""
        raise NotImplementedError

    def confirmation(self, action):
        """None, or a ``Refusal``-shaped warning a table shows before a legal
        but likely unwanted action (ending a phase with plays left)."""
        return None

    def preview(self, action):
        """None, or a ``Refusal``-shaped note of what one of the current
        options would do and cost for the deciding seat (a table shows it on
        hover); a game with nothing to add to the option's label keeps None."""
        return None

    def shown_options(self) -> list[dict]:
        """The current options as the deciding seat's view carries them, one
        ``ShownOption.as_data`` each, in the options' order: described once
        here so that a table never asks the state while it redraws."""
        text = get_spec(self.game_id).codec.text
        return [ShownOption(text(a), self.describe(a), self.preview(a), self.confirmation(a)).as_data()
                for a in self.decision.options]

    def clone(self):  # pragma: no cover - interface
        raise NotImplementedError

    def view(self, seat: int) -> dict:  # pragma: no cover - interface
        raise NotImplementedError

    def determinize(self, seat: int, rng):  # pragma: no cover - interface
        raise NotImplementedError

    def record(self):
        """The Record that rebuilds this state by replay (actions as text); None
        for a sampled world (``determinize``), which no seed and actions can
        reproduce.

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
        text = get_spec(self.game_id).codec.text
        return Record(self.game_id, self.rules_version, self.options, self.seed, [text(a) for a in actions])

    def progress(self) -> Progress:  # pragma: no cover - interface
        """Where the game is and everyone's points so far: a ``Progress``."""
        raise NotImplementedError

    def invariant_card_count(self) -> int:  # pragma: no cover - interface
        """Cards (or pieces) across every zone; constant over a whole game."""
        raise NotImplementedError

    def returns(self) -> list[float]:
        """1.0 for each winner, 0.0 otherwise, once the game is over."""
        winners = self.winners or ()
        return [1.0 if seat in winners else 0.0 for seat in range(self.num_players)]
