"""Rules version 2 (issue 29): where version 1 read the rulebook wrong, each scenario
from the rulebook's words, and the version-1 behaviour old records replay with."""
from engine.games.guild_masters import RULES_VERSION
from tests.engine.guild_masters.scenario import act, at, options

STANDARD = {"content": "standard", "clear_map": True}


def _shuri(tiles, hand, version=RULES_VERSION):
    return at({**STANDARD, "rules_version": version,
               "seats": [{"receptionist": "shuri", "face": "back", "tiles": tiles, "hand": hand}, {}]})


def test_shuri_back_reads_the_play_condition_after_paying_the_tile():
    # L286: with one tile only, paid for the action, 『4tトラックの残骸』 (one tile) cannot be played.
    state = _shuri(["quiet_spring"], ["truck_wreck"])
    assert "special receptionist" not in options(state)
    assert state.players[0].tiles == ["quiet_spring"]


def test_shuri_back_with_two_tiles_plays_the_truck_after_paying_one():
    state = _shuri(["quiet_spring", "abandoned_camp"], ["truck_wreck"])
    act(state, "special receptionist")
    assert options(state) == ["tile abandoned_camp", "tile quiet_spring"]
    act(state, "tile quiet_spring", "card truck_wreck")
    player = state.players[0]
    assert player.tiles == ["abandoned_camp"] and [p.card for p in player.played] == ["truck_wreck"]


def test_shuri_back_offers_only_the_tiles_that_leave_an_event_to_play():
    # 聖者の救護院 needs an abyss tile: paying the abyss would leave none, so the spring is paid.
    state = _shuri(["abyss", "quiet_spring"], ["saints_hospice"])
    act(state, "special receptionist")
    assert options(state) == ["tile quiet_spring"]
    act(state, "tile quiet_spring", "card saints_hospice")
    assert state.players[0].tiles == ["abyss"]


def test_shuri_back_of_a_version_1_game_still_checks_before_paying():
    state = _shuri(["quiet_spring"], ["truck_wreck"], version=1)
    act(state, "special receptionist", "tile quiet_spring")
    player = state.players[0]
    assert player.tiles == [] and player.played == [] and "receptionist" in player.used_special
