"""Isekai Guild Masters' labyrinth: the map as a QGraphicsScene of hexes drawn
by the app (``items``, ``art``), in a view the player zooms, pans and plays on
with the mouse and the keyboard (``view``, on ``desktop.widgets.board_view``
with its hex layout: zoom, pan, fit, the keyboard cursor, the lit targets, the
line over the map and the drops are the board view's).

The table uses ``LabyrinthView(parent=None, content=None)`` (``content``: the
engine's ``Content`` the tiles are drawn from; None for the standard one):

* ``show_cells(cells, changes)``: ``view["cells"]``; the first call (or a map of
  other cells) builds one item per cell, later ones update in place only the
  cells named by ``changes.places`` (``Place("cell", cell=hex)``), every cell
  when ``changes`` is None or its places are; ``last_updated`` lists the cells
  that were repainted;
* ``set_targets({Hex: option})``: light up the cells the decision allows (and
  dim the others); ``{}`` when the decision asks for no cell;
* ``set_colours({seat: QColor})``, ``set_content(content)``,
  ``set_floating_lab(seat | None)`` (セレン's base beside the map);
* ``fit()`` (also the F and 0 keys), ``zoom_by(factor)``, ``pan_by(dx, dy)``;
* ``place_at(viewport_point) -> Hex | None``, ``set_cursor_place(hex | None)``;
* ``preview_text`` and ``refusal_text``: callables the table sets, Hex → str |
  None, shown in the line over the map: what choosing a target does and costs
  (hover or cursor), why another cell cannot be chosen now (hover while the
  decision has targets; click, Enter or drop at any time);
* signals ``place_chosen(Hex)`` (a click or Enter on a target),
  ``place_dropped(Hex)`` (an adventurer chip dropped on a target),
  ``place_hovered(Hex | None)``, ``refused(str)`` (the refusal's words).

An adventurer chip's drag is ``drag.adventurer_mime(seat)`` (the card drag's
MIME type and format, ``desktop.widgets.drag_payload``); ``dragged_adventurer``
reads one back.
"""
from desktop.games.guild_masters.labyrinth.drag import adventurer_mime, dragged_adventurer
from desktop.games.guild_masters.labyrinth.view import LabyrinthView

__all__ = ["LabyrinthView", "adventurer_mime", "dragged_adventurer"]
