"""Heart of Crown's words: card names and texts, phases, prompts, action
buttons, log lines and why an option or a gesture is refused, as data in the
game's translation context (``heart_of_crown``), and the functions that turn
engine ids, options and events into sentences of the current language.

Each template is wrapped in ``QT_TRANSLATE_NOOP`` so ``pyside6-lupdate`` finds
it (and ``tools/extract_data_strings.py`` copies it into the translation stub).
Fields are ``str.format`` fields (``{player}``, ``{card}``, ``{cards}``,
``{land}``, ``{count}`` …); a translation keeps exactly those of its source.
"""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from desktop.base.i18n import glossary_strings, join, options_error_words, player_name, table_strings
from desktop.base.log_grammar import seat_name, sentence, variant
from engine.games.heart_of_crown.cards import CARDS

GAME_CONTEXT = "heart_of_crown"

# OptionsError codes of Heart of Crown (engine/games/heart_of_crown/options.py).
OPTIONS_ERRORS = {
    "unknown_cards": QT_TRANSLATE_NOOP("heart_of_crown", "The market lists cards this game does not have: {cards}."),
    "duplicate_cards": QT_TRANSLATE_NOOP("heart_of_crown", "The market lists a card twice: {cards}."),
    "market_size": QT_TRANSLATE_NOOP("heart_of_crown",
                                     "The market needs exactly {needed} common cards; {got} are chosen."),
    "unknown_options": QT_TRANSLATE_NOOP("heart_of_crown", "Unknown game settings: {names}."),
    "players": QT_TRANSLATE_NOOP("heart_of_crown", "Heart of Crown is for 2 to 4 players."),
    "unknown_market": QT_TRANSLATE_NOOP("heart_of_crown", "Unknown market choice: {market}."),
    "market_type": QT_TRANSLATE_NOOP("heart_of_crown",
                                     "The market must be random, a preset or a list of 10 common cards."),
    "handicap_type": QT_TRANSLATE_NOOP("heart_of_crown",
                                       "The handicap must give each seat a number of Court Maids."),
    "handicap_seat": QT_TRANSLATE_NOOP("heart_of_crown", "The handicap names a seat that is not in this game: {seat}."),
    "handicap_count": QT_TRANSLATE_NOOP("heart_of_crown", "The handicap for seat {seat} must be 0 to 3 Court Maids."),
}

# ---------------------------------------------------------------- game words
PHASES = {
    "main": QT_TRANSLATE_NOOP("heart_of_crown", "Main phase"),
    "second": QT_TRANSLATE_NOOP("heart_of_crown", "Second phase"),
    "cleanup": QT_TRANSLATE_NOOP("heart_of_crown", "Cleanup phase"),
    # A guided game's table stays in view after the end (its panel says what next).
    "over": QT_TRANSLATE_NOOP("heart_of_crown", "Game over"),
}
# Engine phases that are steps of the cleanup phase.
_CLEANUP_STEPS = ("cleanup_start", "supply_units", "keep", "cleanup_end", "declare",
                  "end_turn", "start_turn")

CARD_TYPES = {
    "territory": QT_TRANSLATE_NOOP("heart_of_crown", "Territory"),
    "action": QT_TRANSLATE_NOOP("heart_of_crown", "Action"),
    "attack": QT_TRANSLATE_NOOP("heart_of_crown", "Attack"),
    "succession": QT_TRANSLATE_NOOP("heart_of_crown", "Succession"),
    "calamity": QT_TRANSLATE_NOOP("heart_of_crown", "Calamity"),
    "princess": QT_TRANSLATE_NOOP("heart_of_crown", "Princess"),
    "military": QT_TRANSLATE_NOOP("heart_of_crown", "Military"),
    "magic": QT_TRANSLATE_NOOP("heart_of_crown", "Magic"),
    "merchant": QT_TRANSLATE_NOOP("heart_of_crown", "Merchant"),
    "maid": QT_TRANSLATE_NOOP("heart_of_crown", "Maid"),
    "plot": QT_TRANSLATE_NOOP("heart_of_crown", "Plot"),
}

