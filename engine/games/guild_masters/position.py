"""Isekai Guild Masters positions as data: build a state from a plain
description, so scenario tests, tools and puzzles never write the state's fields.

A description (``PositionDescription``, plain JSON; cards, tiles and
receptionists named by their content ids, cells as ``[q, r]``) starts the game
its ``players``, ``content`` and ``seed`` give, skips the setup (every seat
takes the receptionist and face it names, rank and affinities as named), lays
out each zone the description names exactly as named and leaves the others as
dealt, then starts the rules at the start of seat ``turn``'s turn in
``phase`` (``action``, or ``finish`` with ``lap`` 1 or 2). A named card comes
from outside the game (``conserve`` is not modelled: a scenario says exactly
what it needs). The built state has no record, as for a sampled world.

Every mistake (an unknown field, card, tile, cell or seat) is a
``PositionError`` with one English line naming it.
"""
from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from engine.boards.hex import Hex
from engine.games.guild_masters import RULES_VERSION
from engine.games.guild_masters.player import Played
from engine.games.guild_masters.state import SEASONS, GuildMasters


class PositionError(ValueError):
    """A description that is no position of this game; the message is one line."""


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class PlayedCard(_Strict):
    card: str
    face_up: bool = True
    adventurers: int = Field(0, ge=0, le=7)


class Resources(_Strict):
    gold: int = Field(0, ge=0)
    power: int = Field(0, ge=0)
    potion: int = Field(0, ge=0)


class SeatDescription(_Strict):
    receptionist: str | None = None
    face: Literal["front", "back"] = "front"
    rank: int = Field(1, ge=1, le=3)
    gold: int = Field(0, ge=0)
    power: int = Field(0, ge=0)
    potion: int = Field(0, ge=0)
    production: Resources = Resources()
    hand: list[str] = []
    played: list[str | PlayedCard] = []
    tiles: list[str] = []
    treasures: list[str] = []
    unlocked: list[int] = []
    tavern: int | None = Field(None, ge=0, le=8)
    altar: int = Field(0, ge=0)
    passed: bool = False
    used_special: list[str] = []
    private: list[str] = []
    private_visible: bool = False
    chips: dict[str, int] = {}
    lab: tuple[int, int] | None = None     # セレン裏's floating lab: off the map, or its area


class CellDescription(_Strict):
    cell: tuple[int, int]
    tile: str | None = None
    face_up: bool = True
    owner: int | None = None
    base: bool = False


class PositionDescription(_Strict):
    players: int = Field(2, ge=2, le=4)
    content: Literal["standard", "sample"] = "sample"
    seed: int = Field(0, ge=0)
    seats: list[SeatDescription] = []
    cells: list[CellDescription] = []
    clear_map: bool = False          # every cell not named is emptied of tiles (a blank labyrinth)
    civilisation: int = Field(1, ge=0)
    miasma: int | None = None
    met: bool = False
    season: Literal["winter", "spring", "summer", "autumn"] = "winter"
    round: int = Field(2, ge=1)
    start: int = Field(0, ge=0)
    turn: int = Field(0, ge=0)
    phase: Literal["action", "finish"] = "action"
    lap: int = Field(1, ge=1, le=2)
    trigger: int | None = None       # the finish phase: who triggered it
    deck_top: list[str] = []         # top first
    deck: list[str] | None = None    # the whole deck, top first
    regalia_board: list[str | None] | None = None
    treasures: list[str] | None = None
    potion_used: list[int] = []
    blanks: int | None = Field(None, ge=0)
    rules_version: int = Field(RULES_VERSION, ge=1, le=RULES_VERSION)   # an old version's rules, for its records


def _known(content, kind: str, name: str, where: str) -> str:
    table = {"card": {**content.events, **content.regalia}, "event": content.events,
             "tile": {**content.tiles, **content.bosses, "blank": None}, "receptionist": content.receptionists,
             "treasure": {t.id: t for t in content.board.treasures}}[kind]
    if name not in table:
        raise PositionError(f"{where}: unknown {kind} {name!r}")
    return name


