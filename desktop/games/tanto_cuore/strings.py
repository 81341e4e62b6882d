"""Tanto Cuore's words: card names and texts, phases, prompts, action buttons,
log lines, score sources and why a gesture is refused, as data in the game's
translation context (``tanto_cuore``), and the functions that turn engine ids,
options and events into sentences of the current language.

Each template is wrapped in ``QT_TRANSLATE_NOOP`` so ``pyside6-lupdate`` finds
it (and ``tools/extract_data_strings.py`` copies it into the translation stub).
Fields are ``str.format`` fields; a translation keeps exactly those of its source.
"""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from desktop.base.i18n import glossary_strings, join, player_name, table_strings
from desktop.base.log_grammar import seat_name, sentence, variant
from engine.games.tanto_cuore.card_data import RECONSTRUCTED_NOTE
from engine.games.tanto_cuore.cards import CARDS

GAME_CONTEXT = "tanto_cuore"

# Glossary terms (translations/glossary.tsv, game tanto_cuore): one translation each.
TERMS = {
    "town": QT_TRANSLATE_NOOP("tanto_cuore", "Town"),
    "quarters": QT_TRANSLATE_NOOP("tanto_cuore", "Private Quarters"),
    "private_maid": QT_TRANSLATE_NOOP("tanto_cuore", "Private maid"),
    "general_maid": QT_TRANSLATE_NOOP("tanto_cuore", "General maid"),
    "maid_chief": QT_TRANSLATE_NOOP("tanto_cuore", "Maid chief"),
    "chambermaid": QT_TRANSLATE_NOOP("tanto_cuore", "Chambermaid"),
    "event": QT_TRANSLATE_NOOP("tanto_cuore", "Event"),
    "love": QT_TRANSLATE_NOOP("tanto_cuore", "Love"),
    "serving": QT_TRANSLATE_NOOP("tanto_cuore", "Serving"),
    "employ": QT_TRANSLATE_NOOP("tanto_cuore", "Employ"),
    "chamber": QT_TRANSLATE_NOOP("tanto_cuore", "Chamber"),
    "hand": QT_TRANSLATE_NOOP("tanto_cuore", "Hand"),
    "deck": QT_TRANSLATE_NOOP("tanto_cuore", "Deck"),
    "discard_pile": QT_TRANSLATE_NOOP("tanto_cuore", "Discard pile"),
    "vp": QT_TRANSLATE_NOOP("tanto_cuore", "VP"),
    "cost": QT_TRANSLATE_NOOP("tanto_cuore", "Cost"),
}

PHASES = {
    "start": QT_TRANSLATE_NOOP("tanto_cuore", "Starting phase"),
    "serving": QT_TRANSLATE_NOOP("tanto_cuore", "Serving phase"),
    "employ": QT_TRANSLATE_NOOP("tanto_cuore", "Employ phase"),
    "discard": QT_TRANSLATE_NOOP("tanto_cuore", "Discard phase"),
    "over": QT_TRANSLATE_NOOP("tanto_cuore", "Game over"),
}

KINDS = {
    "love": QT_TRANSLATE_NOOP("tanto_cuore", "Love card"),
    "chief": QT_TRANSLATE_NOOP("tanto_cuore", "Maid chief"),
    "general": QT_TRANSLATE_NOOP("tanto_cuore", "General maid"),
    "private": QT_TRANSLATE_NOOP("tanto_cuore", "Private maid"),
    "event": QT_TRANSLATE_NOOP("tanto_cuore", "Event"),
}

