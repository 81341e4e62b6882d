"""Heart of Crown's guided first game: the moves it teaches, step by step, end
in a coronation; a skip ahead shows the prepared turn.

What every lesson must do: tests/desktop/games/test_guided_all.py."""

from tests.desktop.lessons import drive_lesson, play_script

# The moves a learner makes, step by step.
SCRIPT = [
    ("play_card", ["play farming_village"]),
    ("links", ["play farming_village", "play farming_village", "play farming_village"]),
    ("buy", ["buy purveyor"]),
    ("end_turn", ["end_second"]),
    ("coins_for_princess", ["play city", "play farming_village", "play purveyor", "play city"]),
    ("back", ["back lulunasaika"]),
    ("set", ["end_main", "set senator"]),
    ("set_more", ["set court_maid", "end_second"]),
    ("set_duke", ["set duke"]),
    ("end_for_coronation", ["end_second"]),
    ("declare", ["declare"]),
]


def test_the_taught_moves_end_in_a_coronation(window, qtbot, quick):
    window.table.confirm_end_phase = False
    window.start_lesson("heart_of_crown")
    session = window.session
    drive_lesson(qtbot, window, SCRIPT)
    assert session.guide.finished
    qtbot.waitUntil(lambda: session.decision is None, timeout=20_000)
    assert session.state.winners == (0,) and session.state.end_reason == "coronation"


def test_a_skip_ahead_says_so_and_the_table_shows_the_prepared_turn(window, qtbot, quick):
    window.table.confirm_end_phase = False
    window.start_lesson("heart_of_crown")
    session = window.session
    play_script(qtbot, window, SCRIPT[:4])
    assert session.guide.step.key == "coins_for_princess"
    assert window.guide_panel.intro.text() == "A few turns later…"
    assert window.table.view["turn_number"] == 7
    assert sorted(session.view(0)["players"][0]["hand"]) == sorted(
        ["city", "city", "farming_village", "purveyor", "apprentice_maid"])
