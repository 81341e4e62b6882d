"""A watched game takes no click (desktop/shell/replay_page.py): its table
shows no button at all (the table's own Rules, Keys, ?, Undo …, the
viewer's answers, Sell are hidden, not greyed), in every game; the question stays."""
from __future__ import annotations

import pytest
from PySide6.QtWidgets import QPushButton

from desktop.shell.games import playable_specs
from desktop.widgets.roles import LEGAL_ROLE
from tests.desktop.shell.test_end_screen import open_finished


def shown_buttons(table) -> list:
    return [button for button in table.findChildren(QPushButton) if button.isVisibleTo(table)]


def lit_cards(table) -> list:
    """The cards an answer is played with (Gensokyo's hand limit has no button: each card is its discard)."""
    return [(view, row) for view in table.card_views() for row in range(view.model().rowCount())
            if view.model().index(row, 0).data(LEGAL_ROLE)]


@pytest.mark.parametrize("game", [spec.id for spec in playable_specs()])
def test_the_replay_table_shows_no_button(window, qtbot, tmp_path, game):
    open_finished(window, qtbot, tmp_path, game)
    window.end_page.replay_button.click()
    replay = window.replay_page
    table = replay.table
    viewer_decides = [step for step, state in enumerate(replay.states)
                      if state.decision is not None and state.decision.player == replay.viewer]
    assert len(viewer_decides) > 10
    for step in viewer_decides[:2] + viewer_decides[-1:]:
        replay.go(step)
        assert table.prompt.buttons() or lit_cards(table), f"the viewer answers nothing at step {step}"
        assert table.prompt.prompt.text()                       # what was asked still shows
        assert shown_buttons(table) == []          # greyed or not (Guild Masters' Sell stayed)
    replay.go(replay.last)
    assert shown_buttons(table) == []
