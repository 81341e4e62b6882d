"""The labyrinth as a QGraphicsView: the items of ``items``, zoom, pan, the
decision's targets, the keyboard cursor and the drop of an adventurer chip.
The interface is described in the package's docstring."""
from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QPainter, QPen, QPixmapCache, QTransform
from PySide6.QtWidgets import QApplication, QFrame, QGraphicsItem, QGraphicsScene, QGraphicsView, QLabel

from desktop.games.guild_masters.labyrinth import geometry
from desktop.games.guild_masters.labyrinth.drag import dragged_adventurer
from desktop.games.guild_masters.labyrinth.items import CURSOR, BoardItem, CellItem, LabItem
from desktop.games.guild_masters.labyrinth.words import word
from desktop.base.guard import guarded
from desktop.widgets.plain_text import plain_label
from engine.boards.hex import Hex
from engine.games.guild_masters.content import standard

ZOOM_STEP = 1.2             # one wheel notch
FIT_ROOM = 0.97             # a fitted map leaves this much room, so a slightly smaller window still holds it
FIT_KEPT = 0.9              # after a resize a fitted map keeps its scale while it fills this much of the window
MIN_SCALE, MAX_SCALE = 0.25, 6.0
SETTLE_MS = 250             # the zoom has settled when no step came for this long
PAN_MARGIN = 4000.0         # the scene reaches this far past the map, so it can be panned off centre
LABEL_WIDTH = 320           # the line over the map wraps at this width (pixels)
BACKGROUND = QColor("#1d2326")
# The items' device caches live in QPixmapCache: a full-screen map (the board and two
# layers of each cell) must fit in it with the cards, or each repaint renders every item anew.
PIXMAP_CACHE_KB = 96 * 1024
LAB_CELL = Hex(-4, 2)       # where the Floating Lab sits: off the map, past its west corner
# Arrow keys: Left and Right are the neighbours west and east; Up and Down
# each have two neighbours, and the one nearer the column the cursor keeps goes.
LEFT, RIGHT, UP, DOWN = (3,), (0,), (1, 2), (4, 5)
KEY_DIRECTIONS = {Qt.Key.Key_Left: LEFT, Qt.Key.Key_Right: RIGHT, Qt.Key.Key_Up: UP, Qt.Key.Key_Down: DOWN}


class _Look:
    """What every item paints with: the content records and the seats' colours."""
    __slots__ = ("content", "colours")

    def __init__(self, content):
        self.content = content
        self.colours = {}


