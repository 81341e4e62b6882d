"""Gensokyo's options (gensokyo.rules.md §1.3, §2, §14): players, the map, and
the deck-building variant's shared deck. An illegal deck is refused with one
``OptionsError`` line naming what is wrong."""
from __future__ import annotations

import re
from collections import Counter
from typing import Literal, Optional

from pydantic import BaseModel, ConfigDict, Field, model_validator

CHARACTERS = tuple(f"CH{n:02}" for n in range(1, 45))
SPELLS = tuple(f"SP{n:02}" for n in range(1, 19))
CHARISMA = ("KA1", "KA2", "KA3", "KA4")
POOL = CHARACTERS + SPELLS               # the deck's cards: Charisma cards are dealt apart (§2.4)
MAX_COPIES = 3                           # §14: at most 3 identical cards (FAQ lines 67–69)
DECK_PER_PLAYER = (25, 45)               # §14: 25 × P to 45 × P cards
_ID = re.compile(r"^(CH\d\d|SP\d\d|KA\d)$")


class OptionsError(ValueError):
    """Options a game cannot start with; ``code`` and ``fields`` let an app say it in its language."""

    def __init__(self, message: str, code: str, **fields):
        super().__init__(message)
        self.code = code
        self.fields = fields


def check_deck(deck, players: int) -> tuple:
    """The variant's deck as given, or the one-line reason it is illegal."""
    deck = tuple(deck)
    unknown = sorted({c for c in deck if c not in POOL})
    if unknown:
        charisma = [c for c in unknown if c in CHARISMA]
        if charisma:
            raise OptionsError(f"Charisma cards are never in the deck: {', '.join(charisma)}",
                               "charisma_in_deck", cards=charisma)
        shown = [c if _ID.match(str(c)) else repr(c)[:12] for c in unknown[:5]]
        raise OptionsError(f"unknown card id(s) in the deck: {', '.join(shown)}", "unknown_cards", cards=shown)
    over = sorted(c for c, n in Counter(deck).items() if n > MAX_COPIES)
    if over:
        raise OptionsError(f"more than {MAX_COPIES} copies of {', '.join(over)}", "too_many_copies", cards=over)
    low, high = (n * players for n in DECK_PER_PLAYER)
    if not low <= len(deck) <= high:
        raise OptionsError(f"the deck needs {low} to {high} cards for {players} players, got {len(deck)}",
                           "deck_size", low=low, high=high, got=len(deck))
    return deck


class GensokyoOptions(BaseModel):
    """``map``: the loop (31 squares, 46 with 4 players) or the cross map.
    ``deck``: None for the standard deck (§2.2), or the variant's shared deck
    as card ids (§14)."""

    model_config = ConfigDict(extra="forbid", frozen=True, strict=True)

    players: int = Field(2, ge=2, le=4)
    map: Literal["loop", "cross"] = "loop"
    deck: Optional[list[str]] = None

    @model_validator(mode="after")
    def _a_legal_deck(self):
        if self.deck is not None:
            check_deck(self.deck, self.players)
        return self
