"""The new-game and settings dialogs."""
from PySide6.QtCore import Qt

from desktop.shell.new_game import NewGameDialog
from desktop.shell.settings_dialog import SettingsDialog
from desktop.shell.seats import Seat
from desktop.shell.settings import Settings
from engine.ai.agents import agent_names
from engine.games import GAME_MODULES, new_game


def test_new_game_dialog_builds_options_and_seats(qtbot):
    dialog = NewGameDialog(seed_source=lambda: 77)
    qtbot.addWidget(dialog)
    rows = dialog.seat_rows
    rows.count.setValue(3)
    rows.name_edits[1].setText("Bea")
    rows.kind_boxes[1].setCurrentIndex(0)        # human
    dialog.market.setCurrentIndex(dialog.market.findData("preset:first_game"))
    dialog.accept()
    assert dialog.result() == NewGameDialog.DialogCode.Accepted
    assert dialog.options["players"] == 3 and dialog.options["market"] == "preset:first_game"
    assert dialog.seed == 77
    assert dialog.seats[:2] == [Seat("You"), Seat("Bea")] and dialog.seats[2].kind == "normal"
    assert dialog.game_id == "heart_of_crown" and dialog.options["handicap"] == {}


def test_new_game_dialog_offers_the_games_and_the_ai_levels_of_the_engine(qtbot):
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    assert [dialog.game.itemData(i) for i in range(dialog.game.count())] == list(GAME_MODULES)
    assert dialog.game.itemText(0) == "Heart of Crown"
    box = dialog.seat_rows.kind_boxes[1]
    assert [box.itemText(i) for i in range(box.count())] == [
        "Human", "AI: Easy", "AI: Normal", "AI: Hard", "AI: Baseline"]
    assert [box.itemData(i) for i in range(1, box.count())] == ["easy", "normal", "hard", "baseline"]
    assert all(level in agent_names("heart_of_crown") for level in ("easy", "normal", "hard", "baseline"))


def test_handicap_variant_sets_the_engine_option_and_explains_bad_choices(qtbot):
    dialog = NewGameDialog(seed_source=lambda: 5)
    qtbot.addWidget(dialog)
    dialog.show()
    rows = dialog.seat_rows
    assert not rows.handicaps[0].isVisible()
    dialog.handicap.setChecked(True)
    assert rows.handicaps[0].isVisible() and rows.handicaps[1].isVisible() and not rows.handicaps[2].isVisible()
    assert rows.handicaps[0].maximum() == 3
    assert "1 to 3 Court Maids" in dialog.error.text()       # explained before Start is pressed
    rows.handicaps[0].setValue(2)
    rows.handicaps[1].setValue(2)
    assert "same handicap" in dialog.error.text()
    dialog.accept()
    assert dialog.result() != NewGameDialog.DialogCode.Accepted
    rows.handicaps[1].setValue(0)
    assert dialog.error.text() == ""
    dialog.accept()
    assert dialog.result() == NewGameDialog.DialogCode.Accepted
    assert dialog.options["handicap"] == {"0": 2}
    state = new_game("heart_of_crown", dialog.options, dialog.seed)
    deck = state.players[0].hand + state.players[0].deck
    assert deck.count("court_maid") == 2 and deck.count("apprentice_maid") == 1


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


def test_new_game_dialog_grows_to_fit_more_seats_and_the_handicap_column(qtbot):
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    before = dialog.height()
    dialog.seat_rows.count.setValue(4)
    dialog.handicap.setChecked(True)
    edit = dialog.seat_rows.name_edits[3]
    assert dialog.height() > before
    assert edit.height() >= edit.sizeHint().height()        # rows are not squeezed
