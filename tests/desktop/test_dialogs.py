"""The new-game and settings dialogs."""
from PySide6.QtCore import Qt

from desktop.dialogs.new_game import NewGameDialog
from desktop.dialogs.settings_dialog import SettingsDialog
from desktop.seats import Seat
from desktop.settings import Settings


def test_new_game_dialog_builds_options_and_seats(qtbot):
    dialog = NewGameDialog(seed_source=lambda: 77)
    qtbot.addWidget(dialog)
    dialog.count.setValue(3)
    dialog.name_edits[1].setText("Bea")
    dialog.kind_boxes[1].setCurrentIndex(0)        # human
    dialog.market.setCurrentIndex(dialog.market.findData("preset:first_game"))
    dialog.accept()
    assert dialog.result() == NewGameDialog.DialogCode.Accepted
    assert dialog.options["players"] == 3 and dialog.options["market"] == "preset:first_game"
    assert dialog.seed == 77
    assert dialog.seats[:2] == [Seat("You"), Seat("Bea")] and not dialog.seats[2].is_human


def test_new_game_dialog_shows_errors_and_stays_open(qtbot):
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.market.setCurrentIndex(dialog.market.findData("pick"))
    for row in range(3):
        dialog.picks.item(row).setCheckState(Qt.CheckState.Checked)
    dialog.accept()
    assert dialog.result() != NewGameDialog.DialogCode.Accepted
    assert "exactly 10" in dialog.error.text()
    dialog.market.setCurrentIndex(0)
    dialog.seed_edit.setText("abc")
    dialog.accept()
    assert "whole number" in dialog.error.text()
    dialog.seed_edit.setText("")
    dialog.name_edits[1].setText("You")
    dialog.accept()
    assert "different name" in dialog.error.text()


def test_settings_dialog_saves_to_qsettings(qtbot):
    settings = Settings()
    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    dialog.pace.setValue(1200)
    dialog.confirm.setChecked(False)
    dialog.accept()
    fresh = Settings()
    assert fresh.ai_pace_ms == 1200 and fresh.confirm_end_phase is False
