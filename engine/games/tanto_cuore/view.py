"""What one seat may see (INTERFACE.md lists the keys), and states re-sampled
from that seat's knowledge.

A view is plain data. It shows the seat's own hand, every public zone, counts
for hidden ones, what that seat alone knows of another hand (a card Eugenie
showed it), and never any deck order.
"""
from __future__ import annotations

from collections import Counter

from engine.core.rng import Rng
from engine.games.tanto_cuore import scoring
from engine.games.tanto_cuore.cards import CARDS, CHIEFS, EVENTS, LOVE


def _quarters(player) -> dict:
    top = len(player.private) - 1
    return {
        "chambermaids": [{"card": card, "slot": slot, "illnesses": ill}
                         for slot, (card, ill) in enumerate(zip(player.chamber, player.chamber_ill))],
        "chamber_sets": scoring.chamber_sets(player),
        "private": [{"card": card, "slot": slot, "illnesses": ill, "active": slot == top and not ill}
                    for slot, (card, ill) in enumerate(zip(player.private, player.private_ill))],
        "bad_habits": player.bad_habits,
    }


def _player_view(state, seat: int, viewer: int, score: dict) -> dict:
    player = state.players[seat]
    return {
        "seat": seat,
        "hand": list(player.hand) if seat == viewer else None,
        "hand_count": len(player.hand),
        "known_hand": list(player.known),
        "seen_by_you": list(player.peeked.get(viewer, ())) if seat != viewer else [],
        "deck_count": len(player.deck),
        # Its owner knows what their deck holds, never the order: sorted.
        "deck_cards": sorted(player.deck) if seat == viewer else None,
        "discard": list(player.discard),
        "play": list(player.play),
        "quarters": _quarters(player),
        "employed": player.employed,
        "next_hand": player.next_hand,
        "score": score,
    }


def build_view(state, seat: int) -> dict:
    decision = state.decision
    if decision is None:
        shown = None
    elif decision.player == seat:
        shown = decision.as_dict()
        shown["options"] = state.shown_options()      # plain data, described once for the table
    else:
        shown = {"player": decision.player, "kind": decision.kind}
    counts = state.town.counts
    town = [{"card": card, "kind": CARDS[card].kind, "count": counts[card], "cost": state.cost[card]}
            for card in (*LOVE, *CHIEFS, *state.town_maids, *EVENTS)]
    scores = state.final_scores or scoring.breakdown(state)
    own_turn = state.turn == seat and state.winners is None
    return {
        "game": state.game_id,
        "seat": seat,
        "num_players": state.num_players,
        "turn": state.turn,
        "turn_number": state.turn_number,
        "phase": state.phase,
        "decision": shown,
        "servings": state.servings,
        "employs": state.employs,
        "love": state.love,
        "love_spent": state.spent,
        "love_available": state.love_available() if own_turn else None,
        "town": town,
        "town_maids": list(state.town_maids),
        "private_pile": {"count": len(state.private_pile),
                         "open": [{"card": card, "cost": state.cost[card], "slot": slot}
                                  for slot, card in enumerate(state.private_open)]},
        "empty_maid_piles": state.empty_maid_piles(),
        "players": [_player_view(state, s, seat, scores[s]) for s in range(state.num_players)],
        "winners": list(state.winners) if state.winners is not None else None,
        "end_reason": state.end_reason,
    }


def _resample_other(player, viewer: int, top_known: bool, rng) -> None:
    """Shuffle anew another player's unknown hand cards and face-down deck as
    one pool: the hand cards every seat knows, the ones ``viewer`` was shown,
    and a deck top ``viewer`` looked at stay put."""
    fixed_top = 1 if top_known and player.deck else 0
    hidden = player.deck[:len(player.deck) - fixed_top]
    on_top = player.deck[len(player.deck) - fixed_top:]
    known = Counter(player.known) | Counter(player.peeked.get(viewer, ()))
    kept = list(known.elements())
    unknown_hand = list(player.hand)
    for card in kept:
        unknown_hand.remove(card)
    pool = sorted(hidden + unknown_hand)
    rng.shuffle(pool)
    dealt = len(unknown_hand)
    player.hand = sorted(kept) + pool[:dealt]
    player.deck = pool[dealt:] + on_top
    # What a third seat saw of this hand is unknown to the viewer: in its world nobody saw more.
    player.peeked = {viewer: list(player.peeked[viewer])} if viewer in player.peeked else {}


def _resample_own(player, rng) -> None:
    fixed = min(len(player.deck), player.seen)
    hidden = sorted(player.deck[:len(player.deck) - fixed])
    rng.shuffle(hidden)
    player.deck = hidden + player.deck[len(player.deck) - fixed:]


def determinize(state, seat: int, rng):
    """A clone in which everything ``seat`` cannot see is shuffled anew and
    nothing it knows is moved: its own deck below the cards it looked at;
    another player's unknown hand cards and deck as one pool (sizes kept); the
    face-down private-maid pile. Pools are sorted before they are shuffled and
    the RNG is replaced by one drawn from ``rng``, so the result depends only on
    what the seat knows and on ``rng``."""
    twin = state.clone()
    for other, player in enumerate(twin.players):
        if other == seat:
            _resample_own(player, rng)
        else:
            top_known = twin.eliza_known.get((other, seat)) == player.deck_taken
            _resample_other(player, seat, top_known, rng)
    twin.eliza_known = {key: taken for key, taken in twin.eliza_known.items() if key[1] == seat}
    pile = sorted(twin.private_pile)
    rng.shuffle(pile)
    twin.private_pile = pile
    twin.rng = Rng(rng.next64())
    twin.history = None
    twin.log_events = False
    return twin
