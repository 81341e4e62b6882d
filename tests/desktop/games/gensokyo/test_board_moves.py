"""The Gensokyo board's moves and marks: a walk goes square by square and ends
at once on skip or a new show_board; money rises and leaves nothing behind;
areas and monopolies show; laps and checks show; the cross map is an "∞"
crossing at START; faces stay off the tile's texts."""
import math

from PySide6.QtCore import QLineF
from PySide6.QtGui import QPixmap

from desktop.games.gensokyo.board import GensokyoBoard
from desktop.games.gensokyo.board_marks import MoneyFlash
from desktop.widgets.seat_colours import seat_colour
from engine.games.gensokyo.board import board_for
from tests.desktop.games.gensokyo.test_board import played


def _board(qtbot, view, face=None):
    board = GensokyoBoard(face=face)
    qtbot.addWidget(board)     # closed after the test: a board left open catches later tests' mouse
    board.show_board(view, [f"P{i}" for i in range(len(view["players"]))], None)
    return board


def _path(view, seat, steps):
    """``steps`` squares back along the loop to where ``seat`` stands (the loop map's order)."""
    ids = [board_for(view["map"], len(view["players"])).square_id(i) for i in range(31)]
    end = ids.index(view["players"][seat]["at"])
    return [ids[(end - steps + i) % 31] for i in range(steps + 1)]


def test_a_walk_goes_square_by_square_and_rests_where_the_view_has_it(qapp, qtbot):
    view = played(2, "loop", 40).view(0)
    board = _board(qtbot, view)
    path = _path(view, 0, 4)
    piece = board.pieces[0]
    board.walk(0, path, ms_per_square=120)
    assert board.walking()
    assert piece.pos() == board.tiles[path[0]].centre
    animation = board._walk.animation
    for i, square in enumerate(path[:-1]):          # the clock set by hand: each square in its turn
        animation.setCurrentTime(120 * i)
        assert math.dist(piece.pos().toTuple(), board.tiles[square].centre.toTuple()) < 0.5, square
        animation.setCurrentTime(120 * i + 60)
        halfway = (board.tiles[square].centre + board.tiles[path[i + 1]].centre) / 2
        assert math.dist(piece.pos().toTuple(), halfway.toTuple()) < 0.5
    qtbot.waitUntil(lambda: not board.walking(), timeout=3000)
    assert piece.drawn[0] == path[-1] and piece.pos().toPoint() == board._spot(piece.drawn).toPoint()


def test_skip_and_a_new_view_end_a_walk_at_once(qapp, qtbot):
    view = played(2, "loop", 40).view(0)
    board = _board(qtbot, view)
    path = _path(view, 1, 6)
    board.walk(1, path, ms_per_square=500)
    qtbot.wait(30)
    assert board.walking() and board.pieces[1].pos() != board._spot(board.pieces[1].drawn)
    board.skip()
    assert not board.walking() and board.pieces[1].drawn[0] == path[-1]
    assert board.pieces[1].pos() == board._spot(board.pieces[1].drawn)
    board.walk(1, path, ms_per_square=500)
    later = played(2, "loop", 41).view(0)
    board.show_board(later, ["A", "B"], None)
    assert not board.walking()
    assert board.pieces[1].drawn[0] == later["players"][1]["at"]


def test_without_animations_a_walk_jumps_and_no_money_rises(qapp, qtbot):
    view = played(2, "loop", 40).view(0)
    board = _board(qtbot, view)
    board.animations = False
    before = set(board.scene().items())
    path = _path(view, 0, 5)
    board.walk(0, path)
    assert not board.walking() and board.pieces[0].pos() == board._spot(board.pieces[0].drawn)
    board.flash_money(path[-1], 40)
    assert board.flashes() == [] and set(board.scene().items()) == before


