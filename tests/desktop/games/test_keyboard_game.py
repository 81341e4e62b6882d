"""A whole game against the AI played with the keyboard alone, in every game
with a table: Tab, the arrow keys, Enter and Space sent to the focused widget,
no mouse and no call of the table's own methods. The human plays the moves the
scripted player would (when the keyboard can reach them, which the test
counts), so the game ends as a real one does."""
import pytest

from desktop.shell.games import playable_specs
from engine.ai.agents import make_agent
from tests.desktop.keyboard import do, focused, my_turn, reachable, start_game

MAX_MOVES = 1500


@pytest.mark.parametrize("game_id", [spec.id for spec in playable_specs()])
def test_a_whole_game_against_the_ai_is_played_by_keyboard_alone(qtbot, window, game_id):
    session, table = start_game(qtbot, window, game_id, 11)
    player = make_agent("baseline", game_id, 5)
    moves = wanted = 0
    missed = []
    while session.state.decision is not None:
        assert moves < MAX_MOVES, "the game did not end"
        qtbot.waitUntil(lambda: session.human_to_move() == 0 or session.state.decision is None, timeout=20_000)
        if session.state.decision is None:
            break
        my_turn(qtbot, session, table)
        assert focused() is not None and table.isAncestorOf(focused()), "the keyboard left the table"
        ways = reachable(table)
        choice = player.act(session.state)
        if choice in ways:
            wanted += 1
        else:                # the keyboard's first way, as a player would find it
            missed.append((choice, session.state.decision.kind))
            choice = next(iter(ways))
        before, notice = len(session.record.actions), table.prompt.notice.text()
        do(qtbot, ways[choice])
        # Played, or the table asks for a second press (a phase ended with something left to do).
        qtbot.waitUntil(lambda: len(session.record.actions) > before or table.prompt.notice.text() != notice,
                        timeout=5000)
        moves += 1
    assert window.pages.currentWidget() is window.end_page
    assert wanted >= 0.9 * moves, f"only {wanted} of {moves} moves were the ones the player wanted; missed: {missed}"
