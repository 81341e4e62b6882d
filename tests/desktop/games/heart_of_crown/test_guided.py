"""Heart of Crown's guided first game, played to its end through the real
window and table: every step reached, each taught move made by the table's
``chosen`` path, the AI opponent playing its turns for real."""
import pytest

from desktop.games.heart_of_crown import GUIDED
from desktop.shell.guided import session as guided_session
from desktop.shell.saves import autosave_path
from tests.desktop.actions import option
from tests.desktop.lessons import drive_lesson, wait_for_viewer

# The moves a learner makes, step by step (None: wait until the viewer decides again).
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


@pytest.fixture
def quick(monkeypatch):
    """The opponent plays without the lesson's reading pace."""
    monkeypatch.setattr(guided_session, "LESSON_PACE_MS", 0)


def test_the_lesson_covers_every_step_in_order():
    assert [step.key for step in GUIDED.lesson.steps()] == [key for key, _ in SCRIPT]


def test_the_guided_game_completes_when_driven_through_its_steps(window, qtbot, quick):
    window.table.confirm_end_phase = False
    window.start_page.learn_requested.emit("heart_of_crown")
    session = window.session
    guide = session.guide
    panel = window.guide_panel
    assert window.pages.currentWidget() is window.table and panel.isVisible()
    drive_lesson(qtbot, window, SCRIPT)
    assert guide.finished
    assert panel.title.text() == "Well done!"
    assert panel.buttons["new_game"].isVisible() and panel.buttons["rules"].isVisible()
    qtbot.waitUntil(lambda: session.decision is None, timeout=20_000)
    assert session.state.winners == (0,) and session.state.end_reason == "coronation"
    assert window.pages.currentWidget() is window.table        # the panel's well done stays in view
    assert not autosave_path().exists()                        # a lesson writes no save


def test_a_skip_ahead_says_so_and_the_table_shows_the_prepared_turn(window, qtbot, quick):
    window.table.confirm_end_phase = False
    window.start_lesson("heart_of_crown")
    session = window.session
    for _, moves in SCRIPT[:4]:
        wait_for_viewer(qtbot, window)
        for text in moves:
            window.table.chosen.emit(option(session, text))
    wait_for_viewer(qtbot, window)
    assert session.guide.step.key == "coins_for_princess"
    assert window.guide_panel.intro.text() == "A few turns later…"
    assert window.table.view["turn_number"] == 7
    assert sorted(session.view(0)["players"][0]["hand"]) == sorted(
        ["city", "city", "farming_village", "purveyor", "apprentice_maid"])
