"""A game declares itself once, in a GameSpec; the registry lists them.

OpenSpiel's games carry a ``_GAME_TYPE`` and call ``register_game``; ours put a
``SPEC = GameSpec(...)`` in their package's ``__init__`` and the registry finds
every package under ``engine/games/`` that has one. Everything that lists games
(CLI, arena, bench, AI levels, the new-game dialog, translation extraction)
reads ``all_specs()``; packaging takes every game folder's files by globs
(``packaging/bundle.py`` GAME_DATA); nothing else names a game.

Listing the games is part of the app's start-up (the start page names them), so
a package should declare its spec without importing what only a game needs (its
state and content, its position builder): ``new_game`` and ``position`` can
import them when called, as Guild Masters' do.
"""
from __future__ import annotations

import importlib
import pkgutil
from dataclasses import dataclass
from typing import Any, Callable

from engine.core.actions import ActionCodec, legacy_text


@dataclass(frozen=True)
class GameSpec:
    """Everything the platform needs to know about one game.

    ``name`` is English and translatable (context ``Games``). ``options`` is a
    pydantic model: its defaults are a new game's options, its validation the
    one check of a record's options. ``new_game(options, seed, rules_version,
    log_events)`` starts a game from validated options (a dict as
    ``options_dict`` gives). ``agents`` names every agent ("module:factory");
    ``levels`` the ones the app offers players, in the order it lists them; ``policy`` the
    scripted agent the search plays its rollouts with; ``search_hooks``
    ("module:object") the game's help for the search. ``position(description)``
    builds a validated position from plain data (see each game's ``position``
    module). ``legacy_action`` turns a format-1 action's text into today's.
    ``cards`` names where the game's card data lives (the rules reference tests read it).
    ``chance``: the game asks chance decisions (dice); ``hidden_commits``: it
    keeps choices face down (``engine.core.secrets``). The conformance suite
    holds a game with either to more (the search's sampling, Hard and the hint).

    How the start page presents the game: ``summary``, one line saying what
    it is (English, translatable in context ``Games``, like ``name``);
    ``minutes``, a game's usual length (fewest to most players); ``learning``,
    how hard it is to learn (1 easy, 2 moderate, 3 hard; the page lists the
    easiest first); ``emblem``, the card whose picture stands for the game.
    """

    id: str
    name: str
    min_players: int
    max_players: int
    options: type
    rules_version: int
    new_game: Callable[..., Any]
    codec: ActionCodec
    agents: dict[str, str]
    levels: tuple[str, ...]
    policy: str
    search_hooks: str
    position: Callable[[dict], Any] | None = None
    legacy_action: Callable[[str], str] = legacy_text
    cards: str | None = None
    chance: bool = False
    hidden_commits: bool = False
    summary: str = ""
    minutes: tuple[int, int] = (0, 0)
    learning: int = 0
    emblem: str = ""

    @property
    def scripted_agent(self) -> str:
        """The game's plain scripted player (its ``baseline``, else the search's
        policy): what benchmarks, smoke runs and test tools play with."""
        return "baseline" if "baseline" in self.agents else self.policy

    def options_dict(self, options: dict | None = None) -> dict:
        """Validated options with every default filled in, as plain data; the
        model's ValueError (pydantic's ValidationError, or the game's own) if
        they are not options of this game."""
        return self.options.model_validate(options or {}).model_dump(mode="json")

    def start(self, options: dict | None = None, seed: int = 0, *, log_events: bool = True,
              rules_version: int | None = None):
        """A new game from (unvalidated) options."""
        return self.new_game(self.options_dict(options), seed,
                             rules_version=self.rules_version if rules_version is None else rules_version,
                             log_events=log_events)



GAMES_PACKAGE = "engine.games"
_SPECS: dict[str, GameSpec] | None = None


def _discover() -> dict[str, GameSpec]:
    """The games are plugins found by name when first asked for: ``engine.core``
    sits below them and never imports them itself (``tests/engine/core/test_import_circle.py``)."""
    games = importlib.import_module(GAMES_PACKAGE)
    found = {}
    for module in sorted(pkgutil.iter_modules(games.__path__), key=lambda m: m.name):
        if not module.ispkg:
            continue
        spec = getattr(importlib.import_module(f"{GAMES_PACKAGE}.{module.name}"), "SPEC", None)
        if isinstance(spec, GameSpec):
            found[spec.id] = spec
    return found


def all_specs() -> dict[str, GameSpec]:
    """Every registered game by id, in id order."""
    global _SPECS
    if _SPECS is None:
        _SPECS = _discover()
    return _SPECS


def register(spec: GameSpec) -> None:
    """Add a game found elsewhere (a test's toy game), keeping id order."""
    specs = all_specs()
    specs[spec.id] = spec
    for game_id in sorted(specs):
        specs[game_id] = specs.pop(game_id)


def unregister(game_id: str) -> None:
    all_specs().pop(game_id, None)


def resolve(ref: str):
    """The object a ``"module:name"`` reference names (agents, search hooks),
    imported only when asked for, so listing games loads no AI."""
    module, _, name = ref.partition(":")
    return getattr(importlib.import_module(module), name)


def search_hooks(game_id: str):
    """The game's help for the search (``GameSpec.search_hooks``)."""
    return resolve(get_spec(game_id).search_hooks)


def get_spec(game_id: str) -> GameSpec:
    """The game's spec; ValueError naming the known ids for an unknown one."""
    specs = all_specs()
    try:
        return specs[game_id]
    except (KeyError, TypeError):
        raise ValueError(f"unknown game {game_id!r} (known: {', '.join(sorted(specs))})") from None
