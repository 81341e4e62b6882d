"""Tanto Cuore's rules reference (desktop/games/tanto_cuore/reference.toml):
the rules texts' terms, the engine's card ids, and the sections and legend
icons a player at the table needs. (The bar every game's reference meets is
tests/desktop/games/test_reference_all.py.)"""
from __future__ import annotations

from pathlib import Path

import pytest

from desktop.base import reference_data
from engine.games.tanto_cuore import cards

ROOT = Path(__file__).resolve().parents[4]
FILE = ROOT / "desktop" / "games" / "tanto_cuore" / "reference.toml"
TRANSLATIONS = ("ja", "zh_Hans", "zh_Hant")

# The rules texts' terms each language must use (ja: the Japanese rulebooks'
# words of issue 12; zh_Hans: the summary's; zh_Hant: their Taiwan forms).
TERMS = {
    "ja": ("ご奉仕", "雇用", "はあと", "そば仕え", "メイド長", "専属メイド", "悪癖", "病気", "一般メイド"),
    "zh_Hans": ("奉仕", "雇用", "爱心", "女仆长", "一般女仆", "专属女仆", "贴身奉仕", "贴身女仆", "恶癖", "病气", "家"),
    "zh_Hant": ("奉仕", "僱用", "愛心", "女僕長", "一般女僕", "專屬女僕", "貼身奉仕", "貼身女僕", "惡癖", "病氣", "家"),
}
# Words that replace a rules term and must not appear.
WRONG_TERMS = {
    "ja": ("専用メイド", "プライベートメイド", "メイドの長"),
    "zh_Hans": ("雇佣", "女佣", "专用女仆", "恶习", "疾病"),
    "zh_Hant": ("雇用", "僱傭", "女傭", "惡習", "疾病"),
}

# What a player must be able to jump to (the brief of issue 12, item 7).
SECTIONS = (
    "overview", "components", "legend", "setup", "setup-town", "setup-private-pile", "turn",
    "starting-phase", "cure-illness", "start-abilities", "serving-phase", "employ-phase", "discard-phase",
    "chambermaids", "private-maids", "private-stack", "events", "bad-habit", "illness", "reactions",
    "the-end", "stalemate", "ties", "scoring", "scoring-sets", "scoring-colette", "scoring-ophelia",
    "notes", "note-reshuffle", "note-served-maids", "note-nothing-to-draw", "note-end-of-turn-draw",
    "app-choices",
)
# The marks of the Tanto Cuore table the legend explains, by icon name.
LEGEND_ICONS = ("cost", "vp", "negative-vp", "draw", "love", "serving", "employ", "chamber", "ill",
                "kind-general", "kind-chief", "kind-private", "kind-event", "kind-love", "usable", "hinted")


@pytest.fixture(scope="module")
def reference():
    return reference_data.load_reference(FILE)


def test_the_file_has_every_section_a_player_needs(reference):
    ids = [s.id for s in reference.sections]
    assert [i for i in SECTIONS if i not in ids] == []


@pytest.mark.parametrize("code", TRANSLATIONS)
def test_the_rules_terms_are_used_and_no_stand_in_for_them(reference, code):
    whole = "\n".join(s.title.get(code) + "\n" + s.body.get(code) for s in reference.sections)
    assert [term for term in TERMS[code] if term not in whole] == []
    assert [term for term in WRONG_TERMS[code] if term in whole] == []
    if code == "ja":        # serving is always ご奉仕 in Japanese, never a bare 奉仕
        assert whole.count("奉仕") == whole.count("ご奉仕")


def test_every_card_id_is_the_engines_and_every_card_has_a_section(reference):
    named = [card for section in reference.sections for card in section.cards]
    assert sorted(set(named) - set(cards.CARDS)) == []
    assert sorted(set(cards.CARDS) - set(named)) == []          # F1 on any card finds a section


# A card's decision opens the first section about it: the one that answers it.
@pytest.mark.parametrize("card, section", [
    ("love_3", "cure-illness"), ("illness", "illness"), ("bad_habit", "bad-habit"), ("colette", "chambermaids"),
    ("claire", "reactions"), ("natsumi", "reactions"), ("eliza", "reactions"), ("nord", "start-abilities"),
    ("eugenie", "start-abilities"), ("milly", "private-maids"), ("ophelia", "scoring-ophelia"),
    ("safran", "chambermaids"), ("sainsbury", "serving-phase"),
])
def test_a_cards_first_section_is_the_one_about_it(reference, card, section):
    assert reference.for_card(card)[0].id == section


def test_the_legend_explains_every_mark_of_the_table(reference):
    legend = reference.section("legend").body.get("en")
    used = set(reference_data.ICON.findall(legend))
    assert [name for name in LEGEND_ICONS if name not in used] == []
