"""Reading the engine's action strings (``verb:card@slot``) and finding which
legal action a card gesture means. Legality always comes from the decision's
options; nothing here knows a rule."""
from __future__ import annotations

from typing import NamedTuple


class Parsed(NamedTuple):
    verb: str
    card: str
    slot: str


def parse(action: str) -> Parsed:
    verb, _, rest = action.partition(":")
    card, _, slot = rest.partition("@")
    return Parsed(verb, card, slot)


# Which verbs a card from each place can mean, in the order a double-click prefers.
SOURCE_VERBS = {
    "hand": ("play", "set", "keep", "exile", "discard", "top"),
    "market": ("buy", "gain", "take"),
    "kept": ("recall",),
    "princess": ("back",),
    "play": ("put",),
    "looking": ("discard", "top"),
}


def actions_for(source: str, card: str, slot: str | None, options) -> list:
    """The legal actions that a card from ``source`` can mean, best first."""
    verbs = SOURCE_VERBS.get(source, ())
    found = []
    for verb in verbs:
        for option in options:
            parsed = parse(option)
            if parsed.verb != verb or parsed.card != card:
                continue
            # A kept card is one slot; "exile:x@hand" vs "@discard" picks the hand.
            if source == "kept" and parsed.slot != str(slot):
                continue
            if source == "hand" and parsed.slot in ("discard",):
                continue
            found.append(option)
    return found
