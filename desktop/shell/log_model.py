"""The game log: engine events turned into lines for the viewing seat, by
the game's ``line_for(event, names, viewer)`` (None: no line)."""
from __future__ import annotations

from PySide6.QtCore import QAbstractListModel, QModelIndex, Qt

from desktop.shell.guard import guarded
from desktop.shell.i18n import RetranslatingModel
from engine.core.events import visible


class LogModel(RetranslatingModel, QAbstractListModel):
    """Keeps every event (not its sentence) with the action number that caused
    it, so undo can cut the log back, a hand-over can re-filter it for the new
    viewer and a language switch can write it again."""

    def __init__(self, line_for, parent=None):
        super().__init__(parent)
        self._line_for = line_for
        self._events: list[tuple[int, dict]] = []
        self._lines: list[str] = []
        self._names: list[str] = []
        self._viewer = 0

    def reset(self, names, viewer: int) -> None:
        self.beginResetModel()
        self._events = []
        self._lines = []
        self._names = list(names)
        self._viewer = viewer
        self.endResetModel()

    def set_viewer(self, viewer: int) -> None:
        if viewer != self._viewer:
            self._viewer = viewer
            self.retranslate()

    def retranslate(self) -> None:
        self.beginResetModel()
        self._lines = self._render(self._events)
        self.endResetModel()

    def add_events(self, action_number: int, events) -> None:
        self.add_tagged([(action_number, e) for e in events])

    def add_tagged(self, tagged) -> None:
        """Add events as (action number, event) pairs."""
        tagged = list(tagged)
        lines = self._render(tagged)
        if not lines:
            self._events.extend(tagged)
            return
        first = len(self._lines)
        self.beginInsertRows(QModelIndex(), first, first + len(lines) - 1)
        self._events.extend(tagged)
        self._lines.extend(lines)
        self.endInsertRows()

    def truncate(self, action_count: int) -> None:
        """Drop the lines of actions after ``action_count`` (they were undone)."""
        kept = [(n, e) for n, e in self._events if n <= action_count]
        if len(kept) != len(self._events):
            self._events = kept
            self.retranslate()

    def _render(self, tagged) -> list:
        # Filtering by seat happens here, not on arrival, so a hand-over can re-filter.
        lines = []
        for _, event in tagged:
            if not visible(event, self._viewer):
                continue
            line = self._line_for(event, self._names, self._viewer)
            if line:
                lines.append(line)
        return lines

    def lines(self) -> list:
        return list(self._lines)

    def tagged_events(self) -> list:
        """Every (action number, event) pair kept, for any seat (filter with ``events.visible``)."""
        return list(self._events)

    @guarded(default=0)
    def rowCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._lines)

    @guarded
    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < len(self._lines):
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self._lines[index.row()]
        return None
