"""Pieces every deck-builder shares: a player's zones with draw-and-reshuffle,
and counted supply piles with the difference between gaining and buying."""
from engine.deckbuilding.zones import Zones
from engine.deckbuilding.piles import CountedPiles

__all__ = ["CountedPiles", "Zones"]
