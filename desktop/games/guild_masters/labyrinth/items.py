"""The scene's items: one ``CellItem`` per area of the map, and the Floating Lab
beside it. A cell paints its area (the board with its printed fame), the tile
on it (face down with the back's stars; face up with stars, fame, reward and
tags; an abyss, a blank tile, the boss) and the chip of whoever controls it,
and how the decision sees it (a target, the keyboard cursor, under the mouse).
It changes only through ``set_entry`` and the flags, so an action repaints
only the cells it touched; the tile's picture is a layer of its own under the
cell (``TileLayer``), so a decision that lights up or dims the map repaints
only the light marks over it, not the tiles' stars, words and icons."""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QRadialGradient
from PySide6.QtWidgets import QGraphicsItem

from desktop.games.guild_masters.labyrinth import art
from desktop.games.guild_masters.labyrinth.geometry import GROUT, HEX_SIZE, TILE_SCALE, centre, hexagon
from desktop.games.guild_masters.labyrinth.words import word
from desktop.base.guard import guarded
from desktop.widgets.board_view import CURSOR
from engine.boards.hex import Hex

BOARD = QColor("#6e5b44")           # the map board under the tiles
EDGE_BOARD = QColor("#5d4b37")      # the outer ring, where explorers come in
GROUT_COLOUR = QColor("#2a2119")
BACK = QColor("#34506b")            # a labyrinth tile face down
BOSS_BACK = QColor("#6b2f3f")
FACE = QColor("#e9dcc0")            # a face-up labyrinth tile
BOSS_FACE = QColor("#d9b8a6")
BLANK = QColor("#bdb6aa")
TARGET = QColor("#ffd54a")
DIM = QColor(20, 14, 10, 95)
SEAT_COLOURS = (QColor("#d0453b"), QColor("#2f7ed8"), QColor("#3e9b4f"), QColor("#d9a21b"))

OUTLINE = hexagon()
TILE = hexagon(TILE_SCALE)
INNER = hexagon(TILE_SCALE * 0.7)       # the line on a tile's back
UNDER_GROUT = hexagon(1 - GROUT / HEX_SIZE / 2)     # the area inside the grout
GLOW, RING = hexagon(0.93), hexagon(0.97)      # a target's glow or the mouse's ring, the cursor
R = HEX_SIZE                        # the scale every mark is placed by
BOUNDS = OUTLINE.boundingRect().adjusted(-R * 0.05, -R * 0.05, R * 0.05, R * 0.05)   # the cursor's ring reaches past the edge


def seat_colour(colours: dict, seat: int) -> QColor:
    return colours.get(seat) or SEAT_COLOURS[seat % len(SEAT_COLOURS)]