class LabyrinthView(QGraphicsView):
    cell_chosen = Signal(object)            # a Hex among the targets: clicked or Enter
    cell_hovered = Signal(object)           # the Hex under the mouse, or None
    adventurer_dropped = Signal(object)     # a Hex among the targets an adventurer chip was dropped on
    refused = Signal(str)                   # a gesture on a cell that is no target: why, in words

    def __init__(self, parent=None, content=None):
        super().__init__(parent)
        self.setObjectName("labyrinth")
        self.look = _Look(content if content is not None else standard())
        QPixmapCache.setCacheLimit(max(QPixmapCache.cacheLimit(), PIXMAP_CACHE_KB))
        self.setScene(QGraphicsScene(self))
        self.items_by_cell: dict[Hex, CellItem] = {}
        self.board: BoardItem | None = None
        self.lab = LabItem(self.look)
        self.lab.setPos(geometry.centre(LAB_CELL))
        self.lab.set_seat(None)
        self.scene().addItem(self.lab)
        self.targets: dict = {}
        self.preview_text = None            # Hex -> str | None, set by the table
        self.refusal_text = None            # Hex -> str | None, set by the table
        self.cursor_cell: Hex | None = None
        self.hover_cell: Hex | None = None
        self.last_updated: list[Hex] = []   # the cells the last show_cells repainted
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
        # a whole repaint on every scroll: the focus ring and the line over the map stay put
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.FullViewportUpdate)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setBackgroundBrush(BACKGROUND)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)
        self.setAcceptDrops(True)
        self.viewport().grabGesture(Qt.GestureType.PinchGesture)
        self.setMinimumSize(240, 200)
        self.label = plain_label(parent=self.viewport())
        self.label.setObjectName("labyrinthInfo")
        self.label.setWordWrap(True)
        self.label.setStyleSheet("QLabel#labyrinthInfo { background: rgba(20, 16, 12, 215); color: #f5ecd8;"
                                 " border-radius: 6px; padding: 6px 9px; }")
        self.label.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.label.hide()
        self._retranslate()

    def _retranslate(self) -> None:
        self.setAccessibleName(word("map"))
        self.setAccessibleDescription(word("keys"))
        for item in (*self.items_by_cell.values(), self.lab):
            item.update()

    # ------------------------------------------------------------------ the interface
    def set_content(self, content) -> None:
        """The content records the tiles are drawn from (the game's ``content`` option)."""
        self.look.content = content
        for item in self.items_by_cell.values():
            item.update()

    def show_cells(self, cells: list, changes=None) -> None:
        """Show the view's cells. A new map builds the items once; after that only
        the cells in ``changes.places`` (``Place("cell", cell=hex)``) are looked at,
        or every cell when ``changes`` or its places is None, and an item repaints
        only when its cell differs from what it shows."""
        entries = {Hex(*entry["cell"]): entry for entry in cells}
        if entries.keys() != self.items_by_cell.keys():
            self._build(entries)
            return
        places = getattr(changes, "places", None)
        if places is None:
            wanted = entries.keys()
        else:
            wanted = [p.cell for p in places if p.zone == "cell" and p.cell in entries]
        self.last_updated = [cell for cell in wanted if self.items_by_cell[cell].set_entry(entries[cell])]

    def set_targets(self, targets: dict) -> None:
        """Light up the cells the decision allows, ``{Hex: option}``; {} for none.
        While there are targets the other cells are dimmed."""
        self.targets = dict(targets)
        deciding = bool(self.targets)
        for cell, item in self.items_by_cell.items():
            item.set_flags(target=cell in self.targets, dimmed=deciding)
        self._show_info(self.hover_cell)

    def set_colours(self, colours: dict) -> None:
        """The players' colours, ``{seat: QColor}``."""
        self.look.colours = dict(colours)
        for item in self.items_by_cell.values():
            item.update()
        self.lab.update()

    def set_floating_lab(self, seat) -> None:
        """Show the Floating Lab of ``seat`` off the map (None: nobody has one)."""
        self.lab.set_seat(seat)

    def fit(self, resized: bool = False) -> None:
        """The whole map in the window. After a resize a map that still fits,
        filling most of the window, only moves to the middle: a new scale
        renders every item's cache anew (a row of cards showing or hiding
        under the map would cost that twice a round)."""
        if not self.items_by_cell:
            return
        bounds = geometry.map_bounds(self.items_by_cell)
        if self.lab.isVisible():
            bounds = bounds.united(self.lab.sceneBoundingRect())
        bounds = bounds.adjusted(-12, -12, 12, 12)
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

    def cell_at(self, view_point) -> Hex | None:
        """The map's cell under a point of the viewport, or None."""
        cell = geometry.cell_at(self.mapToScene(QPoint(round(view_point.x()), round(view_point.y()))))
        return cell if cell in self.items_by_cell else None

    def set_cursor_cell(self, cell) -> None:
        """Put the keyboard cursor on ``cell`` (None: no cursor)."""
        self._column = None
        self._put_cursor(cell)

    def _put_cursor(self, cell) -> None:
        if cell is not None and cell not in self.items_by_cell:
            return
        if self.cursor_cell in self.items_by_cell:
            self.items_by_cell[self.cursor_cell].set_flags(cursor=False)
        self.cursor_cell = cell
        if cell is not None:
            self.items_by_cell[cell].set_flags(cursor=True)
            self.ensureVisible(self.items_by_cell[cell].sceneBoundingRect(), 8, 8)
            self._show_info(cell)
        else:
            self._show_info(self.hover_cell)

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

    def _zooming(self, on: bool) -> None:
        """While the zoom changes, items paint straight to the screen (a cached
        item would be drawn twice for each step); a moment after the last step
        they cache again, sharp at the new scale, for pans and updates."""
        if on:
            self._settle.start()
        if on == self._zoom_active:
            return
        self._zoom_active = on
        mode = QGraphicsItem.CacheMode.NoCache if on else QGraphicsItem.CacheMode.DeviceCoordinateCache
        for item in self.items_by_cell.values():
            item.set_cache(mode)
        if self.board is not None:
            self.board.setCacheMode(mode)

    def pan_by(self, dx: int, dy: int) -> None:
        """Move the map by (dx, dy) viewport pixels, as a drag does."""
        hbar, vbar = self.horizontalScrollBar(), self.verticalScrollBar()
        hbar.setValue(hbar.value() - dx)
        vbar.setValue(vbar.value() - dy)

    # ------------------------------------------------------------------ inside
    def _build(self, entries: dict) -> None:
        scene = self.scene()
        for item in self.items_by_cell.values():
            scene.removeItem(item)
        if self.board is not None:
            scene.removeItem(self.board)
        self.items_by_cell = {}
        self.board = BoardItem(entries, {cell for cell, entry in entries.items() if entry.get("edge")})
        scene.addItem(self.board)
        for cell, entry in sorted(entries.items(), key=lambda pair: (pair[0].r, pair[0].q)):
            item = CellItem(cell, entry, self.look)
            scene.addItem(item)
            self.items_by_cell[cell] = item
        self.last_updated = list(self.items_by_cell)
        if self.items_by_cell:
            bounds = geometry.map_bounds(self.items_by_cell)
            scene.setSceneRect(bounds.adjusted(-PAN_MARGIN, -PAN_MARGIN, PAN_MARGIN, PAN_MARGIN))
        self.cursor_cell = self.cursor_cell if self.cursor_cell in self.items_by_cell else None
        self.hover_cell = None
        self.set_targets(self.targets)
        self.fit()

    def _show_info(self, cell) -> None:
        """The line over the map: what choosing the cell under the mouse (or the
        cursor) would do and cost, or why it cannot be chosen now."""
        text = None
        if cell is not None and cell in self.targets and self.preview_text is not None:
            text = self.preview_text(cell)
        elif cell is not None and self.targets and self.refusal_text is not None:
            text = self.refusal_text(cell)
        self._set_label(text, cell)

    def _set_label(self, text, cell=None) -> None:
        """Show ``text`` over the map, in the corner away from ``cell`` (so that it never hides it)."""
        if not text:
            self.label.hide()
            return
        self.label.setText(text)
        # as wide as one line of the text (padding included), wrapping past LABEL_WIDTH
        line = self.label.fontMetrics().horizontalAdvance(text) + 24
        self.label.setFixedWidth(max(60, min(line, LABEL_WIDTH, self.viewport().width() - 24)))
        self.label.setFixedHeight(self.label.heightForWidth(self.label.width()))
        # in the corner away from the cell it is about: the map's corners are mostly background
        about = self.mapFromScene(geometry.centre(cell)) if cell is not None else None
        area = self.viewport().rect()
        top = about is not None and about.y() > area.height() / 2
        left = about is None or about.x() > area.width() / 2
        self.label.move(12 if left else area.width() - self.label.width() - 12,
                        12 if top else area.height() - self.label.height() - 12)
        self.label.show()
        self.label.raise_()

    def _choose(self, cell, dropped: bool = False) -> None:
        """A click, Enter or a drop on ``cell``: the signal for a target, the refusal otherwise."""
        if cell is None:
            return
        if cell in self.targets:
            (self.adventurer_dropped if dropped else self.cell_chosen).emit(cell)
            return
        text = self.refusal_text(cell) if self.refusal_text is not None else None
        if text:
            self._set_label(text, cell)
            self.refused.emit(text)

    def _hover(self, cell) -> None:
        if cell == self.hover_cell:
            return
        if self.hover_cell in self.items_by_cell:
            self.items_by_cell[self.hover_cell].set_flags(hovered=False)
        self.hover_cell = cell
        if cell is not None:
            self.items_by_cell[cell].set_flags(hovered=True)
        # Off the map, the keyboard's cursor speaks only while the map has the keyboard:
        # else the last words would stay over the map after the mouse left it.
        self._show_info(cell if cell is not None else self.cursor_cell if self.hasFocus() else None)
        self.cell_hovered.emit(cell)

    def _move_cursor(self, directions: tuple) -> None:
        if not self.items_by_cell:
            return
        current = self.cursor_cell
        if current is None:
            self.set_cursor_cell(self._first_cell())
            return
        candidates = [current.neighbour(d) for d in directions if current.neighbour(d) in self.items_by_cell]
        if not candidates:
            return
        if len(directions) == 1:            # west or east: a new column to keep
            self.set_cursor_cell(candidates[0])
            return
        if self._column is None:
            self._column = geometry.centre(current).x()
        # up or down: the neighbour nearer the kept column (on a tie the first, the east one)
        self._put_cursor(min(candidates, key=lambda c: abs(geometry.centre(c).x() - self._column)))

    def _first_cell(self) -> Hex:
        """Where the cursor starts: the first target, else the map's centre cell."""
        if self.targets:
            return sorted(self.targets, key=lambda c: (c.r, c.q))[0]
        return Hex(0, 0) if Hex(0, 0) in self.items_by_cell else next(iter(self.items_by_cell))

    # ------------------------------------------------------------------ Qt events
    @guarded
    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    @guarded
    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if self._fitted:
            self.fit(resized=True)
        if self.label.isVisible():
            self._show_info(self.hover_cell if self.hover_cell is not None else self.cursor_cell)

    @guarded
    def wheelEvent(self, event) -> None:
        steps = event.angleDelta().y() / 120.0
        if steps:
            self.zoom_by(ZOOM_STEP ** steps, event.position())
            self._fitted = False
            self._hover(self.cell_at(event.position()))
        event.accept()

    @guarded(default=False)
    def viewportEvent(self, event) -> bool:
        kind = event.type()
        if kind == QEvent.Type.Gesture:
            pinch = event.gesture(Qt.GestureType.PinchGesture)
            if pinch is not None:
                centre = self.viewport().mapFromGlobal(pinch.centerPoint().toPoint())
                self.zoom_by(pinch.scaleFactor(), QPointF(centre))
                self._fitted = False
                event.accept()
                return True
        if kind == QEvent.Type.NativeGesture and event.gestureType() == Qt.NativeGestureType.ZoomNativeGesture:
            self.zoom_by(1.0 + event.value(), event.position())
            self._fitted = False
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
        self._hover(self.cell_at(point))

    @guarded
    def mouseReleaseEvent(self, event) -> None:
        if event.button() != Qt.MouseButton.LeftButton or self._press is None:
            super().mouseReleaseEvent(event)
            return
        panned = self._panning
        self._press, self._panning = None, False
        self.viewport().unsetCursor()
        if not panned:
            self._choose(self.cell_at(event.position().toPoint()))

    @guarded
    def leaveEvent(self, event) -> None:
        self._hover(None)
        super().leaveEvent(event)

    @guarded
    def keyPressEvent(self, event) -> None:
        key = event.key()
        if key in KEY_DIRECTIONS and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            self._move_cursor(KEY_DIRECTIONS[key])
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.cursor_cell is not None:
            self._choose(self.cursor_cell)
        elif key == Qt.Key.Key_Escape and self.cursor_cell is not None:
            self.set_cursor_cell(None)
        elif key in (Qt.Key.Key_F, Qt.Key.Key_0) and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            self.fit()
        elif key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal):
            self.zoom_by(ZOOM_STEP)
            self._fitted = False
        elif key == Qt.Key.Key_Minus:
            self.zoom_by(1 / ZOOM_STEP)
            self._fitted = False
        else:
            event.ignore()
            return
        event.accept()

    @guarded
    def focusInEvent(self, event) -> None:
        super().focusInEvent(event)
        # Tab onto the map: the cursor on a lit area (it may have stayed on one lit before, or on none).
        unlit = self.cursor_cell is None or (self.targets and self.cursor_cell not in self.targets)
        if unlit and self.items_by_cell and event.reason() in (
                Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason, Qt.FocusReason.ShortcutFocusReason):
            self.set_cursor_cell(self._first_cell())
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

    @guarded
    def dragEnterEvent(self, event) -> None:
        if dragged_adventurer(event.mimeData()) is None:
            event.ignore()
            return
        event.setDropAction(Qt.DropAction.CopyAction)
        event.accept()

    @guarded
    def dragMoveEvent(self, event) -> None:
        if dragged_adventurer(event.mimeData()) is None:
            event.ignore()
            return
        self._hover(self.cell_at(event.position().toPoint()))
        event.setDropAction(Qt.DropAction.CopyAction)
        event.accept()

    @guarded
    def dragLeaveEvent(self, event) -> None:
        self._hover(None)
        event.accept()

    @guarded
    def dropEvent(self, event) -> None:
        if dragged_adventurer(event.mimeData()) is None:
            event.ignore()
            return
        event.setDropAction(Qt.DropAction.CopyAction)
        event.accept()
        self._choose(self.cell_at(event.position().toPoint()), dropped=True)
