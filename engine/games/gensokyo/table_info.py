"""What a table needs to show Gensokyo without knowing its rules: where each
option's card or piece comes from and goes (``describe``), and why a gesture
that matches no option means nothing now (``refusal``).

``STRINGS`` maps every reason key to its English text, for translation (the
desktop package lists them, as the other games' do).
"""
from __future__ import annotations

from engine.core.actions import OptionInfo, Place, Refusal
from engine.core.protocol import IllegalAction
from engine.games.gensokyo.cards import CARDS

STRINGS = {
    "not_your_turn": "It is not your turn.",
    "not_now": "You can't do that now.",
    "too_dear": "{card} costs {cost}圓; you have {money}.",
    "hand_cost": "{card} needs {count} other cards in hand to pay for it.",
    "condition": "{card} can't be played: its condition is not met.",
    "not_a_character": "Only a character card can be placed on a land.",
}


def _refuse(key: str, card=None, **values) -> Refusal:
    return Refusal(key, STRINGS[key].format(card=card, **values), card if "{card}" in STRINGS[key] else None,
                   values or None)


def _square(state, square: int) -> Place:
    return Place("square", slot=square)


def _claimed_land(state) -> Place | None:
    """SP18's distant claim: the land the spell names, not the square the piece stands on."""
    frame = state.stack[-1] if state.stack else None
    if frame is not None and frame.card == "SP18" and frame.data:
        return _square(state, frame.data[0])
    return None


def describe(state, action) -> OptionInfo:
    """The OptionInfo of one of the current options; IllegalAction for any other."""
    decision = state.decision
    if decision is None or action not in decision.options:
        raise IllegalAction(f"{action!r} is not one of the current options")
    seat = decision.player
    verb, args = action[0], action[1:]
    hand = Place("hand", seat)
    here = _square(state, state.position[state.active])
    if verb == "claim":
        return OptionInfo(verb, args[0], hand, _claimed_land(state) or here)
    if verb == "relocate":
        return OptionInfo(verb, args[1], hand, _square(state, args[0]))
    if verb in ("invest", "sell"):
        return OptionInfo(verb, None, None, _square(state, args[0]), args[1] if verb == "invest" else None)
    if verb == "step":
        return OptionInfo(verb, None, Place("piece", seat), _square(state, args[0]))
    if verb == "spell":
        target = None
        if len(args) > 1:
            target = Place("player", args[1]) if CARDS[args[0]].target == "opponent" else _square(state, args[1])
        return OptionInfo(verb, args[0], hand, target)
    if verb in ("discard", "main", "support", "choose", "recollect", "copy") and args and args[0] is not None:
        return OptionInfo(verb, args[0], hand, Place("graveyard") if verb == "discard" else None)
    if verb in ("move", "roll", "pick"):
        return OptionInfo(verb, count=args[0])
    return OptionInfo(verb)


def refusal(state, verb: str, card, source, target) -> Refusal:
    decision = state.decision
    if decision is None or decision.player != (source.seat if source is not None else decision.player):
        return _refuse("not_your_turn")
    seat = decision.player
    if verb in ("claim", "relocate", "main") and card in CARDS:
        spec = CARDS[card]
        if spec.kind != "character":
            return _refuse("not_a_character")
        if spec.money > state.money[seat]:
            return _refuse("too_dear", card, cost=spec.money, money=state.money[seat])
        if spec.hand > len(state.cards.hands[seat]) - 1:
            return _refuse("hand_cost", card, count=spec.hand)
        if not state.condition_met(seat, card):
            return _refuse("condition", card)
    return _refuse("not_now")
