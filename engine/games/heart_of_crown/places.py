"""Every place's contents as a plain value, for ``Changes.places``
(``engine.core.changes``: the snapshots before and after an action, compared).
The zones are those of ``table_info.ZONES``:

- for each seat: ``hand`` (with the cards every seat knows in it), ``deck``
  (its count, face-up top and what its owner knows it holds), ``discard``,
  ``play``, ``domain`` (princess, territories, kept cards, succession cards)
  and ``counters`` (point, coin and twin counters);
- shared: ``market`` (the basic piles and the market stacks), ``supply`` (its
  count and open top), ``princesses``, ``abroad``, ``curses``, ``coins`` (the
  turn's coins, links left, cards played and cost reductions) and ``turn``
  (whose turn, its number, the phase, who decides what, coronations, extra
  turns, sudden death, the end).

Hidden orders are not in them: a place changes only as a seat could see.
"""
from __future__ import annotations

from functools import cache

from engine.core.actions import Place
from engine.games.heart_of_crown.state_parts import Flags

MARKET, SUPPLY, PRINCESSES, ABROAD, CURSES = (Place("market"), Place("supply"), Place("princesses"),
                                              Place("abroad"), Place("curses"))
COINS, TURN = Place("coins"), Place("turn")
SEAT_ZONES = ("hand", "deck", "discard", "play", "domain", "counters")


@cache
def seat_places(seat: int) -> tuple:
    """A seat's places, in ``SEAT_ZONES``' order (made once: a snapshot is taken twice an action)."""
    return tuple(Place(zone, seat) for zone in SEAT_ZONES)


def snapshot(state) -> dict:
    """Every place's contents as a comparable value."""
    values = {}
    for seat, p in enumerate(state.players):
        hand, deck, discard, play, domain, counters = seat_places(seat)
        values[hand] = (tuple(p.hand), tuple(p.known))
        values[deck] = (len(p.deck), p.faceup, p.seen, tuple(sorted(p.deck)))
        values[discard] = tuple(p.discard)
        values[play] = tuple(p.play)
        values[domain] = (p.princess, tuple(p.lands), tuple(p.kept), tuple(p.succession))
        values[counters] = (p.point_counters, p.store_counters, p.other_counters, p.twin_counters)
    flags = state.flags
    values[MARKET] = (tuple(state.basic.counts.items()), tuple(map(tuple, state.market)))
    values[SUPPLY] = (len(state.supply), state.supply[-1] if flags.supply_top_open and state.supply else None)
    values[PRINCESSES] = tuple(state.princesses)
    values[ABROAD] = tuple(state.abroad)
    values[CURSES] = state.curses
    values[COINS] = (state.coins, state.plays_left, tuple(state.played), tuple(state.charm_types),
                     state.second_mode)
    decision = state.decision
    values[TURN] = (state.turn, state.turn_number, state.phase, state.winners,
                    None if decision is None else (decision.player, decision.kind),
                    tuple(sorted((seat, tuple(sorted(left))) for seat, left in state.coronation.items())),
                    tuple(getattr(flags, name) for name in Flags.__slots__))
    return values
