"""Pieces every deck-builder shares (Heart of Crown now, Tanto Cuore next): a
player's zones with draw-and-reshuffle and what every seat knows of them
(``zones``), drawing with its events (``drawing``), re-sampling the hidden
part for determinization (``resample``), and counted supply piles with the
difference between gaining and buying (``piles``).

A game with one shared deck instead (the Touhou land game) has
``shared_cards``: the deck, a public graveyard, an unseen set-aside pile and
hands with who knows which card, re-drawn for one seat by ``shared_resample``."""
from engine.deckbuilding.zones import Zones
from engine.deckbuilding.piles import CountedPiles
from engine.deckbuilding.shared_cards import SharedCards
from engine.deckbuilding.shared_resample import resample_shared

__all__ = ["CountedPiles", "SharedCards", "Zones", "resample_shared"]
