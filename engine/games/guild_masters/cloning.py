"""How a Guild Masters state is copied for the search: the values never changed
in place are shared, its lists and the map's cells copied (in C, not one by one
in Python), the players, the RNG and the frame stack cloned."""
from __future__ import annotations

from functools import cache
from operator import attrgetter

LISTS = ("box_tiles", "tile_discard", "deck", "discard", "regalia_board", "regalia_discard", "regalia_box",
         "treasures", "queue", "finish_passed", "potion_used", "blocked", "drawn", "picks", "events",
         "turns_taken", "own_cards")
_list_values = attrgetter(*LISTS)


@cache
def _shared(cls) -> tuple:
    """The slots a clone shares with its state, and a getter reading them all at once."""
    names = tuple(name for name in cls.__slots__ if name not in {"rng", "players", "cells", "owners", "stack", *LISTS})
    return names, attrgetter(*names)


def clone_state(state):
    cls = type(state)
    twin = cls.__new__(cls)
    names, values = _shared(cls)
    for name, value in zip(names, values(state)):
        setattr(twin, name, value)
    twin.rng = state.rng.clone()
    twin.players = [p.clone() for p in state.players]
    cells, owners = state.cells, state.owners
    twin.cells = dict(zip(cells, map(list.copy, cells.values())))
    twin.owners = dict(zip(owners, map(list.copy, owners.values())))
    for name, value in zip(LISTS, _list_values(state)):
        setattr(twin, name, value[:])
    twin.stack = state.clone_stack()
    return twin
