"""Heart of Crown's engine as the desktop asks it, in protocol 2's terms.

The one module of the desktop that reads an action's text or knows a rule.
UNTIL MERGE the engine speaks protocol 1 (an action is a string
``verb:card@slot``, ``apply`` returns a list of events), so the answers below
are worked out from the action's text, the view and the events. At merge
each function becomes a call into the engine (``state.describe`` …) and the
reading of text here goes away:

====================================  ==========================================
here                                  protocol 2
====================================  ==========================================
``text(action)``                      ``spec.codec.text(action)``
``describe(view, action)``            ``state.describe(action)``
``refusal(view, verb, card, s, t)``   ``state.refusal(verb, card, s, t)``
``confirmation(view, action)``        ``state.confirmation(action)``
``changes(state, actor, result)``     ``result`` (``apply`` returns ``Changes``)
``undo_barrier(state, actor, ev)``    the engine's ``Changes.undo_barrier``
====================================  ==========================================

Refusals and confirmations are ``Refusal(key, text, card, values)``: ``text``
is the English template, which the table translates in the game's context
(``strings.refusal_text``).
"""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from engine.core.actions import OptionInfo, Place, Refusal
from engine.core.protocol import ALL, Changes

# Where a card of each verb comes from and goes to (zones of the view).
_ZONES = {
    "play": ("hand", "play"), "set": ("hand", "domain"), "keep": ("hand", "domain"),
    "exile": ("hand", None), "discard": ("hand", "discard"), "top": ("hand", "deck"),
    "buy": ("market", "discard"), "gain": ("market", "discard"), "take": ("market", "hand"),
    "recall": ("domain", "hand"), "back": ("princesses", "domain"), "put": ("play", "deck"),
    "activate": ("domain", None),
}
_SHARED_ZONES = frozenset({"market", "supply", "princesses"})


def text(action) -> str:
    """The action's text, as records and logs write it."""
    return action


def describe(view: dict, action) -> OptionInfo:
    """What one option of the viewer's decision means: verb, card, from where, to where."""
    verb, _, rest = action.partition(":")
    card, _, slot = rest.partition("@")
    if not card:                                  # a whole answer: end_main, skip, declare …
        return OptionInfo(verb)
    if verb == "count":                           # Laolily: how many Court Maids
        return OptionInfo(verb, count=int(card))
    if verb not in _ZONES:                        # option:draw …: a named choice, no card
        return OptionInfo(verb, card)
    seat = view["seat"]
    source_zone, target_zone = _ZONES[verb]
    source = Place(source_zone, None if source_zone in _SHARED_ZONES else seat)
    target = Place(target_zone, seat) if target_zone else None
    if slot == "supply":                          # the face-up card at the bottom of the supply
        source = Place("supply")
    elif slot in ("hand", "discard"):
        source = Place(slot, seat)
    elif slot.isdigit() and verb == "keep":       # onto the land of that number
        target = Place("domain", seat, int(slot))
    elif slot.isdigit() and verb == "recall":     # off the land of that number
        source = Place("domain", seat, int(slot))
    elif slot.isdigit():                          # a card kept in that seat's domain (Battering Ram)
        source = Place("domain", int(slot))
    return OptionInfo(verb, card, source, target)


