"""Heart of Crown's rules reference as data: every rule of the rules text has
its section, every FAQ answer its own, all four languages complete and in the
glossary's words, with the character forms of each region."""
import csv
import re
from pathlib import Path

import pytest

from desktop.games.heart_of_crown.reference import REFERENCE
from desktop.shell.reference_data import LANGUAGE_CODES, load_reference, plain_text
from engine.games.heart_of_crown.cards import CARDS
from tools import script_forms

ROOT = Path(__file__).resolve().parents[4]
RULES = ROOT.parent / "shared" / "rules" / "heart_of_crown_2e.rules.zh-Hans.txt"
TRANSLATIONS = ROOT / "translations"
REFERENCE_DATA = load_reference(REFERENCE)
SECTIONS = REFERENCE_DATA.sections
TRANSLATED = ("ja", "zh_Hans", "zh_Hant")

# What the issue asks a player can jump to: overview, setup, a turn, each phase,
# scoring, the end; with the cards, the legend and the variants the app has.
REQUIRED = ("overview", "components", "terms", "legend", "setup", "turn", "main-phase", "links", "recall",
            "second-phase", "buying", "backing", "setting", "cleanup", "keep", "scoring", "the-end",
            "coronation", "sudden-death", "judgement", "stalemate", "card-effects", "variants", "table", "faq")
# Latin words a translation may keep: names of keys and of the FAQ, Q and A.
LATIN_KEPT = {"FAQ", "F1", "Enter", "Q", "A", "B", "C", "D"}


def texts(section, code):
    """A section's title and body as the reader sees them in ``code``."""
    return plain_text(REFERENCE_DATA, section.title.get(code) + "\n" + section.body.get(code), code)


def test_every_part_of_the_rules_a_player_jumps_to_is_there():
    ids = [s.id for s in SECTIONS]
    assert set(REQUIRED) <= set(ids)
    assert ids[0] == "overview"
    assert {s.parent for s in SECTIONS if s.id.startswith("faq-")} == {"faq"}


@pytest.mark.parametrize("section", SECTIONS, ids=lambda s: s.id)
def test_every_section_is_written_in_every_language(section):
    for code in LANGUAGE_CODES:
        assert section.title.get(code).strip() and section.body.get(code).strip(), (section.id, code)
    for code in TRANSLATED:
        assert section.title.get(code) != section.title.en and section.body.get(code) != section.body.en
        latin = set(re.findall(r"[A-Za-z][A-Za-z0-9]*", texts(section, code))) - LATIN_KEPT
        assert not latin, f"{section.id} ({code}) keeps English words: {sorted(latin)}"


@pytest.mark.parametrize("section", SECTIONS, ids=lambda s: s.id)
def test_every_translation_has_the_forms_of_its_region(section):
    for code in TRANSLATED:
        for part in (section.title.get(code), section.body.get(code)):
            assert script_forms.problems(part, code) == [], (section.id, code)


def test_the_script_forms_tool_reads_the_reference():
    """A slip planted in the file is reported by the tool, with its section."""
    read = {(code, where) for code, where, _, _ in script_forms.reference_messages(REFERENCE)}
    assert ("zh_Hant", "faq-scout.body") in read and ("ja", "overview.title") in read
    assert len(read) == 2 * len(TRANSLATED) * len(SECTIONS)
    assert REFERENCE in script_forms.REFERENCES


def test_a_planted_slip_in_a_reference_is_caught(tmp_path):
    planted = tmp_path / "reference.toml"
    planted.write_text(REFERENCE.read_text(encoding="utf-8").replace("見習女僕", "見習女仆", 1), encoding="utf-8")
    found = script_forms.catalogue_problems(tmp_path, (), (planted,))
    assert found and all("reference.toml zh_Hant" in line for line in found)
    assert any("女仆" in line and "女僕" in line for line in found)


def _glossary():
    """Heart of Crown's rows (no game column, or its id), longest English first
    ("Discard pile" before "Discard"): another game's "Gold" is not ours."""
    with open(TRANSLATIONS / "glossary.tsv", encoding="utf-8", newline="") as handle:
        rows = list(csv.DictReader(handle, delimiter="\t", quoting=csv.QUOTE_NONE))
    rows = [row for row in rows if (row.get("game") or "heart_of_crown") == "heart_of_crown"]
    return sorted(rows, key=lambda row: -len(row["en"]))


