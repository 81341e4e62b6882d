"""Calque guards (tools/calques.py, translations/calques.tsv): the calques and the
foreign usage a native reader marked do not come back, in any message, table
row or rules-reference part."""
from __future__ import annotations

import pytest

from tests.translations.helpers import LANGUAGES
from tools import calques
from tools.texts import Text


def test_no_text_has_a_known_calque():
    found = calques.problems()
    assert not found, "\n".join(found[:30])


def test_every_calque_says_what_to_write_and_why():
    table = calques.calques()
    assert {c.lang for c in table} == set(LANGUAGES)
    for calque in table:
        assert calque.write and len(calque.why) > 10, calque.pattern.pattern


@pytest.mark.parametrize("lang, text", [
    ("ja", "セーブデータが破損しています：書き方を示す番号がないか、正しくありません。"),
    ("ja", "終了時効果の「＋」「ー」を含む"),
    ("ja", "ターン{n} · {name}"),
    ("zh_Hans", "补给卡组没有卡的场合如何处理？"),
    ("zh_Hans", "冒险者保险组合"),
    ("zh_Hans", "下一手：{cards}张"),
    ("zh_Hant", "本應用的規則"),
    ("zh_Hant", "作為效果物件的行動卡"),
    ("zh_Hant", "通過卡的效果獲得"),
])
def test_a_planted_calque_is_caught(lang, text):
    assert calques.problems([Text("planted", "any", lang, "", text)])


@pytest.mark.parametrize("lang, text", [
    ("ja", "コストや条件を無視して好感度を1つ選んで解放し"),     # the rulebook's 解放
    ("ja", "ボーナス：ー"),                                       # a long-vowel mark where it belongs
    ("zh_Hans", "萨芙兰组合"),                                    # a set of maids is a combination
    ("zh_Hant", "應用程式"),
    ("zh_Hant", "所有人都跳過後"),
])
def test_right_text_passes(lang, text):
    assert calques.problems([Text("planted", "any", lang, "", text)]) == []
