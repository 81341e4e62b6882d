"""A row of cards: a QListView with a game's card delegate, a drag source
and, optionally, a drop target. From the keyboard, the arrow keys move
between its cards, the card Enter acts on wears a focus ring, and after a
move the same place stays current (the next card, once one was played)."""
from __future__ import annotations

import math

from PySide6.QtCore import QRect, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QAbstractItemView, QFrame, QListView, QStyle

from desktop.base.guard import guarded
from desktop.widgets.roles import HINT_ROLE, PAYLOAD_ROLE
from desktop.widgets.drop_support import DropSupport, DropTarget

FOCUS_RING = QColor("#1f6fd0")      # the style sheet's focus colour (desktop/shell/style.py)
KEYBOARD_REASONS = (Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason,
                    Qt.FocusReason.ShortcutFocusReason)


class CardListView(DropTarget, QListView):
    """``drag_started(payload)``/``drag_finished()`` let the table light up legal
    targets; ``card_activated(payload)`` is a double-click or Enter on a card.
    ``delegate`` paints the cards: it has a base ``size`` and a ``scale``."""

    drag_started = Signal(dict)
    drag_finished = Signal()
    card_activated = Signal(dict)
    focus_left = Signal()       # the keyboard went elsewhere: a card shown large for it goes away
    key_moved = Signal(object)  # the player moved to this card (its index) by keyboard

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
        self._place = -1      # the row last current: a new set of cards keeps it

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

    @guarded
    def currentChanged(self, current, previous) -> None:
        if current.isValid():
            self._place = current.row()
        super().currentChanged(current, previous)

    @guarded
    def reset(self) -> None:
        """New cards (after every move): the keyboard's place stays where it
        was, on the card that took it, or the last one if the row got shorter."""
        super().reset()
        # After the selection model's own reset, which clears the current card.
        QTimer.singleShot(0, self._restore_place)

    def _restore_place(self) -> None:
        count = self.model().rowCount() if self.model() is not None else 0
        if self.hasFocus() and count and self._place >= 0 and not self.currentIndex().isValid():
            self.setCurrentIndex(self.model().index(min(self._place, count - 1), 0))

    @guarded
    def keyPressEvent(self, event) -> None:
        before = self.currentIndex()
        super().keyPressEvent(event)
        if self.currentIndex().isValid() and self.currentIndex() != before:
            self.key_moved.emit(self.currentIndex())

    @guarded
    def focusInEvent(self, event) -> None:
        super().focusInEvent(event)
        self.viewport().update()      # the ring of an empty row too
        # Tab or a row's key brought the keyboard here; the table giving a row the
        # focus by itself (a new view, a game shown) is not the player moving.
        if event.reason() in KEYBOARD_REASONS and self.currentIndex().isValid():
            self.key_moved.emit(self.currentIndex())

    @guarded
    def focusOutEvent(self, event) -> None:
        super().focusOutEvent(event)
        self.viewport().update()
        if event.reason() != Qt.FocusReason.PopupFocusReason:     # a right-click menu keeps the card shown
            self.focus_left.emit()

    @guarded
    def paintEvent(self, event) -> None:
        super().paintEvent(event)
        if not self.hasFocus():
            return
        index = self.currentIndex()
        painter = QPainter(self.viewport())
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if index.isValid():
            painter.setPen(QPen(FOCUS_RING, 3))
            # Round the card itself: the item's rect may be taller than the card.
            card = QRect(self.visualRect(index).topLeft(), self._delegate.size * self._delegate.scale)
            # Inside a lit card's border (the hint's or the lesson's, 3 + 2 base pixels in):
            # both show, the focus does not hide the light.
            inset = 1 + (math.ceil(5 * self._delegate.scale) + 2 if index.data(HINT_ROLE) else 0)
            painter.drawRoundedRect(card.adjusted(inset, inset, -inset - 1, -inset - 1), 6, 6)
        else:       # an empty row has the focus: the row itself shows it
            painter.setPen(QPen(FOCUS_RING, 2, Qt.PenStyle.DashLine))
            painter.drawRoundedRect(self.viewport().rect().adjusted(1, 1, -2, -2), 6, 6)

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
