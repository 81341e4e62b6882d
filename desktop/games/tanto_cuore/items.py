"""Turning a view (``engine/games/tanto_cuore/INTERFACE.md``) into the card
items each row of the table shows."""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from desktop.games.tanto_cuore.models import CardItem
from desktop.widgets.card_list_model import counted_items
from engine.core.actions import Place
from engine.games.tanto_cuore.cards import CARDS
from engine.games.tanto_cuore.places import PRIVATE_OPEN, PRIVATE_PILE, TOWN, TURN

# Captions under a card (templates in the game's context).
CAPTIONS = {
    "active": QT_TRANSLATE_NOOP("tanto_cuore", "active"),
    "inactive": QT_TRANSLATE_NOOP("tanto_cuore", "inactive"),
    "buried": QT_TRANSLATE_NOOP("tanto_cuore", "below"),
    "set": QT_TRANSLATE_NOOP("tanto_cuore", "set: {points} VP"),
    "pile": QT_TRANSLATE_NOOP("tanto_cuore", "face down"),
}
KIND_ORDER = {"love": 0, "chief": 1, "general": 2, "private": 3, "event": 4}


def _counted(cards, source: str = "") -> list:
    return counted_items(cards, CardItem, source)


def hand_items(view: dict) -> list:
    hand = view["players"][view["seat"]]["hand"] or []
    ordered = sorted(hand, key=lambda c: (KIND_ORDER[CARDS[c].kind], CARDS[c].cost, c))
    return _counted(ordered, "hand")


def play_items(view: dict) -> list:
    """The maids the player whose turn it is served this turn."""
    return _counted(view["players"][view["turn"]]["play"])


def town_maid_items(view: dict) -> list:
    """The 10 general-maid piles of this game."""
    return [CardItem(pile["card"], pile["count"], source="town" if pile["count"] else "", cost=pile["cost"])
            for pile in view["town"] if pile["kind"] == "general"]


def town_other_items(view: dict) -> list:
    """Love, maid chiefs and events, then the private-maid pile and its two face-up maids."""
    items = [CardItem(pile["card"], pile["count"], source="town" if pile["count"] else "", cost=pile["cost"])
             for pile in view["town"] if pile["kind"] != "general"]
    items.append(CardItem(None, view["private_pile"]["count"], caption=CAPTIONS["pile"]))
    items += [CardItem(maid["card"], source="private_open", slot=str(maid["slot"]), cost=maid["cost"])
              for maid in view["private_pile"]["open"]]
    return items


def card_rows(view: dict) -> dict:
    """The table's card rows: for each, the places it shows
    (``engine.games.tanto_cuore.places``) and how to make its items, which a
    row whose places did not change need not (``BaseCardListModel.show``)."""
    return {
        "hand": ((Place("hand", view["seat"]),), lambda: hand_items(view)),
        "play": ((Place("play", view["turn"]), TURN), lambda: play_items(view)),
        "town": ((TOWN, PRIVATE_PILE, PRIVATE_OPEN), lambda: town_other_items(view)),
        "maids": ((TOWN,), lambda: town_maid_items(view)),
    }


def quarters_items(view: dict, seat: int) -> list:
    """A player's Private Quarters: the private-maid stack (top first), the
    chambermaids set by set, then the Bad Habits as one pile. A maid is a place
    (an Illness may go onto her) and shows the Illnesses on her."""
    quarters = view["players"][seat]["quarters"]
    items = []
    stack = quarters["private"]
    for depth, maid in enumerate(reversed(stack)):
        caption = CAPTIONS["buried"] if depth else CAPTIONS["active" if maid.get("active") else "inactive"]
        items.append(CardItem(maid["card"], place=(seat, "private", maid["slot"]), ill=maid["illnesses"],
                              caption=caption, buried=not maid.get("active")))
    by_slot = {maid["slot"]: maid for maid in quarters["chambermaids"]}
    shown = set()
    for chamber_set in quarters.get("chamber_sets", ()):
        for place, slot in enumerate(chamber_set["slots"]):
            maid = by_slot[slot]
            fields = (("points", chamber_set["points"]),)
            scored = place == 0 and chamber_set["points"] > 0      # Colettes group, but score no set
            items.append(CardItem(maid["card"], place=(seat, "chambermaids", slot), ill=maid["illnesses"],
                                  caption=CAPTIONS["set"] if scored else "", caption_fields=fields))
            shown.add(slot)
    for maid in quarters["chambermaids"]:
        if maid["slot"] not in shown:
            items.append(CardItem(maid["card"], place=(seat, "chambermaids", maid["slot"]), ill=maid["illnesses"]))
    if quarters["bad_habits"]:
        items.append(CardItem("bad_habit", quarters["bad_habits"] if quarters["bad_habits"] > 1 else None))
    return items