# The fixed markets of engine/games/heart_of_crown/options.py PRESETS.
PRESET_NAMES = {
    "first_game": QT_TRANSLATE_NOOP("heart_of_crown", "First game"),
    "court_intrigue": QT_TRANSLATE_NOOP("heart_of_crown", "Court intrigue"),
    "merchants_guild": QT_TRANSLATE_NOOP("heart_of_crown", "Merchants' guild"),
}

# What the deciding player is asked, per decision kind. Fields: {card} (the
# card whose effect asks), {attacker} / {victim} (player names), {points},
# {limit}.
PROMPTS = {
    "main": QT_TRANSLATE_NOOP("heart_of_crown", "Main phase: play a card from your hand, recall a kept card, or end the phase"),
    "second": QT_TRANSLATE_NOOP("heart_of_crown", "Second phase: buy cards, back a princess, or set succession cards into your domain"),
    "keep": QT_TRANSLATE_NOOP("heart_of_crown", "Cleanup phase: keep action cards on the territories of your domain"),
    "coronation": QT_TRANSLATE_NOOP("heart_of_crown", "Your domain holds {points} succession points. Declare a coronation?"),
    "supply_unit": QT_TRANSLATE_NOOP("heart_of_crown", "{card}: choose an action card from your play area to put face up on top of your deck"),
    "hideout": QT_TRANSLATE_NOOP("heart_of_crown", "{card}: choose a card from your discard pile to put face up on top of your deck"),
    "donation": QT_TRANSLATE_NOOP("heart_of_crown", "Choose a card to exile"),
    "castle_wall": QT_TRANSLATE_NOOP("heart_of_crown", "{card}: choose a territory card from your discard pile to put into your hand"),
    "scout": QT_TRANSLATE_NOOP("heart_of_crown", "{card}: discard the top card of your deck?"),
    "wishing_well": QT_TRANSLATE_NOOP("heart_of_crown", "{card}: choose cards to discard from your hand; you then draw that many"),
    "trade_ship": QT_TRANSLATE_NOOP("heart_of_crown", "{card}: draw 2 cards, or +2 coins?"),
    "urban_development": QT_TRANSLATE_NOOP("heart_of_crown", "{card}: pay 1 coin and choose a card to exile and upgrade"),
    "battering_ram": QT_TRANSLATE_NOOP("heart_of_crown", "{card}: choose which card kept by {victim} is discarded"),
    "stargazing_witch": QT_TRANSLATE_NOOP("heart_of_crown", "{card}: choose cards to discard from the top of your deck"),
    "order_top": QT_TRANSLATE_NOOP("heart_of_crown", "Choose the card to put on top of your deck"),
    "magic_amulet": QT_TRANSLATE_NOOP("heart_of_crown", "{card}: exile a calamity card, or put an action or succession card from your discard pile into your hand"),
    "general_store": QT_TRANSLATE_NOOP("heart_of_crown", "{card}: exile a card from your hand, or gain a coin counter"),
    "hunted_beast": QT_TRANSLATE_NOOP("heart_of_crown", "{attacker} plays {card}: discard a card costing 5 or more"),
    "infantry_battalion": QT_TRANSLATE_NOOP("heart_of_crown", "{attacker} plays {card}: discard a territory card"),
    "charm_witch": QT_TRANSLATE_NOOP("heart_of_crown", "{attacker} plays {card}: discard an action or succession card"),
    "curse_witch_cost": QT_TRANSLATE_NOOP("heart_of_crown", "{card}: pay 1 coin, or exile an action or succession card from your hand"),
    "curse_witch": QT_TRANSLATE_NOOP("heart_of_crown", "{card}: each opponent gains a Curse, or you draw 2 cards?"),
    "royal_ball": QT_TRANSLATE_NOOP("heart_of_crown", "{card}: +1 coin, or succession cards cost 1 less this turn?"),
    "adventurer_exile": QT_TRANSLATE_NOOP("heart_of_crown", "{card}: choose a card to exile"),
    "adventurer_gain": QT_TRANSLATE_NOOP("heart_of_crown", "{card}: gain a card costing up to {limit}"),
    "set_bought_maid": QT_TRANSLATE_NOOP("heart_of_crown", "Set {card} into your domain now?"),
    "bergamotte_cost": QT_TRANSLATE_NOOP("heart_of_crown", "{card}: discard a card from your hand"),
    "bergamotte": QT_TRANSLATE_NOOP("heart_of_crown", "{card}: choose an action card from your discard pile to put into your hand"),
    "laolily": QT_TRANSLATE_NOOP("heart_of_crown", "{card}: how many Court Maids do you gain?"),
    "flammaria": QT_TRANSLATE_NOOP("heart_of_crown", "{card}: choose up to 2 market cards costing up to 5 to put on top of your deck"),
}
# Any other kind: a neutral question.
PROMPT_FALLBACK = QT_TRANSLATE_NOOP("heart_of_crown", "{card}: choose")

