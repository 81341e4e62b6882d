"""The players at the table, one row each, as seen by the viewing seat."""
from __future__ import annotations

from PySide6.QtCore import QAbstractTableModel, QCoreApplication, QModelIndex, Qt
from PySide6.QtGui import QFont


COLUMNS = ("Player", "Points", "Hand", "Deck", "Discard", "Counters")


class PlayersModel(QAbstractTableModel):
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

    def rowCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(COLUMNS)

    def headerData(self, section, orientation, role=Qt.ItemDataRole.DisplayRole):
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal \
                and 0 <= section < len(COLUMNS):
            return QCoreApplication.translate("PlayersModel", COLUMNS[section])
        return None

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
            parts.append(QCoreApplication.translate("PlayersModel", "{n} coin").format(n=player["coin_counters"]))
        if player["point_counters"]:
            parts.append(QCoreApplication.translate("PlayersModel", "+{n} pts").format(n=player["point_counters"]))
        if player["twin_counters"]:
            parts.append(QCoreApplication.translate("PlayersModel", "{n} twin").format(n=player["twin_counters"]))
        return ", ".join(parts)
