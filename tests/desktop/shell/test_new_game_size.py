"""The New game dialog fits the game chosen: the options form of the game
chosen before is gone at once, so the dialog neither shows both for a moment
nor keeps the room the old one took (it grew by an empty band above Start
at every switch, and never shrank)."""
from __future__ import annotations

from desktop.shell.new_game import NewGameDialog


def choose(qtbot, dialog, game_id) -> int:
    """Choose ``game_id``; the dialog's height once it has settled."""
    dialog.game.setCurrentIndex(dialog.game.findData(game_id))
    qtbot.wait(30)
    return dialog.height()


def test_switching_games_back_and_forth_gives_the_same_dialog(qtbot):
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    guild = choose(qtbot, dialog, "guild_masters")
    heart = choose(qtbot, dialog, "heart_of_crown")      # a longer form: market, variants
    assert heart > guild
    assert choose(qtbot, dialog, "guild_masters") == guild
    choose(qtbot, dialog, "tanto_cuore")
    assert choose(qtbot, dialog, "heart_of_crown") == heart
    assert dialog.height() <= dialog.sizeHint().height()     # no room beyond what it shows
    shown_forms = [form for form in dialog.findChildren(type(dialog.options_form)) if form.isVisible()]
    assert shown_forms == [dialog.options_form]
