"""Board geometry that every map game shares: a hex grid in axial coordinates
with the layout maths a view needs to draw it (``hex``), and a looping track of
squares (``track``).

Only geometry lives here: which cell is a boss, what a square costs or what
passing the start gives are rules, and rules stay in ``engine/games/<id>/``.
Pure Python, no Qt, no I/O.
"""
from engine.boards.hex import DIRECTIONS, FLAT_TOP, POINTY_TOP, Hex, HexGrid, Layout, Orientation, round_hex
from engine.boards.track import Track

__all__ = ["DIRECTIONS", "FLAT_TOP", "POINTY_TOP", "Hex", "HexGrid", "Layout", "Orientation",
           "Track", "round_hex"]
