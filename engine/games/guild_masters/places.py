"""Every place's contents as a plain value, for ``Changes.places``
(``engine.core.changes``: the snapshots before and after an action, compared).
The places (INTERFACE.md lists them):

- ``Place("cell", cell=hex)``: the tile, its face, the owner and the base;
- for each seat: ``resources`` (stock and production), ``hand``, ``played``,
  ``tiles``, ``tavern``, ``affinities`` (the unlocked slots), ``altar``,
  ``receptionist`` (encounter, face, rank, chips, treasures, regalia chips),
  ``private`` (the private deck), ``turn`` (passed, special actions used, extra turns);
- shared: ``regalia_board``, ``potion_spaces``, ``tracks``, ``deck`` (the event
  deck, both discard piles and the blank stock), ``treasures``, ``gathering``
  (the cards being looked at) and ``round`` (round, season, phase, whose turn, who decides).
"""
from __future__ import annotations

from engine.core.actions import Place


def snapshot(state) -> dict:
    """Every place's contents as a comparable value."""
    values = {}
    owners = state.owners
    for cell, slot in state.cells.items():
        owner = owners.get(cell)
        values[Place("cell", cell=cell)] = (slot[0], slot[1], None if owner is None else tuple(owner))
    for p in state.players:
        seat = p.seat
        values[Place("resources", seat)] = (tuple(p.res), tuple(p.prod))
        values[Place("hand", seat)] = tuple(sorted(p.hand))
        values[Place("played", seat)] = tuple((c.card, c.face_up, c.adventurers) for c in p.played)
        values[Place("tiles", seat)] = tuple(sorted(p.tiles))
        values[Place("tavern", seat)] = (p.tavern, p.adventurers)
        values[Place("affinities", seat)] = tuple(p.unlocked)
        values[Place("altar", seat)] = p.altar
        values[Place("receptionist", seat)] = (p.receptionist, p.face, p.rank, tuple(p.offers),
                                               tuple(sorted(p.chips.items())), tuple(sorted(p.treasures)),
                                               p.regalia_chips, p.lab)
        values[Place("private", seat)] = tuple(p.private)
        values[Place("turn", seat)] = (p.passed, tuple(p.used_names()), p.extra_turns)
    values[Place("regalia_board")] = tuple(state.regalia_board)
    values[Place("potion_spaces")] = (tuple(sorted(state.potion_used)), tuple(sorted(state.blocked)))
    values[Place("tracks")] = (state.civ, state.miasma, state.met)
    values[Place("deck")] = (len(state.deck), len(state.discard), len(state.own_cards), state.blanks,
                             state.white_stock,
                             len(state.tile_discard), len(state.regalia_discard))
    values[Place("treasures")] = tuple(sorted(state.treasures))
    deciding = state.decision.player if state.decision is not None else None
    # who is deciding, and in which phase: the cards being looked at show to that seat only
    values[Place("gathering")] = (tuple(sorted(state.drawn)), tuple(sorted(state.picks)), deciding,
                                  state.phase)
    values[Place("round")] = (state.round, state.season, state.start, state.phase, state.current, state.lap,
                              state.winners, deciding)
    return values
