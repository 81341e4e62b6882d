"""Desktop tests name actions by their text (``end_main``, ``play city``), as
records do: these find the compact action of the current decision that a text
or a verb names, so no test builds an engine value by hand."""
from __future__ import annotations

from engine.core.actions import parse_action
from engine.core.spec import get_spec


def _state(game):
    """A session's state, or the state itself."""
    return getattr(game, "state", game)


def _named(game, text: str) -> list:
    """The current options whose text is ``text`` (one, or none)."""
    state = _state(game)
    codec = get_spec(state.game_id).codec
    return [action for action in state.legal_actions() if codec.text(action) == text]


def option(game, text: str):
    """The current option whose text is ``text`` (AssertionError if none is)."""
    found = _named(game, text)
    assert found, f"{text!r} is not an option now"
    return found[0]


def options(game, verb: str) -> list:
    """The current options with ``verb``, in the game's order."""
    state = _state(game)
    codec = get_spec(state.game_id).codec
    return [action for action in state.legal_actions() if parse_action(codec.text(action))[0] == verb]


def end_turn(game, choose) -> None:
    """End the main and the second phase as a player clicking through them, by
    ``choose(action)``; a phase with nothing to do in it the engine ends by
    itself, and it gets no click."""
    for text in ("end_main", "end_second"):
        found = _named(game, text)
        if found:
            choose(found[0])
