"""The monkey's sensible moves, so that random input meets every page: start a
game (fast AI seats, sometimes two humans), play a legal action through the
GUI, pass the cover, leave the end page, finish a dialog. File dialogs are
always answered here, never given random input: they could reach the
player's own files."""
from __future__ import annotations

import random
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialogButtonBox, QFileDialog, QMessageBox

from desktop.shell.new_game import MAX_SEED, NewGameDialog
from desktop.shell.settings_dialog import SettingsDialog
from desktop.base.i18n import LANGUAGES
from desktop.base.strict_number import strict_number
from engine.ai.agents import make_agent
from engine.core.spec import get_spec
from tools.gestures import perform, reachable
from tools.monkey.inputs import HOSTILE_NAMES, describe

FAST_AI = ("baseline", "easy")
START_CHOICES = (("new", 5), ("continue", 3), ("load", 3), ("save", 1), ("settings", 1))


def _press(button) -> str:
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    return f"press {describe(button)} {button.text()!r}"


def answer_file_dialog(rng: random.Random, dialog: QFileDialog, records: Path) -> str:
    """Pick one of the monkey's records (or a missing one), a name to save under
    in its folder, or cancel."""
    if rng.random() < 0.15:
        dialog.reject()
        return "cancel the file dialog"
    if dialog.acceptMode() == QFileDialog.AcceptMode.AcceptOpen:
        path = rng.choice(sorted(records.iterdir()) + [records / "missing.json"])
    else:
        path = records / rng.choice(["saved.json", "saved", "garbage.json", *(
            p.name for p in sorted(records.glob("* hot-seat near the end.json")))])
    dialog.selectFile(str(path))
    dialog.accept()
    return f"choose {path.name!r} in the file dialog"


def finish_dialog(rng: random.Random, dialog, game: str | None = None) -> str:
    """Fill in and close the dialog on top the way a player would (a new game of ``game``, if given)."""
    if isinstance(dialog, NewGameDialog):
        return _start_game(rng, dialog, game)
    if isinstance(dialog, SettingsDialog):
        return _settle_settings(rng, dialog)
    if isinstance(dialog, QMessageBox):
        return _press(rng.choice(dialog.buttons()))
    dialog.reject()
    return f"close {describe(dialog)}"


def prepare_new_game(rng: random.Random, dialog: NewGameDialog, game: str | None = None) -> None:
    """A game of any kind (or of ``game``), not mostly the list's first (random
    clicks seldom change it), and a seed typed at once: the same monkey seed
    plays the same games."""
    index = rng.randrange(dialog.game.count())
    dialog.game.setCurrentIndex(index if game is None else dialog.game.findData(game))
    dialog.seed_edit.setText(str(rng.randrange(2**32)))


def _start_game(rng: random.Random, dialog: NewGameDialog, game: str | None) -> str:
    rows = dialog.seat_rows
    rows.count.setValue(rng.choice([2, 2, 3, 4]))
    for seat in range(1, rows.count.value()):
        kind = "human" if rng.random() < 0.25 else rng.choice(FAST_AI)
        rows.kind_boxes[seat].setCurrentIndex(rows.kind_boxes[seat].findData(kind))
    rows.kind_boxes[0].setCurrentIndex(rows.kind_boxes[0].findData("human"))
    named = ""
    if rng.random() < 0.5:      # names with markup, as a player may type them
        names = rng.sample(HOSTILE_NAMES, rows.count.value())
        for edit, name in zip(rows.name_edits, names):
            edit.setText(name)
        named = f"name the seats {names}, "
    form = dialog.options_form
    if hasattr(form, "market"):      # Heart of Crown's own form
        form.market.setCurrentIndex(rng.randrange(form.market.count() - 1))    # the last one, pick 10, is work
        form.handicap.setChecked(False)
    if strict_number(dialog.seed_edit.text().strip(), MAX_SEED) is None or game not in (None, dialog.game_id):
        prepare_new_game(rng, dialog, game)
    return named + _press(dialog.start_button)


def _settle_settings(rng: random.Random, dialog: SettingsDialog) -> str:
    if rng.random() < 0.3:
        dialog.language.setCurrentIndex(rng.randrange(len(LANGUAGES)))
    dialog.pace.setValue(rng.choice([0, 0, 100]))      # a slow AI would only make the monkey wait
    dialog.confirm.setChecked(rng.random() < 0.5)
    dialog.animations.setChecked(rng.random() < 0.5)
    box = dialog.findChild(QDialogButtonBox)
    role = QDialogButtonBox.StandardButton.Ok if rng.random() < 0.7 else QDialogButtonBox.StandardButton.Cancel
    return _press(box.button(role))


class Player:
    """Moves on the window's pages; at the table, mostly what the baseline
    agent would choose, done through a button, a drop or Enter on a card."""

    def __init__(self, rng: random.Random, window):
        self.rng = rng
        self.window = window
        self.advisors = {}               # by game id: its scripted player
        self.gestures_used: dict = {}     # perform() counts its clicks, drops and Enters here

    def move(self) -> str:
        window = self.window
        page = window.pages.currentWidget()
        if page is window.start_page:
            buttons = window.start_page.buttons
            choices = [(key, weight) for key, weight in START_CHOICES if buttons[key].isEnabled()]
            key = self.rng.choices([k for k, _ in choices], [w for _, w in choices])[0]
            return _press(buttons[key])
        if page is window.cover:
            return _press(window.cover.ready_button)
        if page is window.end_page:
            return _press(window.end_page.back_button)
        return self._play()

    def _play(self) -> str:
        table, session = self.window.table, self.window.session
        options = [action for action in table.options() if reachable(table, action)]
        if session is None or not options:
            return _press(table.menu_button) if self.rng.random() < 0.1 else "nothing to play"
        action = self._advice(session) if session.human_to_move() is not None else None
        if action not in options or self.rng.random() < 0.3:
            action = self.rng.choice(options)
        text = table.option_shown(action).text      # the view the action is shown in goes with it
        perform(table, action, self.gestures_used)
        return f"play {text}"

    def _advice(self, session):
        spec = get_spec(session.record.game_id)
        if spec.id not in self.advisors:
            self.advisors[spec.id] = make_agent(spec.scripted_agent, spec.id, self.rng.randrange(2**32))
        return self.advisors[spec.id].act(session.state.clone())
