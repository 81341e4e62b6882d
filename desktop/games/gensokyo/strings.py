"""Gensokyo's words: log lines, decision prompts, action buttons, why a
gesture is refused and why the game ended, as data in the game's translation
context (``gensokyo``), and the functions that turn engine events, views and
options into sentences of the current language. (Card names and faces are
``card_texts``'s.)

Each template is wrapped in ``QT_TRANSLATE_NOOP`` so ``pyside6-lupdate`` finds
it; ``data_strings`` hands the engine's refusal texts to
``tools/extract_data_strings.py``. Fields are ``str.format`` fields; a
translation keeps exactly those of its source. Money is written "40圓" in
every language. A land is named by its attribute and grade, as its tile on
the board shows it ("Scarlet land 20").
"""
from __future__ import annotations

from functools import cache

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from desktop.base.i18n import glossary_strings, join, player_name, table_strings
from desktop.base.log_grammar import seat_name, sentence, variant
from desktop.games.gensokyo.board_items import KIND_LABELS
from desktop.games.gensokyo.card_art import card_name
from desktop.games.gensokyo.card_texts import attribute_name
from engine.core.events import visible
from engine.core.protocol import CHANCE
from engine.games.gensokyo.board import LAND, cross_map, loop_map
from engine.games.gensokyo.cards import CARDS
from engine.games.gensokyo.codec import CODEC
from engine.games.gensokyo.table_info import STRINGS as REFUSALS

GAME_CONTEXT = "gensokyo"

LAND_NAME = QT_TRANSLATE_NOOP("gensokyo", "{attribute} land {grade}")
NO_SUPPORT = QT_TRANSLATE_NOOP("gensokyo", "no support")
COST = QT_TRANSLATE_NOOP("gensokyo", "{money}圓")
COST_WITH_HAND = QT_TRANSLATE_NOOP("gensokyo", "{money}圓 + {hand} cards")
ORDER_ROLL_ENTRY = QT_TRANSLATE_NOOP("gensokyo", "{player} {total}")

