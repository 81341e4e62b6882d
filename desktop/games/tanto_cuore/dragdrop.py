"""Card gestures: the payload of a drag, the places a drop can land on, and
which legal option a drop, a double-click or Enter means.

A payload says where a card comes from (``source``: the hand, a town pile or
a face-up private maid), which card and which slot. Any program can offer a
drag of our MIME type, so a payload is read strictly (``decode_payload``) and
anything else is not accepted.

A drop target is a place on the table, written as text by our own widgets:
``play``, ``discard``, ``quarters:<seat>`` (a player's Private Quarters) and
``quarters:<seat>:<zone>:<slot>`` (one maid in them). An option is matched by
what it means (``OptionInfo`` from the engine's ``describe``: where its card
comes from and where it goes), never by its text, so drags, clicks, keys and
buttons all end in the same legal actions and the table holds no rules."""
from __future__ import annotations

from typing import NamedTuple

from desktop.base.strict_number import strict_number
from desktop.widgets.drag_payload import read_payload
from engine.core.actions import Place
from engine.games.tanto_cuore.cards import CARDS

PAYLOAD_KEYS = frozenset({"source", "card", "slot"})
SOURCES = frozenset({"hand", "town", "private_open"})
OPEN_SLOTS = frozenset({"0", "1"})          # the two face-up private maids
QUARTERS_ZONES = frozenset({"chambermaids", "private", "bad_habits"})
MAID_ZONES = frozenset({"chambermaids", "private"})
MAX_SEATS = 4
MAX_MAIDS = 1000    # a maid's place in a row of the quarters: no row holds this many
# A 3 Love dropped on an ill maid of your own cures her: the one gesture whose
# card (the Love discarded) is not the option's card (the Illness returned).
CURE_CARD = "love_3"


class Target(NamedTuple):
    """A drop place: ``kind`` play / discard / quarters; a seat and maid for quarters."""
    kind: str
    seat: int | None = None
    zone: str | None = None
    slot: int | None = None


def decode_payload(mime) -> dict | None:
    """The payload of a card drag exactly as ``encode_payload`` writes it, or None."""
    payload = read_payload(mime, PAYLOAD_KEYS)
    return payload if payload is not None and is_payload(payload) else None


def is_payload(payload: dict) -> bool:
    """A source and a card this game knows; a slot only for a face-up private maid."""
    source, card, slot = payload.get("source"), payload.get("card"), payload.get("slot")
    if not (isinstance(source, str) and source in SOURCES and isinstance(card, str) and card in CARDS):
        return False
    if source == "private_open":
        return isinstance(slot, str) and slot in OPEN_SLOTS
    return slot is None


def parse_target(text: str) -> Target | None:
    """The place a target's text names, or None (our widgets write these)."""
    parts = text.split(":")
    if parts == ["play"] or parts == ["discard"]:
        return Target(parts[0])
    seat = strict_number(parts[1], MAX_SEATS) if parts[0] == "quarters" and len(parts) in (2, 4) else None
    if seat is None:
        return None
    if len(parts) == 2:
        return Target("quarters", seat)
    slot = strict_number(parts[3], MAX_MAIDS) if parts[2] in MAID_ZONES else None
    return None if slot is None else Target("quarters", seat, parts[2], slot)


def quarters_target(seat: int, zone: str | None = None, slot: int | None = None) -> str:
    return f"quarters:{seat}" if zone is None else f"quarters:{seat}:{zone}:{slot}"


def _comes_from(info, payload: dict) -> bool:
    """The option moves the payload's card from the payload's place."""
    source = info.source
    if source is None or info.card != payload["card"] or source.zone != payload["source"]:
        return False
    return payload["source"] != "private_open" or str(source.slot) == payload["slot"]


def _onto_maid(info) -> bool:
    """An event from the town put onto one maid (an Illness), not into the quarters as a whole."""
    return info.target.slot is not None and info.source is not None and info.source.zone == "town"


def _lands_on(info, target: Target) -> bool:
    """The option's card goes to ``target``."""
    place = info.target
    if place is None:
        return False
    if target.kind == "play":
        return place.zone == "play"
    if target.kind == "discard":     # employing: to the discard pile, or a private maid to your quarters
        return place.zone == "discard" or (place.zone == "private" and info.source.zone == "private_open")
    if place.seat != target.seat or place.zone not in QUARTERS_ZONES:
        return False
    if _onto_maid(info):
        return (place.zone, place.slot) == (target.zone, target.slot)
    return True                      # the quarters as a whole: chamber, private maid, Bad Habit


def _cures(info, payload: dict, target: Target) -> bool:
    source = info.source
    return (info.verb == "cure" and payload["source"] == "hand" and payload["card"] == CURE_CARD
            and target.zone is not None and source is not None
            and (source.seat, source.zone, source.slot) == (target.seat, target.zone, target.slot))


def drop_action(target_text: str, payload: dict, choices):
    """The legal action a drop of ``payload`` on a target means, or None.
    ``choices`` are (action, OptionInfo) pairs of the viewer's decision."""
    target = parse_target(target_text)
    if target is None:
        return None
    for action, info in choices:
        if _cures(info, payload, target) or (_comes_from(info, payload) and _lands_on(info, target)):
            return action
    return None


def card_actions(payload: dict, choices) -> list:
    """The legal actions that move this card from its place, in the engine's order."""
    return [action for action, info in choices if _comes_from(info, payload)]


def place_actions(seat: int, zone: str, slot: int, choices) -> list:
    """The legal actions about one maid in the quarters (a target, a cure, a
    return): those whose source or target is her place. Employing an event
    onto her is not one: it starts from the town card (a drag, or Enter on
    the card and then on her), so that no stray Enter spends Love."""
    place = (zone, seat, slot)
    return [action for action, info in choices if info.verb != "employ"
            and any(p is not None and (p.zone, p.seat, p.slot) == place for p in (info.source, info.target))]


# ---------------------------------------------------------------- refusals
def refusal_args(target_text: str, payload: dict, viewer: int) -> tuple | None:
    """(verb, card, source, target) of a drop, as the engine's ``refusal`` takes them."""
    target = parse_target(target_text)
    if target is None:
        return None
    source_seat = viewer if payload["source"] == "hand" else None
    slot = int(payload["slot"]) if payload["slot"] is not None else None
    source = Place(payload["source"], source_seat, slot)
    card = payload["card"]
    if target.kind == "play":
        return "serve", card, source, Place("play", viewer)
    if target.kind == "discard":
        return "employ", card, source, Place("discard", viewer)
    if target.zone is not None and payload["source"] == "hand" and card == CURE_CARD:
        return "cure", card, source, Place(target.zone, target.seat, target.slot)
    if payload["source"] == "hand":
        return "chamber", card, source, Place("chambermaids", target.seat)
    if card == "bad_habit":
        return "employ", card, source, Place("bad_habits", target.seat)
    if target.zone is not None:
        return "employ", card, source, Place(target.zone, target.seat, target.slot)
    zone = "private" if payload["source"] == "private_open" else "chambermaids"
    return "employ", card, source, Place(zone, target.seat)
