"""One word for one thing (tools/one_word.py, translations/renderings.tsv): each
listed game term is rendered one way in each language, over every message of
its game and its rules reference."""
from __future__ import annotations

import pytest

from tests.translations.helpers import LANGUAGES
from tools import one_word
from tools.texts import Text


def test_every_term_is_rendered_as_the_table_says():
    found = one_word.problems()
    assert not found, "\n".join(found[:30])


def test_every_row_is_for_a_language_and_a_known_game():
    from desktop.shell.games import playable_specs
    known = {"*", *(spec.id for spec in playable_specs())}
    for rule in one_word.renderings():
        assert rule.lang in LANGUAGES and rule.game in known and rule.allowed, rule
        assert rule.en or rule.rivals, rule
        assert not rule.rivals or rule.why, rule


def test_a_glossary_term_allows_the_glossarys_word():
    rule = next(r for r in one_word.renderings() if r.term == "gm_make_base" and r.lang == "zh_Hans")
    wrong = one_word.Rendering(rule.game, rule.term, rule.en, rule.lang, ("据点化",), None, "planted")
    assert any("the glossary's 建立据点" in line for line in one_word.problems([], [wrong]))


@pytest.mark.parametrize("text, term", [
    # slips the native review found, as they were written
    (Text("planted", "guild_masters", "zh_Hans", "Develop an affinity", "解放好感度"), "unlock"),
    (Text("planted", "guild_masters", "zh_Hant", "You may build a base.", "可以進行據點化。"), "gm_make_base"),
    (Text("planted", "guild_masters", "zh_Hans", "Pass now?", "要放弃行动吗？"), "pass"),
    (Text("planted", "heart_of_crown", "ja", "It is not your turn.", "今はあなたの手番ではありません。"), "turn"),
    (Text("planted", "tanto_cuore", "zh_Hans", "next hand: {cards} cards", "下一手：{cards}张"), "next hand"),
    (Text("planted", "guild_masters", "zh_Hant", "About", "本應用的規則", "reference"), "app"),
])
def test_a_planted_slip_is_caught(text, term):
    found = one_word.problems([text])
    assert any(f" {term} " in f" {line} " or f"for {term}:" in line for line in found), found


def test_a_term_of_another_game_is_not_asked_for():
    """手番 is Guild Masters' word for a turn: only Heart of Crown and Tanto Cuore refuse it."""
    text = Text("planted", "guild_masters", "ja", "It is not your turn.", "今はあなたの手番ではありません。")
    assert one_word.problems([text]) == []
