"""The players at the table, one row each, as seen by the viewing seat."""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QAbstractTableModel, QModelIndex, Qt
from PySide6.QtGui import QFont

from desktop.base.guard import guarded
from desktop.base.i18n import RetranslatingModel, join

COLUMNS = (QT_TRANSLATE_NOOP("PlayersModel", "Player"), QT_TRANSLATE_NOOP("PlayersModel", "Points"),
           QT_TRANSLATE_NOOP("PlayersModel", "Hand"), QT_TRANSLATE_NOOP("PlayersModel", "Deck"),
           QT_TRANSLATE_NOOP("PlayersModel", "Discard"), QT_TRANSLATE_NOOP("PlayersModel", "Counters"))


class PlayersModel(RetranslatingModel, QAbstractTableModel):
    def __init__(self, parent=None):
        super().__init__(parent)
        self._rows: list[dict] = []
        self._names: list[str] = []
        self._turn = -1

    def set_view(self, view: dict, names) -> None:
        self.beginResetModel()
        self._rows = list(view["players"])
        self._names = list(names)
        self._turn = view["turn"]
        self.endResetModel()

    def retranslate(self) -> None:
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(COLUMNS) - 1)
        if self._rows:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self._rows) - 1, len(COLUMNS) - 1))

    @guarded(default=0)
    def rowCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._rows)

    @guarded(default=0)
    def columnCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(COLUMNS)

    @guarded
    def headerData(self, section, orientation, role=Qt.ItemDataRole.DisplayRole):
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal \
                and 0 <= section < len(COLUMNS):
            return self.tr(COLUMNS[section])
        return None

    @guarded
    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        player = self._rows[index.row()]
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return self._cell(player, column)
        if role == Qt.ItemDataRole.FontRole and index.row() == self._turn:
            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.TextAlignmentRole and column not in (0, 5):
            return int(Qt.AlignmentFlag.AlignCenter)
        return None

    def _cell(self, player: dict, column: int):
        if column == 0:
            seat = player["seat"]
            name = self._names[seat] if seat < len(self._names) else str(seat + 1)
            return ("▶ " if seat == self._turn else "") + name
        if column == 1:
            return player["points"]
        if column == 2:
            return player["hand_count"]
        if column == 3:
            return player["deck_count"]
        if column == 4:
            return len(player["discard"])
        parts = []
        if player["coin_counters"]:
            parts.append(self.tr("{n} coin").format(n=player["coin_counters"]))
        if player["point_counters"]:
            parts.append(self.tr("+{n} pts").format(n=player["point_counters"]))
        if player["twin_counters"]:
            parts.append(self.tr("{n} twin").format(n=player["twin_counters"]))
        return join(parts) if parts else ""


def fit_height(view) -> None:
    """Make a table view of players exactly as tall as its rows: no scroll bar.
    Called again after a language switch, as CJK text makes rows taller."""
    view.resizeRowsToContents()
    rows = sum(view.rowHeight(r) for r in range(view.model().rowCount()))
    view.setFixedHeight(view.horizontalHeader().sizeHint().height() + rows + 2 * view.frameWidth())
