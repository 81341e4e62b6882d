"""A Gensokyo position from plain data, for scenario tests and tools: pieces,
money, hands, the deck, the lands and spells in force, the rules version (the
newest unless named), and the step of the active player's turn to start at
(``turn.STEPS``). Validated by pydantic; squares are named by their ids
("A06", "CHECK-N")."""
from __future__ import annotations

from typing import Literal, Optional

from pydantic import BaseModel, ConfigDict, Field, model_validator

from engine.core.machine import Frame
from engine.games.gensokyo.board import board_for
from engine.games.gensokyo.cards import CARDS
from engine.games.gensokyo.state import GensokyoState
from engine.games.gensokyo.turn import STEPS
from engine.games.gensokyo.versions import RULES_VERSION

# The turn frame's step at which each named step begins.
_FRAME_STEP = {"draw": 0, "spell": 2, "invest": 3, "move": 4, "square": 5, "end": 6}


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)


class PieceData(_Strict):
    at: str = "A01"
    facing: Optional[str] = None
    laps: int = 0
    best: int = 0
    checks: list[str] = []


class LandData(_Strict):
    owner: int = Field(ge=0, le=3)
    level: int = Field(1, ge=1, le=5)
    character: str
    spell: Optional[str] = None


class SpellData(_Strict):
    card: str
    player: int = Field(ge=0, le=3)
    expires: int = Field(ge=1)


class PositionData(_Strict):
    players: int = Field(2, ge=2, le=4)
    map: Literal["loop", "cross"] = "loop"
    seed: int = 0
    rules_version: int = Field(RULES_VERSION, ge=1, le=RULES_VERSION)
    money: Optional[list[int]] = None
    hands: Optional[list[list[str]]] = None
    deck: list[str] = []                          # top card first
    graveyard: list[str] = []
    set_aside: list[str] = []
    pieces: Optional[list[PieceData]] = None
    lands: dict[str, LandData] = {}
    player_spells: list[SpellData] = []
    order: Optional[list[int]] = None
    active: Optional[int] = None
    round: int = Field(1, ge=1)
    turn: int = Field(1, ge=1)
    at: Literal[STEPS] = "draw"

    @model_validator(mode="after")
    def _consistent(self):
        players = self.players
        for name in ("money", "hands", "pieces", "order"):
            value = getattr(self, name)
            if value is not None and len(value) != players:
                raise ValueError(f"{name} needs one entry per player ({players})")
        if self.order is not None and sorted(self.order) != list(range(players)):
            raise ValueError("order must list every seat once")
        cards = [c for hand in self.hands or () for c in hand] + self.deck + self.graveyard + self.set_aside
        cards += [land.character for land in self.lands.values()] + [s.card for s in self.player_spells]
        cards += [land.spell for land in self.lands.values() if land.spell]
        unknown = sorted({c for c in cards if c not in CARDS})
        if unknown:
            raise ValueError(f"unknown card id(s): {', '.join(unknown[:5])}")
        for square, land in self.lands.items():
            if CARDS[land.character].kind != "character" or land.owner >= players:
                raise ValueError(f"land {square}: a character of a seat in the game must stand there")
        return self


def position(description: dict) -> GensokyoState:
    data = PositionData.model_validate(description)
    options = {"players": data.players, "map": data.map, "deck": None}
    state = GensokyoState(options, data.seed, data.rules_version, deal=False)
    board = state.board = board_for(data.map, data.players)
    players = data.players
    cards = state.cards
    cards.deck = list(reversed(data.deck))
    cards.graveyard = list(data.graveyard)
    cards.set_aside = list(data.set_aside)
    for seat, hand in enumerate(data.hands or [[] for _ in range(players)]):
        for card in hand:
            cards.add_to_hand(seat, card, seat)
    state.money = list(data.money) if data.money is not None else [40] * players
    for seat, piece in enumerate(data.pieces or [PieceData() for _ in range(players)]):
        state.position[seat] = board.index(piece.at)
        facing = piece.facing
        if facing is None and not board.cross:
            facing = board.square_id(board.route.predecessors[state.position[seat]][0])
        state.facing[seat] = None if facing is None else board.index(facing)
        state.laps[seat], state.best[seat] = piece.laps, piece.best
        state.checks[seat] = sum(1 << board.checks.index(board.index(c)) for c in piece.checks)
    for square_id, land in data.lands.items():
        square = board.index(square_id)
        if board.kind[square] != "land":
            raise ValueError(f"{square_id} is not a land")
        state.owner[square], state.level[square] = land.owner, land.level
        state.character[square], state.land_spell[square] = land.character, land.spell
    state.player_spells = [(s.card, s.player, s.expires) for s in data.player_spells]
    state.order = list(data.order) if data.order is not None else list(range(players))
    state.active = data.active if data.active is not None else state.order[0]
    state.round, state.turn_no = data.round, data.turn
    state.stack = [Frame("turn", None, state.active, _FRAME_STEP[data.at])]
    state.run()
    return state
