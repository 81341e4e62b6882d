"""UNTIL MERGE: a stand-in GameSpec for Heart of Crown. DELETE THIS FILE AT MERGE.

The real ``SPEC`` arrives with ``engine/games/heart_of_crown/__init__.py`` (the
hoc-engine branch); until then the desktop, written against
``engine.core.spec.all_specs()``, needs one to list and start the game.
Actions are still protocol 1 strings here, so the codec leaves them as they
are and records stay in format 1.
"""
from __future__ import annotations

from pydantic import BaseModel

from engine.core.actions import ActionCodec
from engine.core.spec import GameSpec, register
from engine.games import heart_of_crown as game
from engine.games.heart_of_crown.options import normalize_options


class _Options(BaseModel):
    players: int = 2
    market: str | list[str] = "random"
    handicap: dict[str, int] = {}


class _SameText(ActionCodec):
    def text(self, action):
        return action

    def parse(self, text):
        return text


register(GameSpec(
    id=game.GAME_ID, name="Heart of Crown", min_players=2, max_players=4, options=_Options,
    rules_version=game.RULES_VERSION,
    new_game=lambda options, seed, rules_version, log_events: game.new_game(
        normalize_options(options), seed, log_events, rules_version),
    codec=_SameText(), agents={}, levels=("easy", "normal", "hard", "baseline"),
    policy="baseline", search_hooks="engine.games.heart_of_crown.strategy:HOOKS",
    cards="engine.games.heart_of_crown.cards"))
