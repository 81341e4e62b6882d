"""A row of cards: a QListView with a game's card delegate, a drag source
and, optionally, a drop target."""
from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QAbstractItemView, QFrame, QListView, QStyle

from desktop.shell.guard import guarded
from desktop.widgets.roles import PAYLOAD_ROLE
from desktop.widgets.drop_support import DropSupport, DropTarget


class CardListView(DropTarget, QListView):
    """``drag_started(payload)``/``drag_finished()`` let the table light up legal
    targets; ``card_activated(payload)`` is a double-click or Enter on a card.
    ``delegate`` paints the cards: it has a base ``size`` and a ``scale``."""

    drag_started = Signal(dict)
    drag_finished = Signal()
    card_activated = Signal(dict)

    def __init__(self, delegate, target: str | None = None, parent=None):
        super().__init__(parent)
        self._delegate = delegate
        delegate.setParent(self)
        self.setItemDelegate(delegate)
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
        self.setFixedHeight(round(self._delegate.size.height() * scale)
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
