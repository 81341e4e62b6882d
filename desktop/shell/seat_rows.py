"""The players of a new game: how many, and per seat a name, who plays it
(a human or an AI level) and, when a game's options form asks for it, a
number per seat (Heart of Crown's handicap)."""
from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QComboBox, QGridLayout, QGroupBox, QLabel, QLineEdit, QSpinBox

from desktop.base.i18n import AI_LEVEL_TIPS, AI_LEVELS, APP_CONTEXT, Retranslating, app_text, tr
from desktop.base.seats import HUMAN, MAX_NAME_LENGTH, MAX_SEATS, Seat, default_seat

DEFAULT_AI = "normal"


def _kind_label(kind: str) -> str:
    return app_text("human") if kind == HUMAN else tr(AI_LEVELS[kind], APP_CONTEXT)


def _kind_tip(kind: str) -> str:
    return "" if kind == HUMAN else tr(AI_LEVEL_TIPS[kind], APP_CONTEXT)


def _default_seat(seat: int, kind: str = HUMAN) -> Seat:
    """The app's name for a seat, by who plays it: "You" first, "Player 2" for
    another human, "AI 2" for an AI (an AI named "You" read "You plays …")."""
    if kind != HUMAN:
        return default_seat("ai_seat", seat + 1, kind)
    return default_seat("you") if seat == 0 else default_seat("player", seat + 1)