# ---------------------------------------------------------------- log lines
# Per event type, or "type:variant" where the wording depends on the event
# (why a card is discarded, where a battle card goes, why the game ended).
# Past tense, so "You" reads right in the place of a name; the ":you" and
# ":to_you" lines (desktop/base/log_grammar.py) are where a possessive changes.
LOG_LINES = {
    "turn": QT_TRANSLATE_NOOP("gensokyo", "Round {round}, turn {turn}: {player}"),
    "resumed": QT_TRANSLATE_NOOP("gensokyo", "Game resumed in round {round}, turn {turn}"),     # log_markers
    "turn_order": QT_TRANSLATE_NOOP("gensokyo", "Turn order: {players}"),
    "order_roll": QT_TRANSLATE_NOOP("gensokyo", "Roll for the turn order: {rolls}"),
    "roll": QT_TRANSLATE_NOOP("gensokyo", "{player} rolled a {face}"),
    "keep": QT_TRANSLATE_NOOP("gensokyo", "{player} kept the dice {dice}"),
    "lap_bonus": QT_TRANSLATE_NOOP("gensokyo", "{player} got the lap bonus of {money}圓"),
    "gap": QT_TRANSLATE_NOOP("gensokyo", "{player} travelled through the gap"),
    "event": QT_TRANSLATE_NOOP("gensokyo", "{player} stopped on an EVENT square"),
    "claim": QT_TRANSLATE_NOOP("gensokyo", "{player} claimed {land} with {card}"),
    "invest": QT_TRANSLATE_NOOP("gensokyo", "{player} invested in {land}: now level {level}"),
    "level": QT_TRANSLATE_NOOP("gensokyo", "{land} is now level {level}"),
    "relocate": QT_TRANSLATE_NOOP("gensokyo", "{player} relocated {card} onto {land}; {returned} went back to the hand"),
    "pay": QT_TRANSLATE_NOOP("gensokyo", "{player} paid {money}圓"),
    "pay:claim": QT_TRANSLATE_NOOP("gensokyo", "{player} paid {money}圓 for the claim"),
    "pay:invest": QT_TRANSLATE_NOOP("gensokyo", "{player} paid {money}圓 for the investment"),
    "pay:relocate": QT_TRANSLATE_NOOP("gensokyo", "{player} paid {money}圓 for the relocation"),
    "pay:spell": QT_TRANSLATE_NOOP("gensokyo", "{player} paid {money}圓 for the spell card"),
    "pay:battle": QT_TRANSLATE_NOOP("gensokyo", "{player} paid {money}圓 for the battle"),
    "receive": QT_TRANSLATE_NOOP("gensokyo", "{player} received {money}圓"),
    "toll": QT_TRANSLATE_NOOP("gensokyo", "{player} paid a toll of {money}圓 to {target}"),
    "sell": QT_TRANSLATE_NOOP("gensokyo", "{player} sold {land} for {money}圓"),
    "bankrupt": QT_TRANSLATE_NOOP("gensokyo", "{player} went bankrupt"),
    "draw": QT_TRANSLATE_NOOP("gensokyo", "{player} drew {card}"),
    "draw:hidden": QT_TRANSLATE_NOOP("gensokyo", "{player} drew a card"),
    "discard": QT_TRANSLATE_NOOP("gensokyo", "{player} discarded {card}"),
    "discard:cost": QT_TRANSLATE_NOOP("gensokyo", "{player} discarded {card} to pay a hand cost"),
    "discard:battle": QT_TRANSLATE_NOOP("gensokyo", "{player} discarded {card} to pay the battle's hand cost"),
    "discard:hand_limit": QT_TRANSLATE_NOOP("gensokyo", "{player} discarded {card} down to the hand limit"),
    "discard:card": QT_TRANSLATE_NOOP("gensokyo", "{player} discarded {card} because of {why}"),
    "discard_hand": QT_TRANSLATE_NOOP("gensokyo", "{player} discarded their whole hand"),
    "look": QT_TRANSLATE_NOOP("gensokyo", "{player} looked at the hand of {target}: {cards}"),
    "search": QT_TRANSLATE_NOOP("gensokyo", "{player} took {card} from the deck"),
    "spell": QT_TRANSLATE_NOOP("gensokyo", "{player} cast {card}"),
    "spell:land": QT_TRANSLATE_NOOP("gensokyo", "{player} cast {card} on {land}"),
    "spell:player": QT_TRANSLATE_NOOP("gensokyo", "{player} cast {card} on {target}"),
    "spell_expires": QT_TRANSLATE_NOOP("gensokyo", "{card} on {player} has expired"),
    "recollection": QT_TRANSLATE_NOOP("gensokyo", "{player} read the hand of {target}: {cards}"),
    "battle_main": QT_TRANSLATE_NOOP("gensokyo", "{player} invaded {land} of {target} with {card}"),
    "battle_support": QT_TRANSLATE_NOOP("gensokyo", "{player} committed {card} as a support face down"),
    "battle_support:hidden": QT_TRANSLATE_NOOP("gensokyo", "{player} committed a support face down"),
    "battle_no_support": QT_TRANSLATE_NOOP("gensokyo", "{player} committed no support"),
    "battle_reveal": QT_TRANSLATE_NOOP("gensokyo", "Supports revealed: {invader} for the invader, {defender} for the defender"),
    "battle_negation": QT_TRANSLATE_NOOP("gensokyo", "Negated: {negations}"),
    "battle_result:won": QT_TRANSLATE_NOOP("gensokyo", "Battle for {land}: the invader won, {attack} attack against {hp} HP"),
    "battle_result:lost": QT_TRANSLATE_NOOP("gensokyo", "Battle for {land}: the defender held, {attack} attack against {hp} HP"),
    "battle_card:graveyard": QT_TRANSLATE_NOOP("gensokyo", "{card} of {player} went to the graveyard"),
    "battle_card:hand": QT_TRANSLATE_NOOP("gensokyo", "{card} went back to the hand of {player}"),
    "battle_swap": QT_TRANSLATE_NOOP("gensokyo", "{player} gave {gave} to {target} and took {got}"),
    "battle_swap_graveyard": QT_TRANSLATE_NOOP("gensokyo", "{player} put {gave} in the graveyard and took {took} from it"),
    "battle_take": QT_TRANSLATE_NOOP("gensokyo", "{player} took {card} from the hand of {target}"),
    "battle_draw_failed": QT_TRANSLATE_NOOP("gensokyo", "{player} could not draw for {card}: the deck is empty"),
    "land_taken": QT_TRANSLATE_NOOP("gensokyo", "{player} took {land} with {card}"),
    "game_over": QT_TRANSLATE_NOOP("gensokyo", "Game over: {winners} won"),
    "game_over:deck_empty": QT_TRANSLATE_NOOP("gensokyo", "The deck ran out: {winners} won"),
    "game_over:bankruptcy": QT_TRANSLATE_NOOP("gensokyo", "A player went bankrupt: {winners} won"),
    "game_over:round_cap": QT_TRANSLATE_NOOP("gensokyo", "Round 60 is over: {winners} won"),
}
LOG_LINES_YOU = {
    "turn:you": QT_TRANSLATE_NOOP("gensokyo", "Round {round}, turn {turn}: your turn"),
    "discard_hand:you": QT_TRANSLATE_NOOP("gensokyo", "You discarded your whole hand"),
    "look:to_you": QT_TRANSLATE_NOOP("gensokyo", "{player} looked at your hand: {cards}"),
    "recollection:to_you": QT_TRANSLATE_NOOP("gensokyo", "{player} read your hand: {cards}"),
    "battle_main:to_you": QT_TRANSLATE_NOOP("gensokyo", "{player} invaded your {land} with {card}"),
    "battle_card:graveyard:you": QT_TRANSLATE_NOOP("gensokyo", "Your {card} went to the graveyard"),
    "battle_card:hand:you": QT_TRANSLATE_NOOP("gensokyo", "{card} went back to your hand"),
    "battle_take:to_you": QT_TRANSLATE_NOOP("gensokyo", "{player} took {card} from your hand"),
}
# A 【能力無効】 / 【援護無効】 of the battle_negation line, by part and side.
NEGATIONS = {
    "ability:0": QT_TRANSLATE_NOOP("gensokyo", "the invader's ability by {card}"),
    "ability:1": QT_TRANSLATE_NOOP("gensokyo", "the defender's ability by {card}"),
    "support:0": QT_TRANSLATE_NOOP("gensokyo", "the invader's support by {card}"),
    "support:1": QT_TRANSLATE_NOOP("gensokyo", "the defender's support by {card}"),
}
# Each step of the walk: the board shows the piece move, a line each would drown the log.
QUIET_EVENTS = frozenset({"step"})
# Why the game ended (the game_over event's reason, engine/games/gensokyo/ending.py).
END_REASONS = {
    "deck_empty": QT_TRANSLATE_NOOP("gensokyo", "A card had to be drawn from the empty deck."),
    "bankruptcy": QT_TRANSLATE_NOOP("gensokyo", "A player went bankrupt."),
    "round_cap": QT_TRANSLATE_NOOP("gensokyo", "Round 60 is over."),
}

