"""A route of squares (``engine.boards.route``) drawn at ``route_layout``'s
positions: each square in its kind's colour, each seat's piece in the seat's
colour, and the squares the current options lead to lit; clicking a lit square
answers. A piece that has moved shows its facing as a short tick on the side
it is heading to. It knows no game: the table says which kinds look how, where the
pieces are and which squares are targets. A ``board_view`` with the route
layout: zoom, pan, fit, the keyboard cursor (the arrow keys go along the
route), ``set_targets(squares)`` and ``place_chosen(square)`` are the board
view's."""
from __future__ import annotations

from typing import Mapping, Optional, Sequence

import math

from PySide6.QtCore import QLineF, QPointF, QRectF
from PySide6.QtGui import QBrush, QColor, QPen
from PySide6.QtWidgets import QGraphicsEllipseItem

from desktop.widgets.board_layouts import RouteLayout
from desktop.widgets.board_view import CURSOR, BoardView
from desktop.widgets.seat_colours import seat_colour
from engine.boards.route import Route
from engine.boards.route_layout import figure_eight_layout, loop_layout

SQUARE = 30.0                   # a square's diameter, in scene units
PIECE = 14.0                    # a piece's diameter: up to four share a square
SPACING = 44.0                  # between the centres of neighbouring squares along the path
PLAIN = "#e8dcc4"               # a kind the table gives no colour
LIT = QColor("#f2b705")
RIM = QColor("#5d5044")


class SquareItem(QGraphicsEllipseItem):
    """A square's disc in its kind's colour, its rim showing how the decision sees it."""

    def __init__(self, centre: QPointF, colour: str):
        super().__init__(_disc(centre, SQUARE))
        self.setBrush(QBrush(QColor(colour)))
        self.looks = {"target": False, "cursor": False, "hovered": False}
        self._restyle()

    def set_flags(self, *, target=None, dimmed=None, cursor=None, hovered=None) -> None:
        """As ``board_view`` asks; a route dims nothing."""
        for name, value in (("target", target), ("cursor", cursor), ("hovered", hovered)):
            if value is not None:
                self.looks[name] = value
        self._restyle()

    def set_cache(self, mode) -> None:
        self.setCacheMode(mode)

    def _restyle(self) -> None:
        lit, cursor = self.looks["target"], self.looks["cursor"]
        colour = CURSOR if cursor else (QColor("white") if self.looks["hovered"] else LIT) if lit else RIM
        self.setPen(QPen(colour, 4.0 if lit or cursor else 1.5))
        self.setZValue(1 if lit or cursor else 0)


class RouteView(BoardView):
    def __init__(self, kind_colours: Optional[Mapping[str, str]] = None, parent=None):
        super().__init__(None, parent)
        self.setMinimumSize(160, 120)
        self.kind_colours = dict(kind_colours or {})
        self.centres: list[QPointF] = []
        self._pieces: list = []         # per seat: (square, facing, its items), or None off the route

    def show_route(self, route: Route) -> None:
        """Lay out ``route`` (one loop, or a figure eight) afresh; no pieces, nothing lit."""
        self.show_pieces([])
        self.targets = {}
        self.centres = [QPointF(x, y) for x, y in _layout(route)]
        self.board_layout = RouteLayout(route, self.centres, SQUARE * 0.6)
        self.put_places({square: SquareItem(centre, self.kind_colours.get(route.kind(square), PLAIN))
                         for square, centre in enumerate(self.centres)})

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