# Around a prompt: someone else decides; a pick of several; cards seen on the deck.
PROMPT_WAITING = QT_TRANSLATE_NOOP("heart_of_crown", "Waiting for {player}…")
PROMPT_PICKED = QT_TRANSLATE_NOOP("heart_of_crown", "{prompt} ({picked} chosen so far)")
PROMPT_LOOKING = QT_TRANSLATE_NOOP("heart_of_crown", "{prompt}\nYou see: {cards}")

# Button texts for answers that are not a card gesture: whole actions first,
# then "verb:card@slot" actions by verb. Fields: {card}, {land}, {count}.
ACTION_LABELS = {
    "end_main": QT_TRANSLATE_NOOP("heart_of_crown", "End main phase"),
    "end_second": QT_TRANSLATE_NOOP("heart_of_crown", "End turn"),
    "skip": QT_TRANSLATE_NOOP("heart_of_crown", "Skip"),
    "done": QT_TRANSLATE_NOOP("heart_of_crown", "Done"),
    "declare": QT_TRANSLATE_NOOP("heart_of_crown", "Declare a coronation"),
    "decline": QT_TRANSLATE_NOOP("heart_of_crown", "Not yet"),
    "coin_counter": QT_TRANSLATE_NOOP("heart_of_crown", "Spend a coin counter"),
    "pay": QT_TRANSLATE_NOOP("heart_of_crown", "Pay 1 coin"),
    "no": QT_TRANSLATE_NOOP("heart_of_crown", "No"),
    "counter": QT_TRANSLATE_NOOP("heart_of_crown", "Gain a coin counter"),
    "discard": QT_TRANSLATE_NOOP("heart_of_crown", "Discard it"),
    "keep": QT_TRANSLATE_NOOP("heart_of_crown", "Leave it on the deck"),
    "option draw": QT_TRANSLATE_NOOP("heart_of_crown", "Draw 2 cards"),
    "option coins": QT_TRANSLATE_NOOP("heart_of_crown", "+2 coins"),
    "option coin": QT_TRANSLATE_NOOP("heart_of_crown", "+1 coin"),
    "option curse": QT_TRANSLATE_NOOP("heart_of_crown", "Each opponent gains a Curse"),
    "option discount": QT_TRANSLATE_NOOP("heart_of_crown", "Succession cards cost 1 less"),
}
VERB_LABELS = {
    "play": QT_TRANSLATE_NOOP("heart_of_crown", "Play {card}"),
    "recall": QT_TRANSLATE_NOOP("heart_of_crown", "Recall {card}"),
    "activate": QT_TRANSLATE_NOOP("heart_of_crown", "Use {card}"),
    "buy": QT_TRANSLATE_NOOP("heart_of_crown", "Buy {card}"),
    "back": QT_TRANSLATE_NOOP("heart_of_crown", "Back {card}"),
    "set": QT_TRANSLATE_NOOP("heart_of_crown", "Set {card}"),
    "put": QT_TRANSLATE_NOOP("heart_of_crown", "Put {card} on your deck"),
    "top": QT_TRANSLATE_NOOP("heart_of_crown", "Put {card} on top"),
    "exile": QT_TRANSLATE_NOOP("heart_of_crown", "Exile {card}"),
    "take": QT_TRANSLATE_NOOP("heart_of_crown", "Take {card}"),
    "discard": QT_TRANSLATE_NOOP("heart_of_crown", "Discard {card}"),
    "gain": QT_TRANSLATE_NOOP("heart_of_crown", "Gain {card}"),
    "keep": QT_TRANSLATE_NOOP("heart_of_crown", "Keep {card} on {land}"),
    "count": QT_TRANSLATE_NOOP("heart_of_crown", "{card} × {count}"),
}
# A card taken from the discard pile rather than the hand.
FROM_DISCARD = QT_TRANSLATE_NOOP("heart_of_crown", "{label} (from the discard pile)")

