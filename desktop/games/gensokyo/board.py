"""The Gensokyo board: the map the view names (a loop of 31 or 46 squares, or
the cross map's figure eight) as a path of square tiles on the shared board
view, with the pieces in the seats' colours (a tick shows the facing on the
cross map). Zoom, pan, fit, the keyboard cursor, ``set_targets`` and
``place_chosen`` are ``BoardView``'s; places are the view's square ids."""
from __future__ import annotations

import math
from typing import Callable, Optional

from PySide6.QtCore import QLineF, QPointF, QRectF
from PySide6.QtGui import QBrush, QColor, QPen

from desktop.games.gensokyo.board_items import TILE, SquareTile
from desktop.widgets.board_layouts import RouteLayout
from desktop.widgets.board_view import BoardView
from desktop.widgets.seat_colours import seat_colour
from engine.boards.route_layout import figure_eight_layout, loop_layout
from engine.games.gensokyo.board import board_for

SPACING = 52.0                  # between neighbouring squares' centres
PIECE = 16.0


class _IdLayout(RouteLayout):
    """A route layout whose places are square ids rather than indices."""

    def __init__(self, board, centres):
        super().__init__(board.route, centres, TILE / 2)
        self.ids = [board.square_id(i) for i in range(len(board))]
        self.index = {sid: i for i, sid in enumerate(self.ids)}
        self.home = self.ids[board.start]
        self.beside = {sid: {self.ids[o] for o in board.route.neighbours[i]} for i, sid in enumerate(self.ids)}

    def centre(self, square):
        return self.centres[self.index[square]]

    def place_at(self, point):
        found = super().place_at(point)
        return None if found is None else self.ids[found]

    def order(self, square):
        return self.index[square]

    def step(self, square, key, column, places):
        found, _ = super().step(self.index[square], key, column, {self.index[p] for p in places if p in self.index})
        return (None if found is None else self.ids[found]), None


class GensokyoBoard(BoardView):
    def __init__(self, face: Optional[Callable] = None, parent=None):
        super().__init__(None, parent)
        self.setMinimumSize(200, 150)
        self.face = face
        self.map_key: Optional[tuple] = None
        self.tiles: dict[str, SquareTile] = {}
        self._pieces: list = []
        self.crossing = False           # the cross map: pieces show their facing

    def show_board(self, view: dict, names: list, changes=None) -> None:
        """Draw ``view``; only the tiles whose land changed are redrawn (``changes``
        is accepted as the table passes it; the tiles compare what they show)."""
        key = (view["map"], len(view["players"]))
        if key != self.map_key:
            self._lay_out(board_for(*key))
            self.map_key = key
        for square, tile in self.tiles.items():
            tile.show_land(view["lands"].get(square), self.face)
        self._show_pieces(view["players"])

    def set_targets(self, targets) -> None:
        """As ``BoardView``'s, ignoring ids that are no square of this map."""
        targets = dict(targets) if isinstance(targets, dict) else dict.fromkeys(targets or ())
        super().set_targets({k: v for k, v in targets.items() if k in self.tiles})

    def _lay_out(self, board) -> None:
        self._clear_pieces()
        self.targets = {}
        length = SPACING * len(board)
        self.crossing = len(board.route.loops) == 2
        if len(board.route.loops) == 1:
            width = length / 3.0
            points = loop_layout(board.route, width, width / 2, width / 6)
        else:
            points = figure_eight_layout(board.route, length / 2.6, length / 4.2)
        centres = [QPointF(x, y) for x, y in points]
        self.board_layout = _IdLayout(board, centres)
        self.tiles = {board.square_id(i): SquareTile(c, board.kind[i], board.attribute[i], board.grade[i])
                      for i, c in enumerate(centres)}
        self.put_places(dict(self.tiles))

    def _clear_pieces(self) -> None:
        for items in self._pieces:
            for item in items:
                self.scene().removeItem(item)
        self._pieces = []

    def _show_pieces(self, players: list) -> None:
        self._clear_pieces()
        squares = [p["at"] for p in players]
        for seat, player in enumerate(players):
            if player["bankrupt"] or player["at"] not in self.tiles:
                self._pieces.append([])
                continue
            place = squares[:seat].count(player["at"])
            centre = self.tiles[player["at"]].centre + _offset(place, squares.count(player["at"]))
            rect = QRectF(centre.x() - PIECE / 2, centre.y() - PIECE / 2, PIECE, PIECE)
            items = [self.scene().addEllipse(rect, QPen(QColor("white"), 1.5), QBrush(seat_colour(seat)))]
            if self.crossing and player["facing"] in self.tiles:
                items.append(self.scene().addLine(self._tick(centre, player["facing"], player["at"]),
                                                  QPen(seat_colour(seat), 3.0)))
            for item in items:
                item.setZValue(3)
            self._pieces.append(items)

    def _tick(self, centre: QPointF, came_from: str, square: str) -> QLineF:
        way = self.tiles[square].centre - self.tiles[came_from].centre
        length = math.hypot(way.x(), way.y()) or 1.0
        unit = QPointF(way.x() / length, way.y() / length)
        return QLineF(centre + unit * (PIECE / 2), centre + unit * PIECE)


def _offset(place: int, sharing: int) -> QPointF:
    if sharing == 1:
        return QPointF(0, 0)
    dx, dy = ((-1, -1), (1, -1), (-1, 1), (1, 1))[place % 4]
    return QPointF(dx * PIECE / 2, dy * PIECE / 2)
