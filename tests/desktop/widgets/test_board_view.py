"""The shared board view without a game: zoom stays within its bounds, fit
shows every place, the arrow keys go by the layout's neighbours (hex and
route), only a lit place answers a click or Enter, another one shows the
table's refusal line."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtWidgets import QGraphicsRectItem

from desktop.widgets.board_layouts import HexLayout, RouteLayout
from desktop.widgets.board_view import MAX_SCALE, MIN_SCALE, BoardView
from desktop.widgets.drag_payload import encode_payload
from engine.boards.hex import POINTY_TOP, Hex, Layout
from engine.boards.route import Route, Square

LAYOUT = Layout(POINTY_TOP, (20.0, 20.0))


class Spot(QGraphicsRectItem):
    """A place's item that only remembers its flags."""

    def __init__(self, centre: QPointF):
        super().__init__(QRectF(centre.x() - 15, centre.y() - 15, 30, 30))
        self.looks = {}

    def set_flags(self, **flags) -> None:
        self.looks.update({name: value for name, value in flags.items() if value is not None})

    def set_cache(self, mode) -> None:
        self.setCacheMode(mode)


def _board(qtbot, layout, places) -> BoardView:
    view = BoardView(layout)
    qtbot.addWidget(view)
    view.resize(400, 300)
    view.show()
    view.put_places({place: Spot(layout.centre(place)) for place in places})
    return view


@pytest.fixture
def hexes(qtbot):
    return _board(qtbot, HexLayout(LAYOUT), Hex(0, 0).spiral(2))


def test_fit_shows_every_place_and_zoom_stays_within_its_bounds(hexes):
    shown = hexes.mapToScene(hexes.viewport().rect()).boundingRect()
    assert all(shown.contains(item.sceneBoundingRect()) for item in hexes.place_items.values())
    hexes.zoom_by(1000)
    assert hexes.transform().m11() == pytest.approx(MAX_SCALE)
    hexes.zoom_by(1e-6)
    assert hexes.transform().m11() == pytest.approx(MIN_SCALE)
    hexes.fit()
    assert hexes.mapToScene(hexes.viewport().rect()).boundingRect().contains(hexes.fit_bounds())


def test_the_arrow_keys_go_by_the_hex_neighbours_and_stop_at_the_edge(hexes, qtbot):
    qtbot.keyClick(hexes, Qt.Key.Key_Right)
    assert hexes.cursor_place == Hex(0, 0)                 # the first key puts the cursor home
    qtbot.keyClick(hexes, Qt.Key.Key_Right)
    assert hexes.cursor_place == Hex(1, 0)
    qtbot.keyClick(hexes, Qt.Key.Key_Right)
    qtbot.keyClick(hexes, Qt.Key.Key_Right)
    assert hexes.cursor_place == Hex(2, 0)                 # no cell further east
    qtbot.keyClick(hexes, Qt.Key.Key_Up)
    assert hexes.cursor_place in (Hex(2, 0).neighbour(1), Hex(2, 0).neighbour(2))
    assert hexes.place_items[hexes.cursor_place].looks["cursor"]
    qtbot.keyClick(hexes, Qt.Key.Key_Escape)
    assert hexes.cursor_place is None


def test_the_arrow_keys_go_along_a_route(qtbot):
    route = Route.loop([Square(str(i), "plain") for i in range(4)])
    centres = [QPointF(0, 100), QPointF(-100, 0), QPointF(0, -100), QPointF(100, 0)]
    view = _board(qtbot, RouteLayout(route, centres, 15.0), range(4))
    view.set_cursor_place(0)
    qtbot.keyClick(view, Qt.Key.Key_Left)
    assert view.cursor_place == 1
    qtbot.keyClick(view, Qt.Key.Key_Up)
    assert view.cursor_place == 2
    qtbot.keyClick(view, Qt.Key.Key_Up)
    assert view.cursor_place == 2                           # nothing on the route further up
    assert view.place_at(view.place_point(3)) == 3 and view.place_at(QPointF(1, 1)) is None


def test_only_a_lit_place_answers_and_another_shows_the_refusal_line(hexes, qtbot):
    hexes.refusal_text = lambda cell: f"not {cell.text}"
    hexes.set_targets([Hex(1, 0)])
    assert hexes.place_items[Hex(1, 0)].looks == {"target": True, "dimmed": True}
    assert hexes.place_items[Hex(0, 0)].looks == {"target": False, "dimmed": True}
    chosen, refused = [], []
    hexes.place_chosen.connect(chosen.append)
    hexes.refused.connect(refused.append)
    qtbot.mouseClick(hexes.viewport(), Qt.MouseButton.LeftButton, pos=hexes.place_point(Hex(0, 0)).toPoint())
    assert chosen == [] and refused == ["not (0,0)"]
    assert hexes.words.isVisible() and hexes.words.text() == "not (0,0)"
    qtbot.mouseClick(hexes.viewport(), Qt.MouseButton.LeftButton, pos=hexes.place_point(Hex(1, 0)).toPoint())
    assert chosen == [Hex(1, 0)]
    hexes.setFocus()
    hexes.set_cursor_place(Hex(1, 0))
    qtbot.keyClick(hexes, Qt.Key.Key_Return)
    assert chosen == [Hex(1, 0), Hex(1, 0)]
    hexes.set_targets({})
    qtbot.keyClick(hexes, Qt.Key.Key_Return)
    assert chosen == [Hex(1, 0), Hex(1, 0)] and refused[-1] == "not (1,0)"


def test_nothing_may_be_dropped_on_a_bare_board(hexes):
    assert not hexes.accepts_drop(encode_payload({"source": "hand", "card": "x", "slot": "0"}))
