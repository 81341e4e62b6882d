"""A watched game takes no click (desktop/shell/replay_page.py): the buttons
still shown on its table say so, greyed, at the viewer's own decisions too,
and the Hint that no one can ask for is not there."""
from __future__ import annotations

from PySide6.QtWidgets import QPushButton

from tests.desktop.shell.test_end_screen import open_finished


def shown_buttons(table) -> list:
    return [button for button in table.findChildren(QPushButton) if button.isVisibleTo(table)]


def test_the_replay_table_shows_no_button_that_looks_clickable(window, qtbot, tmp_path):
    record, _ = open_finished(window, qtbot, tmp_path, "heart_of_crown")
    window.end_page.replay_button.click()
    replay = window.replay_page
    table = replay.table
    viewer_decides = [step for step, state in enumerate(replay.states)
                      if state.decision is not None and state.decision.player == replay.viewer]
    assert len(viewer_decides) > 10
    for step in viewer_decides[:2] + viewer_decides[-1:]:
        replay.go(step)
        answers = table.prompt.buttons()
        assert answers, f"the viewer answers nothing at step {step}"
        assert not table.prompt.hint_button.isVisibleTo(table)
        assert shown_buttons(table) and not any(button.isEnabled() for button in shown_buttons(table))
    replay.go(replay.last)
    assert not any(button.isEnabled() for button in shown_buttons(table))
