"""Gensokyo's words (desktop/games/gensokyo/strings.py): whole seeded games
give every event a deliberate line, keep what a seat may not see hidden, and
word every option and every question the viewer meets, in every language."""
from __future__ import annotations

import re
from functools import cache
from pathlib import Path

import pytest

from desktop.base.i18n import LANGUAGES, install_language
from desktop.games.gensokyo import strings
from desktop.games.gensokyo.card_art import card_name
from engine.ai.agents import make_agent
from engine.core.actions import Place, ShownOption
from engine.core.events import visible
from engine.core.protocol import CHANCE
from engine.core.spec import get_spec
from engine.games.gensokyo.cards import CARDS
from engine.games.gensokyo.codec import SHAPES

ENGINE = Path(__file__).resolve().parents[4] / "engine" / "games" / "gensokyo"
NAMES = ["Alice", "Bob", "Cleo", "Dan"]
GAMES = [(2, "loop", 3, "baseline"), (2, "cross", 4, "baseline"), (4, "loop", 5, "baseline"),
         (4, "cross", 6, "baseline"), (2, "loop", 7, "random"), (4, "cross", 8, "random")]
# What an option's words must never show: a codec card id, "none", a list of dice positions.
RAW = re.compile(r"\b(ch|sp|ka)\d|\bnone\b|\[")
# The viewer read as a third person: "the hand of you", "You's", "You was".
WRONG_YOU = re.compile(r"\bof you\b|\b[Yy]ou's\b|^You (is|was|has)\b")


@pytest.fixture
def language(qapp):
    yield lambda code: install_language(qapp, code)
    install_language(qapp, "en")


@cache
def played(players: int, map_name: str, seed: int, agent: str):
    """(events, (view, options) of every decision a seat took) of one whole game."""
    state = get_spec("gensokyo").start({"players": players, "map": map_name}, seed)
    agents = [make_agent(agent, "gensokyo", seed * 10 + seat) for seat in range(players)]
    events, asked = [], []
    while state.decision is not None:
        decision = state.decision
        if not decision.is_chance:
            view = state.view(decision.player)
            asked.append((view, [ShownOption.from_data(o) for o in view["options"]]))
        events += state.apply(state.chance_outcome() if decision.is_chance
                              else agents[decision.player].act(state)).events
    return events, asked


def _engine_literals(pattern: str) -> set[str]:
    return {found for path in ENGINE.glob("*.py") for found in re.findall(pattern, path.read_text("utf-8"))}


def _nothing_negated(event: dict) -> bool:
    return event["type"] == "battle_negation" and not any(event["ability"] + event["support"])


def test_every_event_kind_the_engine_logs_has_a_line_or_is_quiet():
    kinds = _engine_literals(r"\.log\(\s*\"(\w+)\"")
    lines = {key.partition(":")[0] for key in strings.LOG_LINES}
    assert len(kinds) > 35 and not kinds - lines - strings.QUIET_EVENTS
    assert not strings.QUIET_EVENTS & lines


def test_every_decision_kind_the_engine_asks_has_a_prompt():
    kinds = _engine_literals(r"\bask\(\s*[^,()]+,\s*(?:kinds\[kind\]|\"(\w+)\")") - {""}
    kinds |= {"claim", "relocate", "toll_or_invade", "travel"}      # squares.py asks these by a table
    assert len(kinds) >= 20 and not kinds - set(strings.PROMPTS)


def test_every_codec_verb_has_words():
    worded = set(strings.VERB_LABELS) | {text.split()[0] for text in strings.ACTION_LABELS} | {"pass"}
    assert not set(SHAPES) - worded


@pytest.mark.parametrize("game", GAMES, ids=lambda g: "-".join(map(str, g)))
def test_every_event_of_a_game_gets_a_deliberate_line_in_every_language(game, language):
    events, _ = played(*game)
    assert {"turn", "draw", "roll", "claim", "toll", "game_over"} <= {e["type"] for e in events}
    players = game[0]
    for code in LANGUAGES:
        language(code)
        for event in events:
            for viewer in range(players):
                if not visible(event, viewer):
                    continue
                line = strings.log_line(event, NAMES, viewer)
                assert line or event["type"] in strings.QUIET_EVENTS or _nothing_negated(event), event
                assert line is None or "{" not in line, (code, line)
                if code == "en" and line:
                    assert not WRONG_YOU.search(line), line


@pytest.mark.parametrize("game", GAMES, ids=lambda g: "-".join(map(str, g)))
def test_another_seats_draw_and_support_name_no_card(game):
    events, _ = played(*game)
    hidden = 0
    for event in events:
        for viewer in range(game[0]):
            if event["type"] not in ("draw", "battle_support") or event["player"] == viewer:
                continue
            if not visible(event, viewer):
                assert strings.viewer_log_line(event, NAMES, viewer) is None
                continue
            hidden += 1
            line = strings.viewer_log_line(event, NAMES, viewer)
            assert not any(card_name(card) in line for card in CARDS), line
            assert line in (f"{NAMES[event['player']]} drew a card",
                            f"{NAMES[event['player']]} committed a support face down")
    assert hidden


