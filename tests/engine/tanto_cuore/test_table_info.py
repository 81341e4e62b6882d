"""What the table reads: describe's places, refusals and confirmations (INTERFACE.md)."""
from engine.core.actions import OptionInfo, Place
from engine.games.tanto_cuore.table_info import STRINGS, ZONES
from tests.engine.tanto_cuore.scenario import play, table


def test_describe_names_the_places_of_serving_chambering_and_employing():
    state = table(seats={0: {"hand": ["kagari", "azure", "love_1", "love_1", "love_1"]}})
    assert state.describe(("serve", "kagari")) == OptionInfo("serve", "kagari", Place("hand", 0), Place("play", 0))
    assert state.describe(("chamber", "azure")) == OptionInfo("chamber", "azure", Place("hand", 0), Place("chambermaids", 0))
    state = table(phase="employ", love=6, private_open=["rosa", "sora"],
                  seats={0: {"hand": ["love_1"] * 5}, 1: {"chambermaids": ["rouge"]}})
    assert state.describe(("employ", "moine")) == OptionInfo("employ", "moine", Place("town"), Place("discard", 0))
    assert state.describe(("employ", "rosa")) == OptionInfo("employ", "rosa", Place("private_open", None, 0), Place("private", 0))
    assert state.describe(("employ", "bad_habit", 1)) == OptionInfo("employ", "bad_habit", Place("town"), Place("bad_habits", 1))
    assert state.describe(("employ", "illness", 1, "chambermaids", 0)) == OptionInfo(
        "employ", "illness", Place("town"), Place("chambermaids", 1, 0))


def test_every_option_of_many_positions_names_known_zones():
    state = table(phase="employ", love=9, seats={0: {"hand": ["love_1"] * 5}, 1: {"private": ["rosa"]}})
    for action in state.legal_actions():
        info = state.describe(action)
        for place in (info.source, info.target):
            assert place is None or place.zone in ZONES


def test_refusals_say_why():
    state = table(seats={0: {"hand": ["kagari", "marianne", "love_1", "love_1", "love_1"]}})
    assert state.refusal("serve", "marianne", Place("hand", 0), Place("play", 0)).key == "not_servable"
    assert state.refusal("chamber", "colette", Place("hand", 0), Place("chambermaids", 0)).key == "chamber_cost"
    assert state.refusal("employ", "moine", Place("town"), Place("discard", 0)).key == "wrong_phase"
    assert state.refusal("serve", "kagari", Place("hand", 1), Place("play", 1)).key == "not_your_turn"
    state = table(phase="employ", seats={0: {"hand": ["love_1"] * 5}})
    refusal = state.refusal("employ", "marianne", Place("town"), Place("discard", 0))
    assert refusal.key == "too_dear" and refusal.values == {"cost": 9, "love": 5}
    assert state.refusal("employ", "bad_habit", Place("town"), Place("bad_habits", 1)).key == "no_maid_there"
    assert set(STRINGS) >= {"not_your_turn", "too_dear", "no_maid_there", "love_left"}


def test_confirmation_before_ending_with_love_or_servings_left():
    state = table(seats={0: {"hand": ["kagari", "love_1", "love_1", "love_1", "love_1"]}})
    assert state.confirmation(("end_serving",)).key == "servings_left"
    play(state, "serve kagari")          # nothing left to serve: on to employing
    assert state.confirmation(("end_turn",)).key == "love_left"
    assert state.confirmation(("employ", "love_1")) is None
