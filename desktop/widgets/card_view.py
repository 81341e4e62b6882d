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
        self._fit_floor = None      # see fit_width
        self.set_scale(1.0)
        self.drops = DropSupport(self, target) if target else None
        self.setDragDropMode(QAbstractItemView.DragDropMode.DragDrop if target
                             else QAbstractItemView.DragDropMode.DragOnly)
        self.activated.connect(self._on_activated)

    def set_scale(self, scale: float) -> None:
        """Cards ``scale`` times their base size (a large window has room);
        a row that fits its width shrinks them further when they would not."""
        self._scale = scale
        self._apply_scale()

    def fit_width(self, floor: float = 0.55) -> None:
        """Keep every card of this row in view (a market, the princesses):
        smaller cards, down to ``floor`` times their size, instead of a scroll bar."""
        self._fit_floor = floor
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        for signal in (self.model().rowsInserted, self.model().rowsRemoved, self.model().modelReset):
            signal.connect(self._apply_scale)
        self._apply_scale()

    def shown_scale(self) -> float:
        """The scale the cards are drawn at now."""
        return self._delegate.scale

    def _apply_scale(self, *_args) -> None:
        scale, bar = self._scale, self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent) + 2
        if self._fit_floor is not None:
            count = self.model().rowCount() if self.model() is not None else 0
            room = self.width() - 2 * self.frameWidth() - 2
            if count and room > 0:
                scale = max(self._fit_floor, min(scale, room / (count * self._delegate.size.width())))
            bar = 2
        if abs(scale - self._delegate.scale) > 1e-3 or self.height() != self._height_for(scale, bar):
            self._delegate.scale = scale
            # Room for the horizontal scroll bar (if it can have one), no more:
            # every pixel saved here goes to the domains at 1280×800.
            self.setFixedHeight(self._height_for(scale, bar))
            self.scheduleDelayedItemsLayout()

    def _height_for(self, scale: float, bar: int) -> int:
        return round(self._delegate.size.height() * scale) + bar

    @guarded
    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if self._fit_floor is not None and event.size().width() != event.oldSize().width():
            self._apply_scale()

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
