"""What a table needs to show Heart of Crown without knowing its rules: where
each option's card comes from and goes, why a card gesture means nothing now,
and which legal actions deserve an "are you sure".

All three read an action in its text form, decoded (``verb``, ``args`` as
``engine.core.actions.parse_action`` gives them, cards by name), and answer in
the shared types of ``engine.core.actions``:

* ``describe(state, verb, args) -> OptionInfo`` for one of the current options.
  Its places use the zones of ``ZONES``; a seat's zone carries the seat (the
  deciding seat, or the victim whose kept card an attack discards), a shared
  zone (``SHARED_ZONES``) none. A kept card's place carries its land's slot.
* ``refusal(state, verb, card, source, target) -> Refusal`` for a gesture that
  matches no option: the card ``card`` moved from place ``source`` to place
  ``target`` as the verb ``verb`` (the one the target stands for: ``play``,
  ``buy``/``gain``, ``set``/``keep``/``back``, ``recall``). The seat making the
  gesture is the seat its places name, the target's first.
* ``confirmation(state, verb, args) -> Refusal | None``: the warning before
  ending a phase with plays or buys left. It says what is left ("You can still
  play cards."); asking for a second click, and naming the button to click, is
  the table's own (it knows its buttons).

``STRINGS`` maps every reason key to its English text, for translation.
"""
from __future__ import annotations

from engine.core.actions import OptionInfo, Place, Refusal, format_action
from engine.core.protocol import IllegalAction
from engine.games.heart_of_crown.cards import CALAMITY, CARDS, PRINCESS, SUCCESSION
from engine.games.heart_of_crown.codec import CODEC

# ---------------------------------------------------------------- the state's internals
# Everything that touches the state or its action and card values goes through
# these, so a change of representation (actions and cards as ints) is a change here.


def _decision(state):
    """(seat, kind, prompt) of the decision, or None once the game is over."""
    decision = state.decision
    return None if decision is None else (decision.player, decision.kind, decision.prompt or {})


def _option_texts(state) -> list:
    return [CODEC.text(action) for action in state.legal_actions()]


def _is_card(name) -> bool:
    return isinstance(name, str) and name in CARDS


def _kept_slot(state, seat: int, card: str) -> int:
    return state.players[seat].kept.index(card)


def _coins(state) -> int:
    return state.coins


def _price(state, card: str, from_supply: bool) -> int | None:
    """What buying ``card`` costs now after every reduction; None when it is not
    in the market (or on the open supply top) to buy."""
    if (card, from_supply) not in state.market_cards():
        return None
    return state.buy_cost(card, from_supply)


# ---------------------------------------------------------------- describe

# Where cards are. A seat's own zones: "kept" is an action card kept on a land
# (slot: the land's index), "domain" the princess's domain as a whole,
# "looking" the top cards of the deck an effect shows its owner, "counters" the
# seat's coin and twin counters, "coins" the coins of the turn. Shared zones:
# "market" (market stacks and basic piles), "supply" (its face-up top, after
# Buried Treasure), "princesses" (those nobody backed), "abroad" (exiled).
SHARED_ZONES = frozenset({"market", "supply", "princesses", "abroad"})
ZONES = frozenset({"hand", "deck", "discard", "play", "kept", "domain", "princess", "looking",
                   "counters", "coins"}) | SHARED_ZONES

# verb -> (source zone, target zone) as most decisions mean it.
_MOVES = {
    "play": ("hand", "play"),
    "recall": ("kept", "hand"),
    "coin_counter": ("counters", "coins"),
    "buy": ("market", "discard"),
    "gain": ("market", "discard"),
    "back": ("princesses", "princess"),
    "set": ("hand", "domain"),
    "put": ("play", "deck"),
    "keep": ("hand", "kept"),
    "top": ("discard", "deck"),
    "exile": ("hand", "abroad"),
    "take": ("discard", "hand"),
    "discard": ("hand", "discard"),
    "count": ("market", "discard"),
    "pay": ("coins", None),
    "counter": (None, "counters"),
}
# (decision kind, verb) -> (source, target) where a card's effect means it otherwise.
_MOVES_IN = {
    ("scout", "discard"): ("looking", "discard"),
    ("scout", "keep"): ("looking", "deck"),
    ("stargazing_witch", "discard"): ("looking", "discard"),
    ("order_top", "top"): ("looking", "deck"),
    ("battering_ram", "discard"): ("kept", "discard"),
    ("flammaria", "take"): ("market", "deck"),
    ("set_bought_maid", "set"): ("discard", "domain"),
}
# Verbs that choose and move nothing: "option" names a mode ("option draw"), not a card.
_NO_CARD = frozenset({"option"})


