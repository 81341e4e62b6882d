"""Turning a view into the card items each card model shows."""
from __future__ import annotations

from collections import Counter

from desktop.games.heart_of_crown.models.cards import CardItem
from desktop.widgets.card_list_model import counted_items
from engine.core.actions import Place
from engine.games.heart_of_crown.cards import CARDS
from engine.games.heart_of_crown.places import MARKET, PRINCESSES, SUPPLY, TURN


def _counted(cards, source: str) -> list:
    return counted_items(cards, CardItem, source)


def hand_items(view: dict) -> list:
    hand = view["players"][view["seat"]]["hand"] or []
    ordered = sorted(hand, key=lambda c: (CARDS[c].cost, c))
    return _counted(ordered, "hand")


def play_items(view: dict) -> list:
    return _counted(view["players"][view["turn"]]["play"], "play")


def basic_market_items(view: dict) -> list:
    return [CardItem(card, count, source="market") for card, count in view["basic_market"].items()]


def market_places(before: list, view: dict) -> list:
    """The market's piles in the order the row shows them: a pile keeps its
    place while it is there, and a new one takes the place a pile left (the
    engine puts it last, and every pile after the empty one moved)."""
    now = [stack["pile"] for stack in view["market"]]
    new = [pile for pile in now if pile not in before]
    places = []
    for pile in before:
        if pile in now:
            places.append(pile)
        elif new:
            places.append(new.pop(0))
    return places + new


def market_items(view: dict, places: list) -> list:
    """The market's cards, their piles in ``places``' order (``market_places``)."""
    items = []
    for stack in sorted(view["market"], key=lambda stack: places.index(stack["pile"])):
        counts = Counter(stack["cards"])
        for card in dict.fromkeys(stack["cards"]):
            items.append(CardItem(card, counts[card], source="market"))
    if view["supply_top"]:
        items.append(CardItem(view["supply_top"], 1, source="market", slot="supply"))
    return items


def princess_items(view: dict) -> list:
    return [CardItem(card, source="princess") for card in view["princesses"]]


def card_rows(view: dict, market_order: list) -> dict:
    """The table's card rows: for each, the places it shows
    (``engine.games.heart_of_crown.places``) and how to make its items, which
    a row whose places did not change need not (``BaseCardListModel.show``)."""
    return {
        "hand": ((Place("hand", view["seat"]),), lambda: hand_items(view)),
        "play": ((Place("play", view["turn"]), TURN), lambda: play_items(view)),
        "basic": ((MARKET,), lambda: basic_market_items(view)),
        "market": ((MARKET, SUPPLY), lambda: market_items(view, market_order)),
        "princesses": ((PRINCESSES,), lambda: princess_items(view)),
    }


def domain_items(view: dict, seat: int) -> list:
    """Princess, territories (a kept card is shown under its land and is what a drag moves)
    and succession cards. Only the viewer's own kept cards can be dragged."""
    player = view["players"][seat]
    own = seat == view["seat"]
    items = []
    if player["princess"]:
        items.append(CardItem(player["princess"]))
    for slot, land in enumerate(player["lands"]):
        kept = land["kept"]
        if kept:
            items.append(CardItem(land["card"], source="kept" if own else "", kept=kept, slot=str(slot)))
        else:
            items.append(CardItem(land["card"]))
    items.extend(_counted(player["succession"], ""))
    return items
