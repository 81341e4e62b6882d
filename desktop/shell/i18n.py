"""Languages, translated game data and CJK fonts for the desktop app.

Three things live here, so that the rest of the desktop never hard-codes a
language:

* **Data strings as data.** The English prompt for every decision kind, the
  button text of every action and the English log-line template for every
  engine event, each wrapped in
  ``QT_TRANSLATE_NOOP`` so ``pyside6-lupdate`` finds them (and
  ``tools/extract_data_strings.py`` copies them into the translation stub).
  ``card_name``, ``card_text``, ``decision_line``, ``action_label``,
  ``log_line`` and friends turn
  engine ids and events into sentences of the current language with
  ``QCoreApplication.translate``.
* **Language choice.** ``language_for_locale`` maps a system locale to one of
  ``LANGUAGES``; ``install_language`` swaps the Qt translators (ours and Qt's
  own ``qtbase``), which makes Qt send ``QEvent.LanguageChange`` to every
  widget: widgets and models retranslate themselves (``Retranslating``,
  ``RetranslatingModel``).
* **Fonts.** ``font_for_language`` registers the subset of Noto Sans CJK for
  the language (``resources/fonts/``) and returns its family, so 日本語,
  简体中文 and 繁體中文 each get their own regional glyph forms even on a machine
  without CJK fonts.

Templates use ``str.format`` fields: ``{player}``, ``{card}``, ``{cards}``,
``{land}``, ``{count}`` …; a translation must keep exactly the fields of its
source (``tests/translations`` checks this).
"""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import (QT_TRANSLATE_NOOP, QCoreApplication, QEvent, QLibraryInfo,
                            QLocale, QTranslator)
from PySide6.QtGui import QFont, QFontDatabase

from desktop.games.heart_of_crown.engine_adapter import parse
from desktop.shell.guard import guarded
from engine.games.heart_of_crown.cards import CARDS

APP_CONTEXT = "kotatsu"
GAME_CONTEXT = "heart_of_crown"

# Language codes and their autonyms (never translated: a reader must find their
# own language in the list whatever language the app shows).
LANGUAGES = {
    "en": "English",
    "ja": "日本語",
    "zh_Hans": "简体中文",
    "zh_Hant": "繁體中文",
}
DEFAULT_LANGUAGE = "en"

# The locale each language runs as (numbers, Qt's own dialogs) and the name of
# Qt's own catalogue for it (qtbase_<name>.qm).
_QT_LOCALES = {"en": "en_US", "ja": "ja_JP", "zh_Hans": "zh_CN", "zh_Hant": "zh_TW"}

# The subset font of each language: file under resources/fonts/ and the
# family name written into it by tools/subset_fonts.py.
FONTS = {
    "ja": ("KotatsuSansJP-Regular.otf", "Kotatsu Sans JP"),
    "zh_Hans": ("KotatsuSansSC-Regular.otf", "Kotatsu Sans SC"),
    "zh_Hant": ("KotatsuSansTC-Regular.otf", "Kotatsu Sans TC"),
}

ROOT = Path(__file__).resolve().parents[2]
if getattr(sys, "frozen", False):  # PyInstaller puts data next to the executable
    ROOT = Path(getattr(sys, "_MEIPASS", ROOT))
TRANSLATIONS_DIR = ROOT / "translations"
FONTS_DIR = ROOT / "resources" / "fonts"


# ---------------------------------------------------------------- app-wide words
APP_STRINGS = {
    "app_name": QT_TRANSLATE_NOOP("kotatsu", "Kotatsu"),
    "language": QT_TRANSLATE_NOOP("kotatsu", "Language"),
    "player": QT_TRANSLATE_NOOP("kotatsu", "Player {number}"),
    "you": QT_TRANSLATE_NOOP("kotatsu", "You"),
    "human": QT_TRANSLATE_NOOP("kotatsu", "Human"),
    "ai_seat": QT_TRANSLATE_NOOP("kotatsu", "AI {number}"),
    "game_heart_of_crown": QT_TRANSLATE_NOOP("kotatsu", "Heart of Crown"),
    #: Joins the items of a list in a sentence ("City, Duke, Curse").
    "list_separator": QT_TRANSLATE_NOOP("kotatsu", ", "),
    #: Shown for an empty list of cards.
    "nothing": QT_TRANSLATE_NOOP("kotatsu", "nothing"),
}

