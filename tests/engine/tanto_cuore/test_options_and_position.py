"""Options (the town, the rule options) and ``position``'s validation."""
import pytest

from engine.games.tanto_cuore import SPEC
from engine.games.tanto_cuore.options import OptionsError
from engine.games.tanto_cuore.position import PositionError, card_counts, position
from engine.games.tanto_cuore.scoring import breakdown
from tests.engine.tanto_cuore.scenario import TEST_TOWN, options, play, table


def test_defaults():
    assert SPEC.options_dict() == {"players": 2, "town": "random", "bad_habit_double_at": 5,
                                   "illness_on_own_maids": True, "fay_cost": 6, "safran_vp": 0}


@pytest.mark.parametrize("bad, code", [({"players": 5}, "players"), ({"town": "preset:nope"}, "unknown_town"),
                                       ({"town": ["kagari"] * 10}, "duplicate_cards"),
                                       ({"town": TEST_TOWN[:9]}, "town_size"), ({"town": ["x"] * 10}, "unknown_cards")])
def test_bad_options_are_refused_with_a_code(bad, code):
    with pytest.raises(OptionsError) as caught:
        SPEC.options_dict(bad)
    assert caught.value.code == code


@pytest.mark.parametrize("bad", [{"illness_on_own_maids": "yes"}, {"illness_on_own_maids": 1},
                                 {"safran_vp": True}, {"fay_cost": 5.0}, {"bad_habit_double_at": "4"}])
def test_options_of_a_loose_type_are_refused(bad):
    """A record says true and 5: "yes" is not true, nor True the number 1."""
    with pytest.raises(ValueError):
        SPEC.options_dict(bad)


def test_rule_options_change_costs_and_vp():
    state = SPEC.start({"fay_cost": 5}, 1)
    assert state.cost["fay"] == 5
    plain = table(seats={1: {"chambermaids": ["safran"]}})
    one = table(options={"safran_vp": 1}, seats={1: {"chambermaids": ["safran"]}})
    assert breakdown(one)[1]["cards"] - breakdown(plain)[1]["cards"] == 1


def test_illness_on_own_maids_can_be_switched_off():
    seats = {0: {"hand": ["love_1"] * 5, "chambermaids": ["azure"]}, 1: {"chambermaids": ["rouge"]}}
    on = [t for t in options(table(phase="employ", love=4, seats=seats)) if "illness" in t]
    off = [t for t in options(table(phase="employ", love=4, seats=seats, options={"illness_on_own_maids": False})) if "illness" in t]
    assert "employ illness 0 chambermaids 0" in on and off == ["employ illness 1 chambermaids 0"]


def test_a_position_conserves_the_setups_cards():
    state = table(seats={0: {"hand": ["kagari", "love_2"], "chambermaids": [{"card": "azure", "illnesses": 2}]}})
    setup = card_counts(SPEC.start({"town": TEST_TOWN}, 0))
    assert card_counts(state) == setup
    assert state.record() is None


@pytest.mark.parametrize("description, words", [
    ({"seats": {0: {"hand": ["anise"]}}}, "no anise"),
    ({"seats": {0: {"hand": ["nobody"]}}}, "unknown card"),
    ({"seats": {3: {"hand": []}}}, "does not exist"),
    ({"town": {"kagari": 0}}, "not conserved"),
    ({"surprise": 1}, "surprise"),
])
def test_a_bad_description_is_a_position_error(description, words):
    with pytest.raises(PositionError) as caught:
        position({"options": {"town": TEST_TOWN}, **description})
    assert words in str(caught.value)


def test_extra_cards_may_come_from_outside():
    state = position({"options": {"town": TEST_TOWN}, "seats": {0: {"hand": ["anise"]}}, "extra": ["anise"]})
    assert state.players[0].hand == ["anise"]