# Log lines, per event type, or "type:variant" where the wording depends on the
# event (where a card goes, why the game ended). Fields: {player} and the
# event's own data; card ids arrive as {card} / {land} / {cards} names.
LOG_LINES = {
    "resumed": QT_TRANSLATE_NOOP("heart_of_crown", "Game resumed at turn {number}"),   # the app's own marker
    "turn": QT_TRANSLATE_NOOP("heart_of_crown", "Turn {number}: {player}"),
    "play": QT_TRANSLATE_NOOP("heart_of_crown", "{player} plays {card}"),
    "coins": QT_TRANSLATE_NOOP("heart_of_crown", "{player} gets {amount} coins"),
    "coins:1": QT_TRANSLATE_NOOP("heart_of_crown", "{player} gets 1 coin"),
    "draw": QT_TRANSLATE_NOOP("heart_of_crown", "{player} draws {cards}"),
    "draw_count": QT_TRANSLATE_NOOP("heart_of_crown", "{player} draws {count} cards"),
    "look": QT_TRANSLATE_NOOP("heart_of_crown", "{player} looks at the top of their deck: {cards}"),
    "draw_count:1": QT_TRANSLATE_NOOP("heart_of_crown", "{player} draws a card"),
    "reshuffle": QT_TRANSLATE_NOOP("heart_of_crown", "{player} shuffles their discard pile into a new deck"),
    "buy": QT_TRANSLATE_NOOP("heart_of_crown", "{player} buys {card}"),
    "gain": QT_TRANSLATE_NOOP("heart_of_crown", "{player} gains {card}"),
    "gain:deck": QT_TRANSLATE_NOOP("heart_of_crown", "{player} gains {card} face up on top of their deck"),
    "back": QT_TRANSLATE_NOOP("heart_of_crown", "{player} backs {card}"),
    "set": QT_TRANSLATE_NOOP("heart_of_crown", "{player} sets {card} into their domain"),
    "keep": QT_TRANSLATE_NOOP("heart_of_crown", "{player} keeps {card} on {land}"),
    "recall": QT_TRANSLATE_NOOP("heart_of_crown", "{player} recalls {card}"),
    "discard": QT_TRANSLATE_NOOP("heart_of_crown", "{player} discards {card}"),
    "discard:deck": QT_TRANSLATE_NOOP("heart_of_crown", "{player} discards {card} from the top of their deck"),
    "discard:domain": QT_TRANSLATE_NOOP("heart_of_crown", "{player} discards {card} from their domain"),
    "discard:play": QT_TRANSLATE_NOOP("heart_of_crown", "{player} discards {card} from the play area"),
    "exile": QT_TRANSLATE_NOOP("heart_of_crown", "{player} exiles {card}"),
    "to_hand": QT_TRANSLATE_NOOP("heart_of_crown", "{player} puts {card} into their hand"),
    "to_hand:discard": QT_TRANSLATE_NOOP("heart_of_crown", "{player} puts {card} from their discard pile into their hand"),
    "to_hand:market": QT_TRANSLATE_NOOP("heart_of_crown", "{player} puts {card} from the market into their hand"),
    "put_on_deck": QT_TRANSLATE_NOOP("heart_of_crown", "{player} puts {card} face up on top of their deck"),
    "treasure": QT_TRANSLATE_NOOP("heart_of_crown", "{player} turns up {card} from the bottom of the supply"),
    "market_refill": QT_TRANSLATE_NOOP("heart_of_crown", "New in the market: {cards}"),
    "reveal_hand": QT_TRANSLATE_NOOP("heart_of_crown", "{player} reveals their hand: {cards}"),
    "cost_reduction": QT_TRANSLATE_NOOP("heart_of_crown", "{card}: {types} cards cost 1 less for {player} this turn"),
    "coin_counter": QT_TRANSLATE_NOOP("heart_of_crown", "{player} gains a coin counter"),
    "coin_counter_spent": QT_TRANSLATE_NOOP("heart_of_crown", "{player} spends a coin counter"),
    "activate": QT_TRANSLATE_NOOP("heart_of_crown", "{player} uses the ability of {card}"),
    "point_counter": QT_TRANSLATE_NOOP("heart_of_crown", "{player} puts a +1 succession counter on their princess"),
    "twin_counters": QT_TRANSLATE_NOOP("heart_of_crown", "{player} owns {owned} cards and gains {count} twin counters"),
    "extra_turn_earned": QT_TRANSLATE_NOOP("heart_of_crown", "{player} will take an extra turn"),
    "extra_turn": QT_TRANSLATE_NOOP("heart_of_crown", "{player} takes an extra turn"),
    "coronation_declared": QT_TRANSLATE_NOOP("heart_of_crown", "{player} declares a coronation with {points} succession points"),
    "coronation_cancelled": QT_TRANSLATE_NOOP("heart_of_crown", "The coronation of {player} is cancelled"),
    "sudden_death": QT_TRANSLATE_NOOP("heart_of_crown", "Sudden death between {players}"),
    "game_over": QT_TRANSLATE_NOOP("heart_of_crown", "Game over: {winners} wins"),
    "game_over:coronation": QT_TRANSLATE_NOOP("heart_of_crown", "Coronation: {winners} wins"),
    "game_over:sudden_death": QT_TRANSLATE_NOOP("heart_of_crown", "{winners} reaches 30 succession points and wins the sudden death"),
    "game_over:judgement": QT_TRANSLATE_NOOP("heart_of_crown", "Judgement: the basic market ran out of Court Maids, Senators and Dukes; {winners} wins"),
    "game_over:stalemate": QT_TRANSLATE_NOOP(
        "heart_of_crown", "Stalemate: for {rounds} rounds nobody bought or gained a card or backed a princess; {winners} wins on succession points"),
}

