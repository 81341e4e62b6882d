"""Tanto Cuore's rules reference (desktop/games/tanto_cuore/reference.toml)
holds to the bar of the catalogues: it loads, every section is written in all
four languages with no English left in a translation, the regional character
forms of tools/script_forms.py, the rules texts' terms, the engine's card ids,
and the sections and legend icons a player at the table needs."""
from __future__ import annotations

import csv
import re
from pathlib import Path

import pytest

from desktop.shell import reference_data
from engine.games.tanto_cuore import cards
from tools import script_forms

ROOT = Path(__file__).resolve().parents[4]
FILE = ROOT / "desktop" / "games" / "tanto_cuore" / "reference.toml"
RULES = ROOT.parent / "shared" / "rules" / "tanto_cuore.rules-summary.zh-Hans.txt"
TRANSLATIONS = ("ja", "zh_Hans", "zh_Hant")
MARKUP = re.compile(r"\[\[[a-z0-9-]+\]\]|\{icon:[a-z0-9_-]+\}")
LATIN_WORD = re.compile(r"[A-Za-z]{2,}")
# Latin words a translation keeps: the game's name in Chinese (as the app's game
# list has it), VP as the summary writes it, the FAQ, and the key on the keyboard.
KEPT_LATIN = {"Tanto", "Cuore", "VP", "FAQ", "Enter"}

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


def reading(reference, section, code):
    """A section's title and body as the reader sees them in ``code``."""
    return reference_data.plain_text(reference, section.title.get(code) + "\n" + section.body.get(code), code)


def texts(reference, code):
    """(where, text) of every title and body in ``code``."""
    for section in reference.sections:
        yield f"{section.id}.title", section.title.get(code)
        yield f"{section.id}.body", section.body.get(code)


def test_the_file_is_for_tanto_cuore_and_has_every_section_a_player_needs(reference):
    assert reference.game == "tanto_cuore"
    ids = [s.id for s in reference.sections]
    assert [i for i in SECTIONS if i not in ids] == []
    assert reference.children("")[0].id == "overview"      # the reference opens at the overview
    assert all(s.source.strip() for s in reference.sections)


@pytest.mark.parametrize("code", reference_data.LANGUAGE_CODES)
def test_every_section_is_written_in_every_language(reference, code):
    empty = [where for where, text in texts(reference, code) if not text.strip()]
    assert empty == []


@pytest.mark.parametrize("code", TRANSLATIONS)
def test_no_english_is_left_in_a_translation(reference, code):
    left = []
    for section in reference.sections:
        for part in ("title", "body"):
            english, text = getattr(section, part).get("en"), getattr(section, part).get(code)
            if text.strip() == english.strip():
                left.append(f"{section.id}.{part}: the English text")
            words = set(LATIN_WORD.findall(MARKUP.sub("", text))) - KEPT_LATIN
            if words:
                left.append(f"{section.id}.{part}: {sorted(words)}")
    assert left == []


@pytest.mark.parametrize("code", TRANSLATIONS)
def test_the_character_forms_are_the_regions_own(reference, code):
    found = [f"{where}: {p}" for where, text in texts(reference, code) for p in script_forms.problems(text, code)]
    assert found == []


@pytest.mark.parametrize("code", TRANSLATIONS)
def test_the_rules_terms_are_used_and_no_stand_in_for_them(reference, code):
    whole = "\n".join(text for _, text in texts(reference, code))
    assert [term for term in TERMS[code] if term not in whole] == []
    assert [term for term in WRONG_TERMS[code] if term in whole] == []
    if code == "ja":        # serving is always ご奉仕 in Japanese, never a bare 奉仕
        assert whole.count("奉仕") == whole.count("ご奉仕")


def test_the_same_links_and_icons_stand_in_every_language(reference):
    differ = []
    for section in reference.sections:
        marks = {code: sorted(MARKUP.findall(section.body.get(code))) for code in reference_data.LANGUAGE_CODES}
        differ += [f"{section.id} ({code})" for code in TRANSLATIONS if marks[code] != marks["en"]]
    assert differ == []


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
    everywhere = {name for s in reference.sections for name in reference_data.ICON.findall(s.body.get("en"))}
    assert everywhere <= set(LEGEND_ICONS)                     # no icon the table does not draw


def _glossary():
    """Tanto Cuore's rows of the glossary, longest English first ("Discard
    pile" before "Discard")."""
    with open(ROOT / "translations" / "glossary.tsv", encoding="utf-8", newline="") as handle:
        rows = [row for row in csv.DictReader(handle, delimiter="\t", quoting=csv.QUOTE_NONE)
                if row.get("game") == "tanto_cuore"]
    return sorted(rows, key=lambda row: -len(row["en"]))


def _term_pattern(term: str, code: str) -> str:
    """A glossary term as it may stand in running text: a Chinese one with a
    count inside (抽牌 → 抽5张牌)."""
    if code == "ja":
        return re.escape(term)
    return r"(?:\d+[张張枚个個])?".join(map(re.escape, term))


def test_the_glossary_terms_of_the_english_are_in_every_translation(reference):
    """Each glossary term in a section's English (not inside a longer term)
    appears in that section's translations as the glossary says."""
    glossary = _glossary()
    assert glossary, "the glossary has no Tanto Cuore terms"
    missing = []
    for section in reference.sections:
        english = reading(reference, section, "en")
        for row in glossary:
            pattern = re.compile(r"\b" + re.escape(row["en"]) + r"(s|es)?\b", re.IGNORECASE)
            if not pattern.search(english):
                continue
            english = pattern.sub("#", english)
            missing += [f"{section.id}: {row['en']} → {row[code]} ({code})" for code in TRANSLATIONS
                        if not re.search(_term_pattern(row[code], code), reading(reference, section, code))]
    assert missing == []


def test_every_section_names_the_part_of_the_rules_summary_it_comes_from(reference):
    rules = RULES.read_text(encoding="utf-8")
    unknown = []
    for section in reference.sections:
        for part in section.source.split(";"):
            part = part.strip()
            heading = re.split(r"[ (]", part, maxsplit=1)[0]
            if not (part.startswith("app:") or (heading and heading in rules)):
                unknown.append(f"{section.id}: {part}")
    assert unknown == []


@pytest.mark.parametrize("code", TRANSLATIONS)
def test_every_character_of_the_reference_is_in_its_languages_font(qapp, reference, code):
    """The app's own font subset draws the reference on a machine without CJK
    fonts (tools/subset_fonts.py reads the references)."""
    from PySide6.QtGui import QRawFont

    from desktop.shell import i18n
    raw = QRawFont(str(i18n.FONTS_DIR / i18n.FONTS[code][0]), 16)
    assert raw.isValid()
    english = {c for s in reference.sections for c in s.title.en + s.body.en}
    chars = {c for s in reference.sections for c in s.title.get(code) + s.body.get(code)} - english
    missing = sorted(c for c in chars if not c.isspace() and not raw.supportsCharacter(ord(c)))
    assert not missing, f"run tools/subset_fonts.py: {''.join(missing)}"
