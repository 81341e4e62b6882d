"""Heart of Crown positions as data: build a validated game state from a plain
description, so scenario tests, tools and puzzles never write the state's fields.

A description (``PositionDescription``; plain JSON, cards named as in action
text: ``"city"``, ``"maid_lily"``) names some zones; ``position(description)``
starts the seeded game those options and that seed give, lays out every zone
the description names exactly as named, leaves the others as the setup dealt
them, and starts the rules at the start of ``phase`` of seat ``turn``.

Conservation (``conserve``, the default): the result holds exactly the
setup's cards (starting decks, basic market, the chosen commons' piles, the
rares, the curses and the princesses), plus ``extra``. So a card named in a
zone has to come from somewhere, and a card the setup had there has to go
somewhere:

* A named card is taken, in this order, from the cards the description lifted
  out of the same seat's named zones (its dealt hand when ``hand`` is given),
  from the shared stock (its basic pile, the supply from the bottom, the
  market stacks, the curse pile, the princesses), from any other lifted card,
  and last from ``extra``. A card found nowhere is a PositionError naming it.
* A lifted card nobody named goes to the bottom of its seat's deck when the
  deck is not named (so the top of the dealt deck stays as dealt), a common or
  rare lifted from the market to the bottom of the supply when the supply is not
  named, and otherwise abroad (out of the game, with exiled cards) when
  ``abroad`` is not named. If every such zone is named: PositionError.

``conserve: false`` is for a scenario that wants each zone exactly as named or
as dealt and nothing else moved: a named card comes from outside the game and
a card it replaces leaves it, so ``card_counts`` differs from the setup's by
exactly those cards.

The rules then run from the start of ``phase`` to the first decision, which
must be that phase's decision for seat ``turn`` (or the end of the game: a table
may end by itself). The turn starts fresh (no card played, no cost reduction, no effect pending),
with ``coins`` and ``plays``. The built state has no record: no seed and
actions lead to it, so ``state.record()`` is None, as for a sampled world.

Every mistake (unknown field or card, a count out of range, a seat that does not
exist, a phase that has no decision in the position) is a ``PositionError``
with one English line naming it.
"""
from __future__ import annotations

from collections import Counter
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from engine.games.heart_of_crown.cards import (
    ACTION, BASIC_MARKET, CARDS, PRINCESS, TERRITORY, RARES)
from engine.games.heart_of_crown.effects import STORE_COUNTER_LIMIT
from engine.games.heart_of_crown.rule_tables import DECLARE, KEEP, MAIN, MARKET_KINDS, SECOND
from engine.games.heart_of_crown.state import HeartOfCrown


class PositionError(ValueError):
    """A description that is no position of this game; the message is one line."""


# ---------------------------------------------------------------- the state's internals
# Everything below that touches the state or its card ids goes through these,
# so a change of representation (cards as ints) is a change here only.

def _card_id(name: str):
    """The state's id of the card ``name``; PositionError for no card."""
    if name not in CARDS:
        raise PositionError(f"unknown card {name!r}")
    return name


def _card_name(card) -> str:
    return card


def _names(cards) -> list:
    return [_card_name(c) for c in cards]


def _ids(names) -> list:
    return [_card_id(n) for n in names]


def _read_seat(state: HeartOfCrown, seat: int) -> dict:
    """A seat's zones by name, as the description writes them."""
    player = state.players[seat]
    return {
        "hand": _names(player.hand),
        "deck": _names(reversed(player.deck)),          # the state keeps the top last
        "discard": _names(player.discard),
        "play": _names(player.play),
        "lands": [[_card_name(land), None if kept is None else _card_name(kept)]
                  for land, kept in zip(player.lands, player.kept)],
        "succession": _names(player.succession),
        "princess": None if player.princess is None else _card_name(player.princess),
    }


