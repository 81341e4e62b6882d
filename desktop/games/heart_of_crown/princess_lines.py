"""What each princess does, in a few words: her card at the table shows it
under her name (the full text is on hover). Written from her rules text
(engine/games/heart_of_crown/cards.py); "" for one without an ability.

And her own name apart from her title ("Klamklam" of "Southern Seas Market
Princess Klamklam"): a small card draws the title small and the name large."""
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


# Each princess's own name, the end of her card's name in every language.
PRINCESS_NAMES = {
    "lulunasaika": QT_TRANSLATE_NOOP("heart_of_crown", "Lulunasaika"),
    "laolily": QT_TRANSLATE_NOOP("heart_of_crown", "Laolily"),
    "klamklam": QT_TRANSLATE_NOOP("heart_of_crown", "Klamklam"),
    "bergamotte": QT_TRANSLATE_NOOP("heart_of_crown", "Bergamotte"),
    "flammaria": QT_TRANSLATE_NOOP("heart_of_crown", "Flammaria"),
    "rain_and_sion": QT_TRANSLATE_NOOP("heart_of_crown", "Rain & Sion"),
}


def title_and_name(card: str, full_name: str) -> tuple | None:
    """(title, own name) of a princess's ``full_name`` in the current language;
    None for a card that is no princess, or a name that does not end in hers."""
    own = PRINCESS_NAMES.get(card)
    own = QCoreApplication.translate("heart_of_crown", own) if own else ""
    title = full_name[:-len(own)].strip() if own and full_name.endswith(own) else ""
    return (title, own) if title else None
