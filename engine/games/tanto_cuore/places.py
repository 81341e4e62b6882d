"""Every place's contents as a plain value, for ``Changes.places``
(``engine.core.changes``: the snapshots before and after an action, compared).
The zones are those of ``table_info.ZONES``, and ``employed`` and ``turn``:

- for each seat: ``hand`` (with what every seat, or one, was shown of it),
  ``deck`` (its count, what its owner knows it holds, the cards it has
  looked at), ``discard``, ``play``, ``chambermaids``, ``private`` (each with
  the Illnesses on them), ``bad_habits`` and ``employed`` (how many maids
  the seat employed, the tie-break, and its next hand's size);
- shared: ``town`` (the piles' counts), ``private_pile`` (its count),
  ``private_open`` (the two face-up private maids) and ``turn`` (whose turn,
  its number, the phase, who decides what, the turn's servings, employs and
  Love, the end).

Hidden orders are not in them: a place changes only as a seat could see.
"""
from __future__ import annotations

from functools import cache

from engine.core.actions import Place

TOWN, PRIVATE_PILE, PRIVATE_OPEN, TURN = Place("town"), Place("private_pile"), Place("private_open"), Place("turn")
SEAT_ZONES = ("hand", "deck", "discard", "play", "chambermaids", "private", "bad_habits", "employed")


@cache
def seat_places(seat: int) -> tuple:
    """A seat's places, in ``SEAT_ZONES``' order (made once: a snapshot is taken twice an action)."""
    return tuple(Place(zone, seat) for zone in SEAT_ZONES)


def snapshot(state) -> dict:
    """Every place's contents as a comparable value."""
    values = {}
    for seat, p in enumerate(state.players):
        hand, deck, discard, play, chambermaids, private, bad_habits, employed = seat_places(seat)
        values[hand] = (tuple(p.hand), tuple(p.known), tuple(sorted(
            (other, tuple(cards)) for other, cards in p.peeked.items())))
        values[deck] = (len(p.deck), p.seen, p.deck_taken, tuple(sorted(p.deck)))
        values[discard] = tuple(p.discard)
        values[play] = tuple(p.play)
        values[chambermaids] = (tuple(p.chamber), tuple(p.chamber_ill))
        values[private] = (tuple(p.private), tuple(p.private_ill))
        values[bad_habits] = p.bad_habits
        values[employed] = (p.employed, p.next_hand)
    values[TOWN] = tuple(state.town.counts.items())
    values[PRIVATE_PILE] = len(state.private_pile)
    values[PRIVATE_OPEN] = tuple(state.private_open)
    decision = state.decision
    values[TURN] = (state.turn, state.turn_number, state.phase, state.winners, state.final_scores,
                    None if decision is None else (decision.player, decision.kind),
                    state.servings, state.employs, state.love, state.spent, state.draw_bonus_used,
                    state.start_used, state.stalled_rounds)
    return values
