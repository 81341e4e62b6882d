"""Board geometry that every map game shares: a hex grid in axial coordinates
with the layout maths a view needs to draw it (``hex``), and routes of squares,
a loop or a figure eight, with facing and step-by-step walks (``route``) and
where a view draws their squares (``route_layout``).

Only geometry lives here: which cell is a boss, what a square costs or what
passing the start gives are rules, and rules stay in ``engine/games/<id>/``.
Pure Python, no Qt, no I/O.
"""
from engine.boards.hex import DIRECTIONS, FLAT_TOP, POINTY_TOP, Hex, HexGrid, Layout, Orientation, round_hex
from engine.boards.route import Route, Square, Walk
from engine.boards.route_layout import figure_eight_layout, loop_layout, rounded_rectangle

__all__ = ["DIRECTIONS", "FLAT_TOP", "POINTY_TOP", "Hex", "HexGrid", "Layout", "Orientation",
           "Route", "Square", "Walk", "figure_eight_layout", "loop_layout", "round_hex",
           "rounded_rectangle"]
