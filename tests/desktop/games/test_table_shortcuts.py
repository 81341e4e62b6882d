"""Ctrl+Z, Ctrl+Shift+S and Ctrl+H work on every game's table, also after a
language switch retitles the buttons (setText used to clear the shortcuts)."""
import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from desktop.shell.games import game_desktop, playable_specs
from desktop.base.i18n import install_language


@pytest.mark.parametrize("game_id", [spec.id for spec in playable_specs()])
def test_the_top_bar_and_hint_shortcuts_click_their_buttons(qtbot, qapp, game_id):
    table = game_desktop(game_id).TABLE()
    qtbot.addWidget(table)
    table.show()
    qtbot.waitExposed(table)
    table.activateWindow()
    qtbot.waitUntil(table.isActiveWindow, timeout=2000)     # shortcuts need the active window
    table.set_undo_allowed(True)
    table.prompt.hint_button.setVisible(True)
    try:
        for language in ("ja", "en"):
            assert install_language(qapp, language)     # retitles every button
            for keys, signal in (((Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier), table.undo_requested),
                                 ((Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier
                                   | Qt.KeyboardModifier.ShiftModifier), table.save_requested),
                                 ((Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier), table.prompt.hint_toggled)):
                with qtbot.waitSignal(signal, timeout=1000):
                    QTest.keyClick(table, *keys)
        table.set_undo_allowed(False)           # a disabled Undo is not clicked by its shortcut
        with qtbot.assertNotEmitted(table.undo_requested):
            QTest.keyClick(table, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    finally:
        install_language(qapp, "en")