# ---------------------------------------------------------------- prompts
# The question for the viewer, per decision kind. Fields: {land}, {owner},
# {level}, {money}, {dice}, {player}.
PROMPTS = {
    "draw": QT_TRANSLATE_NOOP("gensokyo", "Your turn: draw a card, or pass"),
    "spell": QT_TRANSLATE_NOOP("gensokyo", "Spell step: cast a spell card, or pass"),
    "invest": QT_TRANSLATE_NOOP("gensokyo", "Investment step: invest in one of your lands, or pass"),
    "move": QT_TRANSLATE_NOOP("gensokyo", "Choose how many squares to move"),
    "keep": QT_TRANSLATE_NOOP("gensokyo", "You rolled {dice}: keep two of the dice"),
    "step": QT_TRANSLATE_NOOP("gensokyo", "Choose which way to go"),
    "travel": QT_TRANSLATE_NOOP("gensokyo", "Gap: travel to the next gap, or stay"),
    "claim": QT_TRANSLATE_NOOP("gensokyo", "{land} is unowned: claim it with a character from your hand"),
    "claim:distant": QT_TRANSLATE_NOOP("gensokyo", "Claim the chosen land with a character from your hand"),
    "relocate": QT_TRANSLATE_NOOP("gensokyo", "Relocate: exchange a character on your land for one from your hand, or pass"),
    "toll_or_invade": QT_TRANSLATE_NOOP("gensokyo", "{owner}'s {land}, level {level}: pay the toll ({money}圓) or invade"),
    "sell": QT_TRANSLATE_NOOP("gensokyo", "Sell lands to pay the toll of {money}圓"),
    "discard": QT_TRANSLATE_NOOP("gensokyo", "Choose a card to discard"),
    "search": QT_TRANSLATE_NOOP("gensokyo", "Choose a character to take from the deck"),
    "take_away": QT_TRANSLATE_NOOP("gensokyo", "Choose the card your opponent discards"),
    "battle_main": QT_TRANSLATE_NOOP("gensokyo", "Invading {land}: choose your main character"),
    "battle_support": QT_TRANSLATE_NOOP("gensokyo", "Battle for {land}: choose a support face down (or none)"),
    "transform": QT_TRANSLATE_NOOP("gensokyo", "Transformation: by your ability or by your support?"),
    "copy": QT_TRANSLATE_NOOP("gensokyo", "Choose a character on your lands to copy"),
    "recollect": QT_TRANSLATE_NOOP("gensokyo", "You see the hand of {player}: choose the card they discard"),
    "byakuren": QT_TRANSLATE_NOOP("gensokyo", "Swap a card from your hand for one in the graveyard, or keep them"),
}
PROMPT_FALLBACK = QT_TRANSLATE_NOOP("gensokyo", "Choose")
PROMPT_WAITING = QT_TRANSLATE_NOOP("gensokyo", "Waiting for {player}…")
PROMPT_CHANCE = QT_TRANSLATE_NOOP("gensokyo", "Chance decides…")

