"""The game-agnostic core: decisions, actions, events, RNG and records."""
from engine.core.protocol import Decision, GameState, IllegalAction, ALL
from engine.core.rng import Rng

__all__ = ["ALL", "Decision", "GameState", "IllegalAction", "Rng"]
