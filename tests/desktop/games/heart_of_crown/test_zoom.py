"""Hovering a card shows it large with its rules text, and moving away hides it."""
from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QColor, QMouseEvent
from PySide6.QtWidgets import QApplication, QWidget

from desktop.games.heart_of_crown.strings import card_text
from desktop.base.seats import Seat
from desktop.shell.session import GameSession
from desktop.games.heart_of_crown.card_zoom import CardZoom, type_line
from tests.desktop.actions import end_turn


def hover(view, row: int) -> None:
    point = QPointF(view.visualRect(view.model().index(row, 0)).center())
    event = QMouseEvent(QEvent.Type.MouseMove, point, view.viewport().mapToGlobal(point),
                        Qt.MouseButton.NoButton, Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(view.viewport(), event)


def test_hovering_a_market_card_shows_it_large_then_leaving_hides_it(window, qtbot):
    window.start_session(GameSession.new("heart_of_crown", {"players": 2, "market": "preset:first_game"}, 3,
                                         [Seat("Ann"), Seat("Bot", "baseline")], **window._session_args()))
    table = window.table
    view = table.market_view
    hover(view, 0)
    popup = table.zoom.popup
    assert not popup.isVisible()                       # only after a moment
    qtbot.waitUntil(popup.isVisible, timeout=2000)
    card = view.model().index(0, 0).data(Qt.ItemDataRole.UserRole + 1)
    assert popup.card == card
    assert popup.width() > 2 * view.visualRect(view.model().index(0, 0)).width()
    card_rect = view.visualRect(view.model().index(0, 0))
    card_rect.moveTopLeft(table.mapFromGlobal(view.viewport().mapToGlobal(card_rect.topLeft())))
    assert not popup.geometry().intersects(card_rect)           # beside the card, not over it
    assert table.rect().contains(popup.geometry())              # and inside the window
    hover(view, 1)                                      # another card: swapped at once
    assert popup.card == view.model().index(1, 0).data(Qt.ItemDataRole.UserRole + 1)
    QApplication.sendEvent(view.viewport(), QEvent(QEvent.Type.Leave))
    assert not popup.isVisible()


def test_the_zoom_draws_the_whole_card(qtbot):
    host = QWidget()
    qtbot.addWidget(host)
    popup = CardZoom(host)
    popup.card = "trade_ship"
    assert card_text("trade_ship") and type_line("trade_ship") == "Action · Merchant"
    assert [(label, value) for label, value, _ in popup.stats()] == [("Cost", "3"), ("Link", "0")]
    popup.card = "duke"
    assert [(label, value) for label, value, _ in popup.stats()] == [("Cost", "8"), ("Succession points", "+6")]
    assert inked(popup, "trade_ship") > inked(popup, "city") + 20     # the rules text is drawn
    popup.card = "trade_ship"
    band = QColor(popup.grab().toImage().pixel(popup.width() // 2, 20))
    assert band.blue() > band.red()                                  # the blue action band


def inked(popup, card: str) -> int:
    """Dark pixels in the text area of ``card``'s zoom."""
    popup.card = card
    image = popup.grab().toImage()
    return sum(QColor(image.pixel(x, y)).lightness() < 120
               for x in range(20, popup.width() - 20, 2) for y in range(135, 330, 2))


def test_the_cover_hides_the_zoom(window, qtbot):
    session = GameSession.new("heart_of_crown", {"players": 2}, 9, [Seat("Ann"), Seat("Bea")], **window._session_args())
    window.start_session(session)
    window.table.confirm_end_phase = False
    hover(window.table.hand_view, 0)
    qtbot.waitUntil(window.table.zoom.popup.isVisible, timeout=2000)
    end_turn(window.session, window.table.chosen.emit)
    assert window.pages.currentWidget() is window.cover
    assert not window.table.zoom.popup.isVisible()


def test_the_zooms_stat_labels_show_whole_in_every_language(qtbot, qapp):
    """"Succession points" on a territory's zoom was cut to "Success…": every
    chip's label fits its box whole, and leaves the value room under it."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QFontMetricsF

    from desktop.games.heart_of_crown.card_zoom import STAT_LABEL_FLAGS, stat_label_fit
    from desktop.base import i18n
    from engine.games.heart_of_crown.cards import CARDS

    zoom = CardZoom()
    qtbot.addWidget(zoom)
    try:
        for language in ("en", "ja", "zh_Hans", "zh_Hant"):
            i18n.install_language(qapp, language)
            for card in CARDS:
                zoom.card = card
                chips = zoom.stats()
                for label, _value, _colour in chips:
                    width = (292 - 16) / len(chips) - 6       # a cell of the zoom's bottom row
                    cell = QRectF(0, 0, width, 56)
                    box, font = stat_label_fit(label, cell, zoom.font())
                    needed = QFontMetricsF(font).boundingRect(box, STAT_LABEL_FLAGS, label)
                    assert box.contains(needed.adjusted(0.5, 0.5, -0.5, -0.5)), (language, card, label)
                    assert cell.bottom() - box.bottom() >= 20, (language, card, label)     # the value's room
    finally:
        i18n.install_language(qapp, "en")
