"""The review list of OpenCC's whole-word swaps in 繁體中文 (tools/opencc_swaps.py):
every swap the zh-Hant text took from s2twp has been looked at where it is."""
from __future__ import annotations

import shutil

import pytest

from tests.translations.helpers import LANGUAGES, TRANSLATIONS
from tools import opencc_swaps


def test_every_swap_is_reviewed_and_every_reviewed_swap_is_made():
    found = opencc_swaps.problems()
    assert not found, "\n".join(found[:30])


def test_every_verdict_says_why():
    for (before, after, where), verdict in opencc_swaps.reviewed().items():
        assert before != after and where and len(verdict) > 15, (before, after, where)


@pytest.mark.parametrize("hans, hant, swap", [
    # the three the native review found, as they were written
    ("设置路灯", "設定路燈", ("設置", "設定")),
    ("酒馆的新菜单", "酒館的新選單", ("菜單", "選單")),
    ("作为效果对象的行动卡", "作為效果物件的行動卡", ("對象", "物件")),
    ("不能查看", "不能檢視", ("查看", "檢視")),
])
def test_a_swap_is_found_as_a_whole_word(hans, hant, swap):
    assert opencc_swaps.swaps(hans, hant) == {swap}


@pytest.mark.parametrize("hans, hant", [
    ("设置路灯", "設置路燈"),           # the character form kept: no swap taken
    ("酒馆的新菜单", "酒館的新菜單"),
    ("从手卡舍弃1张卡", "從手卡捨棄1張卡"),  # nothing for s2twp to swap
])
def test_no_swap_where_the_text_kept_the_word(hans, hant):
    assert opencc_swaps.swaps(hans, hant) == set()


def test_a_new_swap_fails_until_reviewed(tmp_path):
    """A planted message with s2twp's 設定 for 'set up' is listed; once a
    reader adds it to the list, it passes."""
    for code in LANGUAGES:
        shutil.copy(TRANSLATIONS / f"kotatsu_{code}.ts", tmp_path)
    planted = {"zh_Hans": "设置陷阱", "zh_Hant": "設定陷阱"}
    for code, text in planted.items():
        path = tmp_path / f"kotatsu_{code}.ts"
        context = ("<context>\n    <name>gensokyo</name>\n    <message>\n        <source>Set a trap</source>\n"
                   f"        <translation>{text}</translation>\n    </message>\n</context>\n")
        path.write_text(path.read_text(encoding="utf-8").replace("</TS>", context + "</TS>"), encoding="utf-8")
    found = opencc_swaps.found_swaps(ts_dir=tmp_path)
    problems = opencc_swaps.problems(found)
    assert problems == ["設置 → 設定 in gensokyo: Set a trap: not reviewed (translations/opencc_swaps.tsv)"]
    allowed = dict(opencc_swaps.reviewed()) | {("設置", "設定", "gensokyo: Set a trap"): "planted, looked at"}
    assert opencc_swaps.problems(found, allowed) == []