# The same lines as the viewer reads them of their own moves (":you"), and of a
# shared win (":shared"): desktop/base/log_grammar.py picks them.
LOG_LINES_YOU = {
    "turn:you": QT_TRANSLATE_NOOP("heart_of_crown", "Turn {number}: your turn"),
    "play:you": QT_TRANSLATE_NOOP("heart_of_crown", "You play {card}"),
    "coins:you": QT_TRANSLATE_NOOP("heart_of_crown", "You get {amount} coins"),
    "coins:1:you": QT_TRANSLATE_NOOP("heart_of_crown", "You get 1 coin"),
    "draw:you": QT_TRANSLATE_NOOP("heart_of_crown", "You draw {cards}"),
    "draw_count:you": QT_TRANSLATE_NOOP("heart_of_crown", "You draw {count} cards"),
    "draw_count:1:you": QT_TRANSLATE_NOOP("heart_of_crown", "You draw a card"),
    "look:you": QT_TRANSLATE_NOOP("heart_of_crown", "You look at the top of your deck: {cards}"),
    "reshuffle:you": QT_TRANSLATE_NOOP("heart_of_crown", "You shuffle your discard pile into a new deck"),
    "buy:you": QT_TRANSLATE_NOOP("heart_of_crown", "You buy {card}"),
    "gain:you": QT_TRANSLATE_NOOP("heart_of_crown", "You gain {card}"),
    "gain:deck:you": QT_TRANSLATE_NOOP("heart_of_crown", "You gain {card} face up on top of your deck"),
    "back:you": QT_TRANSLATE_NOOP("heart_of_crown", "You back {card}"),
    "set:you": QT_TRANSLATE_NOOP("heart_of_crown", "You set {card} into your domain"),
    "keep:you": QT_TRANSLATE_NOOP("heart_of_crown", "You keep {card} on {land}"),
    "recall:you": QT_TRANSLATE_NOOP("heart_of_crown", "You recall {card}"),
    "discard:you": QT_TRANSLATE_NOOP("heart_of_crown", "You discard {card}"),
    "discard:deck:you": QT_TRANSLATE_NOOP("heart_of_crown", "You discard {card} from the top of your deck"),
    "discard:domain:you": QT_TRANSLATE_NOOP("heart_of_crown", "You discard {card} from your domain"),
    "discard:play:you": QT_TRANSLATE_NOOP("heart_of_crown", "You discard {card} from the play area"),
    "exile:you": QT_TRANSLATE_NOOP("heart_of_crown", "You exile {card}"),
    "to_hand:you": QT_TRANSLATE_NOOP("heart_of_crown", "You put {card} into your hand"),
    "to_hand:discard:you": QT_TRANSLATE_NOOP("heart_of_crown", "You put {card} from your discard pile into your hand"),
    "to_hand:market:you": QT_TRANSLATE_NOOP("heart_of_crown", "You put {card} from the market into your hand"),
    "put_on_deck:you": QT_TRANSLATE_NOOP("heart_of_crown", "You put {card} face up on top of your deck"),
    "treasure:you": QT_TRANSLATE_NOOP("heart_of_crown", "You turn up {card} from the bottom of the supply"),
    "reveal_hand:you": QT_TRANSLATE_NOOP("heart_of_crown", "You reveal your hand: {cards}"),
    "coin_counter:you": QT_TRANSLATE_NOOP("heart_of_crown", "You gain a coin counter"),
    "coin_counter_spent:you": QT_TRANSLATE_NOOP("heart_of_crown", "You spend a coin counter"),
    "activate:you": QT_TRANSLATE_NOOP("heart_of_crown", "You use the ability of {card}"),
    "point_counter:you": QT_TRANSLATE_NOOP("heart_of_crown", "You put a +1 succession counter on your princess"),
    "twin_counters:you": QT_TRANSLATE_NOOP("heart_of_crown", "You own {owned} cards and gain {count} twin counters"),
    "extra_turn:you": QT_TRANSLATE_NOOP("heart_of_crown", "You take an extra turn"),
    "coronation_declared:you": QT_TRANSLATE_NOOP(
        "heart_of_crown", "You declare a coronation with {points} succession points"),
    "coronation_cancelled:you": QT_TRANSLATE_NOOP("heart_of_crown", "Your coronation is cancelled"),
    "game_over:you": QT_TRANSLATE_NOOP("heart_of_crown", "Game over: you win"),
    "game_over:shared": QT_TRANSLATE_NOOP("heart_of_crown", "Game over: {winners} win"),
    "game_over:coronation:you": QT_TRANSLATE_NOOP("heart_of_crown", "Coronation: you win"),
    "game_over:coronation:shared": QT_TRANSLATE_NOOP("heart_of_crown", "Coronation: {winners} win"),
    "game_over:sudden_death:you": QT_TRANSLATE_NOOP(
        "heart_of_crown", "You reach 30 succession points and win the sudden death"),
    "game_over:sudden_death:shared": QT_TRANSLATE_NOOP(
        "heart_of_crown", "{winners} reach 30 succession points and win the sudden death"),
    "game_over:judgement:you": QT_TRANSLATE_NOOP(
        "heart_of_crown", "Judgement: the basic market ran out of Court Maids, Senators and Dukes; you win"),
    "game_over:judgement:shared": QT_TRANSLATE_NOOP(
        "heart_of_crown", "Judgement: the basic market ran out of Court Maids, Senators and Dukes; {winners} win"),
    "game_over:stalemate:you": QT_TRANSLATE_NOOP(
        "heart_of_crown", "Stalemate: for {rounds} rounds nobody bought or gained a card or backed a princess; you win on succession points"),
    "game_over:stalemate:shared": QT_TRANSLATE_NOOP(
        "heart_of_crown", "Stalemate: for {rounds} rounds nobody bought or gained a card or backed a princess; {winners} win on succession points"),
}


