"""The piles a player may open on Heart of Crown's table
(``desktop/widgets/pile_window.py``): any player's discard pile (the rules:
"弃牌区的卡在游戏中公开，各位玩家可以自由确认其他玩家舍弃的卡") and your
own deck's contents, sorted (you know what is in it, not the order).
Another player's deck is only a count."""
from __future__ import annotations

from collections import Counter

from PySide6.QtCore import QT_TRANSLATE_NOOP

from desktop.games.heart_of_crown.models.cards import CardItem
from desktop.games.heart_of_crown.strings import tr
from engine.games.heart_of_crown.cards import CARDS

DISCARD_TITLE = QT_TRANSLATE_NOOP("heart_of_crown", "Discard pile — {name}")
DISCARD_NOTE = QT_TRANSLATE_NOOP("heart_of_crown", "Cards: {n} · the top card first")
DECK_TITLE = QT_TRANSLATE_NOOP("heart_of_crown", "Deck — {name}")
DECK_NOTE = QT_TRANSLATE_NOOP("heart_of_crown",
                              "Cards: {n} · you know what is in your deck, not its order: sorted by cost")
LOOKING = QT_TRANSLATE_NOOP("heart_of_crown", "Cards you look at")
DISCARD_BUTTON = QT_TRANSLATE_NOOP("heart_of_crown", "Discard pile: {n}")


def pile_contents(view: dict, names, key):
    """(title, note, items) of the pile ``key`` ((kind, seat)) in ``view``, or None."""
    kind, seat = key
    if view is None or not 0 <= seat < len(view["players"]):
        return None
    player, name = view["players"][seat], names[seat] if seat < len(names) else str(seat)
    if kind == "discard":
        cards = list(reversed(player["discard"]))
        return tr(DISCARD_TITLE).format(name=name), tr(DISCARD_NOTE).format(n=len(cards)), \
            [CardItem(card) for card in cards]
    cards = player.get("deck_cards")
    if cards is None:
        return None
    counts = Counter(cards)
    ordered = sorted(counts, key=lambda c: (CARDS[c].cost, c))
    return tr(DECK_TITLE).format(name=name), tr(DECK_NOTE).format(n=len(cards)), \
        [CardItem(card, counts[card] if counts[card] > 1 else None) for card in ordered]


def looking_items(view: dict) -> list:
    """The cards the viewer looks at now (Scout, the Stargazing Witch …); a
    double-click on one does what the prompt offers for it."""
    decision = view["decision"]
    looking = ((decision.get("prompt") or {}).get("looking") or []) if decision else []
    return [CardItem(card, source="looking") for card in looking]
