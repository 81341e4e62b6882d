"""§6.2 investing, §6.3 tolls, §11 selling and bankruptcy, §12 ranking.

The toll scenarios state the rulebook's own numbers, so they play rules
version 1 (v0.2's rates); version 2's tuned rates have their own table."""
import pytest

from engine.games.gensokyo.options import GensokyoOptions, OptionsError
from engine.games.gensokyo.state import GensokyoState
from engine.games.gensokyo.versions import RULES_VERSION
from engine.games.gensokyo.turn import ROUND_CAP
from tests.engine.gensokyo.core_scenario import pos, roll, sq


RULEBOOK = 1


def _toll(lands, square="A02", payer=None, rules_version=RULEBOOK, **more):
    state = pos(lands=lands, hands=[[], []], rules_version=rules_version, **more)
    return state.toll(sq(state, square), payer)


@pytest.mark.parametrize("grade_square,level,toll", [("A03", 1, 4), ("A04", 2, 18), ("A02", 3, 48),
                                                     ("A03", 4, 40), ("A02", 5, 120)])
def test_the_toll_table(grade_square, level, toll):
    assert _toll({grade_square: {"owner": 1, "level": level, "character": "CH09"}}, grade_square) == toll


# Version 2: 35/40/45/50/55 % of the land value, rounded up (BALANCE.md "Rules version 2").
@pytest.mark.parametrize("grade_square,level,toll", [("A03", 1, 4), ("A04", 2, 12), ("A02", 3, 27),
                                                     ("A03", 4, 20), ("A02", 5, 55), ("A04", 1, 6)])
def test_the_tuned_toll_table(grade_square, level, toll):
    lands = {grade_square: {"owner": 1, "level": level, "character": "CH09"}}
    assert _toll(lands, grade_square, rules_version=2) == toll


def test_a_new_game_plays_the_tuned_tolls_and_an_old_record_its_own():
    lands = {"A02": {"owner": 1, "level": 5, "character": "CH09"}}
    assert _toll(lands, rules_version=RULES_VERSION) == 55 and _toll(lands, rules_version=1) == 120
    assert pos(hands=[[], []]).rules_version == RULES_VERSION == 2


@pytest.mark.parametrize("version", [0, 3])
def test_a_rules_version_this_engine_does_not_play_is_refused(version):
    with pytest.raises(ValueError, match="rules version"):
        GensokyoState({"players": 2, "map": "loop"}, 1, version)


def test_an_area_monopoly_multiplies_by_one_and_a_half_rounded_up():
    area = {s: {"owner": 1, "character": "CH09"} for s in ("A02", "A03", "A04")}
    assert _toll(area, "A03") == 6 and _toll(area, "A04") == 9
    assert _toll({"A03": {"owner": 1, "character": "CH09"}, "A04": {"owner": 1, "character": "CH09"}}, "A04") == 6


def test_the_highest_toll_is_280():
    area = {s: {"owner": 1, "character": "CH09"} for s in ("A03", "A04")}
    area["A02"] = {"owner": 1, "level": 5, "character": "CH42", "spell": "SP14"}
    assert _toll(area) == 280


def test_shou_adds_10_and_sp16_halves_what_its_player_pays():
    lands = {"A02": {"owner": 1, "character": "CH42"}}
    spells = [{"card": "SP16", "player": 0, "expires": 3}]
    assert _toll(lands) == 18
    assert _toll(lands, payer=0, player_spells=spells) == 9 and _toll(lands, player_spells=spells) == 18


def test_investing_raises_one_land_by_levels_at_its_grade_each():
    state = pos(hands=[[], []], money=[45, 40], lands={"A02": {"owner": 0, "character": "CH09"}}, at="invest")
    gate = sq(state, "A02")
    assert set(state.decision.options) == {("invest", gate, 1), ("invest", gate, 2), ("pass",)}
    state.apply(("invest", gate, 2))
    assert state.level[gate] == 3 and state.money[0] == 5 and state.decision.is_chance


def test_a_short_payer_sells_lands_of_their_choice_at_land_value_until_covered():
    lands = {"A11": {"owner": 1, "level": 2, "character": "CH09"},
             "A10": {"owner": 0, "level": 2, "character": "CH10", "spell": "SP04"},
             "A14": {"owner": 0, "character": "CH11"}}
    state = pos(pieces=[{"at": "A09"}, {}], money=[10, 40], hands=[[], []], lands=lands, at="move",
                rules_version=RULEBOOK)
    state.apply(("roll", 1)), state.apply(("roll", 1))    # A11: toll 24
    assert state.decision.kind == "sell"
    state.apply(("sell", sq(state, "A14")))
    state.apply(("sell", sq(state, "A10")))
    assert state.money == [16, 64] and state.owner[sq(state, "A10")] == -1 and state.level[sq(state, "A10")] == 0
    assert {"CH10", "SP04", "CH11"} <= set(state.cards.graveyard) and not state.ended


def test_a_toll_above_total_assets_bankrupts_and_ends_the_game_last_place():
    lands = {"A11": {"owner": 1, "level": 2, "character": "CH09"}, "A14": {"owner": 0, "character": "CH11"}}
    state = pos(pieces=[{"at": "A09"}, {}], money=[5, 40], hands=[["SP07"] * 8, []], lands=lands, at="move")
    roll(state, 1, 1)
    assert state.ended and state.end_reason == "bankruptcy"
    assert state.money == [0, 55] and state.ranks == [2, 1] and state.bankrupt[0]
    assert len(state.cards.hands[0]) == 8               # no end step (ruling 13)


def _ranked(money, lands):
    return pos(money=money, hands=[[], []], lands=lands, round=ROUND_CAP, active=1, at="end").ranks


def test_ranking_by_total_assets_then_land_value_then_land_count_else_shared():
    assert _ranked([60, 40], {}) == [1, 2]
    assert _ranked([50, 30], {"A10": {"owner": 1, "level": 2, "character": "CH09"}}) == [2, 1]
    two = {"A03": {"owner": 1, "character": "CH09"}, "A10": {"owner": 1, "character": "CH09"}}
    assert _ranked([30, 30], {"A02": {"owner": 0, "character": "CH09"}, **two}) == [2, 1]
    assert _ranked([40, 40], {}) == [1, 1]


def test_the_deck_building_variant_refuses_an_illegal_deck_in_one_line():
    legal = ["CH01", "CH02", "CH03"] * 3 + [f"CH{n:02}" for n in range(4, 45)]
    assert len(GensokyoOptions(players=2, deck=legal).deck) == 50
    for deck, words in ((legal + ["CH01"], "more than 3 copies of CH01"), (legal[:49], "50 to 90 cards"),
                        (legal[:49] + ["KA1"], "Charisma"), (legal[:49] + ["XX9"], "unknown card")):
        with pytest.raises(ValueError, match=words) as refused:
            GensokyoOptions(players=2, deck=deck)
        assert "\n" not in str(refused.value.errors()[0]["ctx"]["error"])
        assert isinstance(refused.value.errors()[0]["ctx"]["error"], OptionsError)


def test_the_variant_deck_is_the_whole_deck_and_nothing_is_set_aside_but_charisma():
    from engine.core.spec import get_spec
    deck = tuple(f"CH{n:02}" for n in range(1, 45)) + tuple(f"SP{n:02}" for n in range(1, 19))
    state = get_spec("gensokyo").start({"players": 2, "deck": list(deck)}, 4)
    assert len(state.cards.deck) == 62 - 10 and len(state.cards.set_aside) == 2