# What the deciding player is asked, per decision kind; {card} is the card whose effect asks.
PROMPTS = {
    "start": QT_TRANSLATE_NOOP("tanto_cuore", "Starting phase: cure an Illness, use your private maid, or go on"),
    "serving": QT_TRANSLATE_NOOP("tanto_cuore", "Serving phase: serve or chamber maids, or end the phase"),
    "employ": QT_TRANSLATE_NOOP("tanto_cuore", "Employ phase: employ from the town, or end your turn"),
    "fay": QT_TRANSLATE_NOOP("tanto_cuore", "{card}: Love +1 or Employment +1?"),
    "eugenie": QT_TRANSLATE_NOOP("tanto_cuore", "{card}: look at a random card in whose hand?"),
    "eugenie_swap": QT_TRANSLATE_NOOP("tanto_cuore", "{card}: show them a random card of yours and swap the two?"),
    "nord": QT_TRANSLATE_NOOP("tanto_cuore", "{card}: keep one card and discard the rest of your hand?"),
    "nord_target": QT_TRANSLATE_NOOP("tanto_cuore", "{card}: put two Illnesses on which maid?"),
    "sora": QT_TRANSLATE_NOOP("tanto_cuore", "{card}: move which event?"),
    "sora_target": QT_TRANSLATE_NOOP("tanto_cuore", "{card}: move it where?"),
    "sainsbury": QT_TRANSLATE_NOOP("tanto_cuore", "{card}: exchange a 1 Love from your hand for which card?"),
    "natsumi": QT_TRANSLATE_NOOP("tanto_cuore", "{card}: discard a card? Then every other player with 4 or more cards discards one"),
    "natsumi_others": QT_TRANSLATE_NOOP("tanto_cuore", "{card}: discard a card from your hand"),
    "esquine": QT_TRANSLATE_NOOP("tanto_cuore", "{card}: discard up to 2 cards, Serving +1 for each"),
    "eliza": QT_TRANSLATE_NOOP("tanto_cuore", "{card}: look at the top card of whose deck?"),
    "eliza_top": QT_TRANSLATE_NOOP("tanto_cuore", "{card}: discard it, or leave it on the deck?"),
    "claire": QT_TRANSLATE_NOOP("tanto_cuore", "{card}: return an event in your Private Quarters to the town?"),
    "reaction": QT_TRANSLATE_NOOP("tanto_cuore", "{event} is coming into your Private Quarters: reveal Claire to return it to the town?"),
}
PROMPT_FALLBACK = QT_TRANSLATE_NOOP("tanto_cuore", "{card}: choose")
PROMPT_WAITING = QT_TRANSLATE_NOOP("tanto_cuore", "Waiting for {player}…")
PROMPT_PICKED = QT_TRANSLATE_NOOP("tanto_cuore", "{prompt} ({picked} chosen so far)")
PROMPT_LOOKING = QT_TRANSLATE_NOOP("tanto_cuore", "{prompt}\nYou see: {cards}")
PROMPT_ARMED = QT_TRANSLATE_NOOP("tanto_cuore", "{card}: choose where it goes (Enter on a highlighted Private Quarters or maid; Esc cancels)")

