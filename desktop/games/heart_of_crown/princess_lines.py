"""What each princess does, in a few words: her card at the table shows it
under her name (the full text is on hover). Written from her rules text
(engine/games/heart_of_crown/cards.py); "" for one without an ability."""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

PRINCESS_LINES = {
    "lulunasaika": "",
    "laolily": QT_TRANSLATE_NOOP("heart_of_crown", "Gain up to 5 Court Maids"),
    "klamklam": QT_TRANSLATE_NOOP("heart_of_crown", "Buys cost 1 less"),
    "bergamotte": QT_TRANSLATE_NOOP("heart_of_crown", "Swap a card for an Action"),
    "flammaria": QT_TRANSLATE_NOOP("heart_of_crown", "2 market cards onto your deck"),
    "rain_and_sion": QT_TRANSLATE_NOOP("heart_of_crown", "Extra turns"),
}


def princess_line(card: str) -> str:
    """The princess's ability in a few words, in the current language ("" for none)."""
    text = PRINCESS_LINES.get(card, "")
    return QCoreApplication.translate("heart_of_crown", text) if text else ""
