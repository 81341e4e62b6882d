"""Each game's desktop package (``desktop/games/<id>/``, interface in
``desktop/games/__init__.py``), found by its GameSpec id: the shell names no game."""
from __future__ import annotations

import importlib
import importlib.util

from engine.core.spec import all_specs


def game_desktop(game_id: str):
    """The desktop package of a registered game."""
    return importlib.import_module(f"desktop.games.{game_id}")


def playable_specs() -> list:
    """The GameSpecs of the registered games that have a desktop package, in id order."""
    return [spec for spec in all_specs().values() if importlib.util.find_spec(f"desktop.games.{spec.id}")]
