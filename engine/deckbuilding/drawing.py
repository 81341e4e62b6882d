"""Drawing cards, with the events a table and the undo rule read.

A draw may reshuffle the discard pile under the deck first (an event every
seat sees); the drawn cards are an event only their owner sees, and it
``reveals`` (the deck's order was hidden from everyone); how many were drawn
is public. Cards that lay face up on the deck stay known in the hand.
"""
from __future__ import annotations

from engine.core.protocol import ALL


def draw(zones, count: int, rng, seat: int, emit=None) -> list:
    """Draw up to ``count`` cards into ``zones.hand``; ``emit(type, player,
    visible_to, **data)`` (None when events are not logged) hears of it."""
    # bool: the discard list itself becomes the deck, and may be drawn empty.
    reshuffles = len(zones.deck) < count and bool(zones.discard)
    faceup = zones.faceup
    drawn = zones.draw(count, rng)
    if faceup and drawn:
        zones.known.extend(drawn[:faceup])   # they were face up for all to see
    if emit is not None:
        if reshuffles:
            emit("reshuffle", seat, ALL)
        emit("draw", seat, seat, cards=drawn, reveals=True)
        emit("draw_count", seat, ALL, count=len(drawn))
    return drawn