def _write_seat(state: HeartOfCrown, seat: int, zones: dict, face_up: int, counters: "Counters") -> None:
    player = state.players[seat]
    player.hand = _ids(zones["hand"])
    player.deck = _ids(reversed(zones["deck"]))
    player.faceup = player.seen = face_up
    player.discard = _ids(zones["discard"])
    player.play = _ids(zones["play"])
    player.lands = _ids(land for land, _ in zones["lands"])
    player.kept = [None if kept is None else _card_id(kept) for _, kept in zones["lands"]]
    player.succession = _ids(zones["succession"])
    player.princess = None if zones["princess"] is None else _card_id(zones["princess"])
    player.known = []
    player.twin_counters = counters.twin
    player.store_counters = counters.store
    player.other_counters = counters.other
    player.point_counters = counters.points


def _read_shared(state: HeartOfCrown) -> dict:
    return {
        "basic": {_card_name(c): n for c, n in state.basic.counts.items()},
        "market_stacks": [_names(stack) for stack in state.market],
        "supply": _names(reversed(state.supply)),
        "curses": state.curses,
        "princesses": _names(state.princesses),
        "abroad": _names(state.abroad),
    }


def _write_shared(state: HeartOfCrown, shared: dict) -> None:
    state.basic.counts = {_card_id(c): n for c, n in shared["basic"].items()}
    state.market = [tuple(_ids(stack)) for stack in shared["market_stacks"]]
    state.supply = _ids(reversed(shared["supply"]))
    state.supply_top_open = False
    state.curses = shared["curses"]
    state.princesses = _ids(shared["princesses"])
    state.abroad = _ids(shared["abroad"])


def _start(state: HeartOfCrown, turn: int, phase: str, coins: int, plays: int,
           sudden_death: list | None, turn_number: int = 1) -> None:
    """Start the rules afresh at ``phase`` of ``turn``'s turn."""
    state.turn = turn
    state.turn_number = turn_number
    state.stack = []
    state.coronation = {}
    state.overtime = None if sudden_death is None else tuple(sorted(sudden_death))
    state.extra_turn_pending = state.in_extra_turn = False
    state._reset_turn()
    state.coins = coins
    state.plays_left = plays
    state.restart_stall_count()
    state.history = None
    state.phase = _PHASES[phase]
    state.decision = None
    state._run()


def _decision(state: HeartOfCrown):
    decision = state.decision
    return None if decision is None else (decision.player, decision.kind)


def _is_over(state: HeartOfCrown) -> bool:
    return state.winners is not None


def _owned_names(state: HeartOfCrown):
    for player in state.players:
        yield from _names(player.owned())
    for card, count in state.basic.counts.items():
        yield from [_card_name(card)] * count
    for stack in state.market:
        yield from _names(stack)
    yield from _names(state.supply)
    yield from ["curse"] * state.curses
    yield from _names(state.abroad)
    yield from _names(state.princesses)


# ---------------------------------------------------------------- the description

_PHASES = {"main": MAIN, "second": SECOND, "keep": KEEP, "coronation": DECLARE}


class Counters(BaseModel):
    """A seat's counters."""

    model_config = ConfigDict(extra="forbid")
    twin: int = Field(0, ge=0, description="Rain & Sion's twin counters (extra turns left)")
    store: int = Field(0, ge=0, le=STORE_COUNTER_LIMIT, description="coin counters from General Store")
    other: int = Field(0, ge=0, description="other coin counters (Minnyan)")
    points: int = Field(0, ge=0, description="+1 succession counters on the princess (Lily)")


class Land(BaseModel):
    """A territory card in a domain and the action card kept on it, if any."""

    model_config = ConfigDict(extra="forbid")
    land: str
    kept: str | None = None


