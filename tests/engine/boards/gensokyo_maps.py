"""The maps of ``gensokyo.rules.md`` §1.2–1.3 as plain test data: proof that a
route expresses them, not game content (the game will own its own)."""
from engine.boards.route import Route, Square

# Each board piece's squares in order: "S" START, "E" EVENT, "G" スキマ, "L" land.
_PIECES = {"A": "SLLLELLLGLLLELLL", "B": "ELLLGLLLELLLLLL", "C": "ELLLELLLGLLLLLL"}
_KINDS = {"S": "start", "E": "event", "G": "gap", "L": "land"}


def board(piece: str) -> list[Square]:
    return [Square(f"{piece}{i:02}", _KINDS[kind], piece) for i, kind in enumerate(_PIECES[piece], 1)]


def loop_map(pieces: str) -> Route:
    """The loop map: "AB" for 2–3 players (31 squares), "ABC" for 4 (46)."""
    return Route.loop([square for piece in pieces for square in board(piece)])


def cross_map() -> Route:
    """The figure eight crossing at START: START, A02…A08, CHECK-N, A09…A16 and
    START, B01…B07, CHECK-S, B08…B15."""
    a, b = board("A"), board("B")
    checks = [Square("CHECK-N", "check"), Square("CHECK-S", "check")]
    north = ["A01"] + [s.id for s in a[1:8]] + ["CHECK-N"] + [s.id for s in a[8:]]
    south = ["A01"] + [s.id for s in b[:7]] + ["CHECK-S"] + [s.id for s in b[7:]]
    return Route(a + b + checks, [north, south])
