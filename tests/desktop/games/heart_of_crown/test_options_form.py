"""Heart of Crown's own options form in the new-game dialog: the market and
the Handicap variant, whose Court Maids go into a column of the seat rows."""
from desktop.shell.new_game import NewGameDialog
from engine.games import new_game


def test_handicap_variant_sets_the_engine_option_and_explains_bad_choices(qtbot):
    dialog = NewGameDialog(seed_source=lambda: 5)
    qtbot.addWidget(dialog)
    dialog.game.setCurrentIndex(dialog.game.findData("heart_of_crown"))   # games sort by id: not the first
    dialog.show()
    rows = dialog.seat_rows
    assert not rows.numbers[0].isVisible()
    dialog.options_form.handicap.setChecked(True)
    assert rows.numbers[0].isVisible() and rows.numbers[1].isVisible() and not rows.numbers[2].isVisible()
    assert rows.numbers[0].maximum() == 3
    assert "1 to 3 Court Maids" in dialog.error.text()       # explained before Start is pressed
    rows.numbers[0].setValue(2)
    rows.numbers[1].setValue(2)
    assert "same handicap" in dialog.error.text()
    dialog.accept()
    assert dialog.result() != NewGameDialog.DialogCode.Accepted
    rows.numbers[1].setValue(0)
    assert dialog.error.text() == ""
    dialog.accept()
    assert dialog.result() == NewGameDialog.DialogCode.Accepted
    assert dialog.options["handicap"] == {"0": 2}
    state = new_game("heart_of_crown", dialog.options, dialog.seed)
    deck = state.players[0].hand + state.players[0].deck
    assert deck.count("court_maid") == 2 and deck.count("apprentice_maid") == 1


def test_new_game_dialog_grows_to_fit_more_seats_and_the_handicap_column(qtbot):
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.game.setCurrentIndex(dialog.game.findData("heart_of_crown"))
    dialog.show()
    before = dialog.height()
    dialog.seat_rows.count.setValue(4)
    dialog.options_form.handicap.setChecked(True)
    edit = dialog.seat_rows.name_edits[3]
    assert dialog.height() > before
    assert edit.height() >= edit.sizeHint().height()        # rows are not squeezed
