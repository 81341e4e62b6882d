"""What one seat may see (``view``), and a world it cannot tell from the true
one (``determinize``). Hidden, as the rulebook says: the others' hands (their
counts of events and regalia are public), the event deck and the face-down
discard pile, the cards a player looks at while gathering, face-down tiles on
the map and those left in the box, the regalia not in play, and private decks
(シュリ, ベル: hidden from their owner too; クリス: the owner may look)."""
from __future__ import annotations

from engine.core.rng import Rng


def _hand(state, player, seat):
    if player.seat == seat:
        return sorted(player.hand)
    events = sum(1 for c in player.hand if c in state.content.events)
    return {"events": events, "regalia": len(player.hand) - events}


def _player(state, player, seat) -> dict:
    own = player.seat == seat
    return {
        "seat": player.seat,
        "gold": player.res[0], "power": player.res[1], "potion": player.res[2],
        "production": {"gold": player.prod[0], "power": player.prod[1], "potion": player.prod[2]},
        "hand": _hand(state, player, seat),
        "played": [{"card": p.card, "face_up": p.face_up, "adventurers": p.adventurers} if p.face_up
                   else {"card": p.card, "face_up": False} for p in player.played],
        "tiles": sorted(player.tiles),
        "treasures": sorted(player.treasures),
        "regalia_chips": player.regalia_chips,
        "tavern": player.tavern,
        "unlocked": player.unlocked[:],
        "altar": player.altar,
        "receptionist": player.receptionist, "face": player.face, "rank": player.rank,
        "offers": player.offers[:],
        "used_special": player.used_names(),
        "passed": player.passed,
        "private": (sorted(player.private) if own and player.private_visible else len(player.private)),
        "chips": dict(sorted(player.chips.items())),
        "extra_turns": player.extra_turns,
        "lab": None if player.lab is None else [player.lab.q, player.lab.r],
        "tags": state.tag_counts(player),
    }


def _decision(state, seat):
    """The decision as plain data; its options (``ShownOption`` data) only for the seat that decides."""
    decision = state.decision
    if decision is None:
        return None
    if decision.player != seat:
        return {"player": decision.player, "kind": decision.kind}
    shown = decision.as_dict()
    shown["options"] = state.shown_options()
    return shown


def view_of(state, seat: int) -> dict:
    """Plain data for ``seat``: a hex table draws the cells (tile face up or
    down, the back's stars when down), adventurers and bases, the tracks."""
    bosses = state.content.bosses
    cells = []
    for cell in sorted(state.cells):
        tile, face_up = state.cells[cell]
        entry = {"cell": [cell.q, cell.r], "fame": state.area_fame[cell], "edge": cell in state.edge}
        if tile is None:
            entry["tile"] = None
        elif face_up:
            entry["tile"], entry["face_up"] = tile, True
        else:
            entry["face_up"] = False
            entry["back"] = bosses[tile].back if tile in bosses else 1
        owner = state.owners.get(cell)
        if owner is not None:
            entry["owner"], entry["base"] = owner[0], owner[1]
        cells.append(entry)
    decision = state.decision
    looking = state.decision is not None and decision.player == seat and state.phase in ("keep", "gather")
    return {
        "game": state.game_id,
        "seat": seat,
        "phase": state.phase, "round": state.round, "season": ("winter", "spring", "summer", "autumn")[state.season],
        "start": state.start, "current": state.current,
        "civilisation": state.civ, "miasma": state.miasma, "met": state.met,
        "cells": cells,
        "deck": len(state.deck), "discard": len(state.discard), "blanks": state.blanks,
        "white_abyss": state.white_stock,
        "tile_discard": len(state.tile_discard),
        "regalia_board": state.regalia_board[:], "treasures": sorted(state.treasures),
        "potion_used": sorted(state.potion_used), "blocked": sorted(state.blocked),
        "looking": sorted(state.drawn) if looking else len(state.drawn),
        "picked": sorted(state.picks) if looking else len(state.picks),
        "players": [_player(state, p, seat) for p in state.players],
        "deciding": None if decision is None else decision.player,
        "decision": _decision(state, seat),
        "lap": state.lap if state.phase in ("finish", "end_turns") else 0,
        "trigger": state.trigger_seat,
        "winners": None if state.winners is None else list(state.winners),
        "scores": state.scores,
    }


def _split(pile: list, remembered: list) -> tuple:
    """(the cards of ``pile`` the seat remembers putting there, the rest)."""
    rest = list(pile)
    known = []
    for card in remembered:
        if card in rest:
            rest.remove(card)
            known.append(card)
    return known, rest


def world_for(state, seat: int, rng) -> object:
    """A world ``seat`` cannot tell from this one: the hidden cards and tiles
    dealt anew from everything it has not seen, each zone keeping its size."""
    world = state.clone()
    world.history = None
    world.log_events = False        # a search's world: no log, no places to compare
    world.rng = Rng(rng.next64())
    content = state.content
    looking = state.decision is not None and state.decision.player == seat
    # Events: the deck, the discards (but those the seat put there itself), the others'
    # hands, hidden private decks, another's gathering.
    known, unseen = _split(world.discard, world.players[seat].discarded)
    pool = world.deck + unseen
    slots = []
    for player in world.players:
        hidden_private = player.seat != seat or not player.private_visible
        if player.seat != seat:
            # a receptionist's own card is known to be where it is: it stays
            events = [c for c in player.hand if c in content.events and content.events[c].deck != "receptionist"]
            pool += events
            slots.append(("hand", player, len(events)))
        if hidden_private:
            pool += player.private
            slots.append(("private", player, len(player.private)))
    hidden_drawn = not looking
    if hidden_drawn:
        pool += world.drawn + world.picks
    rng.shuffle(pool)
    deck_size, discard_size = len(world.deck), len(world.discard)
    for kind, player, size in slots:
        dealt = [pool.pop() for _ in range(size)]
        if kind == "hand":
            player.hand = [c for c in player.hand if c not in content.events
                           or content.events[c].deck == "receptionist"] + dealt
        else:
            player.private = dealt
    if hidden_drawn:
        world.drawn = [pool.pop() for _ in range(len(world.drawn))]
        world.picks = [pool.pop() for _ in range(len(world.picks))]
    world.deck = [pool.pop() for _ in range(deck_size)]
    world.discard = known + [pool.pop() for _ in range(discard_size - len(known))]
    for player in world.players:
        player.discarded = known[:] if player.seat == seat else []     # the others' memories are theirs
    # Regalia: the others' hands and the box.
    regalia = list(world.regalia_box)
    for player in world.players:
        if player.seat != seat:
            regalia += [c for c in player.hand if c in content.regalia]
    regalia += world.regalia_discard
    rng.shuffle(regalia)
    for player in world.players:
        if player.seat != seat:
            count = sum(1 for c in player.hand if c in content.regalia)
            player.hand = [c for c in player.hand if c in content.events] + [regalia.pop() for _ in range(count)]
    world.regalia_discard = [regalia.pop() for _ in range(len(world.regalia_discard))]
    world.regalia_box = regalia
    # Tiles: face-down labyrinth tiles on the map, the box and the discarded ones.
    down = [cell for cell in sorted(world.cells) if world.cells[cell][0] is not None
            and not world.cells[cell][1] and world.cells[cell][0] not in content.bosses]
    tiles = [world.cells[c][0] for c in down] + world.box_tiles
    rng.shuffle(tiles)
    for cell in down:
        world.cells[cell][0] = tiles.pop()
    world.box_tiles = tiles
    return world
