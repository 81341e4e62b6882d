"""The end page's table of where each player's points came from: a row of
headings, then one row a player with the name in the seat's colour and the
total in bold."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGridLayout, QLabel, QWidget

from desktop.widgets.plain_text import plain_label
from desktop.widgets.seat_colours import seat_colour


class ScoreTable(QWidget):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("scoreTable")
        self.grid = QGridLayout(self)
        self.grid.setHorizontalSpacing(14)
        self.grid.setVerticalSpacing(3)

    def set_rows(self, headings, rows, bold_column: int) -> None:
        """``rows``: (seat, [cells]) with the player's name first."""
        while self.grid.count():
            old = self.grid.takeAt(0).widget()
            old.hide()           # gone now, not at the next event loop pass
            old.deleteLater()
        for column, text in enumerate(headings):
            self._put(0, column, text, bold=True)
        for row, (seat, cells) in enumerate(rows, start=1):
            for column, text in enumerate(cells):
                label = self._put(row, column, str(text), bold=column in (0, bold_column))
                if column == 0:
                    label.setStyleSheet(f"color: {seat_colour(seat).name()};")

    def cell(self, row: int, column: int) -> str:
        """The text in the table (row 0: the headings)."""
        item = self.grid.itemAtPosition(row, column)
        return item.widget().text() if item is not None else ""

    def _put(self, row: int, column: int, text: str, bold: bool = False) -> QLabel:
        label = plain_label(text)
        label.setAlignment(Qt.AlignmentFlag.AlignCenter if column else Qt.AlignmentFlag.AlignLeft)
        if bold:
            font = label.font()
            font.setBold(True)
            label.setFont(font)
        self.grid.addWidget(label, row, column)
        return label