# The AI opponents of engine.ai.agents that the new-game dialog offers, in its order.
AI_LEVELS = {
    "easy": QT_TRANSLATE_NOOP("kotatsu", "AI: Easy"),
    "normal": QT_TRANSLATE_NOOP("kotatsu", "AI: Normal"),
    "hard": QT_TRANSLATE_NOOP("kotatsu", "AI: Hard"),
    "baseline": QT_TRANSLATE_NOOP("kotatsu", "AI: Baseline"),
}

# Why a save file can't be used, by engine.core.records.RecordError.code.
RECORD_ERRORS = {
    "broken_json": QT_TRANSLATE_NOOP("kotatsu", "The file is damaged or cut short: it is not a Kotatsu save."),
    "not_a_record": QT_TRANSLATE_NOOP("kotatsu", "This file is not a Kotatsu save."),
    "newer_format": QT_TRANSLATE_NOOP(
        "kotatsu", "This save was made by a newer Kotatsu (format {version}); this version reads up to format {supported}."),
    "invalid": QT_TRANSLATE_NOOP("kotatsu", "This save is damaged ({where})."),
    "unreadable": QT_TRANSLATE_NOOP("kotatsu", "The file cannot be read."),
    "unknown_game": QT_TRANSLATE_NOOP("kotatsu", "This save is for a game this Kotatsu does not know ({game})."),
    "newer_rules": QT_TRANSLATE_NOOP(
        "kotatsu", "This save needs rules version {needed}; this Kotatsu has version {have}."),
    "bad_options": QT_TRANSLATE_NOOP("kotatsu", "The game settings in this save are invalid."),
    "illegal_action": QT_TRANSLATE_NOOP("kotatsu", "This save is damaged: move {number} breaks the rules."),
    "not_a_file": QT_TRANSLATE_NOOP("kotatsu", "This is not a file that can hold a Kotatsu save."),
    "too_large": QT_TRANSLATE_NOOP("kotatsu", "This file is larger than any Kotatsu save can be ({limit} MB)."),
    "bad_seats": QT_TRANSLATE_NOOP("kotatsu", "This save is damaged: its players are not valid."),
    "replay_failed": QT_TRANSLATE_NOOP(
        "kotatsu", "Kotatsu could not open this save because of an error of its own; the file is left as it was."),
}

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
    "option:draw": QT_TRANSLATE_NOOP("heart_of_crown", "Draw 2 cards"),
    "option:coins": QT_TRANSLATE_NOOP("heart_of_crown", "+2 coins"),
    "option:coin": QT_TRANSLATE_NOOP("heart_of_crown", "+1 coin"),
    "option:curse": QT_TRANSLATE_NOOP("heart_of_crown", "Each opponent gains a Curse"),
    "option:discount": QT_TRANSLATE_NOOP("heart_of_crown", "Succession cards cost 1 less"),
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


# ---------------------------------------------------------------- translating
def tr(text: str, context: str = GAME_CONTEXT) -> str:
    return QCoreApplication.translate(context, text)


def app_text(key: str) -> str:
    """An app-wide word from ``APP_STRINGS`` in the current language."""
    return tr(APP_STRINGS[key], APP_CONTEXT)


def record_error_text(error) -> str:
    """A RecordError in the current language (its message is English)."""
    template = RECORD_ERRORS.get(getattr(error, "code", ""))
    if template is None:
        return str(error)
    return tr(template, APP_CONTEXT).format(**error.fields)


def options_error_text(error) -> str:
    """An OptionsError in the current language (its message is English)."""
    template = OPTIONS_ERRORS.get(getattr(error, "code", ""))
    if template is None:
        return str(error)
    fields = dict(error.fields)
    if "cards" in fields:
        fields["cards"] = join(card_name(card) for card in fields["cards"])
    if "names" in fields:
        fields["names"] = join(fields["names"])
    if isinstance(fields.get("seat"), int):
        fields["seat"] += 1          # seats are counted from 1 on screen
    return tr(template).format(**fields)


def join(items) -> str:
    items = list(items)
    return app_text("list_separator").join(items) if items else app_text("nothing")


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


def _player_name(names, seat) -> str:
    if names is not None and isinstance(seat, int) and 0 <= seat < len(names):
        return names[seat]
    if isinstance(seat, int):
        return app_text("player").format(number=seat + 1)
    return ""


