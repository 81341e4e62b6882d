"""Secrets: what some seats know and others must not, until it is revealed.

The rules every game keeps (the toy game in ``tests/engine/toy`` shows each):

Face-down commits. A seat puts a card from its hand face down in a slot; the
state keeps ``Sealed(owner, value)``. ``shown`` is what a seat's view holds:
the owner sees the face, the others that a card was committed (a card back)
and whose it is; the commit's events are one for all (that it happened) and
one for the owner (what). Several slots are revealed at once, in one action:
``reveal`` turns them into their values and gives the event (``reveals:
True``, seen by all), after which the slots are ordinary face-up cards.

A random pick from a hidden hand (a card taken blind). It is a chance
decision (``hidden_pick``) whose outcomes are the hand's positions, all alike,
so the record names a position and not a card, and the options tell nobody
what the hand holds. The picked card is shown only to the seats that now
know it (its owner, who lost it, and whoever took it): an event ``visible_to``
those seats with ``reveals: True``; a card picked to be shown to everybody is
revealed to ``ALL``. Like every chance step it is an undo barrier.

Re-sampling (``determinize``). A world sampled for a seat keeps what the seat
knows and re-draws the rest from one pool: the deck, the other seats' hands
and their sealed cards (``redeal``), so a card is never in two places and the
seat's own view is the same in every world. A card the seat saw picked stays
in the hand it went to until that hand lets it go.
"""
from __future__ import annotations

from typing import Any, Callable, NamedTuple

from engine.core.protocol import ALL, CHANCE, Decision


class Sealed(NamedTuple):
    owner: int
    value: Any

    def shown(self, seat: int) -> dict:
        """Plain data for ``seat``'s view: the value for its owner, for anyone
        else only that there is one."""
        if seat == self.owner:
            return {"sealed": True, "owner": self.owner, "value": self.value}
        return {"sealed": True, "owner": self.owner}

    def resealed(self, seat: int, sample: Callable[[int], Any]) -> "Sealed":
        """This secret in a world sampled for ``seat``: the seat's own as it
        is, another's replaced by ``sample(owner)``."""
        return self if seat == self.owner else Sealed(self.owner, sample(self.owner))


def reveal(slots: list) -> tuple[list, dict]:
    """Every slot face up at once: (the values, the event that shows them to all)."""
    values = [slot.value if isinstance(slot, Sealed) else slot for slot in slots]
    return values, {"type": "reveal", "player": ALL, "tiles": values, "visible_to": ALL, "reveals": True}


def hidden_pick(hand_size: int, kind: str = "pick") -> Decision:
    """The chance decision of a blind pick from a hand of ``hand_size``: the
    outcome ``(kind, position)``, every position alike."""
    return Decision(CHANCE, kind, tuple((kind, position) for position in range(hand_size)))


def redeal(seat: int, rng, pool: list, hands: list, slots: list, known=None) -> tuple[list, list, list]:
    """What ``seat`` cannot see, drawn anew from ``pool`` (every unseen card:
    the deck, the others' hands, their sealed slots): the hands, the slots,
    and the rest of the pool (the deck), shuffled by ``rng``. The seat's own
    hand and secrets stay as they are, and every other hand keeps its size.
    ``known[owner]``: cards the seat knows are in that hand (one it saw
    picked); they stay, and are not in ``pool``."""
    rest = list(pool)
    rng.shuffle(rest)
    known = known or [()] * len(hands)
    hands = [hand if owner == seat else [*known[owner], *(rest.pop() for _ in range(len(hand) - len(known[owner])))]
             for owner, hand in enumerate(hands)]
    slots = [slot.resealed(seat, lambda _owner: rest.pop()) if isinstance(slot, Sealed) else slot for slot in slots]
    return hands, slots, rest
