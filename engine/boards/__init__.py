"""Board geometry that every map game shares: a hex grid in axial coordinates
with the layout maths a view needs to draw it (``hex``).

Only geometry lives here: which cell is a boss or what a cell is worth are rules,
and rules stay in ``engine/games/<id>/``. Pure Python, no Qt, no I/O.
"""
from engine.boards.hex import DIRECTIONS, FLAT_TOP, POINTY_TOP, Hex, HexGrid, Layout, Orientation, round_hex

__all__ = ["DIRECTIONS", "FLAT_TOP", "POINTY_TOP", "Hex", "HexGrid", "Layout", "Orientation", "round_hex"]