def prompt_text(decision, names=None) -> str:
    """The question of a decision (an engine ``Decision`` or its ``as_dict()``),
    in the current language. ``names`` gives player names by seat, for attacks."""
    kind = _get(decision, "kind")
    prompt = _get(decision, "prompt") or {}
    fields = {
        "card": card_name(prompt.get("card", "")),
        "attacker": _player_name(names, prompt.get("attacker")),
        "victim": _player_name(names, prompt.get("victim")),
        "points": prompt.get("points", ""),
        "limit": prompt.get("limit", ""),
    }
    return tr(PROMPTS.get(kind, PROMPT_FALLBACK)).format(**fields)


def decision_line(decision: dict, names) -> str:
    """The prompt panel's line for a view's decision: the question for the seat
    that decides (with the picks so far and any cards it looks at), or whom
    everybody waits for."""
    if "options" not in decision:
        return tr(PROMPT_WAITING).format(player=_player_name(names, decision["player"]))
    line = prompt_text(decision, names)
    if decision.get("max_picks", 1) > 1:
        line = tr(PROMPT_PICKED).format(prompt=line, picked=decision.get("picked", 0))
    looking = (decision.get("prompt") or {}).get("looking")
    if looking:
        line = tr(PROMPT_LOOKING).format(prompt=line, cards=join(card_name(c) for c in looking))
    return line


def action_label(action: str, view: dict) -> str:
    """A button text for one legal action string (``verb:card@slot``)."""
    if action in ACTION_LABELS:
        return tr(ACTION_LABELS[action])
    verb, card, slot = parse(action)
    template = VERB_LABELS.get(verb)
    if template is None:
        return action
    land = ""
    if verb == "keep" and slot.isdigit():
        lands = view["players"][view["seat"]]["lands"]
        land = card_name(lands[int(slot)]["card"]) if int(slot) < len(lands) else ""
    if verb == "count":   # Laolily: how many Court Maids
        label = tr(template).format(card=card_name("court_maid"), count=card)
    else:
        label = tr(template).format(card=card_name(card), land=land)
    return tr(FROM_DISCARD).format(label=label) if slot == "discard" else label


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


def log_line(event: dict, names) -> str | None:
    """One log line for an engine event in the current language, or None for an
    event type without a template. ``names`` are the player names by seat."""
    template = LOG_LINES.get(_log_key(event))
    if template is None:
        return None
    fields = {key: value for key, value in event.items() if key not in ("type", "visible_to")}
    fields["player"] = _player_name(names, event.get("player"))
    for key in ("card", "land"):
        if key in event:
            fields[key] = card_name(event[key])
    if "cards" in event:
        fields["cards"] = join(card_name(c) for c in event["cards"])
    for key in ("players", "winners"):
        if key in event:
            fields[key] = join(_player_name(names, s) for s in event[key])
    if "types" in event:
        fields["types"] = join(type_name(t) for t in event["types"])
    return tr(template).format(**fields)


# ---------------------------------------------------------------- following a switch
class Retranslating:
    """Widget mixin (put it before the Qt class): ``retranslate()`` sets every
    text the widget shows; the constructor calls it, and so does each
    QEvent.LanguageChange that ``install_language`` causes."""

    @guarded
    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class RetranslatingModel:
    """Item-model mixin: a widget passes LanguageChange on to its child objects,
    so a model owned by a widget hears of the switch and calls ``retranslate()``
    to tell its views (dataChanged, headerDataChanged or a reset)."""

    @guarded(default=False)
    def event(self, event) -> bool:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            return True
        return super().event(event)


# ---------------------------------------------------------------- choosing a language
def language_for_locale(locale: QLocale | None = None) -> str:
    """The language code for a locale (default: the system's): Chinese in
    Simplified script or of mainland China / Singapore → zh_Hans; Traditional
    script, Taiwan, Hong Kong, Macao → zh_Hant; Japanese → ja; else en."""
    locale = locale if locale is not None else QLocale.system()
    language = locale.language()
    if language == QLocale.Language.Japanese:
        return "ja"
    if language == QLocale.Language.Chinese:
        script = locale.script()
        if script == QLocale.Script.TraditionalHanScript:
            return "zh_Hant"
        if script == QLocale.Script.SimplifiedHanScript:
            return "zh_Hans"
        if locale.territory() in (QLocale.Country.Taiwan, QLocale.Country.HongKong,
                                  QLocale.Country.Macao):
            return "zh_Hant"
        return "zh_Hans"
    return "en"


