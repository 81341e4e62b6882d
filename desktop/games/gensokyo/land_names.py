"""A land's name in the player's language: the map data names every land in
English, 日本語, 简体中文 and 繁體中文 (gensokyo_names.md §2), so no
translation table repeats them."""
from __future__ import annotations

from functools import lru_cache

from desktop.base.i18n import current_language
from engine.games.gensokyo.board import board_for


@lru_cache(maxsize=8)
def _names(map_name: str, players: int) -> dict:
    board = board_for(map_name, players)
    return {board.square_id(i): data.names for i, data in enumerate(board.data) if data is not None and data.names}


def land_name(view: dict, square: str) -> str:
    """The name of the land ``square`` on the view's map (its id for a square that is no land)."""
    names = _names(view["map"], len(view["players"])).get(square)
    if names is None:
        return square
    return getattr(names, current_language(), None) or names.en
