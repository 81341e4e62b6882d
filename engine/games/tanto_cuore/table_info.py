"""What a table needs to show Tanto Cuore without knowing its rules
(INTERFACE.md): where each option's card comes from and goes
(``describe``), why a gesture means nothing now (``refusal``), and which legal
actions deserve an "are you sure" (``confirmation``).

``STRINGS`` maps every reason key to its English text, for translation.
"""
from __future__ import annotations

from engine.core.actions import OptionInfo, Place, Refusal
from engine.core.protocol import IllegalAction
from engine.games.tanto_cuore.cards import CARDS, CHAMBERABLE, EVENTS, PRIVATE, SERVABLE

SHARED_ZONES = frozenset({"town", "private_open", "private_pile"})
ZONES = frozenset({"hand", "deck", "discard", "play", "chambermaids", "private", "bad_habits",
                   "love"}) | SHARED_ZONES

STRINGS = {
    "not_your_turn": "It is not your turn.",
    "wrong_phase": "You can't do that in this phase.",
    "no_servings": "You have no servings left.",
    "not_servable": "{card} can't serve.",
    "chamber_cost": "Chambering {card} takes {cost} servings; you have {servings}.",
    "not_chamberable": "{card} can't be a chambermaid.",
    "no_employs": "You have no employs left.",
    "too_dear": "{card} costs {cost} Love; you have {love}.",
    "pile_empty": "There is no {card} left in the town.",
    "no_maid_there": "An event can only go where there is a healthy maid.",
    "not_on_yourself": "You can't put that on yourself.",
    "maid_ill": "That maid already has an Illness.",
    "nothing": "That does nothing.",
    "servings_left": "You still have servings and maids to serve.",
    "love_left": "You still have {love} Love to spend.",
}


def _refuse(key: str, card=None, **values) -> Refusal:
    return Refusal(key, STRINGS[key], card if "{card}" in STRINGS[key] else None, values or None)


def _maid_place(seat: int, zone: str, slot: int) -> Place:
    return Place(zone, seat, slot)


def describe(state, action) -> OptionInfo:
    """The OptionInfo of one of the current options; IllegalAction for any other."""
    decision = state.decision
    if decision is None or action not in decision.options:
        raise IllegalAction(f"{action!r} is not one of the current options")
    seat, kind = decision.player, decision.kind
    verb, args = action[0], action[1:]
    player = state.players[seat]
    if verb == "serve":
        return OptionInfo(verb, args[0], Place("hand", seat), Place("play", seat))
    if verb == "chamber":
        return OptionInfo(verb, args[0], Place("hand", seat), Place("chambermaids", seat))
    if verb == "employ":
        card = args[0]
        if card == "bad_habit":
            return OptionInfo(verb, card, Place("town"), Place("bad_habits", args[1]))
        if card == "illness":
            return OptionInfo(verb, card, Place("town"), _maid_place(*args[1:]))
        if card in PRIVATE:
            return OptionInfo(verb, card, Place("private_open", None, state.private_open.index(card)),
                              Place("private", seat))
        return OptionInfo(verb, card, Place("town"), Place("discard", seat))
    if verb == "cure":
        return OptionInfo(verb, "illness", _maid_place(seat, *args), Place("town"))
    if verb == "ability":
        return OptionInfo(verb, player.private[-1], Place("private", seat, len(player.private) - 1))
    if verb == "exchange":
        return OptionInfo(verb, args[0], Place("town"), Place("hand", seat))
    if verb == "discard":
        return OptionInfo(verb, args[0], Place("hand", seat), Place("discard", seat))
    if verb == "keep":
        return OptionInfo(verb, args[0], Place("hand", seat), Place("hand", seat))
    if verb == "look":
        return OptionInfo(verb, None, Place("deck", args[0]))
    if verb == "peek":
        return OptionInfo(verb, None, Place("hand", args[0]))
    if verb == "react":
        return OptionInfo(verb, "claire", Place("hand", seat))
    if verb == "return":
        source = Place("bad_habits", seat) if args[0] == "bad_habit" else _maid_place(seat, *args[1:])
        return OptionInfo(verb, args[0], source, Place("town"))
    if verb == "move":
        source = Place("bad_habits", args[1]) if args[0] == "bad_habit" else _maid_place(*args[1:])
        return OptionInfo(verb, args[0], source)
    if verb == "target":
        event = "bad_habit" if len(args) == 1 else "illness"
        target = Place("bad_habits", args[0]) if len(args) == 1 else _maid_place(*args)
        return OptionInfo(verb, event, None, target)
    return OptionInfo(verb)


def refusal(state, verb: str, card, source, target) -> Refusal:
    """Why moving ``card`` from ``source`` to ``target`` as ``verb`` means nothing now."""
    decision = state.decision
    # The seat making the gesture: the one whose card moves (its source), else the
    # one who gains it (an employ into a discard or a private stack); an event's
    # target is another seat, and names nobody's gesture.
    if source is not None and source.seat is not None:
        seat = source.seat
    elif target is not None and target.zone in ("discard", "private", "hand", "play", "chambermaids") \
            and card not in EVENTS:
        seat = target.seat
    else:
        seat = None
    if decision is None or (seat is not None and decision.player != seat) or decision.player != state.turn:
        return _refuse("not_your_turn")
    kind = decision.kind
    if verb in ("serve", "chamber"):
        if kind != "serving":
            return _refuse("wrong_phase")
        if verb == "serve":
            if card not in SERVABLE:
                return _refuse("not_servable", card)
            return _refuse("no_servings") if state.servings <= 0 else _refuse("nothing")
        if card not in CHAMBERABLE:
            return _refuse("not_chamberable", card)
        cost = CARDS[card].chamber_cost
        if cost > state.servings:
            return _refuse("chamber_cost", card, cost=cost, servings=state.servings)
        return _refuse("nothing")
    if verb == "employ":
        if kind != "employ":
            return _refuse("wrong_phase")
        if state.employs <= 0:
            return _refuse("no_employs")
        if card in state.town.counts and state.town.counts[card] <= 0:
            return _refuse("pile_empty", card)
        cost = state.cost.get(card)
        love = state.love_available()
        if cost is not None and cost > love:
            return _refuse("too_dear", card, cost=cost, love=love)
        if card in EVENTS and target is not None and target.seat is not None:
            victim = state.players[target.seat]
            if target.seat == state.turn and (card == "bad_habit" or not state.options["illness_on_own_maids"]):
                return _refuse("not_on_yourself")
            if card == "illness" and target.slot is not None:
                ills = victim.illnesses(target.zone) if target.zone in ("chambermaids", "private") else None
                if ills is not None and target.slot < len(ills) and ills[target.slot]:
                    return _refuse("maid_ill")
            return _refuse("no_maid_there")
        return _refuse("nothing")
    return _refuse("nothing")


def confirmation(state, action) -> Refusal | None:
    """A warning before ending serving with maids still servable, or the turn with Love left."""
    decision = state.decision
    if decision is None:
        return None
    if action == ("end_serving",) and any(o[0] == "serve" for o in decision.options):
        return _refuse("servings_left")
    if action == ("end_turn",) and any(o[0] == "employ" for o in decision.options):
        love = state.love_available()
        if love > 0:
            return _refuse("love_left", love=love)
    return None
