"""A face-down pile shown as a box with a count: your deck, your discard
pile (market cards are dropped here to buy them), the curse pile. A click
on one that can be opened (``set_openable``) emits ``clicked``."""
from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFrame, QLabel, QVBoxLayout

from desktop.base.guard import guarded
from desktop.widgets.drop_support import DropSupport, DropTarget
from desktop.widgets.plain_text import plain_label


class PileZone(DropTarget, QFrame):
    clicked = Signal()
    _openable = False

    def __init__(self, target: str | None = None, parent=None):
        super().__init__(parent)
        self.setObjectName("pileZone")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setFixedSize(96, 112)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 6, 4, 6)
        self._title = plain_label()
        self._title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._title.setWordWrap(True)
        self._count = QLabel("0")
        self._count.setObjectName("pileCount")
        self._count.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._detail = plain_label("")
        self._detail.setObjectName("pileDetail")
        self._detail.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._detail.setWordWrap(True)
        layout.addWidget(self._title)
        layout.addWidget(self._count, 1)
        layout.addWidget(self._detail)
        self.drops = DropSupport(self, target) if target else None

    def set_title(self, title: str) -> None:
        self._title.setText(title)

    def set_pile(self, count: int, detail: str = "") -> None:
        self._count.setText(str(count))
        self._detail.setText(detail)

    def count_text(self) -> str:
        return self._count.text()

    def set_openable(self, openable: bool) -> None:
        """A pile whose cards a click shows (``clicked``), with a hand cursor to say so."""
        self._openable = openable
        self.setCursor(Qt.CursorShape.PointingHandCursor if openable else Qt.CursorShape.ArrowCursor)

    @guarded
    def mouseReleaseEvent(self, event) -> None:
        if self._openable and event.button() == Qt.MouseButton.LeftButton \
                and self.rect().contains(event.position().toPoint()):
            self.clicked.emit()
        super().mouseReleaseEvent(event)
