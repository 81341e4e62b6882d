"""Every place's contents as a plain value, for ``Changes.places``
(``engine.core.changes``: the snapshots before and after an action, compared):

- for each seat: ``hand`` (its cards and what each other seat knows of them),
  ``money`` and ``piece`` (square, facing, laps and best lap, check squares,
  bankruptcy);
- for each land: ``square`` with its slot (owner, level, character, land
  spell and the toll now, which a claim elsewhere in its area can change);
- shared: ``deck`` (its count), ``graveyard``, ``set_aside`` (its count),
  ``spells`` (the player spells in force), ``battle`` and ``turn`` (round,
  turn, whose turn, the dice, the spell being cast, who decides what, the end).

Hidden orders are not in them: a place changes only as a seat could see.
"""
from __future__ import annotations

from functools import cache

from engine.core.actions import Place

DECK, GRAVEYARD, SET_ASIDE = Place("deck"), Place("graveyard"), Place("set_aside")
SPELLS, BATTLE, TURN = Place("spells"), Place("battle"), Place("turn")
SEAT_ZONES = ("hand", "money", "piece")


@cache
def seat_places(seat: int) -> tuple:
    """A seat's places, in ``SEAT_ZONES``' order (made once: a snapshot is taken twice an action)."""
    return tuple(Place(zone, seat) for zone in SEAT_ZONES)


@cache
def square_place(square: int) -> Place:
    return Place("square", slot=square)


def snapshot(state) -> dict:
    """Every place's contents as a comparable value."""
    cards = state.cards
    seats = range(state.num_players)
    values = {}
    for seat in seats:
        hand, money, piece = seat_places(seat)
        values[hand] = (tuple(cards.hands[seat]), tuple(tuple(cards.known_to(other, seat)) for other in seats))
        values[money] = state.money[seat]
        values[piece] = (state.position[seat], state.facing[seat], state.laps[seat], state.best[seat],
                         state.checks[seat], state.bankrupt[seat])
    for square in state.board.lands:
        owner = state.owner[square]
        values[square_place(square)] = (owner, state.level[square], state.character[square], state.land_spell[square],
                                        None if owner == -1 else state.toll(square))
    values[DECK] = len(cards.deck)
    values[GRAVEYARD] = tuple(cards.graveyard)
    values[SET_ASIDE] = len(cards.set_aside)
    values[SPELLS] = tuple(state.player_spells)
    values[BATTLE] = state.battle
    decision = state.decision
    values[TURN] = (state.round, state.turn_no, state.active, tuple(state.dice), state.casting, state.winners,
                    state.ranks, state.end_reason, None if decision is None else (decision.player, decision.kind))
    return values