# ---------------------------------------------------------------- translating
def tr(text: str) -> str:
    return QCoreApplication.translate(GAME_CONTEXT, text)


def options_error_text(error) -> str:
    """An OptionsError in the current language (its message is English)."""
    return options_error_words(error, OPTIONS_ERRORS, GAME_CONTEXT, card_name)


def card_name(card_id: str) -> str:
    """The card's name in the current language; an unknown id comes back as is."""
    spec = CARDS.get(card_id)
    return tr(spec.name) if spec else card_id


def card_text(card_id: str) -> str:
    """The card's rules text in the current language ("" for a card without one)."""
    spec = CARDS.get(card_id)
    return tr(spec.text) if spec and spec.text else ""


def type_name(card_type: str) -> str:
    source = CARD_TYPES.get(card_type)
    return tr(source) if source else card_type


def phase_name(phase: str) -> str:
    """The name of an engine phase; the engine's cleanup steps are the cleanup phase."""
    if phase in _CLEANUP_STEPS:
        phase = "cleanup"
    source = PHASES.get(phase)
    return tr(source) if source else phase


def _get(obj, key, default=None):
    if isinstance(obj, dict):
        return obj.get(key, default)
    return getattr(obj, key, default)


def prompt_text(decision, names=None) -> str:
    """The question of a decision (an engine ``Decision`` or its ``as_dict()``),
    in the current language. ``names`` gives player names by seat, for attacks."""
    kind = _get(decision, "kind")
    prompt = _get(decision, "prompt") or {}
    fields = {
        "card": card_name(prompt.get("card", "")),
        "attacker": player_name(names, prompt.get("attacker")),
        "victim": player_name(names, prompt.get("victim")),
        "points": prompt.get("points", ""),
        "limit": prompt.get("limit", ""),
    }
    return tr(PROMPTS.get(kind, PROMPT_FALLBACK)).format(**fields)


