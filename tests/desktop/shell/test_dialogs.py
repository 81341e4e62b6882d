"""The new-game and settings dialogs."""
from PySide6.QtCore import Qt

from desktop.shell.games import playable_specs
from desktop.shell.new_game import NewGameDialog
from desktop.shell.settings_dialog import SettingsDialog
from desktop.base.seats import Seat, default_seat
from desktop.base.settings import Settings
from engine.ai.agents import agent_names


def test_new_game_dialog_builds_options_and_seats(qtbot):
    dialog = NewGameDialog(seed_source=lambda: 77)
    qtbot.addWidget(dialog)
    dialog.game.setCurrentIndex(dialog.game.findData("heart_of_crown"))   # games sort by id: not the first
    rows = dialog.seat_rows
    rows.count.setValue(3)
    rows.name_edits[1].setText("Bea")
    rows.kind_boxes[1].setCurrentIndex(0)        # human
    dialog.options_form.market.setCurrentIndex(dialog.options_form.market.findData("preset:first_game"))
    dialog.accept()
    assert dialog.result() == NewGameDialog.DialogCode.Accepted
    assert dialog.options["players"] == 3 and dialog.options["market"] == "preset:first_game"
    assert dialog.seed == 77
    assert dialog.seats[:2] == [default_seat("you"), Seat("Bea")] and dialog.seats[2].kind == "normal"
    assert dialog.game_id == "heart_of_crown" and dialog.options["handicap"] == {}


def test_new_game_dialog_offers_the_games_and_the_ai_levels_of_the_engine(qtbot):
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    # The games with a table (a registered game without a desktop package is not offered).
    assert [dialog.game.itemData(i) for i in range(dialog.game.count())] == [s.id for s in playable_specs()]
    assert dialog.game.itemText(dialog.game.findData("heart_of_crown")) == "Heart of Crown"
    box = dialog.seat_rows.kind_boxes[1]
    assert [box.itemText(i) for i in range(box.count())] == [
        "Human", "AI: Easy", "AI: Steady", "AI: Normal", "AI: Hard"]
    assert [box.itemData(i) for i in range(1, box.count())] == ["easy", "baseline", "normal", "hard"]
    assert all(level in agent_names("heart_of_crown") for level in ("easy", "normal", "hard", "baseline"))


def test_new_game_dialog_shows_errors_and_stays_open(qtbot):
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.game.setCurrentIndex(dialog.game.findData("heart_of_crown"))
    dialog.options_form.market.setCurrentIndex(dialog.options_form.market.findData("pick"))
    for row in range(3):
        dialog.options_form.picks.item(row).setCheckState(Qt.CheckState.Checked)
    dialog.accept()
    assert dialog.result() != NewGameDialog.DialogCode.Accepted
    assert "exactly 10" in dialog.error.text()
    dialog.options_form.market.setCurrentIndex(0)
    dialog.seed_edit.setText("abc")
    dialog.accept()
    assert "whole number" in dialog.error.text()
    dialog.seed_edit.setText("")
    dialog.seat_rows.name_edits[1].setText("You")
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
