"""A route of squares (``engine.boards.route``) drawn at ``route_layout``'s
positions: each square in its kind's colour, each seat's piece in the seat's
colour, and the squares the current options lead to lit; clicking a lit square
answers. A piece that has moved shows its facing as a short tick on the side
it is heading to. It knows no game: the table says which kinds look how, where the
pieces are and which squares are targets."""
from __future__ import annotations

from typing import Iterable, Mapping, Optional, Sequence

import math

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView

from desktop.base.guard import guarded
from desktop.widgets.seat_colours import seat_colour
from engine.boards.route import Route
from engine.boards.route_layout import figure_eight_layout, loop_layout

SQUARE = 30.0                   # a square's diameter, in scene units
PIECE = 14.0                    # a piece's diameter: up to four share a square
SPACING = 44.0                  # between the centres of neighbouring squares along the path
PLAIN = "#e8dcc4"               # a kind the table gives no colour
LIT = QColor("#f2b705")


class RouteView(QGraphicsView):
    square_chosen = Signal(int)         # a lit square, clicked

    def __init__(self, kind_colours: Optional[Mapping[str, str]] = None, parent=None):
        super().__init__(parent)
        self.setScene(QGraphicsScene(self))
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setMinimumSize(160, 120)
        self.kind_colours = dict(kind_colours or {})
        self.centres: list[QPointF] = []
        self._squares: list = []        # the scene's ellipse per square
        self._pieces: list = []         # per seat: (square, facing, its items), or None off the route
        self._lit: set[int] = set()

    def show_route(self, route: Route) -> None:
        """Lay out ``route`` (one loop, or a figure eight) afresh; no pieces, nothing lit."""
        scene = self.scene()
        scene.clear()
        self._pieces, self._lit = [], set()
        self.centres = [QPointF(x, y) for x, y in _layout(route)]
        self._squares = []
        for square, centre in zip(route.squares, self.centres):
            item = scene.addEllipse(_disc(centre, SQUARE), QPen(QColor("#5d5044"), 1.5),
                                    QBrush(QColor(self.kind_colours.get(square.kind, PLAIN))))
            self._squares.append(item)
        scene.setSceneRect(scene.itemsBoundingRect().adjusted(-SQUARE, -SQUARE, SQUARE, SQUARE))
        self._fit()

    def show_pieces(self, squares: Sequence[Optional[int]],
                    facings: Optional[Sequence[Optional[int]]] = None) -> None:
        """Each seat's piece on its square (None: not on the route), several on
        one square side by side; ``facings`` the square each came from (None:
        no facing yet)."""
        scene = self.scene()
        for entry in self._pieces:
            for item in () if entry is None else entry[2]:
                scene.removeItem(item)
        self._pieces = []
        facings = facings or [None] * len(squares)
        for seat, (square, came_from) in enumerate(zip(squares, facings)):
            if square is None:
                self._pieces.append(None)
                continue
            sharing = [s for s in squares if s == square]
            place = sum(1 for s in squares[:seat] if s == square)
            centre = self.centres[square] + _offset(place, len(sharing))
            items = [scene.addEllipse(_disc(centre, PIECE), QPen(QColor("white"), 1.5), QBrush(seat_colour(seat)))]
            if came_from is not None:
                items.append(scene.addLine(self._tick(centre, came_from, square), QPen(seat_colour(seat), 3.0)))
            for item in items:
                item.setZValue(2)
            self._pieces.append((square, came_from, items))

    def show_targets(self, squares: Iterable[int]) -> None:
        """Light the squares the current options lead to (none: nothing to click)."""
        self._lit = set(squares)
        for square, item in enumerate(self._squares):
            lit = square in self._lit
            item.setPen(QPen(LIT if lit else QColor("#5d5044"), 4.0 if lit else 1.5))
            item.setZValue(1 if lit else 0)

    def piece_squares(self) -> list[Optional[int]]:
        """The square each seat's piece is drawn on, by seat."""
        return [None if entry is None else entry[0] for entry in self._pieces]

    def piece_facings(self) -> list[Optional[int]]:
        """The square each seat's piece is drawn as coming from (None: no tick)."""
        return [None if entry is None or len(entry[2]) == 1 else entry[1] for entry in self._pieces]

    def _tick(self, centre: QPointF, came_from: int, square: int) -> QLineF:
        """A short line out of the piece, pointing the way from ``came_from`` through ``square``."""
        way = self.centres[square] - self.centres[came_from]
        length = math.hypot(way.x(), way.y()) or 1.0
        unit = QPointF(way.x() / length, way.y() / length)
        return QLineF(centre + unit * (PIECE / 2), centre + unit * PIECE)

    def lit_squares(self) -> set[int]:
        return set(self._lit)

    def square_point(self, square: int) -> QPointF:
        """Where ``square`` is in the view's own coordinates (for a click)."""
        return QPointF(self.mapFromScene(self.centres[square]))

    def square_at(self, point: QPointF) -> Optional[int]:
        """The square under ``point`` (view coordinates), or None."""
        spot = self.mapToScene(point.toPoint())
        for square, centre in enumerate(self.centres):
            if (spot - centre).manhattanLength() <= SQUARE * 0.7:
                return square
        return None

    def _fit(self) -> None:
        if self.centres:
            self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    @guarded
    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit()

    @guarded
    def mousePressEvent(self, event) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            super().mousePressEvent(event)
            return
        event.accept()                  # a click on the route is the view's, lit or not
        square = self.square_at(event.position())
        if square in self._lit:
            self.square_chosen.emit(square)

    @guarded
    def mouseReleaseEvent(self, event) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            event.accept()
        else:
            super().mouseReleaseEvent(event)


def _layout(route: Route) -> list[tuple[float, float]]:
    """A loop as a rounded rectangle half as tall as wide; two loops as an eight."""
    length = SPACING * len(route)
    if len(route.loops) == 1:
        width = length / 3.0
        return loop_layout(route, width, width / 2, width / 4)
    return figure_eight_layout(route, length / 3.0, length / 5.0)


def _disc(centre: QPointF, diameter: float) -> QRectF:
    return QRectF(centre.x() - diameter / 2, centre.y() - diameter / 2, diameter, diameter)


def _offset(place: int, sharing: int) -> QPointF:
    """Where the ``place``-th of ``sharing`` pieces on a square sits from its centre."""
    if sharing == 1:
        return QPointF(0, 0)
    corners = ((-1, -1), (1, -1), (-1, 1), (1, 1))
    dx, dy = corners[place % 4]
    return QPointF(dx * PIECE / 2, dy * PIECE / 2)
