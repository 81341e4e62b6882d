"""The shared route view: squares where route_layout puts them, in their
kinds' colours; pieces in the seats' colours, side by side on a shared square;
only a lit square answers a click."""
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor

from desktop.widgets.route_view import PLAIN, RouteView
from desktop.widgets.seat_colours import seat_colour
from engine.boards.route import Route, Square


def _eight() -> Route:
    squares = [Square(str(i), "gem" if i == 2 else "plain") for i in range(7)]
    return Route(squares, [["0", "1", "2", "3"], ["0", "4", "5", "6"]])


def _view(qtbot, route=None) -> RouteView:
    view = RouteView({"gem": "#7fc8a9"})
    qtbot.addWidget(view)
    view.resize(400, 300)
    view.show()
    view.show_route(route or _eight())
    return view


def test_squares_are_laid_out_as_an_eight_in_their_kinds_colours(qtbot):
    view = _view(qtbot)
    assert view.centres[0] == QPointF(0, 0)                                 # the crossing in the middle
    assert view.centres[1].y() < 0 < view.centres[4].y()                    # first loop above, second below
    fills = [item.brush().color() for item in view.place_items.values()]
    assert fills[2] == QColor("#7fc8a9") and fills[1] == QColor(PLAIN)


def test_pieces_are_drawn_on_their_squares_in_the_seats_colours(qtbot):
    view = _view(qtbot)
    view.show_pieces([3, None, 3])
    assert view.piece_squares() == [3, None, 3]
    first, third = view._pieces[0][2][0], view._pieces[2][2][0]
    assert first.brush().color() == seat_colour(0) and third.brush().color() == seat_colour(2)
    assert first.rect().center() != third.rect().center()                   # side by side, both seen
    view.show_pieces([5, 1, 3])
    assert view.piece_squares() == [5, 1, 3] and len(view.scene().items()) == 7 + 3
    assert view.piece_facings() == [None, None, None]


def test_a_piece_that_has_moved_shows_its_facing_as_a_tick_ahead_of_it(qtbot):
    view = _view(qtbot)
    view.show_pieces([1, 0], [0, 6])
    assert view.piece_facings() == [0, 6] and len(view.scene().items()) == 7 + 4
    tick = view._pieces[0][2][1].line()
    ahead = view.centres[1] - view.centres[0]           # from the crossing on to square 1
    out = tick.p2() - tick.p1()
    assert out.x() * ahead.x() + out.y() * ahead.y() > 0


def test_only_a_lit_square_answers_a_click(qtbot):
    view = _view(qtbot)
    view.set_targets([1, 4])
    assert set(view.targets) == {1, 4}
    with qtbot.assertNotEmitted(view.place_chosen):
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.place_point(2).toPoint())
    with qtbot.waitSignal(view.place_chosen) as chosen:
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.place_point(4).toPoint())
    assert chosen.args == [4]
    view.set_targets([])
    with qtbot.assertNotEmitted(view.place_chosen):
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.place_point(4).toPoint())


def test_a_loop_is_laid_out_round_a_rounded_rectangle(qtbot):
    view = _view(qtbot, Route.loop([Square(str(i), "plain") for i in range(6)]))
    assert view.centres[0].x() == 0 and view.centres[0].y() > 0             # the first square at the bottom middle
    assert view.place_at(view.place_point(3)) == 3