# Buttons for whole actions (by their text) …
ACTION_LABELS = {
    "end_start": QT_TRANSLATE_NOOP("tanto_cuore", "Go on to serving"),
    "end_serving": QT_TRANSLATE_NOOP("tanto_cuore", "End serving phase"),
    "end_turn": QT_TRANSLATE_NOOP("tanto_cuore", "End turn"),
    "decline": QT_TRANSLATE_NOOP("tanto_cuore", "No"),
    "done": QT_TRANSLATE_NOOP("tanto_cuore", "Done"),
    "swap": QT_TRANSLATE_NOOP("tanto_cuore", "Swap"),
    "react": QT_TRANSLATE_NOOP("tanto_cuore", "Reveal Claire"),
    "discard_top": QT_TRANSLATE_NOOP("tanto_cuore", "Discard it"),
    "keep_top": QT_TRANSLATE_NOOP("tanto_cuore", "Leave it on the deck"),
    "choose love": QT_TRANSLATE_NOOP("tanto_cuore", "Love +1"),
    "choose employ": QT_TRANSLATE_NOOP("tanto_cuore", "Employment +1"),
}
# … and for actions about a card or a place, by verb. Fields: {card}, {player}, {maid}.
VERB_LABELS = {
    "serve": QT_TRANSLATE_NOOP("tanto_cuore", "Serve {card}"),
    "chamber": QT_TRANSLATE_NOOP("tanto_cuore", "Make {card} a chambermaid"),
    "employ": QT_TRANSLATE_NOOP("tanto_cuore", "Employ {card}"),
    "employ_player": QT_TRANSLATE_NOOP("tanto_cuore", "{card} to {player}"),
    "employ_maid": QT_TRANSLATE_NOOP("tanto_cuore", "{card} on {maid} ({player})"),
    "cure": QT_TRANSLATE_NOOP("tanto_cuore", "Cure {maid} (discard a 3 Love)"),
    "ability": QT_TRANSLATE_NOOP("tanto_cuore", "Use {card}"),
    "exchange": QT_TRANSLATE_NOOP("tanto_cuore", "Take {card}"),
    "discard": QT_TRANSLATE_NOOP("tanto_cuore", "Discard {card}"),
    "keep": QT_TRANSLATE_NOOP("tanto_cuore", "Keep {card}"),
    "look": QT_TRANSLATE_NOOP("tanto_cuore", "{player}'s deck"),
    "peek": QT_TRANSLATE_NOOP("tanto_cuore", "{player}'s hand"),
    "target_player": QT_TRANSLATE_NOOP("tanto_cuore", "To {player}"),
    "target_maid": QT_TRANSLATE_NOOP("tanto_cuore", "Onto {maid} ({player})"),
    "move_player": QT_TRANSLATE_NOOP("tanto_cuore", "{card} of {player}"),
    "move_maid": QT_TRANSLATE_NOOP("tanto_cuore", "{card} on {maid} ({player})"),
    "return": QT_TRANSLATE_NOOP("tanto_cuore", "Return {card}"),
    "return_maid": QT_TRANSLATE_NOOP("tanto_cuore", "Return the {card} on {maid}"),
}

