"""Build Tanto Cuore positions for scenario tests with the game's own
``position`` (cards conserved: a card a test names comes out of the town or
the dealt zones), and play actions given as text."""
from __future__ import annotations

from engine.games.tanto_cuore.codec import CODEC
from engine.games.tanto_cuore.position import position

TEST_TOWN = ["kagari", "claire", "eliza", "safran", "azure", "viola", "rouge", "moine", "genevieve", "natsumi"]


def table(players=2, maids=None, turn=0, phase="serving", seats=None, options=None, **rest):
    """A position with the general maids ``maids`` (TEST_TOWN unless given):
    ``seats`` maps a seat to its zones (``hand``, ``deck`` top first …); the
    rest (``town`` counts, ``love`` …) is the description's own."""
    return position({"options": {"players": players, "town": maids or TEST_TOWN, **(options or {})},
                     "turn": turn, "phase": phase, "seats": seats or {}, **rest})


def play(state, *actions):
    """Apply actions (as text) in order; return the events of them all."""
    events = []
    for action in actions:
        events += state.apply(CODEC.parse(action)).events
    return events


def options(state) -> list:
    return [CODEC.text(a) for a in state.legal_actions()]


def finish_turn(state):
    """End the current turn doing nothing more (declining every effect)."""
    start = state.turn_number
    answers = {"start": "end_start", "serving": "end_serving", "employ": "end_turn"}
    while state.winners is None and state.turn_number == start:
        kind = state.decision.kind
        texts = options(state)
        answer = answers.get(kind) or ("decline" if "decline" in texts else "done" if "done" in texts else texts[0])
        play(state, answer)
