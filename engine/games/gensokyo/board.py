"""The maps of gensokyo.rules.md §1.2–1.3 as data (data/maps.toml, checked by
pydantic) on ``engine.boards.route``: the 31- and 46-square loops and the
figure-eight cross map, with each land's attribute, grade and area.

A ``Board`` never changes once built, so every state of a game shares it.
Squares are the route's indices; the per-square tuples (``kind``,
``attribute``, ``grade``, ``area``) are read by the rules on every step.
"""
from __future__ import annotations

import tomllib
from functools import cache
from pathlib import Path
from typing import Literal, Optional

from pydantic import BaseModel, ConfigDict, model_validator

from engine.boards.route import Route, Square

ATTRIBUTES = ("scarlet", "nether", "mountain", "village")     # 紅 冥 山 里
START, EVENT, GAP, LAND, CHECK = "start", "event", "gap", "land", "check"
CHECK_N, CHECK_S = "CHECK-N", "CHECK-S"
LAP_BONUS = {"AB": 40, "ABC": 60, "cross": 40}                 # *tunable* (§4, §18.4)
STAGGER = {2: 4, 3: 3, 4: 2}                                   # *tunable* (§2.6): squares per later seat


class Names(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    ja: str
    en: str
    zh_Hans: str
    zh_Hant: str


class SquareData(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    id: str
    kind: Literal["start", "event", "gap", "land"]
    attribute: Optional[Literal["scarlet", "nether", "mountain", "village"]] = None
    grade: Optional[Literal[10, 15, 20]] = None
    names: Optional[Names] = None

    @model_validator(mode="after")
    def _a_land_has_attribute_grade_and_names(self):
        is_land = self.kind == LAND
        if is_land != (self.attribute is not None and self.grade is not None and self.names is not None):
            raise ValueError(f"{self.id}: a land (and only a land) has an attribute, a grade and names")
        return self


class BoardPiece(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    piece: Literal["A", "B", "C"]
    squares: list[SquareData]

    @model_validator(mode="after")
    def _areas_are_three_lands_graded_10_15_20(self):
        for attribute in ATTRIBUTES:
            grades = sorted(s.grade for s in self.squares if s.attribute == attribute)
            if grades != [10, 15, 20]:
                raise ValueError(f"board {self.piece}: the {attribute} area is not graded 10, 15, 20")
        return self


class MapsFile(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    boards: list[BoardPiece]


DATA = Path(__file__).with_name("data") / "maps.toml"


@cache
def pieces() -> dict[str, BoardPiece]:
    with DATA.open("rb") as handle:
        maps = MapsFile.model_validate(tomllib.load(handle))
    return {board.piece: board for board in maps.boards}


class Board:
    """One map: its route and what each square is."""

    __slots__ = ("name", "route", "data", "kind", "attribute", "grade", "area", "areas", "lands",
                 "start", "gaps", "checks", "lap_bonus", "loop_of", "cross")

    def __init__(self, name: str, route: Route, data: dict[str, SquareData]):
        self.name = name
        self.route = route
        self.cross = name == "cross"
        squares = route.squares
        self.data = tuple(data.get(s.id) for s in squares)
        self.kind = tuple(s.kind for s in squares)
        self.attribute = tuple(d.attribute if d else None for d in self.data)
        self.grade = tuple(d.grade or 0 if d else 0 for d in self.data)
        self.start = route.index("A01")
        self.gaps = tuple(i for i, k in enumerate(self.kind) if k == GAP)
        self.checks = tuple(i for i, k in enumerate(self.kind) if k == CHECK)
        self.lands = tuple(i for i, k in enumerate(self.kind) if k == LAND)
        self.lap_bonus = LAP_BONUS[name]
        # An area is one board's three lands of one attribute (a check square never splits one: ruling 2).
        groups: dict[tuple, list[int]] = {}
        for i in self.lands:
            groups.setdefault((squares[i].piece, self.attribute[i]), []).append(i)
        self.areas = tuple(tuple(group) for group in groups.values())
        area = [None] * len(squares)
        for number, group in enumerate(self.areas):
            for i in group:
                area[i] = number
        self.area = tuple(area)
        # Cross map: which loop (0 north, 1 south) a square is on; START is on both.
        self.loop_of = tuple(route.loops_through(i) for i in range(len(squares)))

    def __len__(self) -> int:
        return len(self.route)

    def square_id(self, square: int) -> str:
        return self.route.squares[square].id

    def index(self, square_id: str) -> int:
        return self.route.index(square_id)

    def other_loop_starts(self, came_from: int) -> tuple[int, ...]:
        """Cross map: START's neighbours on the loop the piece did not come from (a gap trip, §5)."""
        loops = self.loop_of[came_from]
        return tuple(to for to in self.route.neighbours[self.start] if self.loop_of[to] != loops)


def _route_squares(piece: str) -> list[Square]:
    return [Square(s.id, s.kind, piece) for s in pieces()[piece].squares]


def _data() -> dict[str, SquareData]:
    return {s.id: s for board in pieces().values() for s in board.squares}


@cache
def loop_map(boards: str) -> Board:
    """"AB" (2–3 players, 31 squares) or "ABC" (4 players, 46 squares)."""
    route = Route.loop([square for piece in boards for square in _route_squares(piece)])
    return Board(boards, route, _data())


@cache
def cross_map() -> Board:
    """The figure eight crossing at START (§1.3): north START, A02…A08, CHECK-N,
    A09…A16; south START, B01…B07, CHECK-S, B08…B15."""
    a, b = _route_squares("A"), _route_squares("B")
    checks = [Square(CHECK_N, CHECK, "A"), Square(CHECK_S, CHECK, "B")]
    north = ["A01"] + [s.id for s in a[1:8]] + [CHECK_N] + [s.id for s in a[8:]]
    south = ["A01"] + [s.id for s in b[:7]] + [CHECK_S] + [s.id for s in b[7:]]
    return Board("cross", Route(a + b + checks, [north, south]), _data())


def board_for(map_name: str, players: int) -> Board:
    if map_name == "cross":
        return cross_map()
    return loop_map("ABC" if players == 4 else "AB")
