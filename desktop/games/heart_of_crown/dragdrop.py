"""Card gestures: the payload of a drag and which legal option a drop or a
double-click means.

A payload says where a card comes from (``source``), which card and which slot.
Any program can offer a drag of our MIME type, so a payload is read strictly
(``decode_payload``) and anything else is not accepted. A target accepts a few
verbs; the action is the first legal option with one of those verbs for that
card. Options are matched by what they mean (``OptionInfo``, from
the engine's ``describe``), never by their text, so drag-and-drop,
double-click and the option buttons all end in the same legal actions."""
from __future__ import annotations

from desktop.base.strict_number import strict_number
from desktop.widgets.drag_payload import read_payload
from engine.core.actions import Place
from engine.games.heart_of_crown.cards import CARDS

PAYLOAD_KEYS = frozenset({"source", "card", "slot"})
MAX_LANDS = 1000        # a slot is "supply" or a land's number, and no domain holds this many

# Which verbs a card from each place can mean, in the order a double-click prefers.
SOURCE_VERBS = {
    "hand": ("play", "set", "keep", "exile", "discard", "top"),
    "market": ("buy", "gain", "take"),
    "kept": ("recall",),
    "princess": ("back",),
    "play": ("put",),
    "looking": ("discard", "top"),
}

# Drop target -> the verbs a drop there may mean (the first names a refusal).
TARGET_VERBS = {
    "play": ("play",),
    "discard": ("buy", "gain"),
    "domain": ("set", "keep", "back"),
    "hand": ("recall",),
}


def decode_payload(mime) -> dict | None:
    """The payload of a card drag exactly as ``encode_payload`` writes it, or None."""
    payload = read_payload(mime, PAYLOAD_KEYS)
    return payload if payload is not None and _is_payload(payload) else None


def _is_payload(payload: dict) -> bool:
    """A source and a card this game knows; no slot, the supply's or a land's number."""
    source, card, slot = payload["source"], payload["card"], payload["slot"]
    return (isinstance(source, str) and source in SOURCE_VERBS
            and isinstance(card, str) and card in CARDS
            and (slot is None or slot == "supply" or strict_number(slot, MAX_LANDS) is not None))


def actions_for(source: str, card: str, slot: str | None, choices) -> list:
    """The legal actions that a card from ``source`` can mean, best first.
    ``choices`` are (action, OptionInfo) pairs of the decision."""
    found = []
    for verb in SOURCE_VERBS.get(source, ()):
        for action, info in choices:
            if info.verb != verb or info.card != card:
                continue
            # A kept card is one land; "exile x from the hand" vs "from the discard pile" picks the hand.
            if source == "kept" and (info.source.slot is None or str(info.source.slot) != slot):
                continue
            if source == "hand" and info.source.zone == "discard":
                continue
            found.append(action)
    return found


def drop_action(target: str, payload: dict, choices):
    """The legal action a drop of ``payload`` on ``target`` means, or None."""
    verbs = TARGET_VERBS.get(target, ())
    meaning = dict(choices)
    for action in actions_for(payload["source"], payload["card"], payload["slot"], choices):
        if meaning[action].verb in verbs:
            return action
    return None


# A drag's source -> the engine's zone (engine/games/heart_of_crown/table_info.py
# ZONES) where it differs: the princess row is the princesses nobody backed.
_ENGINE_ZONES = {"princess": "princesses"}
_SHARED = frozenset({"market", "princesses", "supply"})


def drop_refusal_args(target: str, payload: dict, seat: int) -> tuple:
    """(verb, card, source, target) of a drop, as the engine's ``refusal`` takes them."""
    zone = "supply" if payload["slot"] == "supply" else _ENGINE_ZONES.get(payload["source"], payload["source"])
    slot = strict_number(payload["slot"], MAX_LANDS) if zone == "kept" else None
    source = Place(zone) if zone in _SHARED else Place(zone, seat, slot)
    return TARGET_VERBS.get(target, ("",))[0], payload["card"], source, Place(target, seat)
