"""Character forms and quote marks a native reader notices (tools/script_forms.py):
no Simplified form in 繁體中文, no Traditional or Japanese form in 简体中文, no
“” in 繁體中文 or 日本語, over every message of every context of every
catalogue and table, so a later game's strings are guarded as they come."""
from __future__ import annotations

import shutil

import pytest

from tests.translations.helpers import LANGUAGES, TRANSLATIONS, messages
from tools import script_forms


def test_no_catalogue_or_table_has_a_form_problem():
    found = script_forms.catalogue_problems()
    assert not found, "\n".join(found[:30])


def test_the_guard_reads_every_message_of_every_context():
    for code in LANGUAGES:
        read = {(context, source) for context, source, _ in
                script_forms.ts_messages(TRANSLATIONS / f"kotatsu_{code}.ts")}
        assert read == set(messages(code)), code
        assert len({context for context, _ in read}) > 10
    tables = {(code, context, source) for path in script_forms.TABLES
              for code, context, source, _ in script_forms.table_messages(path)}
    assert {code for code, _, _ in tables} == set(LANGUAGES)
    assert len(tables) == len(LANGUAGES) * len({(c, s) for _, c, s in tables})
    card_texts = {(code, where) for code, where, _, _ in script_forms.card_text_messages()}
    assert len(card_texts) == len(LANGUAGES) * 110          # Gensokyo's 110 rules texts


@pytest.mark.parametrize("text, code, caught", [
    # Simplified forms left in Traditional text, the slips of the zh-Hant rules text
    ("從手卡舍棄1張卡", "zh_Hant", ("舍棄", "捨棄")),
    ("見習女仆", "zh_Hant", ("女仆", "女僕")),
    ("許愿池", "zh_Hant", ("愿", "願")),
    ("進行游戲", "zh_Hant", ("游戲", "遊戲")),
    ("然后抽1張卡", "zh_Hant", ("后", "後")),
    ("获得2枚貨幣", "zh_Hant", ("获", "獲")),
    ("所有檔案和文件", "zh_Hant", ("文件", "檔案")),              # mainland vocabulary
    ("這張卡也視為“農村”", "zh_Hant", "quote mark “"),
    ("継承點", "zh_Hant", "継: a Japanese-only form"),
    ("女僕カード", "zh_Hant", "kana カード"),
    # Traditional and Japanese forms in Simplified text
    ("获得1個货币指示物", "zh_Hans", ("個", "个")),
    ("继承權卡", "zh_Hans", ("權", "权")),
    ("継承点", "zh_Hans", "継: a Japanese-only form"),
    ("弃牌区の卡", "zh_Hans", "kana の"),
    ("视为「农村」", "zh_Hans", "quote mark 「"),
    ("使用财宝「淘金热」，再视为「农村」", "zh_Hans", "quote mark 「"),   # only a spell's own name keeps 「」
    ("“宫廷女仆”、“议员”", "zh_Hans", "顿号 between quoted items"),
    # Japanese
    ("「農村」と“都市”", "ja", "quote mark “"),
    ("1〜3枚", "ja", "〜 (U+301C)"),
    ("继承権カード", "ja", "继: not a Japanese form"),
])
def test_a_planted_slip_is_caught(text, code, caught):
    """`caught` is a text the finding names, or (written, converted): a finding
    'written → converted' with those forms on either side of the arrow."""
    found = script_forms.problems(text, code)
    if isinstance(caught, tuple):
        pairs = [line.split(" → ", 1) for line in found if " → " in line]
        assert any(caught[0] in before and caught[1] in after for before, after in pairs), found
    else:
        assert any(caught in line for line in found), found


@pytest.mark.parametrize("text, code", [
    ("從手卡捨棄1張卡；本回合中，見習女僕視為「農村」、「都市」。", "zh_Hant"),
    ("所有對戰對手捨棄其直轄地中保留的卡裡費用最低的1張", "zh_Hant"),
    ("獲得1枚貨幣。如果這是你本回合使用的第1張「藏身處」", "zh_Hant"),
    ("从手卡舍弃1张卡；本回合中，见习女仆视为“农村”“都市”。", "zh_Hans"),
    ("{player}翻开了补给卡组最下方的{card}", "zh_Hans"),
    ("使用财宝「淘金热」：按下发光的按钮。", "zh_Hans"),          # a Gensokyo spell card's name, as THBWiki writes it
    ("双子の姫 レイン＆シオン：22～24枚ならば双子カウンター2個", "ja"),
    ("星詠みの魔女、噂好きの公爵夫人、呪詛の魔女、錬金術師", "ja"),
])
def test_right_text_passes(text, code):
    assert script_forms.problems(text, code) == []


def test_a_new_games_context_is_guarded_without_being_named(tmp_path):
    """A context no test names (a later game's) is read like the others."""
    for code in LANGUAGES:
        shutil.copy(TRANSLATIONS / f"kotatsu_{code}.ts", tmp_path)
    path = tmp_path / "kotatsu_zh_Hant.ts"
    text = path.read_text(encoding="utf-8")
    planted = ("<context>\n    <name>tanto_cuore</name>\n    <message>\n        <source>Discard a Maid</source>\n"
               "        <translation>舍棄1張女仆</translation>\n    </message>\n</context>\n")
    path.write_text(text.replace("</TS>", planted + "</TS>"), encoding="utf-8")
    found = script_forms.catalogue_problems(tmp_path, ())
    assert found and all("[tanto_cuore]" in line for line in found)
    assert any("舍棄 → 捨棄" in line for line in found) and any("女仆 → 女僕" in line for line in found)


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_exception_has_a_reason_and_is_needed(code, monkeypatch):
    """An exception no message needs any more is dropped, so the list stays a
    reviewed list of real cases."""
    reviewed = dict(script_forms.EXCEPTIONS[code])
    for word, reason in reviewed.items():
        assert len(reason) > 20, word
        monkeypatch.setitem(script_forms.EXCEPTIONS, code, {w: r for w, r in reviewed.items() if w != word})
        # a message of a .ts or a part of a rules reference (效果對象 is only there)
        assert script_forms.catalogue_problems(), f"{word} is not needed by any {code} text"
