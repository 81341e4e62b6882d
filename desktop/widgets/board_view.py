"""A board of places as a QGraphicsView that knows no game: zoom (wheel, pinch,
+ and -), pan (a drag), fit (F, 0), a keyboard cursor going between the places
by the arrow keys, the decision's targets lit, a click, Enter or drop on a lit
place emitting its id, and for another place the line over the board saying why
not.

A place is any hashable id. Where it lies, which place a point falls in and
where an arrow key goes are its layout's (``board_layouts``: hex or route). Its
item (a QGraphicsItem the game draws) has ``set_flags(target=, dimmed=,
cursor=, hovered=)`` (None leaves a flag) and ``set_cache(mode)``. A game's view
subclasses this one: it builds the items and hands them to ``put_places``, and
may extend ``fit_bounds`` (more than the places to fit), ``accepts_drop(mime)``
(what may be dropped) and ``zoom_cache(mode)`` (more items to stop caching
while the zoom changes).

The table sets ``preview_text`` and ``refusal_text`` (place → str | None):
what choosing a target does (hover or cursor), why another place cannot be
chosen now (hover while there are targets; click, Enter or drop at any time).
"""
from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QPainter, QPen, QTransform
from PySide6.QtWidgets import QApplication, QFrame, QGraphicsItem, QGraphicsScene, QGraphicsView

from desktop.base.guard import guarded
from desktop.widgets.board_layouts import ARROW_KEYS
from desktop.widgets.board_words import BoardWords

ZOOM_STEP = 1.2             # one wheel notch
FIT_ROOM = 0.97             # a fitted board leaves this much room, so a slightly smaller window still holds it
FIT_KEPT = 0.9              # after a resize a fitted board keeps its scale while it fills this much of the window
MIN_SCALE, MAX_SCALE = 0.25, 6.0
SETTLE_MS = 250             # the zoom has settled when no step came for this long
PAN_MARGIN = 4000.0         # the scene reaches this far past the board, so it can be panned off centre
CURSOR = QColor("#3fa9ff")  # the keyboard cursor and the focus ring
NO_MODIFIER = ~Qt.KeyboardModifier.KeypadModifier