class SeatDescription(BaseModel):
    """One seat. A zone left out (None) is as the setup dealt it: a hand of five
    and a deck of five starting cards, every other zone empty."""

    model_config = ConfigDict(extra="forbid")
    hand: list[str] | None = None
    deck: list[str] | None = Field(None, description="top first")
    face_up: int = Field(0, ge=0, description="how many of the deck's top cards lie face up")
    discard: list[str] | None = Field(None, description="bottom first: the last is on top")
    play: list[str] | None = Field(None, description="the play area, in the order played")
    lands: list[Land] | None = Field(None, description="the domain's territories, in order")
    succession: list[str] | None = Field(None, description="the domain's other cards")
    princess: str | None = Field(None, description="the backed princess; None: no domain")
    counters: Counters = Counters()


class PositionDescription(BaseModel):
    """A Heart of Crown position. ``players``, ``market`` and ``seed`` are the
    game's options and seed: they decide the setup that every zone left out (None)
    keeps. ``phase`` is one of ``main``, ``second`` (buying, backing, setting),
    ``keep`` (the cleanup's keeping of action cards on lands; cleanup-set cards
    and Supply Units come before it, so they do not happen) and ``coronation``
    (the declaration at the end of a turn: needs 20 points)."""

    model_config = ConfigDict(extra="forbid")
    players: int = Field(2, ge=2, le=4)
    market: str | list[str] = Field("random", description="the ten commons, as the game option")
    seed: int = 0
    turn: int = Field(0, ge=0, description="the seat whose turn it is")
    phase: Literal["main", "second", "keep", "coronation"] = "main"
    coins: int = Field(0, ge=0, description="coins in hand this turn")
    plays: int = Field(1, ge=0, description="plays left in the main phase")
    turn_number: int = Field(1, ge=1, description="the turn's number, as the table shows it")
    seats: dict[int, SeatDescription] = Field(default_factory=dict)
    basic: dict[str, int] | None = Field(None, description="counts of the named basic piles; others as dealt")
    market_stacks: list[list[str]] | None = Field(None, description="the market's stacks, one pile each")
    supply: list[str] | None = Field(None, description="the face-down supply, top first")
    curses: int | None = Field(None, ge=0, description="cards in the curse pile")
    princesses: list[str] | None = Field(None, description="the princesses nobody has backed")
    abroad: list[str] | None = Field(None, description="exiled cards")
    sudden_death: list[int] | None = Field(None, description="the seats in sudden death, if it is on")
    conserve: bool = Field(True, description="hold exactly the setup's cards (and extra); see the module")
    extra: list[str] = Field(default_factory=list,
                             description="cards beyond the setup's, taken when a named card is found nowhere")


# ---------------------------------------------------------------- building

def position(description) -> HeartOfCrown:
    """The validated state ``description`` (a dict or a PositionDescription) describes."""
    desc = _validated(description)
    try:
        state = HeartOfCrown({"players": desc.players, "market": desc.market}, desc.seed)
    except ValueError as error:
        raise PositionError(f"market: {error}") from None
    _check_seats(desc)
    seats = [_read_seat(state, seat) for seat in range(desc.players)]
    shared = _read_shared(state)
    _Layout(desc, seats, shared).settle()
    for seat, zones in enumerate(seats):
        given = desc.seats.get(seat, SeatDescription())
        if given.face_up > len(zones["deck"]):
            raise PositionError(f"seat {seat}: {given.face_up} face-up cards on a deck of {len(zones['deck'])}")
        _write_seat(state, seat, zones, given.face_up, given.counters)
    _write_shared(state, shared)
    _start(state, desc.turn, desc.phase, desc.coins, desc.plays, desc.sudden_death, desc.turn_number)
    # Each phase's decision kind is its name. A table may also end by itself.
    if _decision(state) != (desc.turn, desc.phase) and not _is_over(state):
        raise PositionError(f"the {desc.phase} phase of seat {desc.turn} has no decision in this position")
    return state


def card_counts(state: HeartOfCrown) -> Counter:
    """Every card in every zone of ``state``, by name: what conservation compares."""
    return Counter(_owned_names(state))


