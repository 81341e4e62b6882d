"""Isekai Guild Masters' rules reference (desktop/games/guild_masters/reference.toml)
holds to the bar of the catalogues: it loads, every section is written in all
four languages with no English left in a translation, the regional character
forms of tools/script_forms.py, the rulebook's terms and the glossary's, the
engine's card ids, every FAQ answer of the rulebook as a section, the sections
F1 opens at the table, and the legend icons the table draws."""
from __future__ import annotations

import csv
import re
from pathlib import Path

import pytest

from desktop.games.guild_masters import reference as gm_reference
from desktop.shell import reference_data
from engine.games.guild_masters import content
from tools import script_forms

ROOT = Path(__file__).resolve().parents[4]
FILE = ROOT / "desktop" / "games" / "guild_masters" / "reference.toml"
RULES = ROOT.parent / "shared" / "rules" / "isekai_guild_masters.rules.ja.txt"
TRANSLATIONS = ("ja", "zh_Hans", "zh_Hant")
MARKUP = re.compile(r"\[\[[a-z0-9-]+\]\]|\{icon:[a-z0-9_-]+\}")
LATIN_WORD = re.compile(r"[A-Za-z]{2,}")
# Latin words a translation keeps: the app's name in Chinese, the FAQ, and what
# the cards print in Latin letters (CON, the encounter card's CLOSED side).
KEPT_LATIN = {"Kotatsu", "FAQ", "CON", "CLOSED"}

# The rulebook's terms each language must use (ja: the rulebook's own words;
# zh: the glossary's guild_masters rows).
TERMS = {
    "ja": ("探索", "建設", "発展", "好感度", "拠点", "拠点化", "支配エリア", "瘴気", "瘴気濃度", "文明", "名声",
           "秘薬", "受付嬢", "レガリア", "冒険者の酒場", "発展の記録", "復活の祭壇", "奈落の穴", "無地タイル",
           "フィニッシュフェイズ", "追加生産物"),
    "zh_Hans": ("探索", "建设", "发展", "好感度", "据点", "控制区域", "瘴气", "瘴气浓度", "文明", "名声", "秘药",
                "看板娘", "王权", "冒险者酒馆", "发展记录", "复活祭坛", "深渊洞穴", "空白板块", "终局阶段"),
    "zh_Hant": ("探索", "建設", "發展", "好感度", "據點", "控制區域", "瘴氣", "瘴氣濃度", "文明", "名聲", "秘藥",
                "看板娘", "王權", "冒險者酒館", "發展記錄", "復活祭壇", "深淵洞穴", "空白板塊", "終局階段"),
}
# Words that replace a rules term and must not appear.
WRONG_TERMS = {
    "ja": ("受付係", "秘薬行動", "支配地域", "好感値"),
    "zh_Hans": ("接待员", "前台", "据点化化", "魔气", "王冠"),
    "zh_Hant": ("接待員", "櫃台小姐", "魔氣", "名声", "王冠"),
}

# What a player must be able to jump to (issue 14, item 8).
SECTIONS = (
    "overview", "components", "kotatsu-content", "legend", "setup", "setup-receptionist", "setup-hand",
    "setup-face", "round", "information-gathering", "action-phase", "play-event", "tags", "play-regalia",
    "explore", "explore-cost", "abyss", "build", "develop", "rank-up", "potion-actions", "special-actions",
    "selling", "passing", "production-phase", "end-phase", "miasma-track", "the-end", "finish-phase",
    "scoring", "ties", "guild-ranks", "receptionists", "faq", "app-choices",
)
# The rulebook's FAQ has 22 answers (6 basic, 11 on single cards, 5 on the mini-board expansion).
FAQ_ANSWERS = 22
LEGEND_ICONS = ("gold", "power", "potion", "draw", "treasure", "junk", "star", "fame", "plaque",
                "adventurer", "base", "usable", "hinted")


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


def test_the_file_is_for_guild_masters_and_has_every_section_a_player_needs(reference):
    assert reference.game == "guild_masters"
    ids = [s.id for s in reference.sections]
    assert [i for i in SECTIONS if i not in ids] == []
    assert reference.children("")[0].id == "overview"
    assert all(s.source.strip() for s in reference.sections)


def test_every_faq_answer_of_the_rulebook_is_its_own_section(reference):
    rules = RULES.read_text(encoding="utf-8")
    faq = rules[rules.index("\nFAQ\n"):rules.index("便覧①")]
    assert faq.count("A: ") == FAQ_ANSWERS
    answers = [s for s in reference.children("faq")]
    assert len(answers) == FAQ_ANSWERS
    assert all(s.body.en.count("Q: ") == 1 and s.body.en.count("A: ") == 1 for s in answers)


def test_the_honest_section_says_what_is_kotatsus_own(reference):
    body = reference.section("kotatsu-content").body.get("en")
    assert "rulebook" in body and "Kotatsu" in body
    for thing in ("map", "event cards", "regalia", "receptionists"):
        assert thing in body


def test_every_reading_of_the_rules_notes_has_a_section(reference):
    """RULES_NOTES.md's numbered readings (1–21) are each cited by a section's source."""
    cited = set()
    for section in reference.sections:
        for first, last in re.findall(r"RULES_NOTES (\d+)(?:–(\d+))?", section.source):
            cited |= set(range(int(first), int(last or first) + 1))
        cited |= {int(n) for n in re.findall(r"RULES_NOTES (?:\d+, )*(\d+)", section.source)}
    assert sorted(set(range(1, 22)) - cited) == []


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


