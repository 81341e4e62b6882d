"""The cards' rules texts in the app's four languages (data/cards.toml): every
text in every language, each saying what the Japanese says, with its numbers,
its keywords as gensokyo_names.md §3.1 renders them and its partners' names as
the cards name them; no script of one language inside another."""
from __future__ import annotations

import re

import pytest
from pydantic import ValidationError

from engine.games.gensokyo import cards
from engine.games.gensokyo.cards import CARDS

# The §15 keywords: ja (rulebook) → en, zh_Hans, zh_Hant (gensokyo_names.md §3.1; the
# reference's English words). 【逆転】 is the rulebook's Reversal.
KEYWORDS = {
    "【全域支援】": ("Global Support", "【全域支援】", "【全域支援】"),
    "【能力無効】": ("Ability Negation", "【能力无效】", "【能力無效】"),
    "【援護無効】": ("Support Negation", "【援护无效】", "【援護無效】"),
    "【不変】": ("Unnegatable", "【不变】", "【不變】"),
    "【入替】": ("Swap", "【交换】", "【交換】"),
    "【帰還】": ("Return", "【回归】", "【回歸】"),
    "【想起】": ("Recollection", "【想起】", "【想起】"),
    "【変化】": ("Transformation", "【变化】", "【變化】"),
    "【超人】": ("Superhuman", "【超人】", "【超人】"),
    "【逆転】": ("Reversal", "【逆转】", "【逆轉】"),
    "【カリスマ】": ("Charisma", "【威严】", "【威嚴】"),
}
KANA = re.compile(r"[\u3040-\u30ff\u31f0-\u31ff\uff66-\uff9f]")
# Any CJK character or CJK punctuation; English texts write money as 40圓, as the
# rest of the app does (desktop/games/gensokyo/strings.py).
CJK = re.compile(r"[\u3000-\u303f\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uff00-\uffef]")
BY_JAPANESE_NAME = {card.names.ja: card for card in CARDS.values()}


TEXTS = [pytest.param(text, id=f"{card.id}.{field}") for card in CARDS.values()
         for field, text in card.texts().items()]


def _numbers(text: str) -> list[str]:
    """The numbers stated, in any order; an empty hand (0枚) may be said in words."""
    return sorted(n for n in re.findall(r"\d+", text) if n != "0")


def test_every_card_has_its_texts():
    assert len(TEXTS) == 44 * 2 + 18 + 4


@pytest.mark.parametrize("text", TEXTS)
def test_each_language_states_the_japanese_numbers(text):
    for code in ("zh_Hans", "zh_Hant"):
        assert _numbers(text.in_language(code)) == _numbers(text.ja), code


@pytest.mark.parametrize("text", TEXTS)
def test_each_language_names_the_japanese_keywords(text):
    for keyword, renderings in KEYWORDS.items():
        if keyword in text.ja:
            for code, rendering in zip(("en", "zh_Hans", "zh_Hant"), renderings):
                assert rendering in text.in_language(code), (keyword, code)
    assert text.ja.count("【") == text.zh_Hans.count("【") == text.zh_Hant.count("【")


@pytest.mark.parametrize("text", TEXTS)
def test_a_partner_is_named_as_its_card_is_in_each_language(text):
    partners = [BY_JAPANESE_NAME[name] for name in re.findall(r"〈(.+?)〉", text.ja)]
    for partner in partners:
        assert partner.names.en in text.en
        assert f"〈{partner.names.zh_Hans}〉" in text.zh_Hans
        assert f"〈{partner.names.zh_Hant}〉" in text.zh_Hant


@pytest.mark.parametrize("text", TEXTS)
def test_no_language_carries_another_languages_script(text):
    assert not CJK.search(text.en.replace("圓", "")), text.en
    assert not KANA.search(text.zh_Hans) and not KANA.search(text.zh_Hant)
    assert "圆" not in text.zh_Hant and "圓" not in text.zh_Hans     # the money, 圆 on RMB notes, 圓 on NT$


def test_a_text_missing_a_language_fails_at_load(tmp_path):
    data = cards.DATA.read_text(encoding="utf-8")
    line = next(line for line in data.splitlines() if line.startswith("support_text.zh_Hant"))
    (tmp_path / "cards.toml").write_text(data.replace(line + "\n", "", 1), encoding="utf-8")
    with pytest.raises(ValidationError, match="zh_Hant"):
        cards.load(tmp_path / "cards.toml")
