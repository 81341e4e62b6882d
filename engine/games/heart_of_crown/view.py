"""What one seat may see, and states re-sampled from that seat's knowledge.

A view is plain data (dicts, lists, strings, ints) so the GUI, the AI and the
tests can read it without touching the state. It shows the seat's own hand,
every public zone, counts for hidden ones, and never any deck order: only the
face-up cards on top of a deck are named.
"""
from __future__ import annotations

from engine.core.rng import Rng
from engine.deckbuilding.resample import resample_zones
from engine.games.heart_of_crown.cards import CARDS


def _player_view(state, seat: int, viewer: int) -> dict:
    player = state.players[seat]
    return {
        "seat": seat,
        "hand": list(player.hand) if seat == viewer else None,
        "hand_count": len(player.hand),
        "known_hand": list(player.known),
        "deck_count": len(player.deck),
        "deck_faceup": player.faceup_cards(),
        # Its owner knows what their deck holds, never the order: sorted.
        "deck_cards": sorted(player.deck) if seat == viewer else None,
        "discard": list(player.discard),
        "play": list(player.play),
        "princess": player.princess,
        "lands": [{"card": land, "kept": kept} for land, kept in zip(player.lands, player.kept)],
        "succession": list(player.succession),
        "points": player.points(),
        "point_counters": player.point_counters,
        "coin_counters": player.coin_counters,
        "twin_counters": player.twin_counters,
        "owned_count": player.count_owned(),
    }


def build_view(state, seat: int) -> dict:
    decision = state.decision
    if decision is None:
        shown_decision = None
    elif decision.player == seat:
        shown_decision = decision.as_dict()
        shown_decision["options"] = state.shown_options()      # plain data, described once for the table
    else:
        # Others see who is deciding what, not the options (they may name hidden cards).
        shown_decision = {"player": decision.player, "kind": decision.kind}
    supply_top = state.supply[-1] if state.supply_top_open and state.supply else None
    return {
        "game": state.game_id,
        "seat": seat,
        "num_players": state.num_players,
        "turn": state.turn,
        "turn_number": state.turn_number,
        "phase": state.phase,
        "decision": shown_decision,
        "coins": state.coins,
        "plays_left": state.plays_left,
        "played": list(state.played),
        "basic_market": dict(state.basic.counts),
        "market": [{"pile": CARDS[stack[0]].pile, "cards": list(stack)} for stack in state.market],
        "supply_count": len(state.supply),
        "supply_top": supply_top,
        "curses": state.curses,
        "abroad": list(state.abroad),
        "princesses": list(state.princesses),
        "market_piles": list(state.market_piles),
        "players": [_player_view(state, s, seat) for s in range(state.num_players)],
        "coronation": sorted(state.coronation),
        "sudden_death": list(state.overtime) if state.overtime is not None else None,
        "extra_turn_pending": state.extra_turn_pending,
        "winners": list(state.winners) if state.winners is not None else None,
        "end_reason": state.end_reason,
        # What each market card costs the player whose turn it is, after reductions;
        # the face-up supply card is keyed "card@supply" as in its buy action.
        "buy_costs": {card + "@supply" if from_supply else card: state.buy_cost(card, from_supply)
                      for card, from_supply in state.market_cards()},
    }


def determinize(state, seat: int, rng):
    """A clone in which everything ``seat`` cannot see is shuffled anew, and
    nothing it knows is moved: its own deck below the cards it has seen;
    another player's unknown hand cards and face-down deck as one pool (sizes
    kept, publicly known hand cards and face-up deck cards left in place); the
    face-down supply.

    Hidden pools are sorted before they are shuffled and the game's own RNG is
    replaced by one drawn from ``rng``, so the result depends only on what the
    seat knows and on ``rng``: not on the true order of hidden cards, nor on
    the true future reshuffles."""
    twin = state.clone()
    for other, player in enumerate(twin.players):
        resample_zones(player, other == seat, rng)
    open_top = 1 if (twin.supply_top_open and twin.supply) else 0
    hidden_supply = sorted(twin.supply[:len(twin.supply) - open_top])
    rng.shuffle(hidden_supply)
    twin.supply = hidden_supply + twin.supply[len(twin.supply) - open_top:]
    twin.rng = Rng(rng.next64())
    twin.history = None          # no record leads to a sampled world
    twin.log_events = False      # nobody reads a sampled world's events
    return twin
