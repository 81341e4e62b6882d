"""§1.2–1.3: the three maps as data."""
from engine.games.gensokyo.board import cross_map, loop_map


def _kinds(board):
    return {kind: board.kind.count(kind) for kind in set(board.kind)}


def test_the_two_board_loop_has_31_squares():
    assert _kinds(loop_map("AB")) == {"land": 24, "event": 4, "gap": 2, "start": 1}


def test_the_three_board_loop_has_46_squares():
    assert _kinds(loop_map("ABC")) == {"land": 36, "event": 6, "gap": 3, "start": 1}


def test_the_cross_map_has_33_squares_and_start_has_four_neighbours():
    board = cross_map()
    assert _kinds(board) == {"land": 24, "event": 4, "gap": 2, "start": 1, "check": 2}
    near = {board.square_id(s) for s in board.route.neighbours[board.start]}
    assert near == {"A02", "A16", "B01", "B15"}


def test_every_area_is_three_lands_worth_45_and_a_check_never_splits_one():
    board = cross_map()
    assert len(board.areas) == 8
    for area in board.areas:
        assert sorted(board.grade[s] for s in area) == [10, 15, 20]
    nether_b = board.areas[board.area[board.index("B07")]]
    assert {board.square_id(s) for s in nether_b} == {"B06", "B07", "B08"}


def test_gate_of_the_mansion_is_a_scarlet_15():
    board = loop_map("AB")
    gate = board.index("A06")
    assert (board.attribute[gate], board.grade[gate], board.data[gate].names.ja) == ("scarlet", 15, "紅魔館の門")
