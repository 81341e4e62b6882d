"""Build Heart of Crown positions for scenario tests.

``table(...)`` describes a position and builds it with
``engine.games.heart_of_crown.position``: the zones named in its arguments are
laid out as given, the others as the seeded setup dealt them, and the rules
start at the main phase of ``turn``. Decks and the supply are given top first.
It does not conserve cards (``conserve: false``): a card a test names comes
from outside the game and leaves every other zone as dealt, so a test can
name any card and count a pile or the exiled cards exactly.
"""
from __future__ import annotations

from collections import Counter

from engine.games.heart_of_crown.codec import CODEC
from engine.games.heart_of_crown.position import position

TEST_MARKET = ["fast_horse", "wishing_well", "hideout", "purveyor", "trade_ship",
               "library", "flea_market", "royal_demesne", "alchemist", "attending_maid"]


def table(players=2, seed=0, market=None, turn=0, hands=None, decks=None, discards=None,
          princesses=None, lands=None, succession=None, coins=0, market_stacks=None, supply=None,
          counters=None, basic=None, curses=None, sudden_death=None):
    """``lands`` lists a seat's lands as card names or ``(land, kept card)``;
    ``counters`` maps a seat to ``{"twin"|"store"|"other"|"points": n}``;
    ``basic`` overrides some basic-market counts; ``curses`` the curse pile;
    ``sudden_death`` the seats in sudden death."""
    seats = {}
    for zone, by_seat in (("hand", hands), ("deck", decks), ("discard", discards),
                          ("princess", princesses), ("succession", succession), ("counters", counters)):
        for seat, value in (by_seat or {}).items():
            seats.setdefault(seat, {})[zone] = value
    for seat, cards in (lands or {}).items():
        seats.setdefault(seat, {})["lands"] = [
            {"land": c} if isinstance(c, str) else {"land": c[0], "kept": c[1]} for c in cards]
    return position({
        "players": players, "seed": seed, "market": market or TEST_MARKET, "turn": turn,
        "coins": coins, "seats": seats, "basic": basic, "curses": curses,
        "market_stacks": market_stacks, "supply": supply, "sudden_death": sudden_death,
        "conserve": False,
    })


def play_all(state, *actions):
    """Apply actions (as text) in order; return the events of the last one."""
    events = []
    for action in actions:
        events = state.apply(CODEC.parse(action)).events
    return events


def finish_turn(state, coronation="decline"):
    """End the current turn doing nothing more: end the phases, keep nothing,
    answer a coronation with ``coronation``. Stops at the next turn's first
    decision (or at the end of the game)."""
    start = state.turn_number
    answers = {"main": "end_main", "second": "end_second", "keep": "done",
               "supply_unit": "skip", "coronation": coronation}
    while state.winners is None and state.turn_number == start:
        kind = state.decision.kind
        if kind not in answers:
            raise AssertionError(f"finish_turn cannot answer a {kind!r} decision")
        state.apply(CODEC.parse(answers[kind]))


def top_of_deck(player, count=1):
    """The top ``count`` cards of a player's deck, top first."""
    return player.deck[-1:-count - 1:-1]


def counts(cards):
    return Counter(cards)
