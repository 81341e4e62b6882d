"""Choosing a new game: the game, seats, the game's options and, under
Advanced (closed until opened), a seed.
A bad choice is explained in the dialog as soon as it is made, and Start
keeps the dialog open until it is fixed; the engine checks the options last.

The options form is the game's own (``options_form`` of its desktop package)
or, without one, generated from its options model (``desktop.shell.options_form``)."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QLineEdit, QToolButton, QWidget

from desktop.shell.dialog_fit import scrolling_body
from desktop.shell.games import game_desktop, playable_specs
from desktop.base.guard import guarded
from desktop.base.i18n import Retranslating, game_name
from desktop.shell.options_form import GeneratedOptionsForm
from desktop.shell.seat_rows import SeatRows
from desktop.base.seats import Seat, is_showable
from desktop.base.strict_number import strict_number
from desktop.widgets.plain_text import plain_label

MAX_SEED = 2**63     # one past the largest seed the dialog takes


class NewGameDialog(Retranslating, QDialog):
    """After ``exec()``: ``game_id``, ``options``, ``seed`` and ``seats`` hold the choice."""

    def __init__(self, parent=None, seed_source=None):
        super().__init__(parent)
        self._specs = {spec.id: spec for spec in playable_specs()}
        self.game_id = next(iter(self._specs))
        self.options: dict = {}
        self.seed: int = 0
        self.seats: list[Seat] = []
        self._seed_source = seed_source
        # The parts scroll when the screen is short; the error line and Start stay in sight.
        self._layout = layout = scrolling_body(self)

        game_form = QFormLayout()
        self.game = QComboBox()
        self.game.setObjectName("gameChoice")
        for game_id in self._specs:
            self.game.addItem("", game_id)
        self.game_label = QLabel()
        game_form.addRow(self.game_label, self.game)
        layout.addLayout(game_form)

        self.seat_rows = SeatRows()
        # Filled at once: the seat boxes keep the width of their first items.
        self.seat_rows.set_game(self._specs[self.game_id])
        self.seat_rows.changed.connect(self._explain)
        # Rows and columns come and go: grow to fit, never squeeze them.
        self.seat_rows.count.valueChanged.connect(self.adjustSize)
        layout.addWidget(self.seat_rows)
        self.options_form = None         # the chosen game's form, below the seats

        # Advanced: the seed, for a game to play again or a bug to report;
        # most players never need it, so it waits behind a closed section.
        self.advanced_button = QToolButton()
        self.advanced_button.setObjectName("advancedButton")
        self.advanced_button.setCheckable(True)
        self.advanced_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.advanced_button.setArrowType(Qt.ArrowType.RightArrow)
        self.advanced_button.toggled.connect(self._show_advanced)
        self.advanced = QWidget()
        self.advanced.setObjectName("advancedSection")
        seed_form = QFormLayout(self.advanced)
        seed_form.setContentsMargins(16, 0, 0, 0)
        self.seed_edit = QLineEdit()
        self.seed_edit.setObjectName("seedEdit")
        self.seed_edit.textChanged.connect(self._explain)
        self.seed_label = QLabel()
        seed_form.addRow(self.seed_label, self.seed_edit)
        self.advanced.hide()
        layout.addWidget(self.advanced_button)
        layout.addWidget(self.advanced)

        self.error = plain_label()
        self.error.setObjectName("errorLine")
        self.error.setWordWrap(True)
        self.layout().addWidget(self.error)
        # Start is our own button: a standard Ok would get Qt's "OK" back at each language switch.
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.start_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.layout().addWidget(self.buttons)
        self.game.currentIndexChanged.connect(self._choose_game)
        self.retranslate()
        self._choose_game()      # sizes the dialog to its texts

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("New game"))
        self.game_label.setText(self.tr("Game"))
        for row in range(self.game.count()):
            self.game.setItemText(row, game_name(self._specs[self.game.itemData(row)]))
        self.advanced_button.setText(self.tr("Advanced"))
        self.seed_label.setText(self.tr("Seed (optional)"))
        self.seed_edit.setToolTip(self.tr("The same seed and choices deal the same game again"))
        self.seed_edit.setPlaceholderText(self.tr("random"))
        self.start_button.setText(self.tr("Start"))
        self._explain()

    def _choose_game(self) -> None:
        """The game's seats and its options form."""
        self.game_id = self.game.currentData()
        spec = self._specs[self.game_id]
        self.seat_rows.set_game(spec)
        if self.options_form is not None:
            # Out of the layout and hidden now: deleteLater waits for the event
            # loop, and the dialog's new size must not make room for the old form.
            self._layout.removeWidget(self.options_form)
            self.options_form.hide()
            self.options_form.deleteLater()
            self.seat_rows.set_numbers(False)
        form_class = getattr(game_desktop(spec.id), "options_form", None)
        self.options_form = form_class(spec, self.seat_rows) if form_class else GeneratedOptionsForm(spec)
        self.options_form.changed.connect(self._explain)
        self.options_form.changed.connect(self.adjustSize)
        self._layout.insertWidget(self._layout.indexOf(self.seat_rows) + 1, self.options_form)
        self._explain()
        self.adjustSize()

    def choose(self, game_id: str, seats=()) -> None:
        """Open on ``game_id`` (a game no longer offered is ignored) and, if
        given, ``seats`` (those of the last game of it)."""
        row = self.game.findData(game_id)
        if row >= 0:
            self.game.setCurrentIndex(row)
            self.seat_rows.set_seats(seats)

    def _show_advanced(self, shown: bool) -> None:
        self.advanced.setVisible(shown)
        self.advanced_button.setArrowType(Qt.ArrowType.DownArrow if shown else Qt.ArrowType.RightArrow)
        self.adjustSize()

    def _explain(self) -> None:
        if self.options_form is not None:
            self.error.setText(self._problem() or "")

    def _problem(self) -> str | None:
        """Why the choice cannot start a game, or None."""
        seats = self.seat_rows.seats()
        for number, seat in enumerate(seats, 1):
            if not seat.name:
                return self.tr("Seat {n} needs a name.").format(n=number)
            if not is_showable(seat.name):      # a paste keeps a line break; a save would be refused
                return self.tr("Seat {n}: a name may not hold a line break or another control character.").format(
                    n=number)
        if len({s.name for s in seats}) != len(seats):
            return self.tr("Every player needs a different name.")
        problem = self.options_form.problem(len(seats))
        if problem:
            return problem
        text = self.seed_edit.text().strip()
        if text and strict_number(text, MAX_SEED) is None:
            return self.tr("The seed must be a whole number (or empty for a random one).")
        return None

    @guarded
    def accept(self) -> None:
        error = self._problem() or self._collect()
        if error:
            self.error.setText(error)
            return
        super().accept()

    def _collect(self) -> str | None:
        """Fill options/seed/seats from a choice without problems; the engine's
        own refusal comes back as the message."""
        seats = self.seat_rows.seats()
        try:
            options = self.options_form.options(len(seats))
        except ValueError as exc:       # the form's message, in words
            return str(exc)
        text = self.seed_edit.text().strip()
        seed = strict_number(text, MAX_SEED) if text else (self._seed_source() if self._seed_source else 0)
        self.options, self.seed, self.seats = options, seed, seats
        return None