def describe(state, verb: str, args: tuple) -> OptionInfo:
    """The OptionInfo of the current option ``verb args``; IllegalAction if it is none."""
    decision = _decision(state)
    if decision is None or format_action(verb, args) not in _option_texts(state):
        raise IllegalAction(f"{format_action(verb, args)!r} is not one of the current options")
    seat, kind, prompt = decision
    card = args[0] if args and verb not in _NO_CARD and _is_card(args[0]) else None
    if card is None and kind == "scout":
        card = prompt["looking"][0]            # "discard"/"keep" the card looked at
    if verb == "count":                        # Laolily: how many Court Maids
        return OptionInfo(verb, "court_maid", Place("market"), Place("discard", seat), args[0])
    if verb == "activate":                     # a princess's or a set maid's ability
        return OptionInfo(verb, card, Place("princess" if PRINCESS in CARDS[card].types else "domain", seat))
    source, target = _MOVES_IN.get((kind, verb)) or _MOVES.get(verb, (None, None))
    slot = None
    if len(args) == 2:
        second = args[1]
        if second == "supply":                 # the face-up supply top, not the market
            source = "supply"
        elif second in ("hand", "discard"):    # Magic Amulet: exile from which zone
            source = second
        elif kind == "battering_ram":          # the victim's kept card
            seat, slot = second, _kept_slot(state, second, card)
        else:                                  # a land's slot for recall and keep
            slot = second
    return OptionInfo(verb, card, _place(source, seat, slot if source == "kept" else None),
                      _place(target, seat, slot if target == "kept" else None))


def _place(zone, seat, slot) -> Place | None:
    if zone is None:
        return None
    return Place(zone) if zone in SHARED_ZONES else Place(zone, seat, slot)


# ---------------------------------------------------------------- refusal and confirmation

# Reason key -> English text; {card} is the card's name, {cost} and {coins} numbers.
STRINGS = {
    "not_your_turn": "It is not your turn.",
    "main_phase_over": "The main phase is over: no more cards are played. To buy a card, drop it from the market on your discard pile.",
    "cannot_play": "You can't play {card} now.",
    "succession_not_played": "{card} is a succession card: it is never played. In the second phase, drop it on your domain to set it.",
    "calamity_not_played": "{card} is a calamity: it is never played.",
    "end_main_first": "End the main phase first to buy {card}.",
    "too_dear": "{card} costs {cost}; you have {coins} coins.",
    "cannot_buy": "You can't buy {card} now.",
    "not_into_domain": "{card} can't go into your domain now.",
    "cannot_recall": "You can't recall {card} now.",
    "nothing": "That does nothing.",
    "cards_still_playable": "You can still play cards.",
    "coins_left": "You still have {coins} coins.",
}

# A gesture's verb -> the refusal that its kind of gesture gets.
_GESTURES = {"play": "play", "buy": "buy", "gain": "buy", "set": "domain", "keep": "domain",
             "back": "domain", "recall": "recall"}


def _refuse(key: str, card=None, **values) -> Refusal:
    return Refusal(key, STRINGS[key], card if "{card}" in STRINGS[key] else None, values or None)


def refusal(state, verb: str, card: str, source: Place | None, target: Place | None) -> Refusal:
    """Why moving ``card`` from ``source`` to ``target`` as ``verb`` means nothing now."""
    decision = _decision(state)
    seat = next((p.seat for p in (target, source) if p is not None and p.seat is not None), None)
    if decision is None or decision[0] != seat:
        return _refuse("not_your_turn")
    kind = decision[1]
    gesture = _GESTURES.get(verb)
    if gesture == "play":
        return _refuse(_play_refusal_key(state, kind, card), card)
    if gesture == "buy":
        if kind == "main":
            return _refuse("end_main_first", card)
        price = _price(state, card, source is not None and source.zone == "supply")
        if kind == "second" and price is not None and price > _coins(state):
            return _refuse("too_dear", card, cost=price, coins=_coins(state))
        return _refuse("cannot_buy", card)
    if gesture == "domain":
        return _refuse("not_into_domain", card)
    if gesture == "recall":
        return _refuse("cannot_recall", card)
    return _refuse("nothing")


def _play_refusal_key(state, kind: str, card: str) -> str:
    """Why ``card`` is not played now: the phase, or a type that is never played."""
    if kind == "second":
        return "main_phase_over"
    unplayable = CARDS[card].types if _is_card(card) and not CARDS[card].playable else frozenset()
    if SUCCESSION in unplayable:
        return "succession_not_played"
    if CALAMITY in unplayable:
        return "calamity_not_played"
    return "cannot_play"


def confirmation(state, verb: str, args: tuple) -> Refusal | None:
    """A warning before ending a phase with plays (main) or buys and coins
    (second) still open; None for any other action."""
    verbs = {text.partition(" ")[0] for text in _option_texts(state)}
    if verb == "end_main" and "play" in verbs:
        return _refuse("cards_still_playable")
    if verb == "end_second" and "buy" in verbs and _coins(state) > 0:
        return _refuse("coins_left", coins=_coins(state))
    return None
