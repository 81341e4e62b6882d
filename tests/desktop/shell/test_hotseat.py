"""Hot-seat: between two humans a cover hides the table until the next is ready."""
from PySide6.QtCore import Qt

from desktop.games.heart_of_crown.models.items import hand_items
from desktop.shell.seats import Seat
from desktop.shell.session import GameSession
from tests.desktop.actions import end_turn


def test_hand_over_shows_the_cover_then_the_next_hand(window, qtbot):
    window.table.confirm_end_phase = False
    session = GameSession.new("heart_of_crown", {"players": 2}, 9, [Seat("Ann"), Seat("Bea")], **window._session_args())
    window.start_session(session)
    assert window.pages.currentWidget() is window.table
    assert window.table.hand_model.items() == hand_items(session.view(0))
    end_turn(window.session, window.table.chosen.emit)
    assert session.decision.player == 1
    assert window.pages.currentWidget() is window.cover
    assert window.cover.title.text() == "Pass to Bea"
    assert not window.table.isVisible()       # Ann's hand is out of sight
    qtbot.mouseClick(window.cover.ready_button, Qt.MouseButton.LeftButton)
    assert window.pages.currentWidget() is window.table
    assert window.table.hand_model.items() == hand_items(session.view(1))
    assert "Bea" in window.table.hand_title.text()