# Why a gesture means nothing now, by the verb it would have been (and the
# decision kind, or "" for any).
_REFUSALS = {
    ("play", "second"): ("play_after_main", QT_TRANSLATE_NOOP(
        "heart_of_crown", "The main phase is over: you can't play {card} now.")),
    ("play", ""): ("cannot_play", QT_TRANSLATE_NOOP("heart_of_crown", "You can't play {card} now.")),
    ("buy", "main"): ("buy_in_main", QT_TRANSLATE_NOOP("heart_of_crown", "End the main phase first to buy {card}.")),
    ("buy", ""): ("cannot_buy", QT_TRANSLATE_NOOP("heart_of_crown", "You can't buy {card} now.")),
    ("set", ""): ("cannot_set", QT_TRANSLATE_NOOP("heart_of_crown", "{card} can't go into your domain now.")),
    ("recall", ""): ("cannot_recall", QT_TRANSLATE_NOOP("heart_of_crown", "You can't recall {card} now.")),
}
_TOO_DEAR = QT_TRANSLATE_NOOP("heart_of_crown", "{card} costs {cost}; you have {coins} coins.")
_NOT_YOUR_TURN = QT_TRANSLATE_NOOP("heart_of_crown", "It is not your turn.")
_NOTHING = QT_TRANSLATE_NOOP("heart_of_crown", "That does nothing.")


def refusal(view: dict | None, verb: str, card: str, source: Place, target: Place | None) -> Refusal:
    """Why ``verb`` with ``card`` from ``source`` (to ``target``) is no option
    now. A refused buy in the second phase names the price the engine charges
    (after reductions) and the coins in hand."""
    decision = view["decision"] if view else None
    if not decision or "options" not in decision:
        return Refusal("not_your_turn", _NOT_YOUR_TURN)
    kind = decision.get("kind")
    cost = view.get("buy_costs", {}).get(card + "@supply" if source.zone == "supply" else card)
    if verb == "buy" and kind == "second" and cost is not None and cost > view["coins"]:
        return Refusal("too_dear", _TOO_DEAR, card, {"cost": cost, "coins": view["coins"]})
    key, template = _REFUSALS.get((verb, kind)) or _REFUSALS.get((verb, ""), ("nothing", _NOTHING))
    return Refusal(key, template, card)


_END_MAIN_EARLY = QT_TRANSLATE_NOOP(
    "heart_of_crown", "You can still play cards. Click “End main phase” again to end it.")
_END_TURN_EARLY = QT_TRANSLATE_NOOP(
    "heart_of_crown", "You still have {coins} coins. Click “End turn” again to end it.")


def confirmation(view: dict, action) -> Refusal | None:
    """A warning before ending a phase with plays or buys still open, or None."""
    verbs = {describe(view, option).verb for option in (view["decision"] or {}).get("options", ())}
    if action == "end_main" and "play" in verbs:
        return Refusal("end_main_early", _END_MAIN_EARLY)
    if action == "end_second" and "buy" in verbs and view["coins"] > 0:
        return Refusal("end_turn_early", _END_TURN_EARLY, values={"coins": view["coins"]})
    return None


# Events that make something hidden known (a draw, a shuffle, a refill, a
# revealed hand or deck top): with a seeded RNG, a redo would show the future.
_REVEALING_EVENTS = frozenset({"draw", "look", "reshuffle", "market_refill", "treasure", "reveal_hand"})


def undo_barrier(state, actor: int, events) -> bool:
    """Whether undo may not go back past the action ``actor`` just took (with
    ``events``, leading to ``state``): it revealed something or handed the
    decision to another seat."""
    decision = state.decision
    return (decision is None or decision.player != actor
            or any(e["type"] in _REVEALING_EVENTS for e in events)
            or "looking" in (decision.prompt or {}))    # a peek at the deck top reveals too


def changes(state, actor: int, result) -> Changes:
    """What ``state.apply`` (by ``actor``) changed, as protocol 2's ``Changes``
    (every place: protocol 1 does not say which)."""
    return Changes(result, None, undo_barrier(state, actor, result))


# Not protocol: the log's own markers, read from the state (who begins, and
# where a resumed game goes on).
def opening_events(state) -> list:
    """The events a game's log begins with: whose turn it is."""
    return [{"type": "turn", "number": state.turn_number, "player": state.turn, "visible_to": ALL}]


def resumed_events(state) -> list:
    """The marker where a resumed game goes on."""
    return [{"type": "resumed", "number": state.turn_number, "player": state.turn, "visible_to": ALL}]
