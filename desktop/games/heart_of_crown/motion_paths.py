"""Where the cards of Heart of Crown's events fly on the table
(``desktop/widgets/motion.py``): (source widget, target widget, card).

Another player's hand and the cards in it are not on the table: their cards
come from and go to that player's domain strip. A card nobody else may see
(another player's draw) does not fly."""
from __future__ import annotations


def event_paths(table, event: dict, seat: int) -> list:
    """The paths of the cards ``event`` moved, as ``seat`` sees them (it may see the event)."""
    kind, player, card = event["type"], event.get("player"), event.get("card")
    own = player == seat
    domain = _domain(table, player)
    hand = table.hand_view if own else domain      # where a player's hand is, as this table shows it
    discard = table.discard_zone if own else domain
    deck = table.deck_zone if own else domain
    if kind == "play":
        return [(hand, table.play_view, card)]
    if kind in ("buy", "gain"):
        return [(_market(table, card), deck if event.get("to") == "deck" else discard, card)]
    if kind == "discard":
        source = {"play": table.play_view, "hand": hand, "deck": deck}.get(event.get("source"), domain)
        return [(source, discard, card)]
    if kind == "set":
        return [(hand, _domain_cards(table, player), card)]
    if kind == "back":
        return [(table.princess_view, _domain_cards(table, player), card),
                *((table.play_view, _domain_cards(table, player), land) for land in event.get("territories", ()))]
    if kind == "to_hand":
        source = {"market": _market(table, card), "discard": discard}.get(event.get("source"), domain)
        return [(source, hand, card)]
    if kind == "recall":
        return [(_domain_cards(table, player), hand, card)]
    if kind == "put_on_deck":
        return [(hand, deck, card)]
    if kind == "draw" and own:
        return [(table.deck_zone, table.hand_view, drawn) for drawn in event.get("cards", ())]
    return []


def _domain(table, seat):
    return next((strip for strip in table.domains if strip.seat == seat), None)


def _domain_cards(table, seat):
    strip = _domain(table, seat)
    return strip.cards if strip is not None else None


def _market(table, card: str):
    """The market row that shows ``card``; the shared piles (curses) otherwise."""
    for view in (table.basic_view, table.market_view):
        model = view.model()
        if any(item.card == card for item in model.items()):
            return view
    return table.shared
