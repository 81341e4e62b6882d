"""§10: the 18 spells, their costs (paid first), targets and durations."""
from tests.engine.gensokyo.core_scenario import PASS, pos, sq

MINE = {"A02": {"owner": 0, "character": "CH09"}, "A07": {"owner": 0, "level": 2, "character": "CH10"}}


def _cast(hand, money=40, lands=None, **more):
    return pos(hands=[hand, ["CH11", "SP07"]], money=[money, 40], lands=lands or {}, at="spell", **more)


def test_sp01_gold_rush_needs_2_and_pays_3_per_land_at_least_6():
    state = _cast(["SP01"], money=2, lands=MINE)
    state.apply(("spell", "SP01"))
    assert state.money[0] == 6 and "SP01" in state.cards.graveyard
    three = _cast(["SP01"], lands={**MINE, "B02": {"owner": 0, "character": "CH09"}})
    three.apply(("spell", "SP01"))
    assert three.money[0] == 40 - 2 + 9
    assert _cast(["SP01"], money=1).decision.kind != "spell"


def test_sp02_relocates_on_its_target_land():
    state = _cast(["SP02", "CH03"], lands=MINE)
    state.apply(("spell", "SP02", sq(state, "A02")))
    assert state.decision.options == (("relocate", sq(state, "A02"), "CH03"), PASS)
    state.apply(("relocate", sq(state, "A02"), "CH03"))
    assert state.character[sq(state, "A02")] == "CH03" and state.money[0] == 40 - 3 - 5


def test_sp03_relocates_twice_and_the_returned_character_may_go_on_the_second_land():
    state = _cast(["SP03", "CH03"], lands=MINE)
    first, second = sq(state, "A02"), sq(state, "A07")
    state.apply(("spell", "SP03", first))
    state.apply(("relocate", first, "CH03"))
    assert state.decision.kind == "relocate" and ("relocate", second, "CH09") in state.decision.options
    state.apply(("relocate", second, "CH09"))
    assert (state.character[first], state.character[second]) == ("CH03", "CH09")
    assert state.cards.hands[0] == ["CH10"] and state.money[0] == 40 - 5 - 5 - 2


def test_sp04_is_a_land_spell_and_a_new_one_sends_the_old_away():
    state = _cast(["SP04"], lands={"A02": {"owner": 0, "character": "CH09", "spell": "SP15"}})
    state.apply(("spell", "SP04", sq(state, "A02")))
    assert state.land_spell[sq(state, "A02")] == "SP04" and "SP15" in state.cards.graveyard


def test_sp05_lowers_an_opponents_land_of_level_2_or_more_and_costs_a_card():
    lands = {"A03": {"owner": 1, "level": 3, "character": "CH09"}, "A04": {"owner": 1, "character": "CH09"},
             "B02": {"owner": 1, "level": 2, "character": "CH09", "spell": "SP15"}}
    state = _cast(["SP05", "CH09"], lands=lands)
    assert [o for o in state.decision.options if o != PASS] == [("spell", "SP05", sq(state, "A03"))]
    state.apply(("spell", "SP05", sq(state, "A03")))
    state.apply(("discard", "CH09"))
    assert state.level[sq(state, "A03")] == 2 and state.money[0] == 34


def test_sp06_lasts_until_the_end_of_the_casters_next_turn():
    state = _cast(["SP06"], turn=5)
    state.apply(("spell", "SP06"))
    assert state.player_spells == [("SP06", 0, 7)]


def test_sp07_draws_two_and_a_failed_draw_ends_the_game():
    state = _cast(["SP07"], deck=["CH01", "CH02"])
    state.apply(("spell", "SP07"))
    assert sorted(state.cards.hands[0]) == ["CH01", "CH02"]
    short = _cast(["SP07"], deck=["CH01"])
    short.apply(("spell", "SP07"))
    assert short.ended and short.end_reason == "deck_empty" and short.cards.hands[0] == ["CH01"]


