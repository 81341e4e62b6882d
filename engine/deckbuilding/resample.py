"""Re-sampling what one seat cannot see of a deck-builder player's zones, for
determinization (``GameState.determinize``).

The viewer's own deck is shuffled below the cards it has seen; another
player's unknown hand cards and face-down deck are one pool (sizes kept,
publicly known hand cards and face-up deck cards left in place). Pools are
sorted before they are shuffled, so the result depends only on what the seat
knows and on ``rng``, never on the true hidden order.
"""
from __future__ import annotations


def resample_zones(zones, viewer_owns: bool, rng) -> None:
    """Shuffle anew, in place, what the viewer does not know of ``zones``."""
    fixed = max(zones.faceup, zones.seen) if viewer_owns else zones.faceup
    hidden_len = len(zones.deck) - fixed
    hidden = zones.deck[:hidden_len]
    on_top = zones.deck[hidden_len:]
    if viewer_owns:
        hidden.sort()
        rng.shuffle(hidden)
        zones.deck = hidden + on_top
        return
    unknown_hand = list(zones.hand)
    for card in zones.known:
        unknown_hand.remove(card)
    pool = sorted(hidden + unknown_hand)
    rng.shuffle(pool)
    dealt = len(unknown_hand)
    zones.hand = zones.known + pool[:dealt]
    zones.deck = pool[dealt:] + on_top
