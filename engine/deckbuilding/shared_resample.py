"""Re-drawing what one seat cannot see of ``SharedCards``, for determinization.

The viewer's hand, the graveyard and the cards the viewer knows are in other
hands stay put. Everything else (the deck's order, the other hands' unknown
cards, the set-aside pile) is dealt anew from one pool of the cards the viewer
cannot see, every hand and pile keeping its size. The pool is sorted before it
is shuffled, so the result depends only on what the viewer knows and on
``rng``, never on where the hidden cards truly are.

``pool_of(card)``, when given, splits the pool by what every seat can tell
about a face-down card (the Touhou game's Charisma cards, dealt one to each
hand apart from the deck): a hidden card is replaced only by one of its own
pool, so a world never holds a Charisma card in the deck or two in one hand.

What other seats know is kept as far as the new world allows: what they knew
of a hand that the viewer knows too stays, and for each card they knew that
the viewer does not, they know one of the hand's newly dealt cards instead.
"""
from __future__ import annotations

from engine.deckbuilding.shared_cards import SharedCards


def _without(cards: list, removed: list) -> list:
    """``cards`` less one copy of each of ``removed`` (all of which it holds)."""
    rest = cards[:]
    for card in removed:
        rest.remove(card)
    return rest


def _common(cards: list, other: list) -> list:
    """The multiset intersection, in ``cards``' order."""
    pool, common = other[:], []
    for card in cards:
        if card in pool:
            pool.remove(card)
            common.append(card)
    return common


def resample_shared(cards: SharedCards, viewer: int, rng, pool_of=None) -> None:
    """Re-draw, in place, what ``viewer`` cannot see of ``cards``."""
    others = [seat for seat in range(len(cards.hands)) if seat != viewer]
    fixed = {seat: list(cards.known[seat][viewer]) for seat in others}
    hidden = {seat: _without(cards.hands[seat], fixed[seat]) for seat in others}
    # The places to fill, in a fixed order: each hidden hand, the set-aside pile, the deck.
    places = [hidden[seat] for seat in others] + [cards.set_aside, cards.deck]
    if pool_of is None:
        pool = sorted(card for slots in places for card in slots)
        rng.shuffle(pool)
        dealt, start = [], 0
        for slots in places:
            dealt.append(pool[start:start + len(slots)])
            start += len(slots)
    else:
        dealt = _deal_by_pool(places, len(others), rng, pool_of)
    for seat, new in zip(others, dealt):
        cards.hands[seat] = fixed[seat] + new
    cards.set_aside, cards.deck = dealt[-2], dealt[-1]
    for seat, new in zip(others, dealt):
        for onlooker, known in enumerate(cards.known[seat]):
            if onlooker in (seat, viewer) or not known:
                continue
            kept = _common(known, fixed[seat])
            cards.known[seat][onlooker] = tuple(kept + new[:len(known) - len(kept)])


def _deal_by_pool(places: list, hands: int, rng, pool_of) -> list:
    """Each place's hidden cards replaced by cards of their own pools, each
    pool sorted and shuffled, pools taken in sorted order."""
    # A hand's order says nothing, so its slots go sorted by pool.
    for slots in places[:hands]:
        slots.sort(key=pool_of)
    by_pool = {}
    for slots in places:
        for card in slots:
            by_pool.setdefault(pool_of(card), []).append(card)
    for key in sorted(by_pool):
        pool = by_pool[key]
        pool.sort()
        rng.shuffle(pool)
    return [[by_pool[pool_of(card)].pop() for card in slots] for slots in places]