# ---------------------------------------------------------------- buttons
# Whole options by their text …
ACTION_LABELS = {
    "draw": QT_TRANSLATE_NOOP("gensokyo", "Draw a card"),
    "travel": QT_TRANSLATE_NOOP("gensokyo", "Travel through the gap"),
    "toll": QT_TRANSLATE_NOOP("gensokyo", "Pay the toll ({money}圓)"),
    "invade": QT_TRANSLATE_NOOP("gensokyo", "Invade"),
    "support none": QT_TRANSLATE_NOOP("gensokyo", "No support"),
    "byakuren none none": QT_TRANSLATE_NOOP("gensokyo", "No swap"),
    "transform ability": QT_TRANSLATE_NOOP("gensokyo", "The ability's transformation"),
    "transform support": QT_TRANSLATE_NOOP("gensokyo", "The support's transformation"),
}
# … "pass" by the decision it declines …
PASS_LABELS = {
    "draw": QT_TRANSLATE_NOOP("gensokyo", "Don't draw"),
    "spell": QT_TRANSLATE_NOOP("gensokyo", "Cast no spell"),
    "invest": QT_TRANSLATE_NOOP("gensokyo", "Don't invest"),
    "travel": QT_TRANSLATE_NOOP("gensokyo", "Stay"),
    "claim": QT_TRANSLATE_NOOP("gensokyo", "Don't claim"),
    "relocate": QT_TRANSLATE_NOOP("gensokyo", "Don't relocate"),
}
PASS_FALLBACK = QT_TRANSLATE_NOOP("gensokyo", "Pass")
# … and the rest by verb (or "verb:variant"). Fields: {card}, {cost}, {land},
# {square}, {money}, {level}, {count}, {dice}, {player}, {gave}, {took}.
VERB_LABELS = {
    "roll": QT_TRANSLATE_NOOP("gensokyo", "Roll a {count}"),
    "pick": QT_TRANSLATE_NOOP("gensokyo", "Card {count}"),
    "move": QT_TRANSLATE_NOOP("gensokyo", "Move {count} squares"),
    "step": QT_TRANSLATE_NOOP("gensokyo", "Go to {square}"),
    "keep": QT_TRANSLATE_NOOP("gensokyo", "Keep {dice}"),
    "sell": QT_TRANSLATE_NOOP("gensokyo", "Sell {land} ({money}圓)"),
    "invest": QT_TRANSLATE_NOOP("gensokyo", "Invest in {land}: level {level} ({money}圓)"),
    "claim": QT_TRANSLATE_NOOP("gensokyo", "Claim with {card} ({cost})"),
    "relocate": QT_TRANSLATE_NOOP("gensokyo", "Relocate {card} onto {land} ({cost})"),
    "main": QT_TRANSLATE_NOOP("gensokyo", "Invade with {card} ({cost})"),
    "support": QT_TRANSLATE_NOOP("gensokyo", "Support with {card} ({cost})"),
    "spell": QT_TRANSLATE_NOOP("gensokyo", "Cast {card} ({cost})"),
    "spell:land": QT_TRANSLATE_NOOP("gensokyo", "Cast {card} on {land} ({cost})"),
    "spell:player": QT_TRANSLATE_NOOP("gensokyo", "Cast {card} on {player} ({cost})"),
    "discard": QT_TRANSLATE_NOOP("gensokyo", "Discard {card}"),
    "discard:take_away": QT_TRANSLATE_NOOP("gensokyo", "They discard {card}"),
    "recollect": QT_TRANSLATE_NOOP("gensokyo", "They discard {card}"),
    "choose": QT_TRANSLATE_NOOP("gensokyo", "Take {card}"),
    "copy": QT_TRANSLATE_NOOP("gensokyo", "Copy {card}"),
    "byakuren": QT_TRANSLATE_NOOP("gensokyo", "Give {gave}, take {took}"),
}


