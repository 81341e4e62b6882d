"""Game options for Tanto Cuore: players, the town's 10 general maids, and the
rule options where the sources disagree (RULES_NOTES.md says why each default).

The town is ``"random"`` (seeded, 10 of the 16), ``"preset:first_game"`` (the
rulebook's recommended first town) or a list of ten general-maid ids. Every
mistake is an ``OptionsError`` naming what is wrong.
"""
from __future__ import annotations

from collections import Counter
from typing import Literal

from pydantic import BaseModel, ConfigDict, field_validator

from engine.core.text import brief
from engine.games.tanto_cuore.cards import GENERAL, TOWN_SIZE

PRESETS = {
    # Recommended first-game town (English manual, S5).
    "first_game": ("azure", "viola", "rouge", "safran", "kagari", "genevieve", "moine",
                   "tenalys", "sainsbury", "anise"),
}


class OptionsError(ValueError):
    """Options a game cannot start with; ``code`` and ``fields`` let an app
    say the same in its language."""

    def __init__(self, message: str, code: str, **fields):
        super().__init__(message)
        self.code = code
        self.fields = fields


def check_town(piles) -> tuple:
    piles = tuple(piles)
    unknown = [brief(repr(p)) for p in piles if p not in GENERAL][:5]
    if unknown:
        raise OptionsError(f"unknown general maid(s) in the town: {', '.join(unknown)}",
                           "unknown_cards", cards=unknown)
    twice = sorted(p for p, n in Counter(piles).items() if n > 1)
    if twice:
        raise OptionsError(f"the town lists a maid twice: {', '.join(twice)}", "duplicate_cards", cards=twice)
    if len(piles) != TOWN_SIZE:
        raise OptionsError(f"the town needs exactly {TOWN_SIZE} general maids, got {len(piles)}",
                           "town_size", needed=TOWN_SIZE, got=len(piles))
    return piles


class TantoCuoreOptions(BaseModel):
    """The options as the platform's pydantic model (``GameSpec.options``).

    ``bad_habit_double_at``: how many Bad Habits make each one −2 (5: "more
    than 4", the summary's words and the default; 4: "4 or more").
    ``illness_on_own_maids``: whether an Illness may go on your own maids (the
    summary: "任意玩家", any player's; off: only other players').
    ``fay_cost`` (6, or 5 as one stat table has it) and ``safran_vp`` (0, or 1
    as one randomizer has it) choose between the sources' numbers."""

    model_config = ConfigDict(extra="forbid", frozen=True, strict=True)

    players: int = 2
    town: str | list[str] = "random"
    bad_habit_double_at: Literal[4, 5] = 5
    illness_on_own_maids: bool = True
    fay_cost: Literal[5, 6] = 6
    safran_vp: Literal[0, 1] = 0

    @field_validator("bad_habit_double_at", "fay_cost", "safran_vp", mode="before")
    @classmethod
    def _exactly_an_int(cls, value):
        """A Literal of ints takes True for 1 and 5.0 for 5 even when strict: a record says 5."""
        if type(value) is not int:
            raise ValueError("Input should be a valid integer")
        return value

    @classmethod
    def model_validate(cls, obj, **kwargs) -> "TantoCuoreOptions":
        if isinstance(obj, dict):
            obj = normalize_options(obj)
        return super().model_validate(obj, **kwargs)


def normalize_options(options: dict) -> dict:
    """Check the players and the town (the rest is pydantic's) and fill in defaults."""
    options = dict(options)
    players = options.get("players", 2)
    if not isinstance(players, int) or isinstance(players, bool) or not 2 <= players <= 4:
        raise OptionsError(f"Tanto Cuore is for 2 to 4 players, not {brief(repr(players))}", "players")
    town = options.get("town", "random")
    if isinstance(town, str):
        if town != "random" and (not town.startswith("preset:") or town.removeprefix("preset:") not in PRESETS):
            raise OptionsError(f"unknown town {brief(repr(town))} (use 'random', a list of 10 maids, or "
                               + ", ".join(f"preset:{p}" for p in PRESETS) + ")", "unknown_town", town=town)
    elif isinstance(town, (list, tuple)):
        options["town"] = list(check_town(town))
    else:
        raise OptionsError("the town must be 'random', 'preset:<name>' or a list of 10 maids", "town_type")
    return options


def game_options(options: dict | None) -> dict:
    """Every option with its default, validated: what a game starts from."""
    return TantoCuoreOptions.model_validate(options or {}).model_dump(mode="json")


def choose_town(town, rng) -> tuple:
    """The ten general maids of ``town``; a random town draws from ``rng``."""
    if town == "random":
        return tuple(rng.sample(GENERAL, TOWN_SIZE))
    if isinstance(town, str):
        return PRESETS[town.removeprefix("preset:")]
    return tuple(town)