LOG_LINES = {
    "resumed": QT_TRANSLATE_NOOP("tanto_cuore", "Game resumed at turn {number}"),
    "turn": QT_TRANSLATE_NOOP("tanto_cuore", "Turn {number}: {player}"),
    "serve": QT_TRANSLATE_NOOP("tanto_cuore", "{player} served {card}"),
    "chamber": QT_TRANSLATE_NOOP("tanto_cuore", "{player} chambered {card}"),
    "employ": QT_TRANSLATE_NOOP("tanto_cuore", "{player} employed {card}"),
    "employ:private": QT_TRANSLATE_NOOP("tanto_cuore", "{player} employed {card} as a private maid"),
    "employ:bad_habits": QT_TRANSLATE_NOOP("tanto_cuore", "{player} sent a Bad Habit to {target}"),
    "employ:illness": QT_TRANSLATE_NOOP("tanto_cuore", "{player} sent an Illness to a maid of {target}"),
    "event_placed": QT_TRANSLATE_NOOP("tanto_cuore", "{card} × {count} into the Private Quarters of {target}"),
    "reaction": QT_TRANSLATE_NOOP("tanto_cuore", "{player} revealed Claire: {event} went back to the town"),
    "event_returned": QT_TRANSLATE_NOOP("tanto_cuore", "{player} returned {card} to the town"),
    "cure": QT_TRANSLATE_NOOP("tanto_cuore", "{player} discarded a 3 Love and returned an Illness to the town"),
    "ability": QT_TRANSLATE_NOOP("tanto_cuore", "{player} used {card}"),
    "reshuffle": QT_TRANSLATE_NOOP("tanto_cuore", "{player} shuffled the discard pile into a new deck"),
    "draw": QT_TRANSLATE_NOOP("tanto_cuore", "{player} drew {cards}"),
    "draw_count": QT_TRANSLATE_NOOP("tanto_cuore", "{player} drew {count} cards"),
    "draw_count:1": QT_TRANSLATE_NOOP("tanto_cuore", "{player} drew a card"),
    "discard": QT_TRANSLATE_NOOP("tanto_cuore", "{player} discarded {card}"),
    "discard:deck": QT_TRANSLATE_NOOP("tanto_cuore", "{player} discarded {card} from the top of the deck"),
    "look": QT_TRANSLATE_NOOP("tanto_cuore", "{player} looked at the top of the deck of {target}: {card}"),
    "peek": QT_TRANSLATE_NOOP("tanto_cuore", "{player} looked at {card} in the hand of {target}"),
    "swap": QT_TRANSLATE_NOOP("tanto_cuore", "{player} gave {gave} to {target} and took {got}"),
    "exchange": QT_TRANSLATE_NOOP("tanto_cuore", "{player} exchanged {gave} for {got}"),
    "private_refill": QT_TRANSLATE_NOOP("tanto_cuore", "New face-up private maid: {card}"),
    "amber": QT_TRANSLATE_NOOP("tanto_cuore", "Amber Twilight: {player} discarded {card} from the top of the deck"),
    "game_over": QT_TRANSLATE_NOOP("tanto_cuore", "Game over: {winners} won"),
    "game_over:two_piles": QT_TRANSLATE_NOOP("tanto_cuore", "Two maid piles are empty: {winners} won"),
}
# The lines that name the reader's own seat (desktop/base/log_grammar.py): their
# turn, and as the target; the past tense reads right with "You" as the player already.
LOG_LINES_YOU = {
    "turn:you": QT_TRANSLATE_NOOP("tanto_cuore", "Turn {number}: your turn"),
    "employ:illness:to_you": QT_TRANSLATE_NOOP("tanto_cuore", "{player} sent an Illness to one of your maids"),
    "event_placed:to_you": QT_TRANSLATE_NOOP("tanto_cuore", "{card} × {count} into your Private Quarters"),
    "peek:to_you": QT_TRANSLATE_NOOP("tanto_cuore", "{player} looked at {card} in your hand"),
}
# Counts the status line shows; a log line for each would drown the rest.
QUIET_EVENTS = frozenset({"phase", "love", "servings", "employs"})

# The engine's warnings before a move, with the click that confirms it.
CONFIRMATIONS = {
    "servings_left": QT_TRANSLATE_NOOP("tanto_cuore", "You can still serve. Click “End serving phase” again to end it."),
    "love_left": QT_TRANSLATE_NOOP("tanto_cuore", "You still have {love} Love. Click “End turn” again to end it."),
}

# Where the points came from (the view's score, by key) and why the game ended.
SCORE_SOURCES = {
    "cards": QT_TRANSLATE_NOOP("tanto_cuore", "VP on cards"),     # printed on the maids and Love owned
    "ophelia": QT_TRANSLATE_NOOP("tanto_cuore", "Ophelia"),
    "colette_bonus": QT_TRANSLATE_NOOP("tanto_cuore", "Most Colettes"),
    "safran_sets": QT_TRANSLATE_NOOP("tanto_cuore", "Safran sets"),
    "crescent_sets": QT_TRANSLATE_NOOP("tanto_cuore", "Crescent sets"),
    "bad_habits": QT_TRANSLATE_NOOP("tanto_cuore", "Bad Habits"),
    "total": QT_TRANSLATE_NOOP("tanto_cuore", "Total"),
}
END_REASONS = {
    "two_piles": QT_TRANSLATE_NOOP("tanto_cuore", "Two maid piles are empty."),
    "stalemate": QT_TRANSLATE_NOOP("tanto_cuore", "Nobody could employ anything for many rounds: the game ends on VP."),
}
TIE_NOTE = QT_TRANSLATE_NOOP("tanto_cuore", "On equal VP, the player who employed fewer maids wins.")


