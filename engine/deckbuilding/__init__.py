"""Pieces every deck-builder shares (Heart of Crown now, Tanto Cuore next): a
player's zones with draw-and-reshuffle and what every seat knows of them
(``zones``), drawing with its events (``drawing``), re-sampling the hidden
part for determinization (``resample``), and counted supply piles with the
difference between gaining and buying (``piles``)."""
from engine.deckbuilding.zones import Zones
from engine.deckbuilding.piles import CountedPiles

__all__ = ["CountedPiles", "Zones"]
