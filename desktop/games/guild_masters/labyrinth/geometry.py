"""Where the labyrinth's hexes lie in the scene: the engine's pointy-top layout
(``engine.boards.hex``) at one size, and the outlines the items paint."""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPolygonF

from engine.boards.hex import POINTY_TOP, Hex, Layout

# A hex's centre-to-corner distance in scene units: a radius-3 map is then
# 7·√3·48 ≈ 582 units across, the 600 px the default zoom shows at 1280×800.
HEX_SIZE = 48.0
LAYOUT = Layout(POINTY_TOP, (HEX_SIZE, HEX_SIZE))
# The grout between two areas: every cell strokes its outline with this pen,
# so both neighbours paint the shared edge over the antialiased seam.
GROUT = 3.0
TILE_SCALE = 0.84           # a tile lies on its area with the board showing round it


def centre(cell: Hex) -> QPointF:
    return QPointF(*LAYOUT.to_pixel(cell))


def hexagon(scale: float = 1.0) -> QPolygonF:
    """A cell's outline around its own centre (item coordinates), ``scale`` of full size."""
    origin = Hex(0, 0)
    return QPolygonF([QPointF(x * scale, y * scale) for x, y in LAYOUT.corners(origin)])


def map_bounds(cells) -> QRectF:
    """The rectangle the cells' outlines fill, grout included."""
    left, top, right, bottom = LAYOUT.bounds(cells)
    half = GROUT / 2
    return QRectF(left - half, top - half, right - left + GROUT, bottom - top + GROUT)
