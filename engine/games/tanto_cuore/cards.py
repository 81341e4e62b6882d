"""Tanto Cuore's cards: the rows of ``card_data`` validated by pydantic, and the
derived tables the rules read (``CARDS[id]``, the town's piles, the maids that
can be chambered, the maids whose serving draws).

The six private maids whose text is reconstructed (Fay, Lalande, Milly,
Lucienne, Rosa, Tanya) carry ``reconstructed=True`` and a note at the end of
their help text. Where the sources disagree on a number (Fay's cost, Safran's
VP) the row holds the default and the rule options offer the other.
"""
from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from engine.games.tanto_cuore.card_data import RECONSTRUCTED_NOTE, ROWS

Kind = Literal["love", "chief", "general", "private", "event"]
EFFECTS = frozenset({"sainsbury", "tenalys", "natsumi", "nena", "esquine", "eliza", "claire",
                     "nord", "sora", "fay", "eugenie"})


class Card(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    id: str = Field(pattern=r"^[a-z][a-z0-9_]*$")
    name: str
    kind: Kind
    number: int | None = None          # the printed card number (maids)
    cost: int = Field(ge=1)
    pile: int = Field(ge=1)            # copies in the box
    vp: int = 0
    love_value: int = 0                # what a Love card shows
    draw: int = Field(0, ge=0)
    love: int = Field(0, ge=0)
    servings: int = Field(0, ge=0)
    employs: int = Field(0, ge=0)
    effect: str | None = None
    chamber_cost: int | None = None    # servings to chamber her (そば仕え); None: she cannot be
    chamber_set: Literal["colette", "safran", "crescent"] | None = None
    vp_rule: Literal["ophelia"] | None = None
    timing: Literal["start", "serve", "others_discard"] | None = None
    text: str
    source: str
    confidence: Literal["confirmed", "inferred", "reconstructed"]

    @model_validator(mode="after")
    def _consistent(self):
        if self.effect is not None and self.effect not in EFFECTS:
            raise ValueError(f"{self.id}: unknown effect {self.effect!r}")
        if (self.kind == "love") != (self.love_value > 0):
            raise ValueError(f"{self.id}: only Love cards show Love")
        if (self.kind == "private") != (self.timing is not None):
            raise ValueError(f"{self.id}: private maids, and only they, have a timing")
        if (self.chamber_cost is None) != (self.chamber_set is None):
            raise ValueError(f"{self.id}: a chambermaid needs a chamber cost and a set")
        if self.kind == "private" and self.pile != 1:
            raise ValueError(f"{self.id}: a private maid is a single card")
        return self

    @property
    def reconstructed(self) -> bool:
        return self.confidence == "reconstructed"

    @property
    def help(self) -> str:
        """The card's help text, with the reconstruction note where it applies."""
        return f"{self.text} {RECONSTRUCTED_NOTE}" if self.reconstructed else self.text

    @property
    def is_maid(self) -> bool:
        return self.kind in ("chief", "general", "private")


CARD_LIST = tuple(Card.model_validate(row) for row in ROWS)
CARDS = {card.id: card for card in CARD_LIST}
if len(CARDS) != len(CARD_LIST):
    raise ValueError("two card rows share an id")

LOVE = ("love_1", "love_2", "love_3")
CHIEFS = ("colette", "marianne")
GENERAL = tuple(c.id for c in CARD_LIST if c.kind == "general")
PRIVATE = tuple(c.id for c in CARD_LIST if c.kind == "private")
PRIVATE_SET = frozenset(PRIVATE)            # membership, in the hot paths of rollouts
EVENTS = ("illness", "bad_habit")
RECONSTRUCTED = tuple(c.id for c in CARD_LIST if c.reconstructed)
CHAMBERABLE = frozenset(c.id for c in CARD_LIST if c.chamber_cost is not None)
SERVABLE = frozenset(GENERAL)               # maid chiefs cannot serve
DRAWING = frozenset(c.id for c in CARD_LIST if c.kind == "general" and c.draw > 0)
MAIDS = frozenset(c.id for c in CARD_LIST if c.is_maid)
LOVE_VALUE = {c.id: c.love_value for c in CARD_LIST if c.love_value}
CRESCENTS = ("azure", "viola", "rouge")

STARTING_DECK = ("love_1",) * 7 + ("colette",) * 3
HAND_SIZE = 5
TOWN_SIZE = 10                              # general-maid kinds in a game
PRIVATE_OPEN = 2                            # face-up private maids beside the pile
TOTAL_CARDS = sum(c.pile for c in CARD_LIST)