def test_money_rises_fades_and_is_removed(qapp, qtbot):
    view = played(2, "loop", 40).view(0)
    board = _board(qtbot, view)
    square = next(iter(board.tiles))
    board.flash_money(square, 40)
    board.flash_money(square, -30)
    texts = [item.text() for item in board.flashes()]
    assert texts[0].startswith("+") and "40" in texts[0]
    assert texts[1].startswith("\u2212") and "30" in texts[1]
    first = board.flashes()[0]
    y0 = first.pos().y()
    qtbot.wait(700)
    assert first.pos().y() < y0 and first.opacity() < 1.0, "it rose and fades"
    qtbot.waitUntil(lambda: not board.flashes(), timeout=2000)
    assert not [item for item in board.scene().items() if item in (first,)]
    assert first.scene() is None


def test_money_text_ends_cleanly_when_stopped(qapp, qtbot):
    board = _board(qtbot, played(2, "loop", 40).view(0))
    flash = MoneyFlash(board.scene(), board.tiles["A01"].centre, 60)
    item = flash.item
    flash.end()
    assert item.scene() is None and not flash.running()


def test_areas_are_banded_and_a_monopoly_shows_its_owner(qapp, qtbot):
    view = played(2, "loop", 40).view(0)
    lands = dict(view["lands"])
    area = ["A02", "A03", "A04"]
    for square in area:
        lands[square] = {"owner": 1, "level": 1, "character": None, "spell": None, "toll": 10}
    lands.pop("A06", None)
    lands["A07"] = {"owner": 1, "level": 1, "character": None, "spell": None, "toll": 10}
    board = _board(qtbot, dict(view, lands=lands))
    assert len(board.areas) == 8
    for square in area:
        assert board.tiles[square].monopoly_owner() == 1 and board.tiles[square].crown.isVisible()
        assert board.tiles[square].crown.brush().color() == seat_colour(1)
    assert board.tiles["A07"].monopoly_owner() is None and not board.tiles["A07"].crown.isVisible()
    bands = {tuple(squares): band for squares, band in board.areas}
    assert bands[tuple(area)].pen().color().rgb() == seat_colour(1).rgb()
    assert bands[("A06", "A07", "A08")].owner is None
    # one land sold: the monopoly is gone
    lands.pop("A03")
    board.show_board(dict(view, lands=lands), ["A", "B"], None)
    assert board.tiles["A02"].monopoly_owner() is None and bands[tuple(area)].owner is None


def test_a_cross_map_area_band_goes_over_its_check_square(qapp, qtbot):
    board = _board(qtbot, played(3, "cross", 10).view(0))
    band = dict((tuple(a), b) for a, b in board.areas)[("B06", "B07", "B08")]
    assert band.path().contains(board.tiles["CHECK-S"].centre) or band.shape().contains(board.tiles["CHECK-S"].centre)


def test_laps_and_checks_show_per_seat(qapp, qtbot):
    view = played(3, "cross", 200).view(0)
    board = _board(qtbot, view)
    for seat, player in enumerate(view["players"]):
        words = board.laps.row_text(seat)
        assert str(player["laps"]) in words and f"{len(player['checks'])}/2" in words
    players = [dict(p) for p in view["players"]]
    players[0]["laps"], players[0]["checks"] = 7, ["CHECK-N"]
    board.show_board(dict(view, players=players), ["A", "B", "C"], None)
    assert "7" in board.laps.row_text(0) and "1/2" in board.laps.row_text(0)
    loop = _board(qtbot, played(2, "loop", 40).view(0))
    assert "/" not in loop.laps.row_text(0), "no checks on a loop map"
    start = loop.tiles["A01"].sceneBoundingRect()
    assert not loop.laps.sceneBoundingRect().intersects(start)
    assert math.dist(loop.laps.sceneBoundingRect().center().toTuple(), start.center().toTuple()) < 120


def test_the_lap_board_stands_clear_of_every_tile(qapp, qtbot):
    for players, game_map in ((3, "cross"), (4, "cross"), (2, "loop"), (4, "loop")):
        board = _board(qtbot, played(players, game_map, 30).view(0))
        panel = board.laps.sceneBoundingRect()
        assert not [s for s, t in board.tiles.items() if t.sceneBoundingRect().intersects(panel)], game_map


