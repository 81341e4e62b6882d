"""Isekai Guild Masters' rules reference (desktop/games/guild_masters/reference.toml):
the rulebook's terms, the engine's card ids, every FAQ answer of the rulebook
as a section, every reading of the rules notes, the sections F1 opens at the
table, and the legend icons the table draws. (The bar every game's reference
meets is tests/desktop/games/test_reference_all.py.)"""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from desktop.games.guild_masters import reference as gm_reference
from desktop.base import reference_data
from engine.games.guild_masters import content

ROOT = Path(__file__).resolve().parents[4]
FILE = ROOT / "desktop" / "games" / "guild_masters" / "reference.toml"
RULES = ROOT.parent / "shared" / "rules" / "isekai_guild_masters.rules.ja.txt"
TRANSLATIONS = ("ja", "zh_Hans", "zh_Hant")

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


def test_the_file_has_every_section_a_player_needs(reference):
    ids = [s.id for s in reference.sections]
    assert [i for i in SECTIONS if i not in ids] == []


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


@pytest.mark.parametrize("code", TRANSLATIONS)
def test_the_rules_terms_are_used_and_no_stand_in_for_them(reference, code):
    whole = "\n".join(s.title.get(code) + "\n" + s.body.get(code) for s in reference.sections)
    assert [term for term in TERMS[code] if term not in whole] == []
    assert [term for term in WRONG_TERMS[code] if term in whole] == []


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
    kinds = {k for k in re.findall(r"`([a-z_]+)`", paragraph)} - {"key", "yes", "skip", "decline", "cell", "lab", "done"}
    unknown = sorted(k for k in kinds if k not in gm_reference.DECISION_SECTIONS and k not in ("keep", "turn"))
    assert unknown == []
    assert all(reference.section(s) for s in gm_reference.DECISION_SECTIONS.values())


def test_the_legend_explains_every_mark_of_the_table(qapp, reference):
    legend = reference.section("legend").body.get("en")
    used = set(reference_data.ICON.findall(legend))
    assert [name for name in LEGEND_ICONS if name not in used] == []
    icons = gm_reference.reference_icons()
    assert all(not icons[name].isNull() and icons[name].pixelColor(22, 22).alpha() > 0 for name in LEGEND_ICONS)
