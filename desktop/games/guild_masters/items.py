"""The card rows of a view as ``CardItem``s: the viewer's hand, the cards
looked at while gathering (or keeping at setup), the regalia board and each
player's played cards (face-down ones shown as backs)."""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from desktop.games.guild_masters.models import CardItem

ON_CARD = QT_TRANSLATE_NOOP("guild_masters", "{count} adventurers")
KEPT = QT_TRANSLATE_NOOP("guild_masters", "Kept")

# The verbs each row's cards answer (the rest are the prompt's buttons or the map's).
HAND_VERBS = frozenset({"play", "regalia", "swap", "discard", "card"})
LOOKING_VERBS = frozenset({"keep"})
BOARD_VERBS = frozenset({"claim"})
PLAYED_VERBS = frozenset({"card"})


def hand_items(view: dict) -> list:
    hand = view["players"][view["seat"]]["hand"]
    return [CardItem(card, "hand") for card in hand] if isinstance(hand, list) else []


def looking_items(view: dict) -> list:
    """The cards the viewer looks at (gathering, the setup's keep), then those
    kept so far (they stay in view until Done, marked kept); empty otherwise."""
    looking, kept = view["looking"], view["picked"]
    if not isinstance(looking, list):
        return []
    return ([CardItem(card, "looking") for card in looking]
            + [CardItem(card, "kept", caption=KEPT) for card in (kept if isinstance(kept, list) else ())])


def board_items(view: dict) -> list:
    return [CardItem(card, "regalia_board", slot) for slot, card in enumerate(view["regalia_board"])
            if card is not None]


def played_items(view: dict, seat: int) -> list:
    items = []
    for played in view["players"][seat]["played"]:
        count = played.get("adventurers", 0)
        items.append(CardItem(played["card"], "played", face_down=not played["face_up"], adventurers=count,
                              caption=ON_CARD if count else "", caption_fields=(("count", count),)))
    return items