def position(description: dict) -> GuildMasters:
    try:
        desc = PositionDescription.model_validate(description)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"]) or "position"
        raise PositionError(f"{where}: {first['msg']}") from None
    n = desc.players
    if len(desc.seats) > n:
        raise PositionError(f"seats: {len(desc.seats)} seats described for {n} players")
    for name in ("turn", "start"):
        if getattr(desc, name) >= n:
            raise PositionError(f"{name}: no seat {getattr(desc, name)} in a {n}-player game")
    state = GuildMasters({"players": n, "content": desc.content, "offered": 1}, desc.seed, log_events=True,
                         rules_version=desc.rules_version)
    content = state.content
    state.history = None
    state.stack = []
    state.decision = None
    state.drawn, state.picks = [], []
    receptionists = sorted(content.receptionists)
    for seat, player in enumerate(state.players):
        seat_desc = desc.seats[seat] if seat < len(desc.seats) else SeatDescription()
        where = f"seats.{seat}"
        player.receptionist = _known(content, "receptionist", seat_desc.receptionist or receptionists[seat % len(receptionists)], where)
        player.face = seat_desc.face
        player.offers = []
        player.first_turn_done = True
        if seat < len(desc.seats):
            _lay_out_seat(state, player, seat_desc, where)
        else:
            player.hand = [c for c in player.hand if c in content.events]
    _lay_out_board(state, desc)
    state.phase = desc.phase
    state.current = None
    state.acted = False
    if desc.phase == "action":
        state.queue = []
        state.last_seat = (desc.turn - 1) % n if desc.turn != desc.start else None
    else:
        trigger = desc.trigger if desc.trigger is not None else (desc.turn - 1) % n
        order = [(trigger + 1 + i) % n for i in range(n)]
        at = order.index(desc.turn)
        laps = [(s, 1) for s in order] + [(s, 2) for s in order]
        state.queue = laps[at + (n if desc.lap == 2 else 0):]
        state.trigger_seat = trigger
        state.met = True
    state.run()
    return state


def _lay_out_seat(state, player, seat_desc: SeatDescription, where: str) -> None:
    content = state.content
    player.rank = seat_desc.rank
    player.res = [seat_desc.gold, seat_desc.power, seat_desc.potion]
    player.prod = [seat_desc.production.gold, seat_desc.production.power, seat_desc.production.potion]
    player.hand = [_known(content, "card", c, f"{where}.hand") for c in seat_desc.hand]
    played = []
    for item in seat_desc.played:
        item = PlayedCard(card=item) if isinstance(item, str) else item
        played.append(Played(_known(content, "card", item.card, f"{where}.played"), item.face_up, item.adventurers))
    player.played = played
    player.tiles = [_known(content, "tile", t, f"{where}.tiles") for t in seat_desc.tiles]
    player.treasures = [_known(content, "treasure", t, f"{where}.treasures") for t in seat_desc.treasures]
    for slot in seat_desc.unlocked:
        if not 1 <= slot <= 5:
            raise PositionError(f"{where}.unlocked: no affinity {slot}")
        player.unlocked[slot - 1] = True
    player.tavern = seat_desc.tavern if seat_desc.tavern is not None else 2 + player.affinity
    player.altar = seat_desc.altar
    player.passed = seat_desc.passed
    player.used_special = []
    for name in seat_desc.used_special:         # a card's name marks its first copy not yet marked
        if name == "receptionist":
            player.used_special.append(name)
            continue
        copy = next((p for p in played if p.card == name and p.face_up and not p.used), None)
        if copy is None:
            raise PositionError(f"{where}.used_special: no unused face-up {name!r} played")
        copy.used = True
    player.private = [_known(content, "event", c, f"{where}.private") for c in seat_desc.private]
    player.private_visible = seat_desc.private_visible
    player.chips = dict(seat_desc.chips)
    if seat_desc.lab is not None:
        player.lab = Hex(*seat_desc.lab)
        if player.lab not in state.cells and player.lab not in state.lab_spots():
            raise PositionError(f"{where}.lab: {player.lab.text} is neither on the map nor next to it")


def _lay_out_board(state, desc: PositionDescription) -> None:
    content = state.content
    n = state.num_players
    if desc.clear_map:
        for cell, slot in state.cells.items():
            if slot[0] not in content.bosses:
                state.box_tiles.append(slot[0])
            state.cells[cell] = [None, True]
    for index, cell_desc in enumerate(desc.cells):
        cell = Hex(*cell_desc.cell)
        where = f"cells.{index}"
        if cell not in state.cells:
            raise PositionError(f"{where}: {cell.text} is not on the map")
        if cell_desc.tile is not None:
            _known(content, "tile", cell_desc.tile, where)
        state.cells[cell] = [cell_desc.tile, cell_desc.face_up]
        if cell_desc.owner is not None:
            if not 0 <= cell_desc.owner < n:
                raise PositionError(f"{where}: no seat {cell_desc.owner}")
            state.owners[cell] = [cell_desc.owner, cell_desc.base]
        else:
            state.owners.pop(cell, None)
    state.civ = desc.civilisation
    state.miasma = desc.miasma if desc.miasma is not None else n * 10
    state.met = desc.met
    state.season = SEASONS.index(desc.season)
    state.round = desc.round
    state.start = desc.start
    if desc.deck is not None:
        state.deck = [_known(content, "event", c, "deck") for c in reversed(desc.deck)]
    for card in reversed(desc.deck_top):
        state.deck.append(_known(content, "event", card, "deck_top"))
    if desc.regalia_board is not None:
        state.regalia_board = [None if c is None else _known(content, "card", c, "regalia_board")
                               for c in desc.regalia_board]
    if desc.treasures is not None:
        state.treasures = [_known(content, "treasure", t, "treasures") for t in desc.treasures]
    state.potion_used = list(desc.potion_used)
    if desc.blanks is not None:
        state.blanks = desc.blanks
