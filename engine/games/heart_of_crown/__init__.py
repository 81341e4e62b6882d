"""Heart of Crown, 2nd edition base set."""
from engine.games.heart_of_crown.options import OptionsError, normalize_options
from engine.games.heart_of_crown.state import GAME_ID, RULES_VERSION, HeartOfCrown


def new_game(options: dict, seed: int, log_events: bool = True, rules_version: int = RULES_VERSION) -> HeartOfCrown:
    return HeartOfCrown(options, seed, log_events, rules_version)


__all__ = ["GAME_ID", "HeartOfCrown", "OptionsError", "RULES_VERSION", "new_game", "normalize_options"]
