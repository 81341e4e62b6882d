"""Loading Isekai Guild Masters content: TOML files validated by ``content_schema``.

A content folder holds one or more files per kind, named ``<kind>.toml`` or
``<kind>_<anything>.toml`` (``events_life.toml``), kinds as in
``content_schema.FILES``. ``load(folder)`` validates each file, merges the
kinds, checks what spans files (ids unique, every id a card text names known)
and returns a ``Content``. The game's own content is ``data/``; ``samples/``
is the small set CONTENT.md shows, complete enough to play, which the rules'
tests use so they never depend on authored balance.
"""
from __future__ import annotations

import tomllib
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from pydantic import ValidationError

from engine.games.guild_masters.content_schema import (
    FILES, Board, BossTile, EventCard, LabyrinthTile, MapSide, Receptionist, Regalia)

HERE = Path(__file__).resolve().parent
DATA = HERE / "data"
SAMPLES = HERE / "samples"


class ContentError(ValueError):
    """A content folder the game cannot use; the message names the file and field."""


@dataclass(frozen=True)
class Content:
    events: dict[str, EventCard]
    regalia: dict[str, Regalia]
    tiles: dict[str, LabyrinthTile]
    bosses: dict[str, BossTile]
    maps: dict[str, MapSide]
    receptionists: dict[str, Receptionist]
    board: Board

    def card(self, card_id: str):
        return self.events.get(card_id) or self.regalia[card_id]


def _kind(path: Path) -> str:
    return path.stem.split("_", 1)[0] if path.stem.split("_", 1)[0] in FILES else path.stem


def _read(path: Path, kind: str):
    try:
        raw = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as exc:
        raise ContentError(f"{path.name}: cannot read: {exc}") from None
    try:
        return FILES[kind].model_validate(raw)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"])
        raise ContentError(f"{path.name}: {where}: {first['msg']}") from None


def _by_id(records, what: str, into: dict) -> None:
    for record in records:
        if record.id in into:
            raise ContentError(f"two {what} share the id {record.id!r}")
        into[record.id] = record


def load(folder: Path) -> Content:
    merged = {kind: [] for kind in FILES}
    for path in sorted(Path(folder).glob("*.toml")):
        kind = _kind(path)
        if kind not in FILES:
            raise ContentError(f"{path.name}: not a content kind (one of {', '.join(FILES)})")
        merged[kind].append(_read(path, kind))
    missing = [kind for kind, files in merged.items() if not files]
    if missing:
        raise ContentError(f"{folder}: no file for {', '.join(missing)}")
    if len(merged["board"]) != 1:
        raise ContentError("exactly one board file")
    events, regalia, tiles, bosses, maps, receptionists = {}, {}, {}, {}, {}, {}
    for file in merged["events"]:
        _by_id(file.event, "event cards", events)
    for file in merged["regalia"]:
        _by_id(file.regalia, "regalia", regalia)
    for file in merged["tiles"]:
        _by_id(file.tile, "tiles", tiles)
        _by_id(file.boss, "boss tiles", bosses)
    for file in merged["maps"]:
        _by_id(file.map, "maps", maps)
    for file in merged["receptionists"]:
        _by_id(file.receptionist, "receptionists", receptionists)
    shared = set(events) & set(regalia)
    if shared:
        raise ContentError(f"an event card and a regalia share the id {sorted(shared)[0]!r}")
    content = Content(events, regalia, tiles, bosses, maps, receptionists, merged["board"][0].board)
    _check_board(content)
    _check_named_cards(content)
    return content


def _named_cards(effects):
    for effect in effects:
        if effect.op == "gain_card":
            yield effect.card


def _check_named_cards(content: Content) -> None:
    """A card a gain_card effect names is a receptionist's own event."""
    named = []
    for recep in content.receptionists.values():
        for face in (recep.front, recep.back):
            named += _named_cards(face.initial)
            named += _named_cards(face.first_turn)
            for rank in face.ranks:
                named += _named_cards(rank.rank_up)
    for card in named:
        if card not in content.events or content.events[card].deck != "receptionist":
            raise ContentError(f"gain_card names {card!r}, which is no event with deck = \"receptionist\"")


def _check_board(content: Content) -> None:
    board = content.board
    if sorted(s.slot for s in board.potion_spaces) != [1, 2, 3, 4, 5, 6]:
        raise ContentError("board: the potion spaces are slots 1 to 6")
    if sorted(s.slot for s in board.affinities) != [1, 2, 3, 4, 5]:
        raise ContentError("board: the affinities are slots 1 to 5")
    if sorted(s.season for s in board.seasons) != sorted(["winter", "spring", "summer", "autumn"]):
        raise ContentError("board: one bonus for each season")
    for side in content.maps.values():
        for area in side.areas:
            if area.boss and not any(b.back == area.boss for b in content.bosses.values()):
                raise ContentError(f"map {side.id}: no boss tile with a ★{area.boss} back")


@cache
def standard() -> Content:
    """The game's content: ``data/`` once it is there, else the samples."""
    return load(DATA if (DATA / "board.toml").exists() else SAMPLES)


@cache
def sample() -> Content:
    return load(SAMPLES)


def named(which: str) -> Content:
    return sample() if which == "sample" else standard()
