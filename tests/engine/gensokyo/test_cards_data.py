"""The card data (engine/games/gensokyo/data/cards.toml) against the rulebook's
§16 tables and the names reference, row by row, and the FAQ's card facts."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from engine.games.gensokyo import cards
from engine.games.gensokyo.cards import CARDS

ROOT = Path(__file__).resolve().parents[3]
RULES = (ROOT.parent / "shared" / "rules" / "gensokyo.rules.md").read_text(encoding="utf-8")
NAMES = (ROOT.parent / "shared" / "research" / "gensokyo_names.md").read_text(encoding="utf-8")
ATTRIBUTES = {"紅": "scarlet", "冥": "nether", "山": "mountain", "里": "village"}
CONDITIONS = {"own a 紅 land": "own_scarlet", "own a 冥 land": "own_nether",
              "own a 山 land": "own_mountain", "own 3+ lands": "own_3_lands"}


def _rows(text: str, prefix: str) -> dict[str, list[str]]:
    rows = {}
    for line in text.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if re.fullmatch(prefix + r"\d+", cells[0]):
            rows.setdefault(cells[0], cells[1:])       # the first table that lists the id
    return rows


def _plain(cell: str) -> str:
    return cell.replace("▲ ", "").replace("**", "").strip()


def _numbers(text: str) -> list[str]:
    """The numbers a text states, in order; a card id (SP18) is a name, not a number."""
    return re.findall(r"\d+", re.sub(r"\bSP\d\d\b", "", text))


def _cost(cell: str) -> tuple[int, int, str | None]:
    match = re.fullmatch(r"(\d+)(?: \+手札(\d))?(?:; 要: (.+))?", _plain(cell))
    return int(match[1]), int(match[2] or 0), CONDITIONS.get(match[3]) if match[3] else None


RULE_CHARACTERS = _rows(RULES.split("### 16.1")[1], "CH")
RULE_SPELLS = _rows(RULES.split("### 16.2")[1], "SP")
RULE_CHARISMA = _rows(RULES.split("### 16.3")[1], "KA")
NAME_ROWS = _rows(NAMES, "CH") | _rows(NAMES, "SP") | _rows(NAMES, "KA")


def test_all_66_cards_with_the_rulebooks_ids():
    assert sorted(RULE_CHARACTERS) == sorted(cards.CHARACTERS) and len(cards.CHARACTERS) == 44
    assert sorted(RULE_SPELLS) == sorted(cards.SPELLS) and len(cards.SPELLS) == 18
    assert sorted(RULE_CHARISMA) == sorted(cards.CHARISMA) and len(cards.CHARISMA) == 4
    assert all(card.source == "gensokyo.rules.md v0.2.1 §16" for card in CARDS.values())


@pytest.mark.parametrize("card_id", sorted(RULE_CHARACTERS))
def test_character_row_matches_section_16_1(card_id):
    name, attr, cost, attack, hp, ability, support = RULE_CHARACTERS[card_id]
    card = CARDS[card_id]
    assert _plain(name) == f"{card.names.ja} {card.names.en}"
    assert ATTRIBUTES[attr] == card.attribute
    assert _cost(cost) == (card.money, card.hand, card.condition)
    assert (int(_plain(attack)), int(_plain(hp))) == (card.attack, card.hp)
    assert _numbers(_plain(ability)) == _numbers(card.ability_text.en)
    assert _numbers(_plain(support)) == _numbers(card.support_text.en)


@pytest.mark.parametrize("card_id", sorted(RULE_SPELLS))
def test_spell_row_matches_section_16_2(card_id):
    name, cost, kind, effect = RULE_SPELLS[card_id]
    card = CARDS[card_id]
    assert _plain(name).startswith(card.names.ja + " ")
    assert _cost(cost) == (card.money, card.hand, None)
    assert kind.split(";")[0].split(" ")[0] == card.spell_type
    assert _numbers(_plain(effect)) == _numbers(card.effect_text.en)


@pytest.mark.parametrize("card_id", sorted(RULE_CHARISMA))
def test_charisma_row_matches_section_16_3(card_id):
    name, effect = RULE_CHARISMA[card_id]
    card = CARDS[card_id]
    assert _plain(name) == f"{card.names.ja} {card.names.en}"
    assert _numbers(_plain(effect)) == _numbers(card.effect_text.en)
    assert (card.money, card.hand, card.charisma.amount, card.charisma.matching) == (0, 0, 20, 30)


# CH21: the names reference recommends the short 四季映姬 over its page title (its note).
SHORT_NAME = {"CH21": ("四季映姬", "四季映姬")}


@pytest.mark.parametrize("card_id", sorted(CARDS))
def test_names_follow_the_names_reference(card_id):
    row = NAME_ROWS[card_id]
    ja, en, zh_hans, zh_hant = row[:4]
    names = CARDS[card_id].names
    assert names.ja == ja
    assert (names.zh_Hans, names.zh_Hant) == SHORT_NAME.get(card_id, (zh_hans, zh_hant))
    assert en.startswith(names.en)          # the reference may add "(short form)" or a title


def test_the_faq_card_facts():
    """§16 "Checks on the FAQ examples" and §18.3."""
    nue, flandre = CARDS["CH39"], CARDS["CH02"]
    assert (nue.money + flandre.money, nue.hand + flandre.hand) == (26, 2)
    assert CARDS["CH03"].names.ja == "紅美鈴" and CARDS["CH03"].money == 5
    sakuya = [c for c in CARDS.values() if c.names.ja.startswith("十六夜咲夜")]
    assert [c.money for c in sakuya] == [7, 5, 8]
    assert CARDS["SP01"].money == 2
    for card_id in ("CH23", "CH14", "CH13", "CH05", "CH06", "CH07"):   # 侵略時/防御時 text
        text = CARDS[card_id].ability_text.ja + CARDS[card_id].support_text.ja
        assert "侵略時" in text or "防御時" in text
    assert CARDS["CH25"].hand == 1
    assert "return" in CARDS["CH25"].ability.keywords and "return" in CARDS["CH29"].ability.keywords


def test_helpers_of_the_contract():
    assert cards.toll_bonus("CH42") == 10 and cards.toll_bonus("CH34") == 0
    assert cards.draws_when_placed("CH08") == 1 and cards.draws_when_placed("CH30") == 0
    assert cards.global_support("CH01", "scarlet") == 20 and cards.global_support("CH01", "village") == 10
    assert cards.global_support("CH32", "nether") == 10 and cards.global_support("CH37", "village") == 10
    assert cards.global_support("CH18", "nether") == 0
    assert [c for c in cards.CHARACTERS if CARDS[c].ability.global_support] == ["CH01", "CH32", "CH37"]
    assert cards.meets_condition("CH01", ["scarlet"]) and not cards.meets_condition("CH01", ["nether"])
    assert cards.meets_condition("CH37", ["village"] * 3) and not cards.meets_condition("CH37", ["village"] * 2)
    assert cards.meets_condition("CH09", [])


def test_a_typo_in_the_data_fails_at_load(tmp_path):
    bad = cards.DATA.read_text(encoding="utf-8").replace('role = "invading" }', 'role = "attacking" }', 1)
    (tmp_path / "cards.toml").write_text(bad, encoding="utf-8")
    with pytest.raises(ValueError, match="role"):
        cards.load(tmp_path / "cards.toml")
