"""Gensokyo (幻想郷陣取り合戦), the land-and-battle game of gensokyo.rules.md v0.2.1."""
from engine.core.spec import GameSpec
from engine.games.gensokyo.codec import CODEC
from engine.games.gensokyo.options import GensokyoOptions, OptionsError
from engine.games.gensokyo.versions import RULES_VERSION

GAME_ID = "gensokyo"


def new_game(options: dict, seed: int, rules_version: int = RULES_VERSION, log_events: bool = True):
    from engine.games.gensokyo.state import GensokyoState
    return GensokyoState(options, seed, rules_version, log_events)


def _position(description: dict):
    from engine.games.gensokyo.position import position
    return position(description)


SPEC = GameSpec(
    id=GAME_ID,
    name="Gensokyo",
    min_players=2,
    max_players=4,
    options=GensokyoOptions,
    rules_version=RULES_VERSION,
    new_game=new_game,
    codec=CODEC,
    agents={
        "baseline": "engine.games.gensokyo.baseline:BaselineAgent",
        "strong": "engine.games.gensokyo.strategy:StrongAgent",
        "easy": "engine.ai.levels:easy",
        "normal": "engine.games.gensokyo.levels:normal",
        "hard": "engine.games.gensokyo.levels:hard",
    },
    levels=("easy", "normal", "hard", "baseline"),
    policy="strong",     # Hard plays better on its rollouts than on the baseline's (AI_NOTES.md)
    search_hooks="engine.games.gensokyo.search:HOOKS",
    position=_position,
    cards="engine.games.gensokyo.cards",
    chance=True,
    hidden_commits=True,
    summary="Go round Gensokyo claiming lands with Touhou characters, collect tolls and invade in card battles",
    minutes=(15, 40),
    learning=3,
    emblem="emblem",          # the start page's picture (resources/card_icons/gensokyo): the cards paint their own
)

__all__ = ["GAME_ID", "OptionsError", "RULES_VERSION", "SPEC", "new_game"]
