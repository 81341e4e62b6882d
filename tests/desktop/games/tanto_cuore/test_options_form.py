"""Tanto Cuore's options form in the new-game dialog: the town (random, the
recommended first town, or 10 general maids by hand) and the rule options."""
from PySide6.QtCore import Qt

from desktop.shell.new_game import NewGameDialog
from engine.games import new_game
from engine.games.tanto_cuore.options import PRESETS, TantoCuoreOptions


def tanto_cuore_dialog(qtbot):
    dialog = NewGameDialog(seed_source=lambda: 5)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.game.setCurrentIndex(dialog.game.findData("tanto_cuore"))
    qtbot.waitUntil(dialog.options_form.isVisible)     # a form added to a shown dialog shows a moment later
    return dialog


def test_the_defaults_are_the_engines_and_start_a_game(qtbot):
    dialog = tanto_cuore_dialog(qtbot)
    form = dialog.options_form
    assert form.town.currentData() == "random" and not form.picks.isVisible()
    dialog.accept()
    assert dialog.result() == NewGameDialog.DialogCode.Accepted
    assert dialog.options == TantoCuoreOptions(players=2).model_dump(mode="json")


def test_picking_ten_maids_by_hand_makes_the_town(qtbot):
    dialog = tanto_cuore_dialog(qtbot)
    form = dialog.options_form
    form.town.setCurrentIndex(form.town.findData("pick"))
    assert form.picks.isVisible()
    for row in range(9):
        form.picks.item(row).setCheckState(Qt.CheckState.Checked)
    assert "exactly 10" in dialog.error.text() and "picked 9" in dialog.error.text()
    dialog.accept()
    assert dialog.result() != NewGameDialog.DialogCode.Accepted
    form.picks.item(9).setCheckState(Qt.CheckState.Checked)
    assert dialog.error.text() == ""
    dialog.accept()
    picked = form.picked()
    assert dialog.options["town"] == picked and len(picked) == 10
    assert sorted(new_game("tanto_cuore", dialog.options, dialog.seed).view(0)["town_maids"]) == sorted(picked)


def test_the_preset_and_the_rule_options_reach_the_engine(qtbot):
    dialog = tanto_cuore_dialog(qtbot)
    form = dialog.options_form
    form.town.setCurrentIndex(form.town.findData("preset:first_game"))
    form.bad_habits.setCurrentIndex(form.bad_habits.findData(4))
    form.illness_own.setChecked(False)
    form.numbers["fay_cost"][0].setCurrentIndex(form.numbers["fay_cost"][0].findData(5))
    dialog.accept()
    options = dialog.options
    assert (options["town"], options["bad_habit_double_at"], options["illness_on_own_maids"],
            options["fay_cost"], options["safran_vp"]) == ("preset:first_game", 4, False, 5, 0)
    view = new_game("tanto_cuore", options, dialog.seed).view(0)
    assert sorted(view["town_maids"]) == sorted(PRESETS["first_game"])