def test_the_same_links_and_icons_stand_in_every_language(reference):
    differ = []
    for section in reference.sections:
        marks = {code: sorted(MARKUP.findall(section.body.get(code))) for code in reference_data.LANGUAGE_CODES}
        differ += [f"{section.id} ({code})" for code in TRANSLATIONS if marks[code] != marks["en"]]
    assert differ == []


def test_every_card_id_is_the_engines_and_every_faq_card_has_its_answer(reference):
    cards = content.standard()
    named = {card for section in reference.sections for card in section.cards}
    assert sorted(c for c in named if c not in cards.events and c not in cards.regalia) == []
    faq_cards = {card for section in reference.children("faq") for card in section.cards}
    source = "faq"
    assert sorted(c for c, e in cards.events.items() if e.source == source and c not in faq_cards) == []


@pytest.mark.parametrize("card, section", [
    ("flying_trio", "faq-flying-trio"), ("crimson_castle", "faq-crimson-castle"),
    ("devils_quill", "faq-devils-quill"), ("wyvern_couriers", "faq-wyvern-couriers"),
    ("labyrinth_elevator", "faq-labyrinth-lift"), ("shadowmans", "faq-shadowmen-miasma"),
    ("archmage_whim", "faq-shadowmen-whim"), ("transport_guild", "faq-carriers-potions"),
    ("grand_purification", "faq-grand-purification"), ("bringfeather", "faq-bringfeather"),
])
def test_a_cards_first_section_is_its_faq_answer(reference, card, section):
    assert reference.for_card(card)[0].id == section


@pytest.mark.parametrize("view, section", [
    (None, "overview"),
    ({"phase": "encounter", "decision": {"kind": "encounter"}}, "setup-receptionist"),
    ({"phase": "keep", "decision": {"kind": "keep"}}, "setup-hand"),
    ({"phase": "gather", "decision": {"kind": "keep"}}, "information-gathering"),
    ({"phase": "face", "decision": {"kind": "face"}}, "setup-face"),
    ({"phase": "action", "decision": {"kind": "turn"}}, "action-phase"),
    ({"phase": "action", "decision": {"kind": "explore_cost"}}, "explore-cost"),
    ({"phase": "action", "decision": {"kind": "base"}}, "build"),
    ({"phase": "action", "decision": {"kind": "purify"}}, "abyss"),
    ({"phase": "finish", "decision": {"kind": "turn"}}, "finish-phase"),
    ({"phase": "over", "decision": None, "winners": [0]}, "scoring"),
])
def test_f1_opens_the_rule_at_hand(reference, view, section):
    assert gm_reference.reference_section(view) == section
    assert reference.section(section) is not None


def test_every_decision_kind_of_the_interface_opens_a_section(reference):
    """Every kind INTERFACE.md names (in backquotes in its decision kinds paragraph) has a section."""
    interface = (ROOT / "engine" / "games" / "guild_masters" / "INTERFACE.md").read_text(encoding="utf-8")
    paragraph = interface[interface.index("## Decision kinds"):interface.index("## What an option would do")]
    kinds = {k for k in re.findall(r"`([a-z_]+)`", paragraph)} - {"key", "yes", "skip", "decline", "cell", "lab"}
    unknown = sorted(k for k in kinds if k not in gm_reference.DECISION_SECTIONS and k not in ("keep", "turn"))
    assert unknown == []
    assert all(reference.section(s) for s in gm_reference.DECISION_SECTIONS.values())


def test_the_legend_explains_every_mark_of_the_table(qapp, reference):
    legend = reference.section("legend").body.get("en")
    used = set(reference_data.ICON.findall(legend))
    assert [name for name in LEGEND_ICONS if name not in used] == []
    everywhere = {name for s in reference.sections for name in reference_data.ICON.findall(s.body.get("en"))}
    icons = gm_reference.reference_icons()
    assert everywhere <= set(icons)
    assert all(not icons[name].isNull() and icons[name].pixelColor(22, 22).alpha() > 0 for name in LEGEND_ICONS)


def _glossary():
    """Guild Masters' rows of the glossary, longest English first ("Miasma level" before "Miasma")."""
    with open(ROOT / "translations" / "glossary.tsv", encoding="utf-8", newline="") as handle:
        rows = [row for row in csv.DictReader(handle, delimiter="\t", quoting=csv.QUOTE_NONE)
                if row.get("game") == "guild_masters"]
    return sorted(rows, key=lambda row: -len(row["en"]))


def _term_pattern(term: str, code: str) -> str:
    """A glossary term as it may stand in running text: a Chinese one with a
    count inside (1瓶药水 stays 药水; 2个据点 stays 据点)."""
    if code == "ja":
        return re.escape(term)
    return r"(?:\d+[张張枚个個瓶])?".join(map(re.escape, term))


def test_the_glossary_terms_of_the_english_are_in_every_translation(reference):
    """Each glossary term in a section's English (not inside a longer term)
    appears in that section's translations as the glossary says."""
    glossary = _glossary()
    assert glossary, "the glossary has no Guild Masters terms"
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


def test_every_section_names_the_part_of_the_rulebook_it_comes_from(reference):
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
