"""Where the cards of Tanto Cuore's events fly on the table
(``desktop/widgets/motion.py``): (source widget, target widget, card).

Another player's hand, deck and discard pile are not on the table: their
cards come from and go to that player's Private Quarters. A card nobody else
may see (another player's draw) does not fly."""
from __future__ import annotations


def event_paths(table, event: dict, seat: int) -> list:
    """The paths of the cards ``event`` moved, as ``seat`` sees them (it may see the event)."""
    kind, player, card = event["type"], event.get("player"), event.get("card")
    own = player == seat
    quarters = _quarters(table, player)
    hand = table.hand_view if own else quarters
    discard = table.discard_zone if own else quarters
    if kind == "serve":
        return [(hand, table.play_view, card)]
    if kind == "chamber":
        return [(hand, quarters, card)]
    if kind == "employ":
        to = event.get("to")
        target = discard if to == "discard" else _quarters(table, event.get("target", player))
        return [(_town(table, card), target, card)]
    if kind == "discard":
        source = {"play": table.play_view, "hand": hand, "deck": table.deck_zone if own else quarters}
        return [(source.get(event.get("source"), quarters), discard, card)]
    if kind == "draw" and own:
        return [(table.deck_zone, table.hand_view, drawn) for drawn in event.get("cards", ())]
    return []


def _quarters(table, seat):
    strip = next((strip for strip in table.quarters if strip.seat == seat), None)
    return strip.cards if strip is not None else None


def _town(table, card: str):
    """The town row that shows ``card`` (a general maid's pile, else the other piles)."""
    model = table.maids_view.model()
    return table.maids_view if any(item.card == card for item in model.items()) else table.town_view
