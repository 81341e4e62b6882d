"""Build Heart of Crown positions for scenario tests.

``table(...)`` starts a real game, then replaces the zones named in its
arguments and restarts the rules at the start of the main phase of ``turn``.
Decks are given top first. Everything not named stays as the setup left it.
"""
from __future__ import annotations

from engine.games.heart_of_crown import new_game
from engine.games.heart_of_crown.state import MAIN

TEST_MARKET = ["fast_horse", "wishing_well", "hideout", "purveyor", "trade_ship",
               "library", "flea_market", "royal_demesne", "alchemist", "attending_maid"]


def table(players=2, seed=0, market=None, turn=0, hands=None, decks=None, discards=None,
          princesses=None, lands=None, succession=None, coins=0, market_stacks=None, supply=None):
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
    if market_stacks is not None:
        state.market = [list(stack) for stack in market_stacks]
    if supply is not None:
        state.supply = list(reversed(supply))   # given top first
    state.turn = turn
    state.stack = []
    state._reset_turn()
    state.coins = coins
    state.phase = MAIN
    state.decision = None
    state._run()
    return state


def play_all(state, *actions):
    """Apply actions in order; return the events of the last one."""
    events = []
    for action in actions:
        events = state.apply(action)
    return events