def _term_pattern(term: str, code: str) -> str:
    """A glossary term as it may stand in running text: a Japanese verb with
    its ending changed (捨てる → 捨てた), a Chinese one with a count inside
    (抽卡 → 抽5张卡, the rules' own wording)."""
    if code == "ja":
        return re.escape(re.sub(r"(する|[るくすうつむぶぬぐ])$", "", term))
    return r"(?:\d+[张張枚个個])?".join(map(re.escape, term))


@pytest.mark.parametrize("section", SECTIONS, ids=lambda s: s.id)
def test_the_glossary_terms_of_the_english_are_in_every_translation(section):
    """Each glossary term in a section's English (not inside a card name or a
    longer term) appears in that section's translations as the glossary says."""
    english = texts(section, "en")
    for name in sorted((card.name for card in CARDS.values()), key=len, reverse=True):
        english = english.replace(name, "#")
    missing = []
    for row in _glossary():
        pattern = re.compile(r"\b" + re.escape(row["en"]) + r"(s|es)?\b", re.IGNORECASE)
        if not pattern.search(english):
            continue
        english = pattern.sub("#", english)
        missing += [f"{row['en']} → {row[code]} ({code})" for code in TRANSLATED
                    if not re.search(_term_pattern(row[code], code), texts(section, code))]
    assert not missing, f"{section.id}: {missing}"


def _card_names() -> dict:
    """English card name -> {language: name}, from the translation table."""
    names = {}
    with open(TRANSLATIONS / "data_translations.tsv", encoding="utf-8", newline="") as handle:
        for row in csv.DictReader(handle, delimiter="\t", quoting=csv.QUOTE_NONE):
            if row["context"] == "heart_of_crown":
                names[row["en"]] = row
    return names


def test_each_faq_answer_is_its_own_section_and_names_its_card():
    """The rules text has 24 questions; each is one section, tied to the cards
    it is about and naming one of them, in every language."""
    rules = RULES.read_text(encoding="utf-8")
    faq = [s for s in SECTIONS if s.parent == "faq"]
    assert len(faq) == rules.split("\nFAQ\n", 1)[1].count("Q：") == 24
    names = _card_names()
    for section in faq:
        assert section.cards and set(section.cards) <= set(CARDS), section.id
        for code in LANGUAGE_CODES:
            body = texts(section, code)
            assert body.count("Q") >= 1 and ("A：" in body or "A:" in body), (section.id, code)
            wanted = [CARDS[c].name if code == "en" else names[CARDS[c].name][code] for c in section.cards]
            assert any(name in body for name in wanted) or section.id == "faq-attending-maid", (section.id, code)
    attending = REFERENCE_DATA.section("faq-attending-maid")
    for card in attending.cards:                     # the five maids, each named by her own name
        assert CARDS[card].name.split()[-1] in attending.body.en


def test_every_section_names_the_part_of_the_rules_text_it_comes_from():
    rules = RULES.read_text(encoding="utf-8")
    for section in SECTIONS:
        for part in section.source.split(";"):
            part = part.strip()
            heading = re.split(r"[ (①②③④⑤⑥⑦⑧⑨]", part, maxsplit=1)[0]
            assert part.startswith("app:") or (heading and heading in rules), (section.id, part)


def test_the_legend_shows_every_mark_the_table_paints(qapp):
    from desktop.games.heart_of_crown.reference import reference_icons
    icons = reference_icons()
    used = set(re.findall(r"\{icon:([a-z0-9_-]+)\}", "".join(s.body.en for s in SECTIONS)))
    assert used == set(icons)
    for code in TRANSLATED:
        legend = REFERENCE_DATA.section("legend").body.get(code)
        assert set(re.findall(r"\{icon:([a-z0-9_-]+)\}", legend)) == set(icons), code
    assert all(not image.isNull() for image in icons.values())


@pytest.mark.parametrize("code", TRANSLATED)
def test_every_character_of_the_reference_is_in_its_languages_font(qapp, code):
    """The app's own font subset draws the reference on a machine without CJK
    fonts (tools/subset_fonts.py reads the reference too). A mark the English
    shows as well (⤷, which Noto Sans CJK lacks) comes from the platform's font,
    as it does on the table."""
    from PySide6.QtGui import QRawFont

    from desktop.shell import i18n
    raw = QRawFont(str(i18n.FONTS_DIR / i18n.FONTS[code][0]), 16)
    assert raw.isValid()
    english = {c for s in SECTIONS for c in s.title.en + s.body.en}
    chars = {c for s in SECTIONS for c in s.title.get(code) + s.body.get(code)} - english
    missing = sorted(c for c in chars if not c.isspace() and not raw.supportsCharacter(ord(c)))
    assert not missing, f"run tools/subset_fonts.py: {''.join(missing)}"
