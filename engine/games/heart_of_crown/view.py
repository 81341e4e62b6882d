"""What one seat may see, and states re-sampled from that seat's knowledge.

A view is plain data (dicts, lists, strings, ints) so the GUI, the AI and the
tests can read it without touching the state. It shows the seat's own hand,
every public zone, counts for hidden ones, and never any deck order: only the
face-up cards on top of a deck are named.
"""
from __future__ import annotations

from engine.games.heart_of_crown.cards import CARDS


def _player_view(state, seat: int, viewer: int) -> dict:
    player = state.players[seat]
    return {
        "seat": seat,
        "hand": list(player.hand) if seat == viewer else None,
        "hand_count": len(player.hand),
        "deck_count": len(player.deck),
        "deck_faceup": player.faceup_cards(),
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
    }


def determinize(state, seat: int, rng):
    """A clone in which everything ``seat`` cannot see is shuffled anew: its own
    deck order, other players' hands and decks (as one pool each, keeping the
    sizes), and the face-down supply. Face-up cards stay where they are."""
    twin = state.clone()
    for other, player in enumerate(twin.players):
        hidden_len = len(player.deck) - player.faceup
        hidden = player.deck[:hidden_len]
        faceup = player.deck[hidden_len:]
        if other == seat:
            rng.shuffle(hidden)
            player.deck = hidden + faceup
            continue
        pool = hidden + player.hand
        rng.shuffle(pool)
        hand_size = len(player.hand)
        player.hand = pool[:hand_size]
        player.deck = pool[hand_size:] + faceup
    open_top = 1 if (twin.supply_top_open and twin.supply) else 0
    hidden_supply = twin.supply[:len(twin.supply) - open_top]
    rng.shuffle(hidden_supply)
    twin.supply = hidden_supply + twin.supply[len(twin.supply) - open_top:]
    return twin