@pytest.mark.parametrize("game", GAMES, ids=lambda g: "-".join(map(str, g)))
def test_every_option_and_question_the_viewer_meets_has_words(game, language):
    _, asked = played(*game)
    kinds = {view["kind"] for view, _ in asked}
    assert {"draw", "claim", "toll_or_invade"} & kinds
    for code in ("en", "ja"):
        language(code)
        for view, options in asked:
            assert strings.decision_line(view, NAMES), view["kind"]
            for shown in options:
                label = strings.action_label(shown, view, NAMES)
                assert label and label != shown.text and not RAW.search(label), (view["kind"], shown.text, label)


def test_others_wait_and_the_end_says_nothing():
    events, asked = played(*GAMES[0])
    view = asked[0][0]
    other = {**view, "kind": None, "options": [], "deciding": 1 - view["seat"]}
    assert strings.decision_line(other, NAMES) == f"Waiting for {NAMES[1 - view['seat']]}…"
    assert strings.decision_line({**other, "deciding": CHANCE}, NAMES) == "Chance decides…"
    assert strings.decision_line({**view, "winners": [0]}, NAMES) == ""


def _view_at(game, kind):
    _, asked = played(*game)
    return next((view, options) for view, options in asked if view["kind"] == kind)


def test_the_toll_question_and_its_buttons():
    view, options = _view_at(GAMES[0], "toll_or_invade")
    land = view["lands"][view["players"][view["seat"]]["at"]]
    line = strings.decision_line(view, NAMES)
    assert line.startswith(f"{NAMES[land['owner']]}'s ") and f"level {land['level']}:" in line
    assert line.endswith(f"pay the toll ({land['toll']}圓) or invade")
    labels = {shown.text: strings.action_label(shown, view, NAMES) for shown in options}
    assert labels["toll"] == f"Pay the toll ({land['toll']}圓)"
    assert labels.get("invade", "Invade") == "Invade"


def test_claim_buttons_name_the_card_and_its_cost():
    view, options = _view_at(GAMES[0], "claim")
    labels = {shown.text: strings.action_label(shown, view, NAMES) for shown in options}
    assert labels["pass"] == "Don't claim"
    card = next(shown.info.card for shown in options if shown.info.card)
    spec = CARDS[card]
    cost = f"{spec.money}圓 + {spec.hand} cards" if spec.hand else f"{spec.money}圓"
    assert f"Claim with {card_name(card)} ({cost})" in labels.values()