def _validated(description) -> PositionDescription:
    if isinstance(description, PositionDescription):
        return description
    try:
        return PositionDescription.model_validate(description)
    except ValidationError as error:
        first = error.errors()[0]
        where = ".".join(str(part) for part in first["loc"]) or "description"
        raise PositionError(f"{where}: {first['msg']}") from None


def _check_seats(desc: PositionDescription) -> None:
    n = desc.players
    for seat in [*desc.seats, desc.turn, *(desc.sudden_death or ())]:
        if not 0 <= seat < n:
            raise PositionError(f"seat {seat} does not exist in a {n}-player game")
    if desc.sudden_death is not None and len(set(desc.sudden_death)) < 2:
        raise PositionError("sudden death needs at least two distinct seats")


class _Layout:
    """The zones by name, changed from the setup's into the described ones
    under the conservation rule of the module docstring."""

    def __init__(self, desc: PositionDescription, seats: list, shared: dict):
        self.desc = desc
        self.seats = seats
        self.shared = shared
        self.lifted = {}          # origin (a seat, or None for shared) -> cards lifted out, in order
        self.extra = list(desc.extra)

    def settle(self) -> None:
        named = []                 # (seat or None, where, cards) for every named zone
        for seat, given in sorted(self.desc.seats.items()):
            for zone in ("hand", "deck", "discard", "play", "succession"):
                cards = getattr(given, zone)
                if cards is not None:
                    self._lift(seat, self.seats[seat][zone])
                    self.seats[seat][zone] = list(cards)
                    named.append((seat, f"seat {seat} {zone}", cards))
            if given.lands is not None:
                self._lift(seat, [c for pair in self.seats[seat]["lands"] for c in pair if c])
                self.seats[seat]["lands"] = [[land.land, land.kept] for land in given.lands]
                named.append((seat, f"seat {seat} lands",
                              [c for land in given.lands for c in (land.land, land.kept) if c]))
            if given.princess is not None:
                self.seats[seat]["princess"] = given.princess
                named.append((seat, f"seat {seat} princess", [given.princess]))
        named.extend(self._name_shared())
        for _, where, cards in [*named, (None, "extra", self.extra)]:
            unknown = [card for card in cards if card not in CARDS]
            if unknown:
                raise PositionError(f"unknown card {unknown[0]!r} in {where}")
        self._check_zones()
        if not self.desc.conserve:
            return
        for seat, where, cards in named:
            for card in cards:
                self._take(card, seat, where)
        self._place_leftovers()
        if self.extra:
            raise PositionError(f"extra names cards the position does not use: {', '.join(self.extra)}")

    def _lift(self, origin, cards) -> None:
        self.lifted.setdefault(origin, []).extend(cards)

    def _name_shared(self) -> list:
        desc, shared = self.desc, self.shared
        named = []
        if desc.basic is not None:
            for card, count in desc.basic.items():
                if card not in BASIC_MARKET:
                    raise PositionError(f"{card!r} is not a basic market pile "
                                        f"(those are: {', '.join(BASIC_MARKET)})")
                if count < 0:
                    raise PositionError(f"basic pile {card} cannot hold {count} cards")
                self._lift(None, [card] * shared["basic"][card])
                shared["basic"][card] = count
                named.append((None, f"basic {card}", [card] * count))
        if desc.market_stacks is not None:
            self._lift(None, [c for stack in shared["market_stacks"] for c in stack])
            shared["market_stacks"] = [list(stack) for stack in desc.market_stacks]
            named.append((None, "market stacks", [c for stack in desc.market_stacks for c in stack]))
        for zone in ("supply", "princesses", "abroad"):
            cards = getattr(desc, zone)
            if cards is not None:
                self._lift(None, shared[zone])
                shared[zone] = list(cards)
                named.append((None, zone, list(cards)))
        if desc.curses is not None:
            self._lift(None, ["curse"] * shared["curses"])
            shared["curses"] = desc.curses
            named.append((None, "curses", ["curse"] * desc.curses))
        return named

    def _check_zones(self) -> None:
        """Each card where the rules can have it."""
        for seat, zones in enumerate(self.seats):
            for land, kept in zones["lands"]:
                if TERRITORY not in CARDS[land].types:
                    raise PositionError(f"seat {seat}: {land} is not a territory, so not a land")
                if kept is not None and (ACTION not in CARDS[kept].types or CARDS[kept].cannot_keep):
                    raise PositionError(f"seat {seat}: {kept} cannot be kept on a land")
            for card in zones["succession"]:
                if TERRITORY in CARDS[card].types:
                    raise PositionError(f"seat {seat}: {card} is a territory: it goes in lands")
            if zones["princess"] is not None and PRINCESS not in CARDS[zones["princess"]].types:
                raise PositionError(f"seat {seat}: {zones['princess']} is not a princess")
            if zones["princess"] is None and (zones["lands"] or zones["succession"]):
                raise PositionError(f"seat {seat} has a domain but no princess")
        for card in self.shared["princesses"]:
            if PRINCESS not in CARDS[card].types:
                raise PositionError(f"princesses: {card} is not a princess")
        stacks = self.shared["market_stacks"]
        if len(stacks) > MARKET_KINDS:
            raise PositionError(f"the market holds at most {MARKET_KINDS} stacks, not {len(stacks)}")
        piles = [CARDS[stack[0]].pile for stack in stacks if stack]
        for stack in stacks:
            if not stack or len({CARDS[c].pile for c in stack}) > 1 or CARDS[stack[0]].kind not in ("common", "rare"):
                raise PositionError(f"market stack {stack} is not one pile of commons or a rare")
        if len(set(piles)) < len(piles):
            raise PositionError("two market stacks hold the same pile")

    def _take(self, card: str, seat, where: str) -> None:
        """Take one ``card`` for a named zone from where the rule says."""
        if self._take_lifted(card, seat) or self._take_stock(card) or any(
                self._take_lifted(card, origin) for origin in self.lifted):
            return
        if card in self.extra:
            self.extra.remove(card)
            return
        raise PositionError(f"no {card} left for {where}: the game's cards are all placed "
                            f"(name it in extra to bring one in)")

    def _take_lifted(self, card: str, origin) -> bool:
        cards = self.lifted.get(origin)
        if cards and card in cards:
            cards.remove(card)
            return True
        return False

    def _take_stock(self, card: str) -> bool:
        desc, shared = self.desc, self.shared
        if desc.basic is None or card not in desc.basic:
            if shared["basic"].get(card, 0) > 0:
                shared["basic"][card] -= 1
                return True
        if desc.supply is None and card in shared["supply"]:
            supply = shared["supply"]
            del supply[len(supply) - 1 - supply[::-1].index(card)]   # from the bottom
            return True
        if desc.market_stacks is None:
            for stack in shared["market_stacks"]:
                if card in stack:
                    stack.remove(card)
                    shared["market_stacks"] = [s for s in shared["market_stacks"] if s]
                    return True
        if card == "curse" and desc.curses is None and shared["curses"] > 0:
            shared["curses"] -= 1
            return True
        if desc.princesses is None and card in shared["princesses"]:
            shared["princesses"].remove(card)
            return True
        return False

    def _place_leftovers(self) -> None:
        desc = self.desc
        for origin, cards in self.lifted.items():
            for card in cards:
                if origin is not None and self._seat_given(origin).deck is None:
                    self.seats[origin]["deck"].append(card)
                elif (origin is None and desc.supply is None
                      and (CARDS[card].kind == "common" or card in RARES)):
                    self.shared["supply"].append(card)
                elif desc.abroad is None:
                    self.shared["abroad"].append(card)
                else:
                    raise PositionError(f"the setup's {card} has no place: every zone that could "
                                        f"take it is named (leave abroad out, or name the card)")

    def _seat_given(self, seat: int) -> SeatDescription:
        return self.desc.seats.get(seat, SeatDescription())