def qm_path(code: str) -> Path:
    return TRANSLATIONS_DIR / f"kotatsu_{code}.qm"


_built_qm_dir: Path | None = None


def _find_qm(code: str) -> Path | None:
    """Our compiled catalogue for ``code``. In a source checkout without built
    .qm files (they are not committed: translations/README.md), compile the
    .ts once into a temporary folder with pyside6-lrelease."""
    global _built_qm_dir
    path = qm_path(code)
    ts = TRANSLATIONS_DIR / f"kotatsu_{code}.ts"
    if path.exists() and (not ts.exists() or path.stat().st_mtime >= ts.stat().st_mtime):
        return path
    if not ts.exists():
        return path if path.exists() else None
    lrelease = shutil.which("pyside6-lrelease") or str(Path(sys.executable).with_name("pyside6-lrelease"))
    if not os.path.exists(lrelease):
        return path if path.exists() else None
    if _built_qm_dir is None:
        _built_qm_dir = Path(tempfile.mkdtemp(prefix="kotatsu-qm-"))
    out = _built_qm_dir / path.name
    if not out.exists() or out.stat().st_mtime < ts.stat().st_mtime:
        subprocess.run([lrelease, "-silent", str(ts), "-qm", str(out)], check=False,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return out if out.exists() else (path if path.exists() else None)


_installed: list[QTranslator] = []
_current_language = DEFAULT_LANGUAGE


def current_language() -> str:
    return _current_language


def install_language(app: QCoreApplication, code: str, *, set_font: bool = True) -> bool:
    """Switch the running app to language ``code``.

    Removes the translators installed before, then installs Qt's own catalogue
    (qtbase, for standard dialogs and buttons) and ours. Each install/remove
    makes Qt post a ``LanguageChange`` event to the application and every
    widget, so open windows retranslate in their ``changeEvent``. Also sets the
    default QLocale and (``set_font``) the application font for the language.
    Returns True if our catalogue was loaded (always True for English, which
    needs none)."""
    global _current_language
    if code not in LANGUAGES:
        code = DEFAULT_LANGUAGE
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    QLocale.setDefault(QLocale(_QT_LOCALES[code]))
    ok = True
    if code != DEFAULT_LANGUAGE:
        qt_translator = QTranslator(app)
        qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        if qt_translator.load(f"qtbase_{_QT_LOCALES[code]}", qt_dir) or \
                qt_translator.load(f"qtbase_{_QT_LOCALES[code].split('_')[0]}", qt_dir):
            app.installTranslator(qt_translator)
            _installed.append(qt_translator)
        ours = QTranslator(app)
        path = _find_qm(code)
        ok = bool(path) and ours.load(str(path))
        if ok:
            app.installTranslator(ours)
            _installed.append(ours)
    _current_language = code
    if set_font:
        apply_language_font(app, code)
    return ok


# ---------------------------------------------------------------- fonts
_font_ids: dict[str, int] = {}


def font_for_language(code: str) -> str | None:
    """Register the subset font of ``code`` (once) and return its family; None
    for English (the platform's default font serves) or when the font file is
    missing."""
    if code not in FONTS:
        return None
    filename, family = FONTS[code]
    font_id = _font_ids.get(code)
    if font_id is None:
        font_id = QFontDatabase.addApplicationFont(str(FONTS_DIR / filename))
        _font_ids[code] = font_id
    if font_id < 0:
        return None
    families = QFontDatabase.applicationFontFamilies(font_id)
    return families[0] if families else family


_default_font: QFont | None = None


def apply_language_font(app, code: str) -> None:
    """Make the language's subset the first family of the application font.
    The platform's own families follow, so text the subset lacks (names the
    players typed) still falls back to whatever the system has."""
    global _default_font
    if not hasattr(app, "setFont"):
        return  # a QCoreApplication: no fonts
    if _default_font is None:
        _default_font = QFont(app.font())
    family = font_for_language(code)
    font = QFont(_default_font)
    if family:
        font.setFamilies([family, *_default_font.families()])
    app.setFont(font)
    if app.styleSheet():
        # Widgets under a style sheet keep the font they were polished with:
        # polish them again, or the old language's glyphs would stay.
        app.setStyleSheet(app.styleSheet())
