"""Game options for Heart of Crown: players, the 10 commons, variants.

The market is chosen one of three ways: ``"market": "random"`` (seeded, 10 of
the 31), ``"market": "preset:<name>"``, or ``"market": [ten pile ids]``.
Every mistake is a ``OptionsError`` naming what is wrong.
"""
from __future__ import annotations

from collections import Counter

from pydantic import BaseModel, ConfigDict

from engine.core.text import brief
from engine.games.heart_of_crown.cards import COMMON_PILES

MARKET_SIZE = 10

# Our own named selections (the rulebook's page-32 lists are not in our sources).
PRESETS = {
    "first_game": ("fast_horse", "wishing_well", "hideout", "purveyor", "trade_ship",
                   "library", "flea_market", "royal_demesne", "alchemist", "attending_maid"),
    "court_intrigue": ("scout", "donation", "battering_ram", "stargazing_witch", "hunted_beast",
                       "infantry_battalion", "charm_witch", "curse_witch", "gossiping_duchess", "attending_maid"),
    "merchants_guild": ("castle_wall", "buried_treasure", "urban_development", "general_store",
                        "magic_amulet", "bank", "supply_unit", "royal_ball", "adventurer", "margrave"),
}


def shown(value) -> str:
    """A value as it may appear in a one-line message, however large it is."""
    return brief(repr(value))


class OptionsError(ValueError):
    """Options a game cannot start with. The message is one English line;
    ``code`` and ``fields`` let an app say the same in its language."""

    def __init__(self, message: str, code: str, **fields):
        super().__init__(message)
        self.code = code
        self.fields = fields


def check_market(piles) -> tuple:
    """Validate a hand-picked market: ten distinct known pile ids."""
    piles = tuple(piles)
    unknown = [brief(p) if isinstance(p, str) else shown(p)
               for p in piles if p not in COMMON_PILES][:5]    # a few name the mistake
    if unknown:
        raise OptionsError(f"unknown common card(s) in the market: {', '.join(unknown)}",
                           "unknown_cards", cards=unknown)
    duplicates = sorted(pile for pile, count in Counter(piles).items() if count > 1)
    if duplicates:
        raise OptionsError(f"the market lists a card twice: {', '.join(duplicates)}",
                           "duplicate_cards", cards=duplicates)
    if len(piles) != MARKET_SIZE:
        raise OptionsError(f"the market needs exactly {MARKET_SIZE} common cards, got {len(piles)}",
                           "market_size", needed=MARKET_SIZE, got=len(piles))
    return piles


def normalize_options(options: dict) -> dict:
    """Fill in defaults and check everything; the result goes into records."""
    known = {"players", "market", "handicap"}
    extra = sorted(set(options) - known)
    if extra:
        raise OptionsError(f"unknown option(s): {', '.join(extra)}", "unknown_options", names=extra)
    players = options.get("players", 2)
    if not isinstance(players, int) or isinstance(players, bool) or not 2 <= players <= 4:
        raise OptionsError(f"Heart of Crown is for 2 to 4 players, not {shown(players)}", "players")
    market = options.get("market", "random")
    if isinstance(market, str):
        if market != "random":
            name = market.removeprefix("preset:")
            if not market.startswith("preset:") or name not in PRESETS:
                raise OptionsError(
                    f"unknown market {shown(market)} (use 'random', a list of 10 cards, or one of: "
                    + ", ".join(f"preset:{p}" for p in PRESETS) + ")", "unknown_market", market=market)
    elif isinstance(market, (list, tuple)):
        market = list(check_market(market))
    else:
        raise OptionsError("the market must be 'random', 'preset:<name>' or a list of 10 cards", "market_type")
    handicap = options.get("handicap", {}) or {}
    if not isinstance(handicap, dict):
        raise OptionsError("handicap must map seats to a number of Court Maids", "handicap_type")
    clean_handicap = {}
    for seat, count in handicap.items():
        try:
            seat_no = int(seat)
        except (TypeError, ValueError):
            raise OptionsError(f"handicap seat {shown(seat)} is not a seat number", "handicap_seat",
                               seat=str(seat)) from None
        if not 0 <= seat_no < players:
            raise OptionsError(f"handicap seat {seat_no} does not exist in a {players}-player game",
                               "handicap_seat", seat=str(seat_no))
        if not isinstance(count, int) or isinstance(count, bool) or not 0 <= count <= 3:
            raise OptionsError(f"handicap for seat {seat_no} must be 0 to 3 Court Maids, not {shown(count)}",
                               "handicap_count", seat=seat_no)
        if count:
            clean_handicap[str(seat_no)] = count
    return {"players": players, "market": market, "handicap": clean_handicap}


def choose_market(market, rng) -> tuple:
    """The ten pile ids for normalized ``market``; random draws use ``rng``."""
    if market == "random":
        return tuple(rng.sample(COMMON_PILES, MARKET_SIZE))
    if isinstance(market, str):
        return PRESETS[market.removeprefix("preset:")]
    return tuple(market)


class HeartOfCrownOptions(BaseModel):
    """The options as the platform's pydantic model (``GameSpec.options``).
    ``model_validate`` runs ``normalize_options`` first, so a mistake is still
    an ``OptionsError`` with its code and fields (the desktop translates them
    by code): pydantic would wrap an error raised inside a validator."""

    model_config = ConfigDict(extra="forbid", frozen=True, strict=True)

    players: int = 2
    market: str | list[str] = "random"
    handicap: dict[str, int] = {}

    @classmethod
    def model_validate(cls, obj, **kwargs) -> "HeartOfCrownOptions":
        if isinstance(obj, dict):
            obj = normalize_options(obj)
        return super().model_validate(obj, **kwargs)
