"""Card drags: the payload format and what a drop on each target means.

A payload says where a card comes from (``source``), which card and which slot.
Any program can offer a drag of our MIME type, so a payload is read strictly
(``decode_payload``) and anything else is not accepted. A target accepts a few
verbs; the action is the first legal option with one of those verbs for that
card. So drag-and-drop, double-click and the option buttons all end in the
same legal action strings."""
from __future__ import annotations

import json

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QMimeData

from desktop.games.heart_of_crown.engine_adapter import SOURCE_VERBS, actions_for, parse
from desktop.shell.i18n import card_name
from engine.games.heart_of_crown.cards import CARDS

MIME_TYPE = "application/x-kotatsu-card"
PAYLOAD_KEYS = frozenset({"source", "card", "slot"})
# Ours are under 100 bytes: a larger one is refused before it is parsed at all.
MAX_PAYLOAD_BYTES = 512
MAX_SLOT_CHARS = 16     # "supply" or a land's number

# Drop target -> the verbs a drop there may mean.
TARGET_VERBS = {
    "play": ("play",),
    "discard": ("buy", "gain"),
    "domain": ("set", "keep", "back"),
    "hand": ("recall",),
}


def encode_payload(payload: dict) -> QMimeData:
    mime = QMimeData()
    mime.setData(MIME_TYPE, json.dumps(payload).encode("utf-8"))
    return mime


def decode_payload(mime) -> dict | None:
    """The payload of a card drag exactly as ``encode_payload`` writes it, or None."""
    if mime is None or not mime.hasFormat(MIME_TYPE):
        return None
    data = mime.data(MIME_TYPE)
    if data.size() > MAX_PAYLOAD_BYTES:
        return None
    try:
        payload = json.loads(bytes(data).decode("utf-8"))
    except (ValueError, RecursionError):    # RecursionError: deep nesting, should the limit grow
        return None
    return payload if _is_payload(payload) else None


def _is_payload(payload) -> bool:
    """Exact keys; a source and a card this game knows; no slot, or a short one."""
    if not isinstance(payload, dict) or payload.keys() != PAYLOAD_KEYS:
        return False
    source, card, slot = payload["source"], payload["card"], payload["slot"]
    return (isinstance(source, str) and source in SOURCE_VERBS
            and isinstance(card, str) and card in CARDS
            and (slot is None or isinstance(slot, str) and len(slot) <= MAX_SLOT_CHARS))


def drop_action(target: str, payload: dict, options) -> str | None:
    verbs = TARGET_VERBS.get(target, ())
    for action in actions_for(payload["source"], payload["card"], payload["slot"], options):
        if parse(action).verb in verbs:
            return action
    return None


# Why a drop means nothing now: (target, decision kind or "" for any) -> reason.
REFUSALS = {
    ("play", "second"): QT_TRANSLATE_NOOP("Drop", "The main phase is over: you can't play {card} now."),
    ("play", ""): QT_TRANSLATE_NOOP("Drop", "You can't play {card} now."),
    ("discard", "main"): QT_TRANSLATE_NOOP("Drop", "End the main phase first to buy {card}."),
    ("discard", ""): QT_TRANSLATE_NOOP("Drop", "You can't buy {card} now."),
    ("domain", ""): QT_TRANSLATE_NOOP("Drop", "{card} can't go into your domain now."),
    ("hand", ""): QT_TRANSLATE_NOOP("Drop", "You can't recall {card} now."),
}
TOO_DEAR = QT_TRANSLATE_NOOP("Drop", "{card} costs {cost}; you have {coins} coins.")
NOT_YOUR_TURN = QT_TRANSLATE_NOOP("Drop", "It is not your turn.")
NOTHING = QT_TRANSLATE_NOOP("Drop", "That does nothing.")


def refusal(target: str, payload: dict, view: dict | None) -> str:
    """A short reason why a drop means nothing now. A refused buy in the second
    phase names the price the engine charges (after reductions) and the coins."""
    decision = view["decision"] if view else None
    if not decision or "options" not in decision:
        return QCoreApplication.translate("Drop", NOT_YOUR_TURN)
    card = payload["card"]
    key = card + "@supply" if payload["slot"] == "supply" else card
    cost = view.get("buy_costs", {}).get(key)
    if target == "discard" and decision.get("kind") == "second" and cost is not None and cost > view["coins"]:
        return QCoreApplication.translate("Drop", TOO_DEAR).format(card=card_name(card), cost=cost,
                                                                   coins=view["coins"])
    reason = REFUSALS.get((target, decision.get("kind"))) or REFUSALS.get((target, ""), NOTHING)
    return QCoreApplication.translate("Drop", reason).format(card=card_name(card))
