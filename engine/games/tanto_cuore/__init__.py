"""Tanto Cuore (たんとくおーれ), base set."""
from engine.core.spec import GameSpec
from engine.games.tanto_cuore.codec import CODEC
from engine.games.tanto_cuore.options import OptionsError, TantoCuoreOptions
from engine.games.tanto_cuore.state import GAME_ID, RULES_VERSION, TantoCuore


def new_game(options: dict, seed: int, log_events: bool = True, rules_version: int = RULES_VERSION) -> TantoCuore:
    return TantoCuore(options, seed, log_events, rules_version)


def _position(description: dict):
    from engine.games.tanto_cuore.position import position     # its pydantic models, when a position is built
    return position(description)


SPEC = GameSpec(
    id=GAME_ID,
    name="Tanto Cuore",
    min_players=2,
    max_players=4,
    options=TantoCuoreOptions,
    rules_version=RULES_VERSION,
    new_game=new_game,
    codec=CODEC,
    agents={
        "baseline": "engine.games.tanto_cuore.baseline:BaselineAgent",
        "strong": "engine.games.tanto_cuore.strategy:StrongAgent",
        "easy": "engine.ai.levels:easy",
        "normal": "engine.ai.levels:normal",
        "hard": "engine.games.tanto_cuore.levels:hard",
    },
    levels=("easy", "normal", "hard", "baseline"),
    policy="strong",
    search_hooks="engine.games.tanto_cuore.strategy:HOOKS",
    position=_position,
    cards="engine.games.tanto_cuore.cards",
    summary="A deck-builder: employ maids, have them serve and fill your private quarters",
    minutes=(40, 60),
    learning=2,
    emblem="love_3",
)

__all__ = ["GAME_ID", "OptionsError", "RULES_VERSION", "SPEC", "TantoCuore", "new_game"]
