"""The Gensokyo maps of ``gensokyo.rules.md`` §1.2–1.3, as the game owns them
(``engine/games/gensokyo/board.py``): the route tests read their routes."""
from engine.games.gensokyo.board import cross_map as _cross, loop_map as _loop


def loop_map(pieces: str):
    """The loop map: "AB" for 2–3 players (31 squares), "ABC" for 4 (46)."""
    return _loop(pieces).route


def cross_map():
    return _cross().route