# ---------------------------------------------------------------- translating
def tr(text: str) -> str:
    return QCoreApplication.translate(GAME_CONTEXT, text)


def money(amount: int) -> str:
    return tr(COST).format(money=amount)


@cache
def _board(map_name: str):
    """The view's map by its name ("AB", "ABC" or "cross")."""
    return cross_map() if map_name == "cross" else loop_map(map_name)


def _land_numbering():
    # Every map numbers the A and B squares alike and only the 4-player loop has
    # C squares (the cross map's CHECKs come after them and are no lands), so a
    # square number an event carries (a spell's target) is read on that loop.
    return _board("ABC")


def square_name(square_id: str) -> str:
    """A square in words: a land as its tile shows it (attribute and grade), else its kind."""
    board = _board("cross") if square_id.startswith("CHECK") else _land_numbering()
    square = board.index(square_id)
    kind = board.kind[square]
    if kind != LAND:
        return tr(KIND_LABELS[kind])
    return tr(LAND_NAME).format(attribute=attribute_name(board.attribute[square]), grade=board.grade[square])


def _square_at(view: dict, square: int) -> str:
    return _board(view["map"]).square_id(square)


def _cost(card: str) -> str:
    spec = CARDS[card]
    if spec.hand:
        return tr(COST_WITH_HAND).format(money=spec.money, hand=spec.hand)
    return money(spec.money)


# ---------------------------------------------------------------- log lines
def _target_seat(event: dict):
    """The seat an event is done to, whatever its field is called."""
    kind = event["type"]
    if kind == "toll":
        return event.get("to")
    if kind == "battle_main":
        return event.get("defender")
    if kind == "spell":
        target = event.get("target")
        return target if target is not None and CARDS[event["card"]].target == "opponent" else None
    return event.get("of", event.get("target"))


def _log_key(event: dict) -> str:
    kind = event["type"]
    if kind in ("draw", "battle_support") and "card" not in event:
        return f"{kind}:hidden"
    if kind == "pay" and f"pay:{event.get('why')}" in LOG_LINES:
        return f"pay:{event['why']}"
    if kind == "discard" and event.get("why") in CARDS:
        return "discard:card"
    if kind == "discard" and f"discard:{event.get('why')}" in LOG_LINES:
        return f"discard:{event['why']}"
    if kind == "spell" and event.get("target") is not None:
        return "spell:player" if CARDS[event["card"]].target == "opponent" else "spell:land"
    if kind == "battle_result":
        return "battle_result:won" if event.get("invader_wins") else "battle_result:lost"
    if kind == "battle_card":
        return f"battle_card:{'hand' if event.get('to') == 'hand' else 'graveyard'}"
    if kind == "game_over" and f"game_over:{event.get('reason')}" in LOG_LINES:
        return f"game_over:{event['reason']}"
    return kind


def _negations(event: dict) -> list[str]:
    return [tr(NEGATIONS[f"{part}:{side}"]).format(card=card_name(card))
            for part in ("ability", "support") for side, card in enumerate(event.get(part) or ()) if card]


def _winners(event: dict) -> list[int]:
    return [seat for seat, rank in enumerate(event.get("ranks") or ()) if rank == 1]


