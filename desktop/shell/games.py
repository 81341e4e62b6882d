"""Each game's desktop package (``desktop/games/<id>/``, interface in
``desktop/games/__init__.py``), found by its GameSpec id: the shell names no game."""
from __future__ import annotations

import importlib
import importlib.util

from engine.core.spec import all_specs


def game_desktop(game_id: str):
    """The desktop package of a registered game."""
    return importlib.import_module(f"desktop.games.{game_id}")


def has_table(game_id: str) -> bool:
    """Whether the game has a desktop package (a registered game may not yet)."""
    return importlib.util.find_spec(f"desktop.games.{game_id}") is not None


def playable_specs() -> list:
    """The GameSpecs of the registered games that have a desktop package, in id order."""
    return [spec for spec in all_specs().values() if has_table(spec.id)]