def decision_line(decision: dict, names) -> str:
    """The prompt panel's line for a view's decision: the question for the seat
    that decides (with the picks so far and any cards it looks at), or whom
    everybody waits for."""
    if "options" not in decision:
        return tr(PROMPT_WAITING).format(player=player_name(names, decision["player"]))
    line = prompt_text(decision, names)
    if decision.get("max_picks", 1) > 1:
        line = tr(PROMPT_PICKED).format(prompt=line, picked=decision.get("picked", 0))
    looking = (decision.get("prompt") or {}).get("looking")
    if looking:
        line = tr(PROMPT_LOOKING).format(prompt=line, cards=join(card_name(c) for c in looking))
    return line


def action_label(info, view: dict, text: str) -> str:
    """A button text for one legal action: by its whole text for answers that
    name no card (``end_main``, ``option draw`` …), else from what it means
    (``info``, the engine's ``OptionInfo``)."""
    if text in ACTION_LABELS:
        return tr(ACTION_LABELS[text])
    template = VERB_LABELS.get(info.verb)
    if template is None:
        return text
    if info.verb == "count":   # Laolily: how many Court Maids
        return tr(template).format(card=card_name("court_maid"), count=info.count)
    land = ""
    if info.verb == "keep" and info.target.slot is not None:
        lands = view["players"][view["seat"]]["lands"]
        land = card_name(lands[info.target.slot]["card"]) if info.target.slot < len(lands) else ""
    label = tr(template).format(card=card_name(info.card), land=land)
    return tr(FROM_DISCARD).format(label=label) if info.source.zone == "discard" else label


# The engine's warnings before a move (``state.confirmation``), as this table
# words them: it knows which button to click again.
CONFIRMATIONS = {
    "cards_still_playable": QT_TRANSLATE_NOOP(
        "heart_of_crown", "You can still play cards. Click “End main phase” again to end it."),
    "coins_left": QT_TRANSLATE_NOOP(
        "heart_of_crown", "You still have {coins} coins. Click “End turn” again to end it."),
    "coins_left:1": QT_TRANSLATE_NOOP("heart_of_crown", "You still have 1 coin. Click “End turn” again to end it."),
}


def confirmation_text(warning) -> str:
    """The engine's warning before a move, with the click that confirms it."""
    one = f"{warning.key}:1" if (warning.values or {}).get("coins") == 1 else None
    template = CONFIRMATIONS.get(one) or CONFIRMATIONS.get(warning.key, warning.text)
    return tr(template).format(**(warning.values or {}))


def refusal_text(refusal) -> str:
    """A refusal or confirmation (``engine.core.actions.Refusal``) in the current language."""
    values = dict(refusal.values or {})
    if refusal.card is not None:
        values["card"] = card_name(refusal.card)
    return tr(refusal.text).format(**values)