def _fields(event: dict, names, viewer) -> dict:
    """The event's data as words: seats by name ("you" for the viewer), cards, lands and dice."""
    def seat(s):
        return seat_name(names, s, viewer)

    fields = {key: value for key, value in event.items() if key not in ("type", "visible_to")}
    fields["player"] = seat(event.get("player"))
    fields["target"] = seat(_target_seat(event))
    for key in ("card", "returned", "gave", "took"):
        if event.get(key):
            fields[key] = card_name(event[key])
    if event.get("why") in CARDS:
        fields["why"] = card_name(event["why"])
    if "square" in event:
        fields["land"] = square_name(event["square"])
    if _log_key(event) == "spell:land":
        fields["land"] = square_name(_land_numbering().square_id(event["target"]))
    if "cards" in event:
        cards = event["cards"]
        fields["cards"] = join(card_name(c) for c in cards)
        if event["type"] == "battle_swap":
            fields["gave"], fields["got"] = card_name(cards[0]), card_name(cards[1])
    if "dice" in event:
        fields["dice"] = join(str(d) for d in event["dice"])
    if "order" in event:
        fields["players"] = join(seat(s) for s in event["order"])
    if "totals" in event:
        fields["rolls"] = join(tr(ORDER_ROLL_ENTRY).format(player=seat(s), total=t)
                               for s, t in zip(event["seats"], event["totals"]))
    if "supports" in event:
        invader, defender = (card_name(c) if c else tr(NO_SUPPORT) for c in event["supports"])
        fields.update(invader=invader, defender=defender)
    if "steps" in event:
        fields["attack"], fields["hp"] = event["steps"][-1][1], event["steps"][-1][2]
    if event["type"] == "battle_negation":
        fields["negations"] = join(_negations(event))
    if event["type"] == "game_over":
        fields["winners"] = join(seat(s) for s in _winners(event))
    return fields


def log_line(event: dict, names, viewer: int | None = None) -> str | None:
    """One log line for an engine event in the current language; None for a
    quiet event and for a battle_negation that negated nothing. ``viewer``'s
    own seat is "you"."""
    kind = event["type"]
    if kind in QUIET_EVENTS or (kind == "battle_negation" and not _negations(event)):
        return None
    key = _log_key(event)
    lines = {**LOG_LINES, **LOG_LINES_YOU}
    who = {"player": event.get("player"), "target": _target_seat(event)}
    if kind == "game_over":
        who["winners"] = _winners(event)
    template = lines[variant(lines, key, who, viewer)]
    return sentence(tr(template).format(**_fields(event, names, viewer)))


def viewer_log_line(event: dict, names, viewer: int) -> str | None:
    """The log line ``viewer`` reads for an event, or None: nothing of an
    event it may not see (another seat's drawn card, its face-down support)."""
    if not visible(event, viewer):
        return None
    if event["type"] == "pay" and not event.get("money"):
        return None        # a card without a money cost: nothing was paid
    return log_line(event, names, viewer)


