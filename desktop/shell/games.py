"""Each game's desktop package (``desktop/games/<id>/``; what it exports:
``desktop/base/game_contract.py``, what that means: ``desktop/games/__init__.py``),
found by its GameSpec id: the shell names no game.

A package is imported on first use (a game started, loaded, its rules or its
new-game options shown), not to list the games: the start page shows none of it."""
from __future__ import annotations

import importlib
import importlib.util
import pkgutil
from typing import cast

from desktop.base.game_contract import GameDesktop
from engine.core.spec import all_specs, get_spec


def game_desktop(game_id: str) -> GameDesktop:
    """The desktop package of a registered game."""
    return cast(GameDesktop, importlib.import_module(f"desktop.games.{game_id}"))


def warm_up_engine(game_id: str) -> None:
    """Load what the game's first start would in the engine: its rules and its
    content (a game started and dropped). Plain Python without Qt, so it may
    run on a thread of its own; the desktop package is imported on the GUI
    thread (PySide's imports and lazily made types are not thread-safe)."""
    get_spec(game_id).start({}, 0)


def has_table(game_id: str) -> bool:
    """Whether the game has a desktop package (a registered game may not yet).
    A folder without ``__init__.py`` is a namespace package with no origin: a
    game's parts (its board, its card faces) may land there before its table,
    and the game is offered only once the package declares itself."""
    found = importlib.util.find_spec(f"desktop.games.{game_id}")
    return found is not None and found.origin is not None


def has_lesson(game_id: str) -> bool:
    """Whether the game's desktop package has a guided first game: its
    ``GUIDED`` lives in its ``guided`` module, found (as ``engine.core.spec``
    finds the games, frozen too) without importing the package."""
    found = importlib.util.find_spec(f"desktop.games.{game_id}")
    return found is not None and any(
        module.name == "guided" for module in pkgutil.iter_modules(found.submodule_search_locations))


def playable_specs() -> list:
    """The GameSpecs of the registered games that have a desktop package, in id order."""
    return [spec for spec in all_specs().values() if has_table(spec.id)]
