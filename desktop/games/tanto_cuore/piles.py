"""The piles a player may open on Tanto Cuore's table
(``desktop/widgets/pile_window.py``): any player's discard pile, face up and
public in the view, and your own deck's contents, sorted (you know what is
in it, not the order). Another player's deck is only a count."""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from desktop.games.tanto_cuore.items import KIND_ORDER
from desktop.games.tanto_cuore.models import CardItem
from desktop.games.tanto_cuore.strings import tr
from desktop.widgets import pile_window
from engine.games.tanto_cuore.cards import CARDS

WORDS = (QT_TRANSLATE_NOOP("tanto_cuore", "Discard pile — {name}"),
         QT_TRANSLATE_NOOP("tanto_cuore", "Cards: {n} · the top card first"),
         QT_TRANSLATE_NOOP("tanto_cuore", "Deck — {name}"),
         QT_TRANSLATE_NOOP("tanto_cuore", "Cards: {n} · you know what is in your deck, not its order: sorted"))
LOOKING = QT_TRANSLATE_NOOP("tanto_cuore", "Cards you look at")


def pile_contents(view: dict, names, key):
    return pile_window.pile_contents(view, names, key, lambda card, count: CardItem(card, count),
                                     lambda card: (KIND_ORDER[CARDS[card].kind], CARDS[card].cost, card),
                                     [tr(text) for text in WORDS])


def looking_items(view: dict) -> list:
    """The cards looked at (Eliza's top card, Eugenie's peek)."""
    return [CardItem(card) for card in pile_window.looking_cards(view)]