# ---------------------------------------------------------------- prompts
def _toll_due(view: dict) -> int:
    """The toll the viewer owes on the land it stands on: the public toll,
    halved (rounded up) under the viewer's own SP16, as engine tolls.py does."""
    seat = view["seat"]
    toll = view["lands"][view["players"][seat]["at"]]["toll"]
    haggling = any(s["card"] == "SP16" and s["player"] == seat for s in view["player_spells"])
    return -(-toll // 2) if haggling else toll


def decision_line(view: dict, names) -> str:
    """The prompt panel's line: the viewer's question, whom everybody waits
    for, or "" once the game is over."""
    if view.get("winners") is not None or view.get("deciding") is None:
        return ""
    kind = view.get("kind")
    if kind is None:
        if view["deciding"] == CHANCE:
            return tr(PROMPT_CHANCE)
        return tr(PROMPT_WAITING).format(player=player_name(names, view["deciding"]))
    seat = view["seat"]
    here = view["players"][seat]["at"]
    fields = {"land": square_name(here), "dice": join(str(d) for d in view.get("dice") or ())}
    key = kind
    if kind == "claim" and view.get("casting") == "SP18":
        key = "claim:distant"
    elif kind in ("toll_or_invade", "sell"):
        land = view["lands"].get(here) or {}
        fields.update(money=_toll_due(view), level=land.get("level", ""),
                      owner=player_name(names, land.get("owner")))
    elif kind in ("battle_main", "battle_support") and view.get("battle"):
        fields["land"] = square_name(_square_at(view, view["battle"]["land"]))
    elif kind == "recollect" and view.get("battle"):
        seats = view["battle"]["seats"]
        fields["player"] = player_name(names, seats[1] if seats[0] == seat else seats[0])
    return tr(PROMPTS.get(key, PROMPT_FALLBACK)).format(**fields)


# ---------------------------------------------------------------- buttons
def action_label(shown, view: dict, names) -> str:
    """A button's words for one option (an ``engine.core.actions.ShownOption``)."""
    text = shown.text
    if text == "toll":
        return tr(ACTION_LABELS[text]).format(money=_toll_due(view))
    if text in ACTION_LABELS:
        return tr(ACTION_LABELS[text])
    action = CODEC.parse(text)
    verb, args = action[0], action[1:]
    if verb == "pass":
        return tr(PASS_LABELS.get(view.get("kind"), PASS_FALLBACK))
    key = verb
    fields = {"count": args[0] if args and isinstance(args[0], int) else ""}
    card = shown.info.card
    if card:
        fields.update(card=card_name(card), cost=_cost(card))
    if verb == "pick":
        fields["count"] = args[0] + 1      # counted from 1 on screen
    elif verb == "step":
        fields["square"] = square_name(_square_at(view, args[0]))
    elif verb == "keep":
        dice = view.get("dice") or ()
        fields["dice"] = join(str(dice[i]) for i in args[0] if i < len(dice))
    elif verb in ("sell", "invest", "relocate"):
        square_id = _square_at(view, args[0])
        fields["land"] = square_name(square_id)
        grade = _board(view["map"]).grade[args[0]]
        level = (view["lands"].get(square_id) or {}).get("level", 0)
        if verb == "sell":
            fields["money"] = grade * level          # the land value (tolls.py)
        elif verb == "invest":
            fields.update(level=level + args[1], money=grade * args[1])
    elif verb == "spell" and len(args) > 1:
        if CARDS[card].target == "opponent":
            key, fields["player"] = "spell:player", player_name(names, args[1])
        else:
            key, fields["land"] = "spell:land", square_name(_square_at(view, args[1]))
    elif verb == "discard" and view.get("kind") == "take_away":
        key = "discard:take_away"
    elif verb == "byakuren":
        fields.update(gave=card_name(args[0]), took=card_name(args[1]))
    return tr(VERB_LABELS[key]).format(**fields)


# ---------------------------------------------------------------- refusals, the end
def refusal_text(refusal) -> str:
    """The engine's ``Refusal`` in the current language: its template (the
    engine's text is already filled in, with card ids), with the card by name."""
    values = dict(refusal.values or {})
    values["card"] = card_name(refusal.card) if refusal.card else ""
    return tr(REFUSALS.get(refusal.key, refusal.text)).format(**values)


def confirmation_text(warning) -> str:
    """The engine's warning before a move, in the current language (Gensokyo
    gives none so far: it reads as a refusal does)."""
    return refusal_text(warning)


def end_reason(ending) -> str:
    """Why the game ended (``ending["reason"]``, as the game_over event has it), or ""."""
    reason = ending.get("reason") if ending else None
    return tr(END_REASONS[reason]) if reason in END_REASONS else ""


def data_strings(glossary) -> list[tuple[str, str, str]]:
    """(English, note for translators, section) of the strings above, the
    engine's refusals and this game's ``glossary`` rows, for
    ``tools/extract_data_strings.py``."""
    found = glossary_strings(glossary)
    found += table_strings((("prompt for decision kind", PROMPTS, "Decision prompts"),
                            ("button for the action", ACTION_LABELS, "Action buttons"),
                            ("button for 'pass' in the decision", PASS_LABELS, "Action buttons"),
                            ("button for actions of verb", VERB_LABELS, "Action buttons"),
                            ("log line for event", LOG_LINES, "Log lines"),
                            ("log line naming the reader, for event", LOG_LINES_YOU, "Log lines"),
                            ("a part of the battle_negation log line", NEGATIONS, "Log lines"),
                            ("end reason", END_REASONS, "End of the game")))
    found += [(text, what, "Decision prompts") for what, text in (
        ("any other decision", PROMPT_FALLBACK), ("another player decides", PROMPT_WAITING),
        ("the dice or a random pick decide", PROMPT_CHANCE))]
    found += [(text, what, "Words") for what, text in (
        ("a land by its attribute and grade, as its tile shows it", LAND_NAME),
        ("a battle side that committed no support", NO_SUPPORT), ("a sum of money", COST), ("a card's money and hand cost", COST_WITH_HAND),
        ("a player's total in the turn-order roll", ORDER_ROLL_ENTRY), ("button for 'pass'", PASS_FALLBACK))]
    found += [(text, f"refusal '{key}' of a gesture (engine)", "Refusals") for key, text in REFUSALS.items()]
    return found
