"""The card zoom of every game's table shows only what the player points at:
the card under the mouse, or the card the keyboard moves to. It never opens
by itself (on entering the table, after a move), Escape closes it, and it goes
away when the others' turn starts, so it never covers the table while the AI
plays; where the table has room it keeps off the row of its card, whose other
cards are often the choice being made (review S1)."""
import pytest
from PySide6.QtCore import QPoint, QRect, Qt

from desktop.shell.games import playable_specs
from desktop.widgets.roles import CARD_ROLE
from engine.ai.agents import make_agent
from tests.desktop.games.heart_of_crown.test_zoom import hover
from tests.desktop.keyboard import do, press, reachable, start_game, tab_to

GAMES = [spec.id for spec in playable_specs()]


def first_row_with_cards(table, least: int = 1):
    return next(view for view in table.card_views() if view.isVisible() and view.model().rowCount() >= least)


@pytest.mark.parametrize("game_id", GAMES)
def test_the_zoom_does_not_open_by_itself(qtbot, window, game_id):
    session, table = start_game(qtbot, window, game_id, 3)
    qtbot.wait(600)                    # longer than the hover delay
    assert not table.zoom.popup.isVisible()          # entering the table: the keyboard's card is not shown
    ways = list(reachable(table).values())
    way = next((w for w in ways if w[0] == "card"), ways[0])
    before = len(session.record.actions)
    do(qtbot, way)
    qtbot.waitUntil(lambda: len(session.record.actions) > before, timeout=3000)
    qtbot.wait(600)
    assert not table.zoom.popup.isVisible()          # nor after a move by keyboard


@pytest.mark.parametrize("game_id", GAMES)
def test_a_card_the_keyboard_moves_to_shows_and_escape_closes_it(qtbot, window, game_id):
    session, table = start_game(qtbot, window, game_id, 3)
    view = first_row_with_cards(table, 2)
    tab_to(view)
    view.setCurrentIndex(view.model().index(0, 0))
    press(Qt.Key.Key_Right)
    assert table.zoom.popup.isVisible()
    assert table.zoom.popup.card == view.model().index(1, 0).data(CARD_ROLE)
    press(Qt.Key.Key_Escape)
    assert not table.zoom.popup.isVisible()


@pytest.mark.parametrize("game_id", GAMES)
def test_the_zoom_closes_when_the_others_turn_starts(qtbot, window, game_id):
    session, table = start_game(qtbot, window, game_id, 3)
    table.confirm_end_phase = False
    hover(first_row_with_cards(table), 0)
    qtbot.waitUntil(table.zoom.popup.isVisible, timeout=2000)
    player = make_agent("baseline", game_id, 0)
    for _ in range(200):
        if session.human_to_move() != 0:
            break
        table.chosen.emit(player.act(session.state))
    assert session.human_to_move() != 0
    assert not table.zoom.popup.isVisible()


@pytest.mark.parametrize("game_id", GAMES)
def test_the_zoom_keeps_off_the_row_of_the_card_where_there_is_room(qtbot, window, game_id):
    """The row's other cards are often the choice being made: the zoom goes above
    or below the row (the hand, at the foot of the table, has room above)."""
    session, table = start_game(qtbot, window, game_id, 3)
    view = table.hand_view
    tab_to(view)
    view.setCurrentIndex(view.model().index(0, 0))
    press(Qt.Key.Key_Right)
    popup = table.zoom.popup
    assert popup.isVisible()
    row = QRect(view.mapTo(table, QPoint(0, 0)), view.size())
    assert not popup.geometry().intersects(row)
    assert table.rect().contains(popup.geometry())
