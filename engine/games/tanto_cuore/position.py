"""Tanto Cuore positions as data: build a validated game state from a plain
description, so scenario tests, tools and puzzles never write the state's fields.

A description (``PositionDescription``, plain JSON, cards by id) gives the
game's ``options`` and ``seed``, and names some zones; ``position(description)``
starts the seeded game those give, lays out every named zone exactly as named,
leaves the others as the setup dealt them, and runs the rules from the start
of ``phase`` of seat ``turn`` (a fresh turn: 1 serving, 1 employ, no Love,
unless ``servings``, ``employs``, ``love`` say otherwise), numbered
``turn_number`` (default 1).

A seat's zones: ``hand``, ``deck`` (top card FIRST), ``discard`` (bottom
first), ``play`` (served this turn), ``chambermaids`` and ``private`` (bottom
first; an entry is a card id, or ``{"card": id, "illnesses": n}``),
``bad_habits`` (a count), ``employed`` (maids employed so far). Shared:
``town`` (``{card: count}`` for the piles named; the rest as dealt),
``private_open`` and ``private_pile`` (top card first).

Conservation (``conserve``, the default): the result holds exactly the
setup's cards, plus ``extra``. A named card is taken, in this order, from the
cards the same seat's named zones held as dealt, from the town (its pile; a
private maid from the pile or the face-up pair), from any other seat's lifted
cards, and last from ``extra``. A lifted card nobody named goes to the bottom
of its seat's deck when the deck is not named, else back to its town pile. A
town count named explicitly is set as named, and the whole game must still
hold the setup's cards: otherwise a PositionError names what is missing or
left over. ``conserve: false`` skips that check (cards come from outside).

The rules then run to the first decision, which must be seat ``turn``'s (or
the game's end). The built state has no record (``state.record()`` is None).
Every mistake is a ``PositionError`` with one English line naming it.
"""
from __future__ import annotations

from collections import Counter
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from engine.games.tanto_cuore.cards import CARDS, PRIVATE
from engine.games.tanto_cuore.state import EMPLOY, SERVING, START, TantoCuore


class PositionError(ValueError):
    """A description that is no position of this game; the message is one line."""


class MaidEntry(BaseModel):
    model_config = ConfigDict(extra="forbid")
    card: str
    illnesses: int = Field(0, ge=0, le=10)


class SeatDescription(BaseModel):
    model_config = ConfigDict(extra="forbid")
    hand: list[str] | None = None
    deck: list[str] | None = None
    discard: list[str] | None = None
    play: list[str] | None = None
    chambermaids: list[str | MaidEntry] | None = None
    private: list[str | MaidEntry] | None = None
    bad_habits: int | None = Field(None, ge=0, le=16)
    employed: int | None = Field(None, ge=0)


class PositionDescription(BaseModel):
    model_config = ConfigDict(extra="forbid")
    options: dict = {}
    seed: int = 0
    turn: int = Field(0, ge=0, le=3)
    phase: Literal["start", "serving", "employ"] = "start"
    servings: int = Field(1, ge=0)
    employs: int = Field(1, ge=0)
    love: int = Field(0, ge=0)
    turn_number: int = Field(1, ge=1)
    seats: dict[int, SeatDescription] = {}
    town: dict[str, int] = {}
    private_open: list[str] | None = None
    private_pile: list[str] | None = None
    conserve: bool = True
    extra: list[str] = []


def _entry(item) -> tuple:
    return (item, 0) if isinstance(item, str) else (item.card, item.illnesses)


def _card_counts(state) -> Counter:
    counts = Counter()
    for p in state.players:
        counts.update(p.owned())
        counts.update(p.chamber)
        counts.update(p.private)
        counts["bad_habit"] += p.bad_habits
        counts["illness"] += sum(p.chamber_ill) + sum(p.private_ill)
    counts.update({c: n for c, n in state.town.counts.items() if n})
    counts.update(state.private_pile)
    counts.update(state.private_open)
    return +counts


def card_counts(state) -> Counter:
    """Every card of the game, wherever it is."""
    return _card_counts(state)


class _Stock:
    """Where named cards come from, in the documented order."""

    def __init__(self, state, lifted, extra):
        self.state = state
        self.lifted = lifted          # seat -> Counter of cards lifted out of its named zones
        self.extra = Counter(extra)

    def take(self, card: str, seat) -> None:
        if card not in CARDS:
            raise PositionError(f"unknown card {card!r}")
        own = self.lifted.get(seat)
        if own is not None and own[card] > 0:
            own[card] -= 1
            return
        state = self.state
        if card in PRIVATE:
            for zone in (state.private_pile, state.private_open):
                if card in zone:
                    zone.remove(card)
                    return
        elif state.town.take(card):
            return
        for other in self.lifted.values():
            if other[card] > 0:
                other[card] -= 1
                return
        if self.extra[card] > 0:
            self.extra[card] -= 1
            return
        raise PositionError(f"no {card} is left to put there (add it to 'extra')")