# ---------------------------------------------------------------- translating
def tr(text: str) -> str:
    return QCoreApplication.translate(GAME_CONTEXT, text)


def term(key: str) -> str:
    return tr(TERMS[key])


def card_name(card_id) -> str:
    """The card's name in the current language; an unknown id comes back as is."""
    spec = CARDS.get(card_id)
    return tr(spec.name) if spec else str(card_id)


def card_text(card_id: str) -> str:
    """The card's rules text, with the note where it is reconstructed."""
    spec = CARDS.get(card_id)
    if spec is None:
        return ""
    return tr(spec.text) + ("\n" + tr(RECONSTRUCTED_NOTE) if spec.reconstructed else "")


def kind_name(kind: str) -> str:
    return tr(KINDS[kind]) if kind in KINDS else kind


def phase_name(phase: str) -> str:
    return tr(PHASES[phase]) if phase in PHASES else phase


def _maid_at(view: dict, place) -> str:
    """The name of the maid at a quarters place (zone, seat, slot) of the view."""
    try:
        return card_name(view["players"][place.seat]["quarters"][place.zone][place.slot]["card"])
    except (IndexError, KeyError, TypeError):
        return ""


def prompt_text(decision: dict, names=None) -> str:
    prompt = decision.get("prompt") or {}
    fields = {"card": card_name(prompt.get("card", "")), "event": card_name(prompt.get("event", ""))}
    return tr(PROMPTS.get(decision.get("kind"), PROMPT_FALLBACK)).format(**fields)


def decision_line(decision: dict, names) -> str:
    """The prompt panel's line: the question for the seat that decides, or whom all wait for."""
    if "options" not in decision:
        return tr(PROMPT_WAITING).format(player=player_name(names, decision["player"]))
    line = prompt_text(decision, names)
    if decision.get("max_picks", 1) > 1:
        line = tr(PROMPT_PICKED).format(prompt=line, picked=decision.get("picked", 0))
    looking = (decision.get("prompt") or {}).get("looking")
    if looking:
        line = tr(PROMPT_LOOKING).format(prompt=line, cards=join(card_name(c) for c in looking))
    return line


def action_label(info, view: dict, text: str, names) -> str:
    """A button text for one legal action, from what it means (``info``, the engine's ``OptionInfo``)."""
    if text in ACTION_LABELS:
        return tr(ACTION_LABELS[text])
    verb = info.verb
    target, source = info.target, info.source
    fields = {"card": card_name(info.card) if info.card else ""}
    key = verb
    where = target if verb in ("employ", "target") else source
    if verb in ("employ", "target", "move", "return") and where is not None and where.zone in (
            "chambermaids", "private") and where.slot is not None:
        key = {"employ": "employ_maid", "target": "target_maid", "move": "move_maid",
               "return": "return_maid"}[verb]
        fields.update(maid=_maid_at(view, where), player=player_name(names, where.seat))
    elif verb in ("employ", "target", "move") and where is not None and where.zone == "bad_habits":
        key = {"employ": "employ_player", "target": "target_player", "move": "move_player"}[verb]
        fields["player"] = player_name(names, where.seat)
    elif verb == "target" and where is not None:
        key = "target_player"
        fields["player"] = player_name(names, where.seat)
    elif verb == "cure":
        fields["maid"] = _maid_at(view, source)
    elif verb in ("look", "peek"):
        fields["player"] = player_name(names, source.seat if source else None)
    template = VERB_LABELS.get(key)
    return tr(template).format(**fields) if template else text


def confirmation_text(warning) -> str:
    template = CONFIRMATIONS.get(warning.key, warning.text)
    return tr(template).format(**(warning.values or {}))


def refusal_text(refusal) -> str:
    """A ``Refusal`` of the engine in the current language."""
    values = dict(refusal.values or {})
    if refusal.card is not None:
        values["card"] = card_name(refusal.card)
    if "phase" in values:
        values["phase"] = phase_name(values["phase"])
    return tr(refusal.text).format(**values)


