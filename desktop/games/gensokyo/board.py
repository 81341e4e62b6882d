"""The Gensokyo board: the map the view names (a loop of 31 or 46 squares, or
the cross map's figure eight, drawn as an "∞" whose strokes cross at START) as
a path of square tiles on a track, on the shared board view: each area's
squares joined by a band (in the owner's colour for a monopoly, with a crown on
its tiles), the pieces in the seats' colours (a tick shows the facing on the
cross map), the seats' laps and checks near START.

``walk`` takes a piece square by square along its move and ``flash_money``
shows money gained or paid rising over a square; with ``animations`` off both
are instant (a walk jumps, no money rises). Zoom, pan, fit, the keyboard
cursor, ``set_targets`` and ``place_chosen`` are ``BoardView``'s; places are
the view's square ids."""
from __future__ import annotations

from typing import Callable, Optional

from PySide6.QtCore import QPointF

from desktop.games.gensokyo.board_items import TILE, SquareTile
from desktop.games.gensokyo.board_marks import AreaBand, LapBoard, MoneyFlash, monopoly_owner, track_item
from desktop.games.gensokyo.board_pieces import Piece, Walk, share_offset
from desktop.widgets.board_layouts import RouteLayout
from desktop.widgets.board_view import BoardView
from engine.boards.route_layout import figure_eight_layout, loop_layout
from engine.games.gensokyo.board import board_for

SPACING = 52.0                  # between neighbouring squares' centres
CROSS_SPACING = 62.0            # the "∞": its strokes leave START at 45°, where upright tiles need √2 × TILE and more
GERONO_LENGTH = 6.097           # a lemniscate of Gerono's length, in its half-widths
WALK_MS = 90


