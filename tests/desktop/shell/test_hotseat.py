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


def test_the_cover_saves_or_goes_to_the_menu_without_showing_the_table(window, qtbot, tmp_path):
    """Issue 28, item 9: the cover had no way out but Ready."""
    from PySide6.QtWidgets import QFileDialog, QLineEdit

    from tests.desktop.waiting import answer_modals

    window.table.confirm_end_phase = False
    session = GameSession.new("heart_of_crown", {"players": 2}, 9, [Seat("Ann"), Seat("Bea")], **window._session_args())
    window.start_session(session)
    end_turn(window.session, window.table.chosen.emit)
    assert window.pages.currentWidget() is window.cover

    def choose(dialog):
        dialog.findChild(QLineEdit, "fileNameEdit").setText(str(tmp_path / "hand over.json"))
        dialog.accept()
    unanswered = answer_modals((QFileDialog, choose))
    qtbot.mouseClick(window.cover.save_button, Qt.MouseButton.LeftButton)
    assert not unanswered and (tmp_path / "hand over.json").exists()
    assert window.pages.currentWidget() is window.cover and not window.table.isVisible()
    assert "Saved to" in window.cover.notice.text()
    qtbot.mouseClick(window.cover.menu_button, Qt.MouseButton.LeftButton)
    assert window.pages.currentWidget() is window.start_page
    assert window.start_page.buttons["continue"].isEnabled()