@pytest.mark.parametrize("event, viewer, line", [
    ({"type": "turn", "player": 1, "round": 3, "turn": 9}, 0, "Round 3, turn 9: Bob"),
    ({"type": "turn", "player": 1, "round": 3, "turn": 9}, 1, "Round 3, turn 9: your turn"),
    ({"type": "draw", "player": 1, "count": 1, "visible_to": (0,)}, 0, "Bob drew a card"),
    ({"type": "draw", "player": 0, "card": "CH01", "visible_to": 0}, 0, "You drew Remilia Scarlet"),
    ({"type": "claim", "player": 0, "square": "A02", "card": "CH01"}, 1,
     "Alice claimed Village land 20 with Remilia Scarlet"),
    ({"type": "toll", "player": 1, "to": 0, "money": 40}, 0, "Bob paid a toll of 40圓 to you"),
    ({"type": "toll", "player": 1, "to": 0, "money": 40}, 1, "You paid a toll of 40圓 to Alice"),
    ({"type": "battle_main", "player": 1, "card": "CH01", "square": "A02", "defender": 0}, 0,
     "Bob invaded your Village land 20 with Remilia Scarlet"),
    ({"type": "battle_support", "player": 1}, 0, "Bob committed a support face down"),
    ({"type": "battle_support", "player": 1, "card": "KA1", "visible_to": 1}, 1,
     "You committed Scarlet Charisma as a support face down"),
    ({"type": "battle_reveal", "supports": ["KA1", None]}, 0,
     "Supports revealed: Scarlet Charisma for the invader, no support for the defender"),
    ({"type": "battle_negation", "ability": [None, "CH01"], "support": [None, None]}, 0,
     "Negated: the defender's ability by Remilia Scarlet"),
    ({"type": "battle_card", "player": 0, "card": "CH01", "to": "graveyard"}, 0,
     "Your Remilia Scarlet went to the graveyard"),
    ({"type": "battle_card", "player": 0, "card": "CH01", "to": "hand"}, 1,
     "Remilia Scarlet went back to the hand of Alice"),
    ({"type": "battle_swap", "player": 0, "of": 1, "cards": ["CH01", "KA1"], "visible_to": (0, 1)}, 1,
     "Alice gave Remilia Scarlet to you and took Scarlet Charisma"),
    ({"type": "battle_take", "player": 0, "of": 1, "card": "CH01", "visible_to": (0, 1)}, 1,
     "Alice took Remilia Scarlet from your hand"),
    ({"type": "battle_swap_graveyard", "player": 0, "gave": "CH01", "took": "KA1"}, 1,
     "Alice put Remilia Scarlet in the graveyard and took Scarlet Charisma from it"),
    ({"type": "battle_draw_failed", "player": 0, "card": "CH01"}, 1,
     "Alice could not draw for Remilia Scarlet: the deck is empty"),
    ({"type": "recollection", "player": 0, "of": 1, "cards": ["CH01", "KA1"], "visible_to": 0}, 0,
     "You read the hand of Bob: Remilia Scarlet, Scarlet Charisma"),
    ({"type": "look", "player": 0, "target": 1, "cards": ["CH01"], "visible_to": 0}, 0,
     "You looked at the hand of Bob: Remilia Scarlet"),
    ({"type": "search", "player": 1, "card": "CH01"}, 0, "Bob took Remilia Scarlet from the deck"),
    ({"type": "spell", "player": 0, "card": "SP08", "target": 1}, 1,
     'Alice cast Insight "Show Me Your Hand" on you'),
    ({"type": "spell", "player": 0, "card": "SP13", "target": 1}, 1,
     f"Alice cast {card_name('SP13')} on Village land 20"),   # square 1 of every map is A02
    ({"type": "spell_expires", "player": 1, "card": "SP16"}, 1, f"{card_name('SP16')} on you has expired"),
    ({"type": "discard", "player": 1, "card": "CH01", "why": "SP08"}, 0,
     f"Bob discarded Remilia Scarlet because of {card_name('SP08')}"),
    ({"type": "discard_hand", "player": 1, "why": "battle"}, 1, "You discarded your whole hand"),
    ({"type": "keep", "player": 0, "dice": [3, 5]}, 1, "Alice kept the dice 3, 5"),
    ({"type": "order_roll", "seats": [0, 1], "totals": [6, 10]}, 1, "Roll for the turn order: Alice 6, you 10"),
    ({"type": "level", "square": "A02", "level": 2}, 0, "Village land 20 is now level 2"),
    ({"type": "pay", "player": 0, "money": 20, "to": "bank", "why": "invest"}, 0, "You paid 20圓 for the investment"),
    ({"type": "game_over", "reason": "bankruptcy", "ranks": [1, 2], "assets": [300, 0]}, 1,
     "A player went bankrupt: Alice won"),
    ({"type": "game_over", "reason": "round_cap", "ranks": [1, 1], "assets": [300, 300]}, 0,
     "Round 60 is over: you, Bob won"),
])
def test_exact_sentences(event, viewer, line):
    assert strings.log_line({"visible_to": -1, **event}, NAMES, viewer) == line


def test_a_free_payment_and_a_negation_of_nothing_are_shown_nowhere():
    assert strings.viewer_log_line({"type": "pay", "player": 0, "money": 0, "why": "claim"}, NAMES, 0) is None
    assert strings.viewer_log_line({"type": "battle_negation", "ability": [None, None],
                                    "support": [None, None]}, NAMES, 0) is None


def test_refusals_name_the_card_in_the_current_language(language):
    state = get_spec("gensokyo").start({"players": 2, "map": "loop"}, 3)
    while state.decision.is_chance:
        state.apply(state.chance_outcome())
    seat = state.decision.player
    state.money[seat] = 3
    card = next(c for c, spec in CARDS.items() if spec.kind == "character" and spec.money > 3)
    refusal = state.refusal("claim", card, Place("hand", seat), None)
    assert refusal.key == "too_dear"
    assert strings.refusal_text(refusal) == f"{card_name(card)} costs {CARDS[card].money}圓; you have 3."
    assert strings.refusal_text(state.refusal("claim", card, Place("hand", 1 - seat), None)) == \
        "It is not your turn."
    language("ja")
    assert card_name(card) in strings.refusal_text(refusal) and card not in strings.refusal_text(refusal)


def test_end_reasons():
    assert set(strings.END_REASONS) == {"deck_empty", "bankruptcy", "round_cap"}
    assert strings.end_reason({"reason": "round_cap"}) == "Round 60 is over."
    assert strings.end_reason({"reason": "nothing"}) == ""


def test_data_strings_hold_the_engines_refusals_and_every_table():
    from engine.games.gensokyo.table_info import STRINGS
    found = {text for text, _note, _section in strings.data_strings([])}
    assert set(STRINGS.values()) <= found
    for table in (strings.LOG_LINES, strings.LOG_LINES_YOU, strings.PROMPTS, strings.VERB_LABELS,
                  strings.ACTION_LABELS, strings.PASS_LABELS, strings.END_REASONS, strings.NEGATIONS):
        assert set(table.values()) <= found


def test_a_land_number_names_the_same_land_on_every_map():
    """A spell event names its land by number: strings reads it on the 4-player loop."""
    from engine.games.gensokyo.board import cross_map, loop_map
    every = loop_map("ABC")
    for board in (loop_map("AB"), cross_map()):
        assert all(board.square_id(land) == every.square_id(land) for land in board.lands)
