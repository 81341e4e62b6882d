"""The piles a player may open on Heart of Crown's table
(``desktop/widgets/pile_window.py``): any player's discard pile (the rules:
"弃牌区的卡在游戏中公开，各位玩家可以自由确认其他玩家舍弃的卡") and your
own deck's contents, sorted by cost (you know what is in it, not the order).
Another player's deck is only a count."""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from desktop.games.heart_of_crown.models.cards import CardItem
from desktop.games.heart_of_crown.strings import tr
from desktop.widgets import pile_window
from engine.games.heart_of_crown.cards import CARDS

WORDS = (QT_TRANSLATE_NOOP("heart_of_crown", "Discard pile — {name}"),
         QT_TRANSLATE_NOOP("heart_of_crown", "Cards: {n} · the top card first"),
         QT_TRANSLATE_NOOP("heart_of_crown", "Deck — {name}"),
         QT_TRANSLATE_NOOP("heart_of_crown",
                           "Cards: {n} · you know what is in your deck, not its order: sorted by cost"))
LOOKING = QT_TRANSLATE_NOOP("heart_of_crown", "Cards you look at")
DISCARD_BUTTON = QT_TRANSLATE_NOOP("heart_of_crown", "Discard pile: {n}")


def pile_contents(view: dict, names, key):
    return pile_window.pile_contents(view, names, key, lambda card, count: CardItem(card, count),
                                     lambda card: (CARDS[card].cost, card), [tr(text) for text in WORDS])


def looking_items(view: dict) -> list:
    """The cards looked at (Scout, the Stargazing Witch …) as cards a gesture may discard or put back."""
    return [CardItem(card, source="looking") for card in pile_window.looking_cards(view)]
