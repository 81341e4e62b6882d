"""The players of a new game: how many, and per seat a name, who plays it
(a human or an AI level) and, with the Handicap variant, how many Court Maids
replace Apprentice Maids in that seat's starting deck."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import QComboBox, QGridLayout, QGroupBox, QLabel, QLineEdit, QSpinBox

from desktop.shell.i18n import AI_LEVELS, APP_CONTEXT, Retranslating, app_text, tr
from desktop.shell.seats import HUMAN, MAX_NAME_LENGTH, MAX_SEATS, Seat
from engine.ai.agents import agent_names

MAX_HANDICAP = 3
DEFAULT_AI = "normal"


def _kind_label(kind: str) -> str:
    return app_text("human") if kind == HUMAN else tr(AI_LEVELS[kind], APP_CONTEXT)


def _default_name(seat: int) -> str:
    return app_text("you") if seat == 0 else app_text("ai_seat").format(number=seat + 1)


class SeatRows(Retranslating, QGroupBox):
    """``changed`` fires on any edit, so the dialog can explain a bad choice at once."""

    changed = Signal()

    def __init__(self, parent=None):
        super().__init__(parent)
        grid = QGridLayout(self)
        self.count = QSpinBox()
        self.count.setObjectName("playerCount")
        self.count.setRange(2, MAX_SEATS)
        self.count_label = QLabel()
        grid.addWidget(self.count_label, 0, 0)
        grid.addWidget(self.count, 0, 1)
        self.handicap_title = QLabel()
        grid.addWidget(self.handicap_title, 0, 3)
        self.name_edits, self.kind_boxes, self.handicaps, self.row_labels = [], [], [], []
        for seat in range(MAX_SEATS):
            label = QLabel()
            name = QLineEdit(_default_name(seat))
            name.setObjectName(f"seatName{seat}")
            name.setMaxLength(MAX_NAME_LENGTH)
            kind = QComboBox()
            kind.setObjectName(f"seatKind{seat}")
            handicap = QSpinBox()
            handicap.setObjectName(f"seatHandicap{seat}")
            handicap.setRange(0, MAX_HANDICAP)
            for column, widget in enumerate((label, name, kind, handicap)):
                grid.addWidget(widget, seat + 1, column)
            self.row_labels.append(label)
            self.name_edits.append(name)
            self.kind_boxes.append(kind)
            self.handicaps.append(handicap)
            name.textEdited.connect(self.changed)
            kind.currentIndexChanged.connect(self.changed)
            handicap.valueChanged.connect(self.changed)
        grid.setColumnStretch(1, 1)
        self._handicap_shown = False
        self.count.valueChanged.connect(self._update_rows)
        self.retranslate()
        self._update_rows()

    def set_game(self, game_id: str) -> None:
        """Offer the game's AI levels: Easy, Normal, Hard, then Baseline."""
        known = agent_names(game_id)
        levels = [HUMAN, *(level for level in AI_LEVELS if level in known)]
        for seat, box in enumerate(self.kind_boxes):
            box.blockSignals(True)
            box.clear()
            for key in levels:
                box.addItem(_kind_label(key), key)
            box.setCurrentIndex(0 if seat == 0 else max(0, box.findData(DEFAULT_AI)))
            box.blockSignals(False)

    def set_handicap_shown(self, shown: bool) -> None:
        self._handicap_shown = shown
        self._update_rows()

    def retranslate(self) -> None:
        self.setTitle(self.tr("Players"))
        self.count_label.setText(self.tr("Number of players"))
        self.handicap_title.setText(self.tr("Court Maids"))
        for seat in range(MAX_SEATS):
            self.row_labels[seat].setText(self.tr("Seat {n}").format(n=seat + 1))
            if not self.name_edits[seat].isModified():   # a name the player typed stays
                self.name_edits[seat].setText(_default_name(seat))
            box = self.kind_boxes[seat]
            for row in range(box.count()):
                box.setItemText(row, _kind_label(box.itemData(row)))
            self.handicaps[seat].setToolTip(QCoreApplication.translate("heart_of_crown", "Handicap"))

    def _update_rows(self) -> None:
        count = self.count.value()
        self.handicap_title.setVisible(self._handicap_shown)
        for seat in range(MAX_SEATS):
            for widget in (self.row_labels[seat], self.name_edits[seat], self.kind_boxes[seat]):
                widget.setVisible(seat < count)
            self.handicaps[seat].setVisible(self._handicap_shown and seat < count)
        self.changed.emit()

    def seats(self) -> list:
        return [Seat(self.name_edits[s].text().strip(), self.kind_boxes[s].currentData())
                for s in range(self.count.value())]

    def handicap(self) -> dict:
        """The engine's ``handicap`` option: seat number (as text) -> Court Maids."""
        if not self._handicap_shown:
            return {}
        return {str(s): self.handicaps[s].value() for s in range(self.count.value()) if self.handicaps[s].value()}