class SeatRows(Retranslating, QGroupBox):
    """``changed`` fires on any edit, so the dialog can explain a bad choice at once.
    ``numbers`` are the spin boxes of the per-seat number column (``set_numbers``)."""

    changed = Signal()

    def __init__(self, parent=None):
        super().__init__(parent)
        grid = QGridLayout(self)
        self.count = QSpinBox()
        self.count.setObjectName("playerCount")
        self.count.setRange(1, MAX_SEATS)
        self.count_label = QLabel()
        grid.addWidget(self.count_label, 0, 0)
        grid.addWidget(self.count, 0, 1)
        self.numbers_title = QLabel()
        grid.addWidget(self.numbers_title, 0, 3)
        self.name_edits, self.kind_boxes, self.numbers, self.row_labels = [], [], [], []
        for seat in range(MAX_SEATS):
            label = QLabel()
            name = QLineEdit(_default_seat(seat, HUMAN if seat == 0 else DEFAULT_AI).shown_name)
            name.setObjectName(f"seatName{seat}")
            name.setMaxLength(MAX_NAME_LENGTH)
            kind = QComboBox()
            kind.setObjectName(f"seatKind{seat}")
            number = QSpinBox()
            number.setObjectName(f"seatNumber{seat}")
            for column, widget in enumerate((label, name, kind, number)):
                grid.addWidget(widget, seat + 1, column)
            self.row_labels.append(label)
            self.name_edits.append(name)
            self.kind_boxes.append(kind)
            self.numbers.append(number)
            name.textEdited.connect(self.changed)
            kind.currentIndexChanged.connect(lambda _index, seat=seat: self._rename_default(seat))
            kind.currentIndexChanged.connect(self.changed)
            number.valueChanged.connect(self.changed)
        grid.setColumnStretch(1, 1)
        # What each AI level at the table means ("Steady" says little alone).
        self.levels_help = QLabel()
        self.levels_help.setObjectName("aiLevelsHelp")
        self.levels_help.setWordWrap(True)
        grid.addWidget(self.levels_help, MAX_SEATS + 1, 0, 1, 4)
        self.changed.connect(self._explain_levels)
        self._numbers_shown = False
        self.count.valueChanged.connect(self._update_rows)
        self.retranslate()
        self._update_rows()

    def set_game(self, spec) -> None:
        """Seats within the game's player range; its AI levels (``GameSpec.levels``)
        that the app has words for, weakest first."""
        self.count.setRange(spec.min_players, min(spec.max_players, MAX_SEATS))
        levels = [HUMAN, *(level for level in AI_LEVELS if level in spec.levels)]
        for seat, box in enumerate(self.kind_boxes):
            box.blockSignals(True)
            box.clear()
            for key in levels:
                box.addItem(_kind_label(key), key)
                box.setItemData(box.count() - 1, _kind_tip(key), Qt.ItemDataRole.ToolTipRole)
            box.setCurrentIndex(0 if seat == 0 else max(0, box.findData(DEFAULT_AI)))
            box.blockSignals(False)
            self._rename_default(seat)
        self._explain_levels()

    def set_seats(self, seats) -> None:
        """The seats of an earlier game, as far as this game allows: as many as
        it seats, each name, and each kind the game offers."""
        self.count.setValue(len(seats))
        for seat, (edit, box, chosen) in enumerate(zip(self.name_edits, self.kind_boxes, seats)):
            row = box.findData(chosen.kind)
            if row >= 0:
                box.setCurrentIndex(row)      # renames a default name to the kind's
            if chosen.name and not chosen.default:
                edit.setText(chosen.name)
                edit.setModified(True)        # a name of the player's own: kept at a language switch

    def set_numbers(self, shown: bool, title: str = "", tip: str = "", maximum: int = 0) -> None:
        """Show or hide the per-seat number column: its ``title``, each box's
        ``tip`` and the largest number a seat may take."""
        self._numbers_shown = shown
        self.numbers_title.setText(title)
        for box in self.numbers:
            box.setToolTip(tip)
            box.setRange(0, maximum)
        self._update_rows()

    def retranslate(self) -> None:
        self.setTitle(self.tr("Players"))
        self.count_label.setText(self.tr("Number of players"))
        for seat in range(MAX_SEATS):
            self.row_labels[seat].setText(self.tr("Seat {n}").format(n=seat + 1))
            if not self.name_edits[seat].isModified():   # a name the player typed stays
                self.name_edits[seat].setText(self._default_for(seat).shown_name)
            box = self.kind_boxes[seat]
            for row in range(box.count()):
                box.setItemText(row, _kind_label(box.itemData(row)))
                box.setItemData(row, _kind_tip(box.itemData(row)), Qt.ItemDataRole.ToolTipRole)
        self._explain_levels()

    def _explain_levels(self) -> None:
        kinds = [self.kind_boxes[s].currentData() for s in range(self.count.value())]
        shown = [kind for kind in AI_LEVELS if kind in kinds]
        self.levels_help.setText("\n".join(self.tr("{level} — {meaning}").format(
            level=_kind_label(kind), meaning=_kind_tip(kind)) for kind in shown))
        self.levels_help.setVisible(bool(shown))

    def _update_rows(self) -> None:
        count = self.count.value()
        self.numbers_title.setVisible(self._numbers_shown)
        for seat in range(MAX_SEATS):
            for widget in (self.row_labels[seat], self.name_edits[seat], self.kind_boxes[seat]):
                widget.setVisible(seat < count)
            self.numbers[seat].setVisible(self._numbers_shown and seat < count)
        self.changed.emit()

    def _default_for(self, seat: int) -> Seat:
        kind = self.kind_boxes[seat].currentData()
        return _default_seat(seat, kind or (HUMAN if seat == 0 else DEFAULT_AI))

    def _rename_default(self, seat: int) -> None:
        """A seat that still has the app's name takes the name of its new kind."""
        edit = self.name_edits[seat]
        defaults = {_default_seat(seat, kind).shown_name for kind in (HUMAN, DEFAULT_AI)}
        if not edit.isModified() and edit.text().strip() in defaults:
            edit.setText(self._default_for(seat).shown_name)

    def seats(self) -> list:
        """A name that reads as the app's name for the seat is the app's: the
        record marks it so, and it is shown in the language of the moment."""
        seats = []
        for s in range(self.count.value()):
            name, kind = self.name_edits[s].text().strip(), self.kind_boxes[s].currentData()
            default = _default_seat(s, kind)
            seats.append(default if name == default.shown_name else Seat(name, kind))
        return seats

    def seat_numbers(self) -> list:
        """The number of each seat in play (all 0 while the column is hidden)."""
        return [self.numbers[s].value() if self._numbers_shown else 0 for s in range(self.count.value())]