class CellItem(QGraphicsItem):
    """One area. ``entry`` is the view's cell (``view["cells"]``), ``look`` the
    shared look (the content records and the seats' colours)."""

    def __init__(self, cell: Hex, entry: dict, look):
        super().__init__()
        self.cell = cell
        self.entry = entry
        self.look = look
        self.target = False
        self.dimmed = False
        self.cursor = False
        self.hovered = False
        self.updates = 0            # how often its data changed: what the tests count
        self.setPos(centre(cell))
        self.tile = TileLayer(self)
        # Each cell is cached as device pixels: a pan reuses them, a zoom repaints them sharp.
        self.set_cache(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_cache(self, mode) -> None:
        """Cache the cell's marks and its tile layer alike."""
        self.setCacheMode(mode)
        self.tile.setCacheMode(mode)

    # ------------------------------------------------------------------ state
    def set_entry(self, entry: dict) -> bool:
        """Show ``entry``; True when it differs from what was shown."""
        if entry == self.entry:
            return False
        self.entry = entry
        self.updates += 1
        self.update()
        self.tile.update()
        return True

    def set_flags(self, *, target=None, dimmed=None, cursor=None, hovered=None) -> None:
        changed = False
        for name, value in (("target", target), ("dimmed", dimmed), ("cursor", cursor), ("hovered", hovered)):
            if value is not None and getattr(self, name) != value:
                setattr(self, name, value)
                changed = True
        if changed:
            # the cursor's ring and a target's glow are drawn over the neighbours' grout
            self.setZValue(2 if self.cursor else 1 if self.target else 0)
            self.update()

    # ------------------------------------------------------------------ Qt
    @guarded(default=QRectF())
    def boundingRect(self) -> QRectF:
        return BOUNDS

    @guarded
    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addPolygon(OUTLINE)
        return path

    @guarded
    def paint(self, painter: QPainter, option, widget=None) -> None:
        """Over the tile layer: the decision's light, the fame plaque, the owner's chip, the cursor."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        entry = self.entry
        self._paint_decision(painter)
        art.paint_plaque(painter, QPointF(0, R * 0.72), R * 0.2, entry.get("fame", 0))
        owner = entry.get("owner")
        if owner is not None:
            colour = seat_colour(self.look.colours, owner)
            alone = entry.get("tile") is None and "back" not in entry      # an explored, empty area
            chip = QPointF(0, R * 0.02) if alone else QPointF(R * 0.42, -R * 0.32)
            size = R * (0.36 if alone else 0.24)
            (art.paint_base if entry.get("base") else art.paint_adventurer)(painter, chip, size, colour)
        self._paint_rings(painter)

    # ------------------------------------------------------------------ painting
    def _paint_decision(self, painter: QPainter) -> None:
        """Under the marks: a target's glow (white under the mouse), the shade of
        a cell the decision does not allow, the ring of a cell under the mouse."""
        if self.target:
            painter.setPen(QPen(QColor("white") if self.hovered else TARGET, R * 0.07))
            painter.setBrush(QColor(255, 236, 160, 70) if self.hovered else QColor(255, 213, 74, 30))
            painter.drawPolygon(GLOW)
            return
        if self.dimmed:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(DIM)
            painter.drawPolygon(UNDER_GROUT)
        if self.hovered:
            painter.setPen(QPen(QColor(255, 255, 255, 150), R * 0.05))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPolygon(GLOW)

    def _paint_rings(self, painter: QPainter) -> None:
        """Over everything: the keyboard cursor."""
        if self.cursor:
            painter.setPen(QPen(QColor("white"), R * 0.13))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPolygon(RING)
            painter.setPen(QPen(CURSOR, R * 0.07))
            painter.drawPolygon(RING)


class TileLayer(QGraphicsItem):
    """A cell's tile (face down, face up, abyss, blank, boss), stacked under the
    cell's own marks and cached apart from them: it repaints only when the
    cell's entry changes."""

    def __init__(self, cell: CellItem):
        super().__init__(cell)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemStacksBehindParent)
        self.look = cell.look

    @guarded(default=QRectF())
    def boundingRect(self) -> QRectF:
        return OUTLINE.boundingRect()

    @guarded
    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self._paint_tile(painter, self.parentItem().entry)

    def _paint_tile(self, painter: QPainter, entry: dict) -> None:
        if "back" in entry:
            self._paint_back(painter, entry["back"])
            return
        tile = entry.get("tile")
        if tile is None:
            return
        content = self.look.content
        if tile == "blank":
            self._tile_shape(painter, BLANK)
            art.paint_word(painter, QRectF(-R * 0.7, -R * 0.25, R * 1.4, R * 0.4), word("blank"),
                           QColor("#5f584d"), R * 0.25)
            return
        if tile in content.bosses:
            self._paint_face(painter, content.bosses[tile], BOSS_FACE, boss=True)
            return
        record = content.tiles.get(tile)
        if record is None:
            return
        if record.face == "abyss":
            self._paint_abyss(painter, record)
        else:
            self._paint_face(painter, record, FACE)

    def _tile_shape(self, painter: QPainter, colour: QColor) -> None:
        painter.setPen(QPen(colour.darker(160), R * 0.04))
        painter.setBrush(colour)
        painter.drawPolygon(TILE)

    def _paint_back(self, painter: QPainter, stars: int) -> None:
        boss = stars >= 2
        self._tile_shape(painter, BOSS_BACK if boss else BACK)
        painter.setPen(QPen((BOSS_BACK if boss else BACK).lighter(135), R * 0.03))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPolygon(INNER)
        art.paint_stars(painter, QPointF(0, -R * 0.12 if boss else -R * 0.05), stars, R * 0.17)
        if boss:
            art.paint_word(painter, QRectF(-R * 0.6, R * 0.08, R * 1.2, R * 0.34), word("boss"),
                           QColor("#f3d9d9"), R * 0.27)

    def _paint_face(self, painter: QPainter, record, colour: QColor, boss: bool = False) -> None:
        self._tile_shape(painter, colour)
        art.paint_stars(painter, QPointF(0, -R * 0.47), record.stars, R * (0.11 if record.stars > 3 else 0.13))
        art.paint_reward(painter, record.reward, QPointF(0, -R * 0.1), R * 0.17)
        beside = bool(record.tags) or boss         # the fame seal moves left to share its row
        if record.fame:
            art.paint_fame(painter, QPointF(-R * 0.28 if beside else 0, R * 0.3), R * 0.19, record.fame)
        if boss:
            art.paint_word(painter, QRectF(-R * 0.05, R * 0.14, R * 0.62, R * 0.32), word("boss"),
                           QColor("#6b2f3f"), R * 0.25)
        elif record.tags:
            art.paint_tags(painter, record.tags, QPointF(R * 0.3 if record.fame else 0, R * 0.3), R * 0.14)

    def _paint_abyss(self, painter: QPainter, record) -> None:
        glow = QRadialGradient(QPointF(0, 0), R * TILE_SCALE)
        glow.setColorAt(0.0, QColor("#05020a"))
        glow.setColorAt(0.6, QColor("#2a1540"))
        glow.setColorAt(1.0, QColor("#4b2d66"))
        painter.setPen(QPen(QColor("#1a0d26"), R * 0.04))
        painter.setBrush(glow)
        painter.drawPolygon(TILE)
        painter.setPen(QPen(QColor(190, 150, 230, 150), R * 0.04))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for i in range(3):          # a swirl: three arcs closing in
            radius = R * (0.48 - i * 0.13)
            painter.drawArc(QRectF(-radius, -radius, 2 * radius, 2 * radius), (i * 120) * 16, 250 * 16)
        art.paint_word(painter, QRectF(-R * 0.62, R * 0.12, R * 1.24, R * 0.34), word("abyss"),
                       QColor("#e6d5f5"), R * 0.25)
        if record.tags:
            art.paint_tags(painter, record.tags, QPointF(0, -R * 0.45), R * 0.12)


