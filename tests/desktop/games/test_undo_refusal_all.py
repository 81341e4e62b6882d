"""A greyed Undo says why, in every game: the engine names the reason (a card
was drawn or revealed, hidden cards seen, another player moved) and the table
words it, on the button and when Ctrl+Z has nothing to take back."""
import pytest
from PySide6.QtCore import Qt

from desktop.shell.games import playable_specs
from desktop.shell.undo_words import REFUSALS, refusal_text
from engine.ai.agents import make_agent
from engine.core.protocol import UNDO_REASONS
from tests.desktop.keyboard import my_turn, press, start_game

CTRL = Qt.KeyboardModifier.ControlModifier
GAMES = [spec.id for spec in playable_specs()]


def test_every_reason_of_the_engine_has_words():
    assert set(REFUSALS) == {*UNDO_REASONS, None}


@pytest.mark.parametrize("game", GAMES)
def test_ctrl_z_says_why_undo_is_greyed(qtbot, window, game):
    session, table = start_game(qtbot, window, game, 3)
    player = make_agent("baseline", game, 1)
    seen = set()
    for _ in range(80):
        my_turn(qtbot, session, table)
        reason = session.undo_refusal()
        if not session.can_undo() and reason is not None:
            seen.add(reason)
            before = len(session.record.actions)
            assert not table.undo_button.isEnabled()
            assert table.undo_button.toolTip() == refusal_text(reason) != ""
            press(Qt.Key.Key_Z, CTRL)
            assert table.prompt.notice.text() == refusal_text(reason)
            assert len(session.record.actions) == before
            if reason != "handed_over":
                break
        assert session.act(player.act(session.state)) is None
    assert seen & {"revealed", "looked"}, seen       # a draw or a reveal came up, and was said