def _log_key(event: dict) -> str:
    kind = event.get("type")
    variant = {"employ": event.get("to"), "discard": event.get("source"), "game_over": event.get("reason"),
               "draw_count": 1 if event.get("count") == 1 else None}.get(kind)
    return f"{kind}:{variant}" if variant is not None and f"{kind}:{variant}" in LOG_LINES else kind


def log_line(event: dict, names, viewer: int | None = None) -> str | None:
    """One log line for an engine event in the current language, or None;
    ``viewer``'s own seat is "you"."""
    key = _log_key(event)
    if key not in LOG_LINES:
        return None
    lines = {**LOG_LINES, **LOG_LINES_YOU}
    template = lines[variant(lines, key, event, viewer)]
    fields = {key: value for key, value in event.items() if key not in ("type", "visible_to")}
    fields["player"] = seat_name(names, event.get("player"), viewer)
    for key in ("card", "event", "gave", "got"):
        if key in event:
            fields[key] = card_name(event[key])
    if "cards" in event:
        fields["cards"] = join(card_name(c) for c in event["cards"])
    if "target" in event:
        fields["target"] = seat_name(names, event["target"], viewer)
    if "winners" in event:
        fields["winners"] = join(seat_name(names, s, viewer) for s in event["winners"])
    return sentence(tr(template).format(**fields))


def viewer_log_line(event: dict, names, viewer: int) -> str | None:
    """The log line ``viewer`` reads for an event it may see, or None."""
    if event["type"] in QUIET_EVENTS or (event["type"] == "draw_count" and event.get("player") == viewer):
        return None   # the viewer's own "draw" event already names the cards
    if event["type"] == "event_placed" and event.get("employed"):
        return None   # "sent a Bad Habit to …" (its employ event) already said it
    return log_line(event, names, viewer)


def data_strings(glossary) -> list[tuple[str, str, str]]:
    """(English, note for translators, section) of every string above, the card
    table and this game's ``glossary`` rows, for ``tools/extract_data_strings.py``."""
    from engine.games.tanto_cuore.cards import CARD_LIST
    from engine.games.tanto_cuore.table_info import STRINGS as REFUSALS

    found = [(card.name, f"card name (id {card.id}, {card.kind})", "Card names") for card in CARD_LIST]
    found += [(card.text, f"card text of {card.name} (id {card.id})", "Card texts") for card in CARD_LIST]
    found += glossary_strings(glossary)
    groups = (("term", TERMS, "Glossary"), ("phase", PHASES, "Phases"), ("card kind", KINDS, "Phases"),
              ("prompt for decision kind", PROMPTS, "Decision prompts"),
              ("button for the action", ACTION_LABELS, "Action buttons"),
              ("button for actions of kind", VERB_LABELS, "Action buttons"),
              ("log line for event", LOG_LINES, "Log lines"),
              ("log line naming the reader, for event", LOG_LINES_YOU, "Log lines"),
              ("warning before a move", CONFIRMATIONS, "Refusals"),
              ("score source", SCORE_SOURCES, "End of the game"), ("end reason", END_REASONS, "End of the game"))
    found += table_strings(groups)
    found += [(text, what, "Decision prompts") for what, text in (
        ("any other decision", PROMPT_FALLBACK), ("another player decides", PROMPT_WAITING),
        ("a prompt asking for several picks", PROMPT_PICKED), ("a prompt showing cards", PROMPT_LOOKING),
        ("a card chosen by keyboard waits for its target", PROMPT_ARMED))]
    found += [(text, f"refusal '{key}' of a card gesture (engine)", "Refusals")
              for key, text in REFUSALS.items() if key not in CONFIRMATIONS]
    found += [(TIE_NOTE, "the tie-break, on the end page", "End of the game"),
              (RECONSTRUCTED_NOTE, "note under a reconstructed card's text", "Card texts")]
    return found
