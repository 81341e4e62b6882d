"""Gensokyo's reference held to the shared bar of test_reference_all.py (its own
functions, pointed at this file while the game's package has no __init__ yet);
its sections cite the rulebook's headings and state the engine's numbers; and
F1's section for every decision the engine asks."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from desktop.base import reference_data
from desktop.games.gensokyo.board_items import KIND_LABELS
from desktop.games.gensokyo.card_marks import MARKS
from desktop.games.gensokyo.reference import KIND_SECTIONS, REFERENCE, reference_icons, reference_section
from engine.games.gensokyo import battle, board, options, setup, tolls, turn
from engine.games.gensokyo.lands import MAX_LEVEL
from engine.games.gensokyo.versions import RULES_VERSION
from tests.desktop.games import test_reference_all as shared

GAME = "gensokyo"
ENGINE = Path(board.__file__).parent
RULES = shared.SHARED_RULES / "gensokyo.rules.md"
# Every decision kind the view can carry (state.ask; squares.py names four through a table).
KINDS = ("claim", "relocate", "toll_or_invade", "invest", "move", "step", "travel", "draw", "discard", "keep",
         "search", "spell", "sell", "battle_main", "battle_support", "transform", "copy", "recollect",
         "byakuren", "take_away")


@pytest.fixture(autouse=True)
def _this_reference(monkeypatch):
    monkeypatch.setattr(shared, "reference_file", lambda game: REFERENCE)
    monkeypatch.setattr(shared, "_card_names", lambda game: [])


def test_it_loads_and_opens_at_the_overview():
    ref = shared.reference(GAME)
    assert ref.game == GAME and ref.children("")[0].id == "overview"


@pytest.mark.parametrize("code", reference_data.LANGUAGE_CODES)
def test_every_section_is_written_in_every_language(code):
    shared.test_every_section_is_written_in_every_language(GAME, code)


@pytest.mark.parametrize("code", shared.TRANSLATIONS)
def test_no_english_is_left_and_the_forms_are_the_regions(code):
    shared.test_no_english_is_left_in_a_translation(GAME, code)
    shared.test_the_character_forms_are_the_regions_own(GAME, code)


def test_the_same_links_stand_in_every_language():
    shared.test_the_same_links_and_icons_stand_in_every_language(GAME)


def test_the_common_bar_every_glossary_term_is_in_every_translation():
    shared.test_the_glossary_terms_of_the_english_are_in_every_translation(GAME)


@pytest.mark.parametrize("code", shared.TRANSLATIONS)
def test_the_fonts_draw_every_character(qapp, code):
    shared.test_every_character_of_the_reference_is_in_its_languages_font(qapp, GAME, code)


def test_the_header_names_the_rulebook_and_every_source_is_one_of_its_headings():
    """Stricter than the shared check (which reads a part's first word): each
    ``;``-separated part is "app:…" or a whole heading line of the rulebook."""
    header = REFERENCE.read_text(encoding="utf-8").split("[[section]]", 1)[0]
    assert "shared/rules/gensokyo.rules.md" in header and RULES.is_file()
    headings = {line for line in RULES.read_text(encoding="utf-8").splitlines() if line.startswith("#")}
    parts = [(s.id, part.strip()) for s in shared.reference(GAME).sections for part in s.source.split(";")]
    unknown = [f"{where}: {part}" for where, part in parts if not (part.startswith("app:") or part in headings)]
    assert unknown == []


def test_the_overview_links_every_other_section():
    ref = shared.reference(GAME)
    linked = set(reference_data.LINK.findall(ref.section("overview").body.en))
    assert linked == {s.id for s in ref.sections} - {"overview"}


def test_the_legend_draws_every_keyword_mark_the_cards_show():
    assert sorted(reference_icons()) == sorted(MARKS)
    legend = shared.reference(GAME).section("legend")
    for code in reference_data.LANGUAGE_CODES:
        assert set(reference_data.ICON.findall(legend.body.get(code))) == set(MARKS), code


def test_the_legend_names_what_the_tiles_draw():
    """The square kinds' labels, the attributes' signs, the level and the land-spell mark."""
    legend = shared.reference(GAME).section("legend")
    assert legend is not None
    assert all(label in legend.body.en for label in KIND_LABELS.values())
    assert all(mark in legend.body.en for mark in ("紅", "冥", "山", "里", "L1", "L5"))
    assert all("★" in legend.body.get(code) for code in reference_data.LANGUAGE_CODES)


def _phrase(*numbers) -> str:
    return r"\D+".join(map(str, numbers))


# (section, the numbers in the order each language writes them, the engine's, read from its constants)
NUMBERS = [
    ("setup", (setup.START_MONEY, setup.START_HAND)),
    ("setup", (setup.DECK_PER_PLAYER,)),
    ("setup", (2, board.STAGGER[2], 3, board.STAGGER[3], 4, board.STAGGER[4])),     # players, squares apart
    ("movement", (board.LAP_BONUS["AB"],)),
    ("movement", (board.LAP_BONUS["ABC"],)),
    ("movement", (board.LAP_BONUS["cross"],)),
    ("tolls", tolls.TOLL_RATES[RULES_VERSION][1:]),
    ("lands", (MAX_LEVEL,)),
    ("battle", battle.LAND_BONUS),
    ("hand-limit", (turn.HAND_LIMIT, turn.HAND_KEEP)),
    ("turn", (turn.HAND_LIMIT, turn.HAND_KEEP)),
    ("turn", (turn.ROUND_CAP,)),
    ("the-end", (turn.ROUND_CAP,)),
    ("deck-building", (options.MAX_COPIES, *options.DECK_PER_PLAYER)),
]


@pytest.mark.parametrize("section, numbers", NUMBERS)
def test_the_numbers_are_the_engines(section, numbers):
    """A tuned constant of the engine makes its section wrong: this fails until it is rewritten."""
    body = shared.reference(GAME).section(section).body
    wrong = [code for code in reference_data.LANGUAGE_CODES
             if not re.search(r"(?<!\d)" + _phrase(*numbers) + r"(?!\d)", body.get(code))]
    assert wrong == []


def test_the_lap_bonus_amounts_stand_by_their_maps():
    en = shared.reference(GAME).section("movement").body.en
    assert f"{board.LAP_BONUS['AB']}圓 on the 31-square loop" in en
    assert f"{board.LAP_BONUS['ABC']}圓 on the 46-square loop" in en
    assert f"Lap bonus on the Cross map: {board.LAP_BONUS['cross']}圓" in en


def test_every_kind_the_engine_asks_has_its_section():
    asked = set()
    for path in ENGINE.glob("*.py"):
        asked |= set(re.findall(r"\.ask\(\w+, \"([a-z_]+)\"", path.read_text(encoding="utf-8")))
    assert asked and asked <= set(KINDS)
    assert set(KIND_SECTIONS) == set(KINDS)


@pytest.mark.parametrize("view, section", [
    (None, "overview"), ({"kind": "claim", "winners": None}, "lands"),
    ({"kind": "invest", "winners": None}, "lands"), ({"kind": "relocate", "winners": None}, "relocation"),
    ({"kind": "toll_or_invade", "winners": None}, "tolls"), ({"kind": "step", "winners": None}, "movement"),
    ({"kind": "keep", "winners": None}, "movement"), ({"kind": "travel", "winners": None}, "squares"),
    ({"kind": "draw", "winners": None}, "turn"), ({"kind": "discard", "winners": None}, "hand-limit"),
    ({"kind": "search", "winners": None}, "spells"), ({"kind": "take_away", "winners": None}, "spells"),
    ({"kind": "battle_support", "winners": None}, "battle"), ({"kind": "byakuren", "winners": None}, "keywords"),
    ({"kind": "sell", "winners": None}, "bankruptcy"), ({"kind": "move", "winners": [0]}, "the-end"),
    ({"kind": None, "winners": None}, "overview")])
def test_f1_opens_the_section_of_the_decision(view, section):
    assert reference_section(view) == section
    assert shared.reference(GAME).section(section) is not None


@pytest.mark.parametrize("kind", KINDS)
def test_every_decision_opens_a_section_of_the_file(kind):
    section = reference_section({"kind": kind, "winners": None})
    assert section != "overview" and shared.reference(GAME).section(section) is not None


def test_f1_names_a_section_of_the_file_for_every_decision_of_a_real_game():
    """Whole games with random answers, invading whenever it may: every view's
    section exists; a claim opens "lands", a battle's commit "battle", the end "the-end"."""
    import random

    from engine.games.gensokyo.state import GensokyoState
    ref, seen = shared.reference(GAME), set()
    for seed in range(2):
        state, chooser = GensokyoState({"players": 2, "map": "loop"}, seed), random.Random(seed)
        while not state.ended:
            decision = state.decision
            if decision.is_chance:
                state.apply(state.chance_outcome())
                continue
            view = state.view(decision.player)
            seen.add((view["kind"], reference_section(view)))
            state.apply(("invade",) if ("invade",) in decision.options else chooser.choice(decision.options))
        seen.add(("end", reference_section(state.view(0))))
    assert all(ref.section(section) is not None for _, section in seen)
    assert {("claim", "lands"), ("battle_main", "battle"), ("spell", "spells"), ("end", "the-end"),
            ("toll_or_invade", "tolls"), ("draw", "turn")} <= seen