class _IdLayout(RouteLayout):
    """A route layout whose places are square ids rather than indices."""

    def __init__(self, board, centres):
        super().__init__(board.route, centres, TILE / 2)
        self.ids = [board.square_id(i) for i in range(len(board))]
        self.index = {sid: i for i, sid in enumerate(self.ids)}
        self.home = self.ids[board.start]

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
        self.animations = True          # False: walks jump and no money rises (tests, a player's choice)
        self.map_key: Optional[tuple] = None
        self.tiles: dict[str, SquareTile] = {}
        self.pieces: list[Piece] = []
        self.areas: list[tuple[list, AreaBand]] = []     # (square ids, band)
        self.laps: Optional[LapBoard] = None
        self.crossing = False           # the cross map: pieces show their facing
        self._scenery: list = []        # track, bands and lap board: gone with the map
        self._players: list = []
        self._walk: Optional[Walk] = None
        self._flashes: list[MoneyFlash] = []

    def show_board(self, view: dict, names: list, changes=None) -> None:
        """Draw ``view``; a walk going on ends first. Only the tiles whose land
        changed and the pieces that moved are redrawn (``changes`` is accepted
        as the table passes it; tiles and pieces compare what they show)."""
        self.skip()
        key = (view["map"], len(view["players"]))
        if key != self.map_key:
            self._lay_out(board_for(*key), len(view["players"]))
            self.map_key = key
        lands = view["lands"]
        for square, tile in self.tiles.items():
            tile.show_land(lands.get(square), self.face)
        for area, band in self.areas:
            owner = monopoly_owner(area, lands)
            band.set_owner(owner)
            for square in area:
                self.tiles[square].set_monopoly(owner)
        self._players = view["players"]
        self._show_pieces()
        self.laps.show_players(self._players)

    # What a drag may carry onto the board: the table's reader of its payload
    # (mime -> card or None); ``dragged`` is the card of the drag now over it.
    read_drag = None
    dragged = None

    def accepts_drop(self, mime) -> bool:
        self.dragged = self.read_drag(mime) if self.read_drag is not None else None
        return self.dragged is not None

    def set_targets(self, targets) -> None:
        """As ``BoardView``'s, ignoring ids that are no square of this map."""
        targets = dict(targets) if isinstance(targets, dict) else dict.fromkeys(targets or ())
        super().set_targets({k: v for k, v in targets.items() if k in self.tiles})

    # ------------------------------------------------------------------ moves and money
    def walk(self, seat: int, squares: list, ms_per_square: int = WALK_MS) -> None:
        """Take ``seat``'s piece along ``squares`` (ids, from where it was to
        where it stops), one square each ``ms_per_square``; it then rests as
        the last view shows it. Any walk going on ends first."""
        self.skip()
        if not 0 <= seat < len(self.pieces):
            return
        points = [self.tiles[s].centre for s in squares if s in self.tiles]
        if not self.animations or len(points) < 2:
            self._rest(seat, squares[-1] if squares else None)
            return
        self._walk = Walk(self.pieces[seat], points, ms_per_square, lambda: self._rest(seat, squares[-1]), self)
        self._walk.start()

    def walking(self) -> bool:
        return self._walk is not None and self._walk.running()

    def skip(self) -> None:
        """End the walk going on at once: the piece at its last square."""
        walk, self._walk = self._walk, None
        if walk is not None:
            walk.finish()
            walk.deleteLater()

    def flash_money(self, square: str, amount: int) -> None:
        """``+40圓`` (gained) or ``−30圓`` (paid) rising over ``square`` and fading."""
        if not self.animations or square not in self.tiles:
            return
        self._flashes = [f for f in self._flashes if f.running()]
        self._flashes.append(MoneyFlash(self.scene(), self.tiles[square].centre, amount, self))

    def flashes(self) -> list:
        """The money texts rising now."""
        return [f.item for f in self._flashes if f.running()]

    # ------------------------------------------------------------------ inside
    def _lay_out(self, board, seats: int) -> None:
        self.skip()
        for flash in self._flashes:         # money over squares of the old map
            flash.end()
        self._flashes = []
        for item in self._scenery + self.pieces:
            self.scene().removeItem(item)
        self.targets = {}
        self.crossing = len(board.route.loops) == 2
        if self.crossing:
            half = CROSS_SPACING * len(board) / GERONO_LENGTH
            # the engine's "8" stands upright; turned a quarter it lies as "∞", the lobes side by side
            points = [QPointF(y, -x) for x, y in figure_eight_layout(board.route, half, 2 * half)]
            laps_at = QPointF(0, 2.2 * TILE + 30)     # in the waist below the crossing, clear of its strokes
        else:
            width = SPACING * len(board) / 3.0
            points = [QPointF(x, y) for x, y in loop_layout(board.route, width, width / 2, width / 6)]
            laps_at = QPointF(0, points[board.start].y() - TILE - seats * LapBoard.ROW - 14)
        self.board_layout = _IdLayout(board, points)
        sid = board.square_id
        self.tiles = {sid(i): SquareTile(c, board.kind[i], board.attribute[i], board.grade[i])
                      for i, c in enumerate(points)}
        track = track_item([[points[i] for i in loop] for loop in board.route.loops])
        self.areas = [([sid(i) for i in area], AreaBand([points[i] for i in _along(board, area)], board.attribute[area[0]]))
                      for area in board.areas]
        self.laps = LapBoard(seats, len(board.checks), laps_at)
        self._scenery = [track, *(band for _, band in self.areas), self.laps]
        self.pieces = [Piece(seat) for seat in range(seats)]
        for item in self._scenery + self.pieces:
            self.scene().addItem(item)
        self.put_places(dict(self.tiles))

    def _show_pieces(self) -> None:
        for seat in range(len(self.pieces)):
            self._rest(seat, None)

    def _rest(self, seat: int, square: Optional[str]) -> None:
        """Put ``seat``'s piece where the last view has it (or on ``square``,
        the end of a walk the view does not know yet), moving it only if its
        place changed."""
        piece = self.pieces[seat]
        player = self._players[seat] if seat < len(self._players) else None
        if player is None or player["bankrupt"] or (square or player["at"]) not in self.tiles:
            piece.drawn = None
            piece.hide()
            return
        square = square or player["at"]
        if square != player["at"]:
            drawn = (square, 0, 1, None)
        else:
            here = [s for s, p in enumerate(self._players) if p["at"] == square and not p["bankrupt"]]
            drawn = (square, here.index(seat), len(here), player["facing"] if self.crossing else None)
        if drawn == piece.drawn and piece.pos() == self._spot(drawn):
            return
        piece.drawn = drawn
        piece.setPos(self._spot(drawn))
        facing = drawn[3]
        piece.point(self.tiles[square].centre - self.tiles[facing].centre if facing in self.tiles else None)
        piece.show()

    def _spot(self, drawn: tuple) -> QPointF:
        square, place, sharing, _ = drawn
        return self.tiles[square].centre + share_offset(place, sharing)


def _along(board, area: tuple) -> list:
    """An area's squares and any between them (a check square on the cross
    map), in route order: the band's path."""
    for loop in board.route.loops:
        if all(square in loop for square in area):
            spots = sorted(loop.index(square) for square in area)
            return list(loop[spots[0]:spots[-1] + 1])
    return list(area)
