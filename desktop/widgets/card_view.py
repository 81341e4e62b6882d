"""A row of cards: a QListView with the card delegate, a drag source and,
optionally, a drop target."""
from __future__ import annotations

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtWidgets import QAbstractItemView, QFrame, QListView, QStyle

from desktop.games.heart_of_crown.delegates import CARD_SIZE, CardDelegate
from desktop.shell.guard import guarded
from desktop.widgets.roles import PAYLOAD_ROLE
from desktop.widgets.drop_support import DropSupport, DropTarget


class CardListView(DropTarget, QListView):
    """``drag_started(payload)``/``drag_finished()`` let the table light up legal
    targets; ``card_activated(payload)`` is a double-click or Enter on a card."""

    drag_started = Signal(dict)
    drag_finished = Signal()
    card_activated = Signal(dict)

    def __init__(self, size: QSize = CARD_SIZE, target: str | None = None, parent=None):
        super().__init__(parent)
        self._base = size
        self._delegate = CardDelegate(size, self)
        self.setItemDelegate(self._delegate)
        self.setViewMode(QListView.ViewMode.ListMode)
        self.setFlow(QListView.Flow.LeftToRight)
        self.setWrapping(False)
        self.setUniformItemSizes(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.viewport().setAutoFillBackground(False)   # cards lie on the table colour
        self.setHorizontalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setDragEnabled(True)
        self.setDefaultDropAction(Qt.DropAction.CopyAction)
        self.set_scale(1.0)
        self.drops = DropSupport(self, target) if target else None
        self.setDragDropMode(QAbstractItemView.DragDropMode.DragDrop if target
                             else QAbstractItemView.DragDropMode.DragOnly)
        self.activated.connect(self._on_activated)

    def set_scale(self, scale: float) -> None:
        """Cards ``scale`` times their base size (a large window has room)."""
        self._delegate.scale = scale
        # Room for the horizontal scroll bar, no more: every pixel saved here
        # goes to the domains at 1280×800.
        self.setFixedHeight(round(self._base.height() * scale)
                            + self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent) + 2)
        self.scheduleDelayedItemsLayout()

    def _on_activated(self, index) -> None:
        payload = index.data(PAYLOAD_ROLE)
        if payload:
            self.card_activated.emit(payload)

    @guarded
    def startDrag(self, supported_actions) -> None:
        payload = self.currentIndex().data(PAYLOAD_ROLE)
        if not payload:
            return
        self.drag_started.emit(payload)
        try:
            super().startDrag(Qt.DropAction.CopyAction)
        finally:
            self.drag_finished.emit()
