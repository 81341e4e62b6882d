"""A layout that wraps its items into rows, like words in a paragraph (after
Qt's Flow Layout example): option buttons vary in number and length."""
from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import QLayout

from desktop.base.guard import guarded


class FlowLayout(QLayout):
    def __init__(self, parent=None, spacing: int = 6):
        super().__init__(parent)
        self._items = []
        self.setSpacing(spacing)

    @guarded
    def addItem(self, item) -> None:
        self._items.append(item)

    @guarded(default=0)
    def count(self) -> int:
        return len(self._items)

    @guarded
    def itemAt(self, index):
        return self._items[index] if 0 <= index < len(self._items) else None

    @guarded
    def takeAt(self, index):
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    @guarded(default=Qt.Orientation(0))
    def expandingDirections(self):
        return Qt.Orientation(0)

    @guarded(default=False)
    def hasHeightForWidth(self) -> bool:
        return True

    @guarded(default=-1)
    def heightForWidth(self, width: int) -> int:
        return self._arrange(QRect(0, 0, width, 0), move=False)

    @guarded
    def setGeometry(self, rect) -> None:
        super().setGeometry(rect)
        self._arrange(rect, move=True)

    @guarded(default=QSize())
    def sizeHint(self) -> QSize:
        return self.minimumSize()

    @guarded(default=QSize())
    def minimumSize(self) -> QSize:
        size = QSize()
        for item in self._items:
            size = size.expandedTo(item.minimumSize())
        margins = self.contentsMargins()
        return size + QSize(margins.left() + margins.right(), margins.top() + margins.bottom())

    def _arrange(self, rect, move: bool) -> int:
        margins = self.contentsMargins()
        area = rect.adjusted(margins.left(), margins.top(), -margins.right(), -margins.bottom())
        x, y, line_height = area.x(), area.y(), 0
        spacing = self.spacing()
        for item in self._items:
            hint = item.sizeHint()
            if x + hint.width() > area.right() + 1 and line_height > 0:
                x, y = area.x(), y + line_height + spacing
                line_height = 0
            if move:
                item.setGeometry(QRect(QPoint(x, y), hint))
            x += hint.width() + spacing
            line_height = max(line_height, hint.height())
        return y + line_height - rect.y() + margins.bottom()