def test_sp08_looks_at_a_hand_and_the_caster_picks_the_discard():
    state = _cast(["SP08"])
    state.apply(("spell", "SP08", 1))
    assert state.decision.player == 0 and set(state.decision.options) == {("discard", "CH11"), ("discard", "SP07")}
    assert state.view(0)["players"][1]["known"] == ["CH11", "SP07"]
    state.apply(("discard", "SP07"))
    assert state.cards.hands[1] == ["CH11"] and "SP07" in state.cards.graveyard


def test_sp09_searches_the_deck_for_a_character_shown_to_all():
    state = _cast(["SP09"], deck=["SP01", "CH44", "SP02"])
    state.apply(("spell", "SP09"))
    assert state.decision.options == (("choose", "CH44"),)
    state.apply(("choose", "CH44"))
    assert state.cards.hands[0] == ["CH44"] and sorted(state.cards.deck) == ["SP01", "SP02"]
    assert state.view(1)["players"][0]["known"] == ["CH44"]


def test_sp10_sp11_sp12_last_this_turn_only():
    for spell in ("SP10", "SP11", "SP12"):
        state = _cast([spell], turn=4)
        state.apply(("spell", spell))
        assert state.player_spells == [(spell, 0, 4)]
        state = pos(hands=[[], []], player_spells=[{"card": spell, "player": 0, "expires": 4}], turn=4, at="end")
        assert state.player_spells == [] and spell in state.cards.graveyard


def test_sp13_raises_a_level_1_or_2_land_free_and_investing_is_still_open():
    lands = {"A02": {"owner": 0, "character": "CH09"}, "A04": {"owner": 0, "level": 3, "character": "CH09"}}
    state = _cast(["SP13"], lands=lands)
    assert [o for o in state.decision.options if o != PASS] == [("spell", "SP13", sq(state, "A02"))]
    state.apply(("spell", "SP13", sq(state, "A02")))
    assert state.level[sq(state, "A02")] == 2 and state.decision.kind == "invest"


def test_sp14_goes_on_an_own_land_and_raises_its_toll():
    state = _cast(["SP14"], lands=MINE)
    before = state.toll(sq(state, "A02"))
    state.apply(("spell", "SP14", sq(state, "A02")))
    assert state.land_spell[sq(state, "A02")] == "SP14" and state.toll(sq(state, "A02")) == -(-before * 3 // 2)


def test_sp15_guards_its_land_from_opponents_spells():
    state = _cast(["SP15"], lands=MINE)
    state.apply(("spell", "SP15", sq(state, "A07")))
    assert state.land_spell[sq(state, "A07")] == "SP15"
    assert state.spell_targets(1, "SP05") == ()


def test_sp16_halves_tolls_until_the_end_of_the_casters_next_turn():
    state = pos(players=3, hands=[["SP16"], [], []], money=[40] * 3, pieces=[{}, {}, {}], turn=3, at="spell")
    state.apply(("spell", "SP16"))
    assert state.player_spells == [("SP16", 0, 6)]


def test_sp17_on_an_opponent_lasts_until_the_end_of_that_players_next_turn():
    state = pos(players=3, hands=[["SP17"], [], []], money=[40] * 3, pieces=[{}, {}, {}], turn=3, at="spell")
    state.apply(("spell", "SP17", 2))
    assert state.player_spells == [("SP17", 2, 5)]
    later = pos(players=3, hands=[[], [], []], money=[40] * 3, pieces=[{}, {}, {}], active=1, turn=4, at="end",
                player_spells=[{"card": "SP17", "player": 2, "expires": 5}])
    assert later.player_spells == [("SP17", 2, 5)]


def test_sp18_claims_an_unowned_land_from_afar_and_must_claim():
    state = _cast(["SP18", "CH03"], money=11)
    target = sq(state, "B13")
    state.apply(("spell", "SP18", target))
    assert PASS not in state.decision.options
    assert state.describe(("claim", "CH03")).target.slot == target     # a table lights the land the spell names
    state.apply(("claim", "CH03"))
    assert (state.owner[target], state.level[target], state.money[0]) == (0, 1, 0)
    assert _cast(["SP18", "CH03"], money=10).decision.kind != "spell"
