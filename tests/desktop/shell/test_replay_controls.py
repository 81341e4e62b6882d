"""The replay plays by itself at a chosen speed and pauses (Space), follows a
slider over every move, and shows the hand of the seat the player picks (the
engine's view of that seat), in every game."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from desktop.shell.games import playable_specs
from desktop.shell.replay_page import SPEEDS_MS
from tests.desktop.shell.test_end_screen import open_finished

GAMES = [spec.id for spec in playable_specs()]


def watch(window, qtbot, tmp_path, game):
    open_finished(window, qtbot, tmp_path, game)
    window.end_page.replay_button.click()
    return window.replay_page


@pytest.mark.parametrize("game", GAMES)
def test_play_runs_to_the_end_at_the_chosen_speed_and_space_pauses(window, qtbot, tmp_path, game):
    replay = watch(window, qtbot, tmp_path, game)
    replay.speed.setCurrentIndex(len(SPEEDS_MS) - 1)
    assert replay.timer.interval() == min(SPEEDS_MS)
    replay.go(replay.last - 3)
    replay.play_button.click()
    assert replay.timer.isActive() and replay.play_button.text() == "Pause"
    qtbot.waitUntil(lambda: replay.step == replay.last, timeout=5000)
    assert not replay.timer.isActive() and replay.play_button.text() == "Play"    # stops at the end
    replay.go(0)
    replay.setFocus()
    QTest.keyClick(replay, Qt.Key.Key_Space)
    assert replay.timer.isActive()
    qtbot.waitUntil(lambda: replay.step >= 1, timeout=5000)
    QTest.keyClick(replay, Qt.Key.Key_Space)
    stopped = replay.step
    assert not replay.timer.isActive()
    QTest.qWait(2 * min(SPEEDS_MS))
    assert replay.step == stopped
    replay.toggle_play()
    replay.done.click()                                # leaving stops it
    assert not replay.timer.isActive()


@pytest.mark.parametrize("game", GAMES)
def test_the_slider_goes_to_any_move_and_follows_the_steps(window, qtbot, tmp_path, game):
    replay = watch(window, qtbot, tmp_path, game)
    assert (replay.slider.minimum(), replay.slider.maximum()) == (0, replay.last)
    middle = replay.last // 2
    replay.slider.setValue(middle)
    assert replay.step == middle
    assert replay.table.view == replay.states[middle].view(replay.viewer)
    replay.buttons["forward"].click()
    assert replay.slider.value() == middle + 1
    replay.buttons["end"].click()
    assert replay.slider.value() == replay.last


@pytest.mark.parametrize("game", GAMES)
def test_the_player_picks_whose_hand_the_replay_shows(window, qtbot, tmp_path, game):
    replay = watch(window, qtbot, tmp_path, game)
    assert [replay.seat_choice.itemText(i) for i in range(replay.seat_choice.count())] == ["Ann", "Bot"]
    assert replay.seat_choice.currentIndex() == replay.viewer == 0
    replay.go(replay.last // 2)
    replay.seat_choice.setCurrentIndex(1)
    replay.seat_choice.activated.emit(1)
    table = replay.table
    assert table.view == replay.states[replay.step].view(1) and table.view["seat"] == 1
    replay.buttons["forward"].click()                  # stepping on keeps that seat's eyes
    assert table.view == replay.states[replay.step].view(1)


@pytest.mark.parametrize("game", GAMES)
def test_no_card_stays_large_over_the_watched_table(window, qtbot, tmp_path, game):
    """The table put the keyboard on its hand as it showed, and the selected
    card's zoom stayed over the board at every step."""
    replay = watch(window, qtbot, tmp_path, game)
    zoom = replay.table.zoom.popup
    for step in (1, replay.last // 2, replay.last):
        replay.go(step)
        qtbot.wait(50)
        assert not zoom.isVisible(), step
    assert replay.hasFocus()


@pytest.mark.parametrize("game", GAMES)
def test_another_seats_decision_says_who_decides_next_not_waiting(window, qtbot, tmp_path, game):
    """The watched table said "Waiting for Bot…": a replay waits for no one."""
    replay = watch(window, qtbot, tmp_path, game)
    step = next(step for step, state in enumerate(replay.states) if state.decision is not None
                and not state.decision.is_chance and state.decision.player == 1)
    replay.go(step)
    assert replay.table.prompt.prompt.text() == "Next: Bot decides"
    mine = next(step for step, state in enumerate(replay.states) if state.decision is not None
                and not state.decision.is_chance and state.decision.player == 0)
    replay.go(mine)
    assert "Bot" not in replay.table.prompt.prompt.text()           # Ann's own question, as she saw it
