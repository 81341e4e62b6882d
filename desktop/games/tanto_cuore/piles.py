"""The piles a player may open on Tanto Cuore's table
(``desktop/widgets/pile_window.py``): any player's discard pile, face up and
public in the view, and your own deck's contents, sorted (you know what is
in it, not the order). Another player's deck is only a count."""
from __future__ import annotations

from collections import Counter

from PySide6.QtCore import QT_TRANSLATE_NOOP

from desktop.games.tanto_cuore.items import KIND_ORDER
from desktop.games.tanto_cuore.models import CardItem
from desktop.games.tanto_cuore.strings import tr
from engine.games.tanto_cuore.cards import CARDS

DISCARD_TITLE = QT_TRANSLATE_NOOP("tanto_cuore", "Discard pile — {name}")
DISCARD_NOTE = QT_TRANSLATE_NOOP("tanto_cuore", "Cards: {n} · the top card first")
DECK_TITLE = QT_TRANSLATE_NOOP("tanto_cuore", "Deck — {name}")
DECK_NOTE = QT_TRANSLATE_NOOP("tanto_cuore", "Cards: {n} · you know what is in your deck, not its order: sorted")
LOOKING = QT_TRANSLATE_NOOP("tanto_cuore", "Cards you look at")


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
    ordered = sorted(counts, key=lambda c: (KIND_ORDER[CARDS[c].kind], CARDS[c].cost, c))
    return tr(DECK_TITLE).format(name=name), tr(DECK_NOTE).format(n=len(cards)), \
        [CardItem(card, counts[card] if counts[card] > 1 else None) for card in ordered]


def looking_items(view: dict) -> list:
    """The cards the viewer looks at now (Eliza's top card, Eugenie's peek)."""
    decision = view["decision"]
    looking = ((decision.get("prompt") or {}).get("looking") or []) if decision else []
    return [CardItem(card) for card in looking]
