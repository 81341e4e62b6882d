"""Hot-seat: between two humans a cover hides the table until the next is ready."""
from PySide6.QtCore import Qt

from desktop.games.heart_of_crown.models.items import hand_items
from desktop.base.seats import Seat
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


def test_a_resumed_hot_seat_game_survives_a_resize_behind_the_cover(window, qtbot):
    """Continue rebuilds the table under the cover: the strips of the table
    before it are gone, and neither a resize nor Ready may reach them."""
    from PySide6.QtWidgets import QApplication

    window.table.confirm_end_phase = False
    session = GameSession.new("heart_of_crown", {"players": 2}, 9, [Seat("Ann"), Seat("Bea")], **window._session_args())
    window.start_session(session)
    end_turn(session, session.act)                 # Bea moves next
    window.show_start()
    with qtbot.waitSignal(window.opened):
        window.start_page.buttons["continue"].click()
    assert window.pages.currentWidget() is window.cover
    QApplication.sendPostedEvents(None, 0)         # the old strips' deleteLater
    window.resize(1100, 700)
    QApplication.processEvents()
    qtbot.mouseClick(window.cover.ready_button, Qt.MouseButton.LeftButton)
    window.resize(1280, 800)
    QApplication.processEvents()
    assert window.pages.currentWidget() is window.table
    assert "Bea" in window.table.hand_title.text()
    assert all(strip.cards.shown_scale() > 0 for strip in window.table.domains)


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
