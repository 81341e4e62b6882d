"""Every game's log follows the newest line through the AI's turn, at the
size the app opens with, unless the player has scrolled up to read (review S6)."""
import pytest

from desktop.shell.games import playable_specs
from engine.ai.agents import make_agent
from tests.desktop.keyboard import my_turn, start_game

GAMES = [spec.id for spec in playable_specs()]


def play_to_my_next_turn(qtbot, session, table, player) -> None:
    """The human's moves by ``player`` until the AI has moved and it is the human's turn again."""
    before = len(session.record.actions)
    while session.human_to_move() == 0:
        table.chosen.emit(player.act(session.state))
    qtbot.waitUntil(lambda: session.human_to_move() == 0, timeout=30_000)
    assert len(session.record.actions) > before
    my_turn(qtbot, session, table)
    qtbot.wait(50)          # the log lays its new lines out


@pytest.mark.parametrize("game_id", GAMES)
def test_the_log_shows_the_newest_line_after_the_ais_turn_unless_scrolled_up(qtbot, window, game_id):
    session, table = start_game(qtbot, window, game_id, 3)
    table.confirm_end_phase = False
    player = make_agent("baseline", game_id, 0)
    bar = table.log_view.verticalScrollBar()
    for _ in range(15):
        play_to_my_next_turn(qtbot, session, table, player)
        if bar.maximum() > 0:
            break
    assert bar.maximum() > 0                    # more lines than the log shows
    assert bar.value() == bar.maximum()
    bar.setValue(0)                             # the player scrolls up to read
    play_to_my_next_turn(qtbot, session, table, player)
    assert bar.value() == 0
    bar.setValue(bar.maximum())                 # and back down: it follows again
    play_to_my_next_turn(qtbot, session, table, player)
    assert bar.value() == bar.maximum()
