"""Heart of Crown, 2nd edition base set."""
from engine.core.spec import GameSpec
from engine.games.heart_of_crown.codec import CODEC
from engine.games.heart_of_crown.options import HeartOfCrownOptions, OptionsError, normalize_options
from engine.games.heart_of_crown.position import position
from engine.games.heart_of_crown.rule_tables import GAME_ID, RULES_VERSION
from engine.games.heart_of_crown.state import HeartOfCrown


def new_game(options: dict, seed: int, log_events: bool = True, rules_version: int = RULES_VERSION) -> HeartOfCrown:
    return HeartOfCrown(options, seed, log_events, rules_version)


SPEC = GameSpec(
    id=GAME_ID,
    name="Heart of Crown",
    min_players=2,
    max_players=4,
    options=HeartOfCrownOptions,
    rules_version=RULES_VERSION,
    new_game=new_game,
    codec=CODEC,
    agents={
        "baseline": "engine.games.heart_of_crown.baseline:BaselineAgent",
        "strong": "engine.games.heart_of_crown.strategy:StrongAgent",
        "easy": "engine.ai.levels:easy",
        "normal": "engine.ai.levels:normal",
        "hard": "engine.ai.levels:hard",
    },
    levels=("easy", "normal", "hard", "baseline"),   # baseline: the plain scripted player, offered since the first release
    policy="strong",      # the search's rollouts have always played the strong agent
    search_hooks="engine.games.heart_of_crown.strategy:HOOKS",
    position=position,
    cards="engine.games.heart_of_crown.cards",
    summary="A deck-builder: back a princess, gather succession points and be crowned",
    minutes=(30, 45),
    learning=1,
    emblem="emperor_crown",
)

__all__ = ["GAME_ID", "HeartOfCrown", "OptionsError", "RULES_VERSION", "SPEC", "new_game", "normalize_options"]