def test_the_cross_map_is_an_eight_crossing_at_start(qapp, qtbot):
    board = _board(qtbot, played(3, "cross", 10).view(0))
    route = board_for("cross", 3).route
    sid = board_for("cross", 3).square_id
    start = board.tiles["A01"].centre
    north, south = ([board.tiles[sid(i)].centre for i in loop] for loop in route.loops)
    # the two lobes side by side, one each side of START
    assert all(p.x() <= start.x() + 1 for p in north) and all(p.x() >= start.x() - 1 for p in south)
    # the stroke into START from one lobe goes on straight into the other, crossing the other stroke
    through = QLineF(north[-1], south[1])
    across = QLineF(south[-1], north[1])
    kind, point = through.intersects(across)
    assert kind == QLineF.IntersectionType.BoundedIntersection
    assert math.dist(point.toTuple(), start.toTuple()) < 2
    assert 60 < abs(through.angleTo(across)) % 180 < 120, "the strokes cross steeply, not as two arcs touching"
    # no two tiles overlap
    rects = [t.sceneBoundingRect().adjusted(1, 1, -1, -1) for t in board.tiles.values()]
    assert not [(a, b) for i, a in enumerate(rects) for b in rects[i + 1:] if a.intersects(b)]


def test_faces_stay_off_the_grade_level_and_toll(qapp, qtbot):
    view = played(3, "cross", 160).view(0)
    board = _board(qtbot, view, face=lambda card, size: QPixmap(size, size))
    faced = [t for t in board.tiles.values() if t.face is not None]
    assert faced
    for tile in faced:
        face = tile.face.sceneBoundingRect()
        for text in (tile.label, tile.level, tile.toll):
            assert not face.intersects(text.sceneBoundingRect()), text.text()
        assert tile.sceneBoundingRect().contains(face)
    plain = _board(qtbot, view)
    for tile in (t for t in plain.tiles.values() if t.initial.text()):
        initial = tile.initial.sceneBoundingRect()
        assert not initial.intersects(tile.label.sceneBoundingRect())
        assert not initial.intersects(tile.level.sceneBoundingRect())


def test_a_second_view_moves_only_the_pieces_that_moved(qapp, qtbot):
    early = played(2, "loop", 40).view(0)
    board = _board(qtbot, early)
    players = [dict(p) for p in early["players"]]
    moves = []
    for piece in board.pieces:
        original = piece.setPos
        piece.setPos = (lambda o=original, p=piece: (lambda point: (moves.append(p), o(point))))()
    board.show_board(early, ["A", "B"], None)
    assert moves == []
    ids = list(board.tiles)
    players[1]["at"] = ids[(ids.index(players[1]["at"]) + 3) % len(ids)]
    board.show_board(dict(early, players=players), ["A", "B"], None)
    assert set(moves) <= {board.pieces[1], board.pieces[0]} and board.pieces[1] in moves
    if early["players"][0]["at"] not in (players[1]["at"], early["players"][1]["at"]):
        assert board.pieces[0] not in moves, "a piece that shares no square with the mover stays"


def test_arrow_keys_follow_the_track_out_of_start(qapp, qtbot):
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    board = _board(qtbot, played(3, "cross", 10).view(0))
    start = board.tiles["A01"].centre
    reached = set()
    for key in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down):
        board.set_cursor_place("A01")
        QTest.keyClick(board, key)
        assert board.cursor_place != "A01", key
        reached.add(board.cursor_place)
        way = board.tiles[board.cursor_place].centre - start
        assert {Qt.Key.Key_Left: -way.x(), Qt.Key.Key_Right: way.x(), Qt.Key.Key_Up: -way.y(),
                Qt.Key.Key_Down: way.y()}[key] > 0
    assert reached <= {"A02", "A16", "B01", "B15"}
