"""Which places on the table an action's events changed, so a table redraws
only those (``Changes.places``). Read off the events alone: every move of a
card or a counter is an event."""
from __future__ import annotations

from engine.core.actions import Place

MARKET = Place("market")
SUPPLY = Place("supply")
COINS = Place("coins")
TURN = Place("turn")          # whose turn, the phase, coronations, the end
ABROAD = Place("abroad")
PRINCESSES = Place("princesses")
CURSES = Place("curses")

# Where a card named by an event's ``source`` (or ``to``) lies.
_ZONE = {"hand": "hand", "play": "play", "discard": "discard", "deck": "deck", "domain": "domain",
         "market": None}


def _own(zone: str, seat) -> Place:
    return Place(zone, seat)


def _taken_from_market(event) -> tuple:
    if event["card"] == "curse":
        return (CURSES,)
    return (MARKET, SUPPLY)


def _places(event) -> tuple:
    kind = event["type"]
    seat = event["player"]
    if kind == "play":
        return _own("hand", seat), _own("play", seat)
    if kind in ("draw", "reshuffle"):
        return _own("hand", seat), _own("deck", seat), _own("discard", seat)
    if kind in ("look", "draw_count"):
        return (_own("deck", seat),)
    if kind == "buy":
        return (*_taken_from_market(event), _own("discard", seat), COINS)
    if kind == "gain":
        return (*_taken_from_market(event), _own("deck" if event["to"] == "deck" else "discard", seat))
    if kind == "discard":
        return _own(_ZONE[event["source"]], seat), _own("discard", seat)
    if kind in ("set", "keep", "recall"):
        return _own("domain", seat), _own("hand", seat), _own("play", seat), _own("discard", seat)
    if kind == "exile":
        return _own("hand", seat), _own("discard", seat), ABROAD
    if kind == "to_hand":
        source = _ZONE[event["source"]]
        return (_own("hand", seat), _own(source, seat) if source else MARKET)
    if kind == "put_on_deck":
        return _own("deck", seat), _own("play", seat), _own("discard", seat)
    if kind == "reveal_hand":
        return (_own("hand", seat),)
    if kind in ("market_refill", "treasure"):
        return MARKET, SUPPLY
    if kind == "back":
        return PRINCESSES, _own("domain", seat), _own("play", seat), COINS
    if kind in ("coins", "cost_reduction"):
        return (COINS,)
    if kind in ("coin_counter", "coin_counter_spent", "point_counter", "twin_counters", "activate"):
        return _own("counters", seat), COINS
    return (TURN,)    # turn, extra turns, coronation, sudden death, game over


def places_of(events) -> set:
    """Every ``Place`` the events touched."""
    places = set()
    for event in events:
        places.update(_places(event))
    return places
