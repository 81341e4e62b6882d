"""Build Heart of Crown positions for scenario tests.

``table(...)`` starts a real game, then replaces the zones named in its
arguments and restarts the rules at the start of the main phase of ``turn``.
Decks are given top first. Everything not named stays as the setup left it.
"""
from __future__ import annotations

from collections import Counter

from engine.games.heart_of_crown import new_game
from engine.games.heart_of_crown.codec import CODEC
from engine.games.heart_of_crown.state import MAIN

TEST_MARKET = ["fast_horse", "wishing_well", "hideout", "purveyor", "trade_ship",
               "library", "flea_market", "royal_demesne", "alchemist", "attending_maid"]

_COUNTERS = {"twin": "twin_counters", "store": "store_counters", "other": "other_counters",
             "points": "point_counters"}


def table(players=2, seed=0, market=None, turn=0, hands=None, decks=None, discards=None,
          princesses=None, lands=None, succession=None, coins=0, market_stacks=None, supply=None,
          counters=None, basic=None, curses=None):
    """``counters`` maps a seat to ``{"twin"|"store"|"other"|"points": n}``;
    ``basic`` overrides some basic-market counts; ``curses`` the curse pile."""
    state = new_game({"players": players, "market": market or TEST_MARKET}, seed)
    for seat, cards in (hands or {}).items():
        state.players[seat].hand = list(cards)
    for seat, cards in (decks or {}).items():
        state.players[seat].deck = list(reversed(cards))
        state.players[seat].faceup = 0
    for seat, cards in (discards or {}).items():
        state.players[seat].discard = list(cards)
    for seat, princess in (princesses or {}).items():
        state.players[seat].princess = princess
        if princess in state.princesses:
            state.princesses.remove(princess)
    for seat, cards in (lands or {}).items():
        player = state.players[seat]
        player.lands = [c if isinstance(c, str) else c[0] for c in cards]
        player.kept = [None if isinstance(c, str) else c[1] for c in cards]
    for seat, cards in (succession or {}).items():
        state.players[seat].succession = list(cards)
    for seat, values in (counters or {}).items():
        for name, value in values.items():
            setattr(state.players[seat], _COUNTERS[name], value)
    if basic is not None:
        state.basic.counts.update(basic)
    if curses is not None:
        state.curses = curses
    if market_stacks is not None:
        state.market = [tuple(stack) for stack in market_stacks]
    if supply is not None:
        state.supply = list(reversed(supply))   # given top first
        state.supply_top_open = False
    state.turn = turn
    state.stack = []
    state._reset_turn()
    state.coins = coins
    state.restart_stall_count()
    state.phase = MAIN
    state.decision = None
    state._run()
    return state


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