class BoardItem(QGraphicsItem):
    """The map board under the tiles: every area's floor and the grout between
    them, each shared edge drawn once. It never changes during a game."""

    def __init__(self, cells, edge):
        super().__init__()
        self.setZValue(-1)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.floors = {False: QPainterPath(), True: QPainterPath()}
        grout, seen = QPainterPath(), set()
        for cell in cells:
            polygon = hexagon().translated(centre(cell))
            self.floors[cell in edge].addPolygon(polygon)
            points = [polygon[i] for i in range(6)]
            for a, b in zip(points, points[1:] + points[:1]):
                key = frozenset(((round(a.x(), 2), round(a.y(), 2)), (round(b.x(), 2), round(b.y(), 2))))
                if key not in seen:
                    seen.add(key)
                    grout.moveTo(a)
                    grout.lineTo(b)
        self.grout = grout
        self.bounds = grout.boundingRect().adjusted(-GROUT, -GROUT, GROUT, GROUT)

    @guarded(default=QRectF())
    def boundingRect(self) -> QRectF:
        return self.bounds

    @guarded
    def paint(self, painter: QPainter, option, widget=None) -> None:
        # the floors without antialiasing: their edges lie under the grout
        painter.setPen(Qt.PenStyle.NoPen)
        for edge, path in self.floors.items():
            painter.fillPath(path, EDGE_BOARD if edge else BOARD)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        # flat caps: a round cap on every segment makes the stroker a hundred times slower
        painter.strokePath(self.grout, QPen(GROUT_COLOUR, GROUT, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap))


class LabItem(QGraphicsItem):
    """The Floating Lab (浮遊ラボ): a base of one seat outside the labyrinth."""

    def __init__(self, look):
        super().__init__()
        self.look = look
        self.seat = None

    def set_seat(self, seat) -> None:
        self.seat = seat
        self.setVisible(seat is not None)
        self.update()

    @guarded(default=QRectF())
    def boundingRect(self) -> QRectF:
        return QRectF(-R * 0.8, -R * 0.8, R * 1.6, R * 1.6)

    @guarded
    def paint(self, painter: QPainter, option, widget=None) -> None:
        if self.seat is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        colour = seat_colour(self.look.colours, self.seat)
        painter.setPen(QPen(QColor("white"), R * 0.05, Qt.PenStyle.DashLine))
        painter.setBrush(QColor(colour.red(), colour.green(), colour.blue(), 70))
        painter.drawEllipse(QPointF(0, 0), R * 0.62, R * 0.62)
        art.paint_base(painter, QPointF(0, -R * 0.12), R * 0.3, colour)
        art.paint_word(painter, QRectF(-R * 0.8, R * 0.25, R * 1.6, R * 0.3), word("lab"),
                       QColor("white"), R * 0.2)