def _log_key(event: dict) -> str:
    kind = event.get("type")
    if kind == "gain" and event.get("to") == "deck":
        return "gain:deck"
    if kind in ("discard", "to_hand") and f"{kind}:{event.get('source')}" in LOG_LINES:
        return f"{kind}:{event.get('source')}"
    if kind == "coins" and event.get("amount") == 1:
        return "coins:1"
    if kind == "draw_count" and event.get("count") == 1:
        return "draw_count:1"
    if kind == "game_over" and f"game_over:{event.get('reason')}" in LOG_LINES:
        return f"game_over:{event.get('reason')}"
    return kind


def log_line(event: dict, names, viewer: int | None = None) -> str | None:
    """One log line for an engine event in the current language, or None for an
    event type without a template. ``names`` are the player names by seat;
    ``viewer``'s own seat reads in the second person."""
    key = _log_key(event)
    if key not in LOG_LINES:
        return None
    lines = {**LOG_LINES, **LOG_LINES_YOU}
    template = lines[variant(lines, key, event, viewer)]
    fields = {key: value for key, value in event.items() if key not in ("type", "visible_to")}
    fields["player"] = seat_name(names, event.get("player"), viewer)
    for key in ("card", "land"):
        if key in event:
            fields[key] = card_name(event[key])
    if "cards" in event:
        fields["cards"] = join(card_name(c) for c in event["cards"])
    for key in ("players", "winners"):
        if key in event:
            fields[key] = join(seat_name(names, s, viewer) for s in event[key])
    if "types" in event:
        fields["types"] = join(type_name(t) for t in event["types"])
    return sentence(tr(template).format(**fields))


# Coins show in the status line; a line for each would halve what the log holds.
QUIET_EVENTS = frozenset({"coins"})


def viewer_log_line(event: dict, names, viewer: int) -> str | None:
    """The log line ``viewer`` reads for an event it may see, or None."""
    if event["type"] in QUIET_EVENTS or (event["type"] == "draw_count" and event.get("player") == viewer):
        return None   # the viewer's own "draw" event already names the cards
    return log_line(event, names, viewer)


def data_strings(glossary) -> list[tuple[str, str, str]]:
    """(English, note for translators, section) of every string above and of
    the card table and the ``glossary`` rows, for ``tools/extract_data_strings.py``
    (which adds the fields to keep to each note)."""
    from engine.games.heart_of_crown.cards import CARD_LIST
    from engine.games.heart_of_crown.table_info import STRINGS as REFUSALS

    found = [(card.name, f"card name; Japanese original: {card.source_name} (id {card.id})", "Card names")
             for card in CARD_LIST]
    found += [(card.text, f"card text of {card.source_name} (id {card.id})", "Card texts")
              for card in CARD_LIST if card.text]
    found += glossary_strings(glossary)
    found += table_strings((("phase", PHASES, "Phases and card types"),
                            ("card type", CARD_TYPES, "Phases and card types"),
                            ("name of the preset market", PRESET_NAMES, "Phases and card types"),
                            ("prompt for decision kind", PROMPTS, "Decision prompts")))
    found.append((PROMPT_FALLBACK, "prompt for any other decision", "Decision prompts"))
    found += [(text, what, "Decision prompts") for what, text in (
        ("another player decides", PROMPT_WAITING), ("a prompt asking for several picks", PROMPT_PICKED),
        ("a prompt showing the cards on top of the deck", PROMPT_LOOKING))]
    found += table_strings((("button for the action", ACTION_LABELS, "Action buttons"),))
    found += [(text, f"refusal '{key}' of a card gesture (engine)", "Refusals")
              for key, text in REFUSALS.items() if key not in CONFIRMATIONS]
    found += [(text, f"warning '{key}' before a move", "Refusals") for key, text in CONFIRMATIONS.items()]
    found += [(text, f"button for '{key}:<card>' actions", "Action buttons") for key, text in VERB_LABELS.items()]
    found.append((FROM_DISCARD, "a button whose card comes from the discard pile", "Action buttons"))
    found += table_strings((("log line for event", LOG_LINES, "Log lines"),))
    found += [(text, f"log line '{key}': the reader's own move, or a shared win", "Log lines")
              for key, text in LOG_LINES_YOU.items()]
    return found
