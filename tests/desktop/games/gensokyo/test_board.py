"""The Gensokyo board draws the real view: tiles show owner colour, level and
toll; targets light and answer by click and Enter; unknown ids are ignored; a
second show_board redraws only the tiles whose land changed."""
import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QSignalSpy, QTest

from desktop.games.gensokyo.board import GensokyoBoard
from desktop.widgets.seat_colours import seat_colour
from engine.ai.agents import make_agent
from engine.games import new_game


def played(players: int, game_map: str, moves: int, seed: int = 3):
    state = new_game("gensokyo", {"players": players, "map": game_map}, seed)
    agents = [make_agent("baseline", "gensokyo", seed + s) for s in range(players)]
    for _ in range(moves):
        decision = state.decision
        if decision is None:
            break
        if decision.player is None or decision.player < 0:
            state.apply(state.chance_outcome())
        else:
            state.apply(agents[decision.player].act(state))
    return state


@pytest.mark.parametrize("players,game_map", [(2, "loop"), (4, "loop"), (3, "cross")])
def test_tiles_show_owner_level_and_toll(qapp, qtbot, players, game_map):
    state = played(players, game_map, 120)
    view = state.view(0)
    board = GensokyoBoard()
    qtbot.addWidget(board)     # closed after the test: a board left open catches later tests' mouse
    board.show_board(view, [f"P{i}" for i in range(players)], None)
    assert len(board.tiles) == (33 if game_map == "cross" else 46 if players == 4 else 31)
    assert view["lands"], "some land is owned after the baseline moves"
    for square, land in view["lands"].items():
        tile = board.tiles[square]
        assert tile.rim_colour() == seat_colour(land["owner"])
        assert tile.level.text() == f"L{land['level']}"
        assert tile.toll.text() == str(land["toll"])
    free = next(s for s in board.tiles if s not in view["lands"])
    assert board.tiles[free].toll.text() == ""


def test_targets_light_and_answer(qapp, qtbot):
    view = played(2, "loop", 40).view(0)
    board = GensokyoBoard()
    qtbot.addWidget(board)     # closed after the test: a board left open catches later tests' mouse
    board.show_board(view, ["A", "B"], None)
    square = next(iter(board.tiles))
    board.set_targets({square: "opt", "NO-SUCH-SQUARE": "x"})
    assert board.tiles[square].looks["target"]
    chosen = QSignalSpy(board.place_chosen)
    board.resize(800, 600)
    board.show()
    board.fit()
    point = board.mapFromScene(board.tiles[square].centre)
    QTest.mouseClick(board.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert chosen.count() == 1 and chosen.at(0)[0] == square
    board.set_cursor_place(square)
    QTest.keyClick(board, Qt.Key.Key_Return)
    assert chosen.count() == 2


def test_only_changed_tiles_redraw(qapp, qtbot):
    early, later = played(2, "loop", 40).view(0), played(2, "loop", 120).view(0)
    board = GensokyoBoard()
    qtbot.addWidget(board)     # closed after the test: a board left open catches later tests' mouse
    board.show_board(early, ["A", "B"], None)
    calls = []
    for square, tile in board.tiles.items():
        original = tile.toll.setText
        tile.toll.setText = (lambda s=square, o=original: (lambda text: (calls.append(s), o(text))))()
    board.show_board(later, ["A", "B"], None)
    changed = {s for s in board.tiles if early["lands"].get(s) != later["lands"].get(s)}
    assert changed and set(calls) == changed


def test_renders_mid_game(qapp, qtbot, tmp_path):
    board = GensokyoBoard()
    qtbot.addWidget(board)     # closed after the test: a board left open catches later tests' mouse
    board.show_board(played(4, "loop", 160).view(0), ["A", "B", "C", "D"], None)
    board.resize(1280, 800)
    board.fit()
    board.show()
    image = board.grab().toImage()
    assert image.save(str(tmp_path / "board.png"))
    image.save("/tmp/gs_board.png")
    owners = {seat_colour(land["owner"]).rgb() for land in board_view_lands(board)}
    found = {image.pixel(x, y) for x in range(0, 1280, 2) for y in range(0, 800, 2)}
    assert owners & found, "the owners' rims are on the picture"


def board_view_lands(board):
    return [{"owner": tile.owner} for tile in board.tiles.values() if tile.owner is not None]


def test_faces_and_facing_on_the_cross_map(qapp, qtbot):
    from PySide6.QtGui import QPixmap
    asked = []

    def face(card_id, diameter):
        asked.append(card_id)
        return QPixmap(diameter, diameter)

    view = played(3, "cross", 120).view(0)
    board = GensokyoBoard(face=face)
    qtbot.addWidget(board)     # closed after the test: a board left open catches later tests' mouse
    board.show_board(view, ["A", "B", "C"], None)
    assert sorted(asked) == sorted(land["character"] for land in view["lands"].values() if land["character"])
    moved = [seat for seat, p in enumerate(view["players"]) if p["facing"] and not p["bankrupt"]]
    assert moved and all(board.pieces[seat].tick.isVisible() for seat in moved)
    board.resize(1280, 800)
    board.show()
    board.fit()
    board.grab().save("/tmp/gs_cross.png")
