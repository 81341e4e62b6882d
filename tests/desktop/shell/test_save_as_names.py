"""Save as… (issue 28, item 9) opens in a real folder, never the process's
working directory, and proposes a name with the game's, in every game; after
the end page, "Back to the start" leaves the keyboard on New game, not Quit."""
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QFileDialog

from desktop.shell.games import playable_specs
from desktop.base.i18n import game_name
from desktop.base.settings import Settings
from tests.desktop.keyboard import start_game
from tests.desktop.waiting import answer_modals

SPECS = playable_specs()


@pytest.mark.parametrize("spec", SPECS, ids=lambda spec: spec.id)
def test_save_as_proposes_the_games_name_outside_the_working_directory(qtbot, window, spec, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)             # the working directory is no place for saves
    Settings().records_folder = ""
    start_game(qtbot, window, spec.id, 3)
    seen = []
    pending = answer_modals((QFileDialog, lambda dialog: (seen.append(dialog.selectedFiles()), dialog.reject())))
    window.save_game_as()
    assert not pending and seen
    proposed = Path(seen[0][0])
    assert proposed.name.startswith(game_name(spec) + " ") and proposed.suffix == ".json"
    assert proposed.parent != tmp_path and proposed.parent.is_dir()


def test_back_to_the_start_leaves_the_keyboard_on_new_game(qtbot, window):
    window.end_page.back_button.setFocus()
    window.show_start()
    assert QApplication.focusWidget() is window.start_page.buttons["new"]


@pytest.mark.parametrize("spec", SPECS, ids=lambda spec: spec.id)
def test_continue_says_which_game_and_where_it_resumes(qtbot, window, spec):
    session, _table = start_game(qtbot, window, spec.id, 3)
    where = session.state.turn_number if hasattr(session.state, "turn_number") else session.state.round
    word = "turn" if hasattr(session.state, "turn_number") else "round"
    window.show_start()
    assert window.start_page.buttons["continue"].text() == f"Continue: {game_name(spec)}, {word} {where}"