class BoardView(QGraphicsView):
    place_chosen = Signal(object)           # a lit place: clicked or Enter
    place_hovered = Signal(object)          # the place under the mouse, or None
    place_dropped = Signal(object)          # a lit place something was dropped on
    refused = Signal(str)                   # a gesture on a place that is no target: why, in words

    def __init__(self, board_layout, parent=None):
        super().__init__(parent)
        self.board_layout = board_layout
        self.setScene(QGraphicsScene(self))
        self.place_items: dict = {}
        self.targets: dict = {}
        self.preview_text = None
        self.refusal_text = None
        self.cursor_place = None
        self.hover_place = None
        self._column = None                 # the x the cursor keeps while going up or down
        self._press: QPoint | None = None
        self._panning = False
        self._fitted = False
        self._zoom_active = False
        self._settle = QTimer(self)
        self._settle.setSingleShot(True)
        self._settle.setInterval(SETTLE_MS)
        self._settle.timeout.connect(lambda: self._zooming(False))
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform)
        # a whole repaint on every scroll: the focus ring and the line over the board stay put
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.FullViewportUpdate)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)
        self.viewport().grabGesture(Qt.GestureType.PinchGesture)
        self.words = BoardWords(self.viewport())

    # ------------------------------------------------------------------ the interface
    def put_places(self, items: dict) -> None:
        """Show ``items`` ({place: item}) instead of the places shown so far, fitted."""
        scene = self.scene()
        for item in self.place_items.values():
            scene.removeItem(item)
        self.place_items = dict(items)
        for item in self.place_items.values():
            scene.addItem(item)
        if self.place_items:
            bounds = self.fit_bounds()
            scene.setSceneRect(bounds.adjusted(-PAN_MARGIN, -PAN_MARGIN, PAN_MARGIN, PAN_MARGIN))
        self.cursor_place = self.cursor_place if self.cursor_place in self.place_items else None
        self.hover_place = None
        self.set_targets(self.targets)
        self.fit()

    def set_targets(self, targets) -> None:
        """Light up the places the decision allows (``{place: option}`` or an
        iterable of places); none: nothing lit. While there are targets the
        other places are dimmed."""
        self.targets = dict(targets) if isinstance(targets, dict) else dict.fromkeys(targets)
        deciding = bool(self.targets)
        for place, item in self.place_items.items():
            item.set_flags(target=place in self.targets, dimmed=deciding)
        self._show_info(self.hover_place)

    def fit_bounds(self) -> QRectF:
        """The scene rectangle ``fit`` shows whole: every place's item."""
        bounds = QRectF()
        for item in self.place_items.values():
            bounds = bounds.united(item.sceneBoundingRect())
        return bounds

    def accepts_drop(self, mime) -> bool:
        """Whether a drag carrying ``mime`` may be dropped on a place: none may here."""
        return False

    def zoom_cache(self, mode) -> None:
        """Cache the items as ``mode`` (none while the zoom changes)."""
        for item in self.place_items.values():
            item.set_cache(mode)

    def fit(self, resized: bool = False) -> None:
        """The whole board in the window. After a resize a board that still fits,
        filling most of the window, only moves to the middle: a new scale
        renders every item's cache anew."""
        if not self.place_items:
            return
        bounds = self.fit_bounds().adjusted(-12, -12, 12, 12)
        area = self.viewport().rect().adjusted(2, 2, -2, -2)
        if area.isEmpty():
            return
        needed = min(area.width() / bounds.width(), area.height() / bounds.height())
        scale = self.transform().m11()
        if not (resized and self._fitted and FIT_KEPT * needed <= scale <= needed):
            scale = needed * FIT_ROOM
            self.setTransform(QTransform.fromScale(scale, scale))
        self.centerOn(bounds.center())
        self._fitted = True

    def place_at(self, view_point):
        """The place under a point of the viewport, or None."""
        if not self.place_items:
            return None
        place = self.board_layout.place_at(self.mapToScene(QPoint(round(view_point.x()), round(view_point.y()))))
        return place if place in self.place_items else None

    def place_point(self, place) -> QPointF:
        """Where ``place``'s centre is in the viewport (for a click)."""
        return QPointF(self.mapFromScene(self.board_layout.centre(place)))

    def set_cursor_place(self, place) -> None:
        """Put the keyboard cursor on ``place`` (None: no cursor)."""
        self._column = None
        self._put_cursor(place)

    def zoom_by(self, factor: float, anchor: QPointF | None = None) -> None:
        """Zoom about ``anchor`` (a viewport point; the centre when None), within limits."""
        scale = self.transform().m11()
        factor = max(MIN_SCALE / scale, min(MAX_SCALE / scale, factor))
        if abs(factor - 1.0) < 1e-6:
            return
        if anchor is None:
            anchor = QPointF(self.viewport().rect().center())
        self._zooming(True)
        before = self.mapToScene(anchor.toPoint())
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.NoAnchor)
        self.scale(factor, factor)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        # scroll so that the scene point under the anchor is under it again
        moved = self.viewportTransform().map(before) - QPointF(anchor.toPoint())
        self.pan_by(-round(moved.x()), -round(moved.y()))

    def pan_by(self, dx: int, dy: int) -> None:
        """Move the board by (dx, dy) viewport pixels, as a drag does."""
        hbar, vbar = self.horizontalScrollBar(), self.verticalScrollBar()
        hbar.setValue(hbar.value() - dx)
        vbar.setValue(vbar.value() - dy)

    # ------------------------------------------------------------------ inside
    def _put_cursor(self, place) -> None:
        if place is not None and place not in self.place_items:
            return
        if self.cursor_place in self.place_items:
            self.place_items[self.cursor_place].set_flags(cursor=False)
        self.cursor_place = place
        if place is not None:
            self.place_items[place].set_flags(cursor=True)
            self.ensureVisible(self.place_items[place].sceneBoundingRect(), 8, 8)
            self._show_info(place)
        else:
            self._show_info(self.hover_place)

    def _zooming(self, on: bool) -> None:
        """While the zoom changes, items paint straight to the screen (a cached
        item would be drawn twice for each step); a moment after the last step
        they cache again, sharp at the new scale, for pans and updates."""
        if on:
            self._settle.start()
        if on == self._zoom_active:
            return
        self._zoom_active = on
        self.zoom_cache(QGraphicsItem.CacheMode.NoCache if on else QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def _show_info(self, place) -> None:
        """The line over the board: what choosing the place under the mouse (or
        the cursor) would do, or why it cannot be chosen now."""
        text = None
        if place is not None and place in self.targets and self.preview_text is not None:
            text = self.preview_text(place)
        elif place is not None and self.targets and self.refusal_text is not None:
            text = self.refusal_text(place)
        self._say(text, place)

    def _say(self, text, place) -> None:
        about = self.mapFromScene(self.board_layout.centre(place)) if text and place is not None else None
        self.words.say(text, about)

    def _choose(self, place, dropped: bool = False) -> None:
        """A click, Enter or a drop on ``place``: the signal for a target, the refusal otherwise."""
        if place is None:
            return
        if place in self.targets:
            (self.place_dropped if dropped else self.place_chosen).emit(place)
            return
        text = self.refusal_text(place) if self.refusal_text is not None else None
        if text:
            self._say(text, place)
            self.refused.emit(text)

    def _hover(self, place) -> None:
        if place == self.hover_place:
            return
        if self.hover_place in self.place_items:
            self.place_items[self.hover_place].set_flags(hovered=False)
        self.hover_place = place
        if place is not None:
            self.place_items[place].set_flags(hovered=True)
        # Off the board, the keyboard's cursor speaks only while the board has the keyboard:
        # else the last words would stay over the board after the mouse left it.
        self._show_info(place if place is not None else self.cursor_place if self.hasFocus() else None)
        self.place_hovered.emit(place)

    def _move_cursor(self, key) -> None:
        if not self.place_items:
            return
        if self.cursor_place is None:
            self.set_cursor_place(self._first_place())
            return
        place, self._column = self.board_layout.step(self.cursor_place, key, self._column, self.place_items)
        if place is not None:
            self._put_cursor(place)

    def _first_place(self):
        """Where the cursor starts: the first target, else the layout's home place or the first place."""
        if self.targets:
            return min(self.targets, key=self.board_layout.order)
        return self.board_layout.home if self.board_layout.home in self.place_items else next(iter(self.place_items))

    def _zoomed(self, factor: float, anchor: QPointF | None = None) -> None:
        """A zoom the player asked for: the board is no longer fitted."""
        self.zoom_by(factor, anchor)
        self._fitted = False

    # ------------------------------------------------------------------ Qt events
    @guarded
    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if self._fitted:
            self.fit(resized=True)
        if self.words.isVisible():
            self._show_info(self.hover_place if self.hover_place is not None else self.cursor_place)

    @guarded
    def wheelEvent(self, event) -> None:
        steps = event.angleDelta().y() / 120.0
        if steps:
            self._zoomed(ZOOM_STEP ** steps, event.position())
            self._hover(self.place_at(event.position()))
        event.accept()

    @guarded(default=False)
    def viewportEvent(self, event) -> bool:
        kind = event.type()
        if kind == QEvent.Type.Gesture:
            pinch = event.gesture(Qt.GestureType.PinchGesture)
            if pinch is not None:
                centre = self.viewport().mapFromGlobal(pinch.centerPoint().toPoint())
                self._zoomed(pinch.scaleFactor(), QPointF(centre))
                event.accept()
                return True
        if kind == QEvent.Type.NativeGesture and event.gestureType() == Qt.NativeGestureType.ZoomNativeGesture:
            self._zoomed(1.0 + event.value(), event.position())
            return True
        return super().viewportEvent(event)

    @guarded
    def mousePressEvent(self, event) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self._press = event.position().toPoint()
            self._panning = False
            event.accept()
            return
        super().mousePressEvent(event)

    @guarded
    def mouseMoveEvent(self, event) -> None:
        point = event.position().toPoint()
        if self._press is not None and event.buttons() & Qt.MouseButton.LeftButton:
            delta = point - self._press
            if self._panning or delta.manhattanLength() >= QApplication.startDragDistance():
                self._panning = True
                self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
                self.pan_by(delta.x(), delta.y())
                self._press = point
                self._fitted = False
            return
        self._hover(self.place_at(point))

    @guarded
    def mouseReleaseEvent(self, event) -> None:
        if event.button() != Qt.MouseButton.LeftButton or self._press is None:
            super().mouseReleaseEvent(event)
            return
        panned = self._panning
        self._press, self._panning = None, False
        self.viewport().unsetCursor()
        if not panned:
            self._choose(self.place_at(event.position().toPoint()))

    @guarded
    def leaveEvent(self, event) -> None:
        self._hover(None)
        super().leaveEvent(event)

    @guarded
    def keyPressEvent(self, event) -> None:
        key = event.key()
        plain = not event.modifiers() & NO_MODIFIER
        if key in ARROW_KEYS and plain:
            self._move_cursor(key)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.cursor_place is not None:
            self._choose(self.cursor_place)
        elif key == Qt.Key.Key_Escape and self.cursor_place is not None:
            self.set_cursor_place(None)
        elif key in (Qt.Key.Key_F, Qt.Key.Key_0) and plain:
            self.fit()
        elif key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal):
            self._zoomed(ZOOM_STEP)
        elif key == Qt.Key.Key_Minus:
            self._zoomed(1 / ZOOM_STEP)
        else:
            event.ignore()
            return
        event.accept()

    @guarded
    def focusInEvent(self, event) -> None:
        super().focusInEvent(event)
        # Tab onto the board: the cursor on a lit place (it may have stayed on one lit before, or on none).
        unlit = self.cursor_place is None or (self.targets and self.cursor_place not in self.targets)
        if unlit and self.place_items and event.reason() in (
                Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason, Qt.FocusReason.ShortcutFocusReason):
            self.set_cursor_place(self._first_place())
        self.viewport().update()

    @guarded
    def focusOutEvent(self, event) -> None:
        super().focusOutEvent(event)
        self.viewport().update()

    @guarded
    def drawForeground(self, painter: QPainter, rect: QRectF) -> None:
        if not self.hasFocus():
            return
        # the focus ring: round the viewport's edge, in pixels whatever the zoom
        painter.save()
        painter.resetTransform()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)     # whole pixels, sharp
        painter.setPen(QPen(CURSOR, 3))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(self.viewport().rect().adjusted(1, 1, -2, -2))
        painter.restore()

    def _takes(self, event) -> bool:
        """Accept a drag's event (as a copy) if what it carries may be dropped here."""
        if not self.accepts_drop(event.mimeData()):
            event.ignore()
            return False
        event.setDropAction(Qt.DropAction.CopyAction)
        event.accept()
        return True

    @guarded
    def dragEnterEvent(self, event) -> None:
        self._takes(event)

    @guarded
    def dragMoveEvent(self, event) -> None:
        if self._takes(event):
            self._hover(self.place_at(event.position().toPoint()))

    @guarded
    def dragLeaveEvent(self, event) -> None:
        self._hover(None)
        event.accept()

    @guarded
    def dropEvent(self, event) -> None:
        if self._takes(event):
            self._choose(self.place_at(event.position().toPoint()), dropped=True)
