"""The few words the labyrinth paints itself, in the game's translation context
(``guild_masters``, the terms of translations/glossary.tsv)."""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

CONTEXT = "guild_masters"

WORDS = {
    "boss": QT_TRANSLATE_NOOP("guild_masters", "Boss"),
    "abyss": QT_TRANSLATE_NOOP("guild_masters", "Abyss"),
    "blank": QT_TRANSLATE_NOOP("guild_masters", "Blank tile"),
    "lab": QT_TRANSLATE_NOOP("guild_masters", "Floating Lab"),
    "map": QT_TRANSLATE_NOOP("guild_masters", "Labyrinth"),
    "keys": QT_TRANSLATE_NOOP("guild_masters",
                              "Arrow keys move over the areas, Enter chooses, Escape clears; "
                              "wheel or pinch zooms, drag pans, F fits the map"),
}


def word(key: str) -> str:
    return QCoreApplication.translate(CONTEXT, WORDS[key])
