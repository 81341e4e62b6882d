"""The table uses the window it has: whole markets and princesses at
1024×600, larger cards at 1920×1080, and the player's text and card size."""
import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QApplication

from desktop.base.seats import Seat
from desktop.shell.session import GameSession
from desktop.base.settings import Settings

GAMES = {
    "heart_of_crown": ({"players": 2, "market": "random"}, ("basic_view", "market_view", "princess_view")),
    "tanto_cuore": ({"players": 2, "town": "preset:first_game"}, ("town_view", "maids_view")),
}


def start(window, qtbot, game, size):
    window.resize(*size)
    options, _rows = GAMES[game]
    session = GameSession.new(game, options, 5, [Seat("Ann"), Seat("Bot", "baseline")], **window._session_args())
    window.start_session(session)
    qtbot.waitUntil(lambda: window.pages.currentWidget() is window.table, timeout=3000)
    qtbot.waitUntil(lambda: window.table.width() > 0 and window.table.width() <= size[0], timeout=3000)
    qtbot.wait(50)
    return window.table


def card_rects(table, view):
    """Each card of ``view`` in the table's coordinates."""
    view.doItemsLayout()
    for row in range(view.model().rowCount()):
        rect = view.visualRect(view.model().index(row, 0))
        yield row, QRect(view.viewport().mapTo(table, rect.topLeft()), rect.size())


@pytest.mark.parametrize("game", list(GAMES))
def test_at_1024x600_every_market_and_princess_card_is_whole_in_view(window, qtbot, game):
    table = start(window, qtbot, game, (1024, 600))
    visible = table.rect()
    for name in GAMES[game][1]:
        view = getattr(table, name)
        assert view.model().rowCount() > 0, name
        viewport = QRect(view.viewport().mapTo(table, view.viewport().rect().topLeft()), view.viewport().size())
        for row, rect in card_rects(table, view):
            assert visible.contains(rect) and viewport.contains(rect), f"{name} card {row}: {rect} not in {viewport}"


@pytest.mark.parametrize("game", list(GAMES))
def test_at_1920x1080_the_cards_grow_well_past_a_quarter(window, qtbot, game):
    table = start(window, qtbot, game, (1920, 1080))
    qtbot.waitUntil(lambda: table.scale >= 1.4, timeout=2000)
    hand = table.hand_view
    assert hand.visualRect(hand.model().index(0, 0)).height() >= 1.4 * hand.itemDelegate().size.height()


def test_the_size_setting_persists_and_changes_the_cards_and_text(window, qtbot):
    from desktop.shell.settings_dialog import SettingsDialog

    table = start(window, qtbot, "heart_of_crown", (1280, 800))
    normal_scale, normal_font = table.scale, table.font().pointSizeF()
    hand_font = table.hand_view.font().pointSizeF()
    dialog = SettingsDialog(Settings())
    qtbot.addWidget(dialog)
    dialog.ui_size.setCurrentIndex(dialog.ui_size.findData("large"))
    dialog.accept()
    assert Settings().ui_size == "large"          # a new reader: it is in QSettings
    table.hide()
    table.show()                                   # back from the settings: the table applies it
    assert table.scale == pytest.approx(normal_scale * 1.2, abs=0.01)
    assert table.font().pointSizeF() == pytest.approx(normal_font * 1.2, abs=0.05)
    # The cards' own text grows with the cards only, not twice.
    assert table.hand_view.font().pointSizeF() == pytest.approx(hand_font)
    table.hand_view.doItemsLayout()
    assert table.hand_view.visualRect(table.hand_view.model().index(0, 0)).width() >= 1.19 * \
        table.hand_view.itemDelegate().size.width() * normal_scale
    # The sizes set only sizes: a new language still brings its font to the table and its cards.
    from desktop.base import i18n
    i18n.install_language(QApplication.instance(), "ja")
    try:
        assert table.status.font().families()[0] == i18n.FONTS["ja"][1]
        assert table.hand_view.font().families()[0] == i18n.FONTS["ja"][1]
    finally:
        i18n.install_language(QApplication.instance(), "en")
    Settings().ui_size = "small"
    table.apply_size()
    assert table.scale == pytest.approx(normal_scale * 0.85, abs=0.01)


def test_an_unknown_size_reads_as_normal(qapp):
    from PySide6.QtCore import QSettings
    QSettings().setValue("ui/size", "enormous")
    assert Settings().ui_size == "normal"