def position(description: dict) -> TantoCuore:
    """A validated state laid out as ``description`` says (see the module's text)."""
    try:
        desc = PositionDescription.model_validate(description)
    except ValidationError as error:
        first = error.errors()[0]
        raise PositionError(f"{'.'.join(map(str, first['loc']))}: {first['msg']}") from None
    try:
        state = TantoCuore(desc.options, desc.seed, log_events=True)
    except ValueError as error:
        raise PositionError(f"options: {error}") from None
    n = state.num_players
    if desc.turn >= n or any(seat >= n or seat < 0 for seat in desc.seats):
        raise PositionError(f"a seat that does not exist in a {n}-player game")
    setup = _card_counts(state)
    state.stack = []
    state.decision = None
    lifted = {}
    for seat, zones in desc.seats.items():
        player = state.players[seat]
        bag = lifted[seat] = Counter()
        for name in ("hand", "deck", "discard", "play"):
            if getattr(zones, name) is not None:
                bag.update(getattr(player, name))
                setattr(player, name, [])
        if zones.chambermaids is not None:
            bag.update(player.chamber)
            bag["illness"] += sum(player.chamber_ill)
            player.chamber, player.chamber_ill = [], []
        if zones.private is not None:
            bag.update(player.private)
            bag["illness"] += sum(player.private_ill)
            player.private, player.private_ill = [], []
        if zones.bad_habits is not None:
            bag["bad_habit"] += player.bad_habits
            player.bad_habits = 0
        player.known, player.peeked, player.faceup, player.seen = [], {}, 0, 0
    if desc.private_open is not None:
        state.private_pile.extend(state.private_open)
        state.private_open = []
    if desc.private_pile is not None:
        pile, state.private_pile = state.private_pile, []
        lifted.setdefault(None, Counter()).update(pile)
    stock = _Stock(state, lifted, desc.extra if desc.conserve else [])

    def take(card, seat):
        if desc.conserve:
            stock.take(card, seat)
        elif card not in CARDS:
            raise PositionError(f"unknown card {card!r}")

    for seat, zones in desc.seats.items():
        player = state.players[seat]
        for name in ("hand", "discard", "play"):
            cards = getattr(zones, name)
            if cards is not None:
                for card in cards:
                    take(card, seat)
                setattr(player, name, list(cards))
        if zones.deck is not None:
            for card in zones.deck:
                take(card, seat)
            player.deck = list(reversed(zones.deck))     # described top first, stored top last
        for name, cards_attr, ill_attr in (("chambermaids", "chamber", "chamber_ill"),
                                           ("private", "private", "private_ill")):
            entries = getattr(zones, name)
            if entries is None:
                continue
            cards, ills = [], []
            for item in entries:
                card, ill = _entry(item)
                take(card, seat)
                for _ in range(ill):
                    take("illness", seat)
                cards.append(card)
                ills.append(ill)
            setattr(player, cards_attr, cards)
            setattr(player, ill_attr, ills)
        if zones.bad_habits is not None:
            for _ in range(zones.bad_habits):
                take("bad_habit", seat)
            player.bad_habits = zones.bad_habits
        if zones.employed is not None:
            player.employed = zones.employed
    if desc.private_open is not None:
        for card in desc.private_open:
            take(card, None)
        state.private_open = list(desc.private_open)
    if desc.private_pile is not None:
        for card in desc.private_pile:
            take(card, None)
        state.private_pile = list(reversed(desc.private_pile))
    # Lifted cards nobody named: to the bottom of their seat's deck, or back to the town.
    for seat, bag in lifted.items() if desc.conserve else ():
        for card in sorted(bag.elements()):
            if seat is not None and desc.seats[seat].deck is None:
                state.players[seat].deck.insert(0, card)
            elif card in PRIVATE:
                state.private_pile.insert(0, card)
            else:
                state.town.counts[card] = state.town.counts.get(card, 0) + 1
    for card, count in desc.town.items():
        if card not in state.town.counts:
            raise PositionError(f"{card!r} is no town pile of this game")
        state.town.counts[card] = count
    if len(state.private_open) > 2:
        raise PositionError("at most 2 private maids lie face up")
    if desc.conserve:
        now = _card_counts(state)
        wanted = setup + Counter(desc.extra)
        if now != wanted:
            missing, surplus = wanted - now, now - wanted
            raise PositionError("cards not conserved: "
                                + ", ".join([f"missing {n} {c}" for c, n in sorted(missing.items())]
                                            + [f"{n} {c} too many" for c, n in sorted(surplus.items())]))
    for player in state.players:
        if len(player.private) != len(player.private_ill) or len(player.chamber) != len(player.chamber_ill):
            raise PositionError("a quarters list lost its illnesses")  # pragma: no cover - built together
    state.turn = desc.turn
    state.turn_number = desc.turn_number
    state._reset_turn()
    state.servings, state.employs, state.love = desc.servings, desc.employs, desc.love
    state.phase = {"start": START, "serving": SERVING, "employ": EMPLOY}[desc.phase]
    state.history = None
    state.winners = None
    state.round_stock = state._maid_stock()
    state.stalled_rounds = 0
    state.events = []
    state.check_end()
    state.run()
    if state.winners is None and state.decision.player != desc.turn:
        raise PositionError(f"the position's first decision is seat {state.decision.player}'s, not seat {desc.turn}'s")
    return state
