"""Heart of Crown's rules reference: where its text is (``reference.toml``,
written from the rules texts in ``shared/rules/``), which section fits what
the viewer is deciding (F1 at the table), and the icons of the legend, drawn
by the same code that draws the cards."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QRectF
from PySide6.QtGui import QFont, QImage

from desktop.games.heart_of_crown.card_art import (COIN_BROWN, INK, POINT_PURPLE, POINT_RED, TYPE_COLOURS, paint_coin,
                                                   paint_link, paint_mark)
from desktop.games.heart_of_crown.delegates import HINTED, LEGAL
from desktop.base.i18n import current_language
from desktop.base.reference_data import load_reference, plain_text
from desktop.widgets.legend_icons import band, border, canvas, text_icon

REFERENCE = Path(__file__).with_name("reference.toml")

# The section for each decision kind; a card's own decision opens that card's
# FAQ when it has one (``reference_section``), else the rules of card effects.
DECISION_SECTIONS = {
    "main": "main-phase",
    "second": "second-phase",
    "keep": "keep",
    "coronation": "coronation",
    "set_bought_maid": "setting",
    "donation": "exile-and-curses",
    "adventurer_exile": "exile-and-curses",
    "order_top": "reshuffle",
}
PHASE_SECTIONS = {"main": "main-phase", "second": "second-phase"}
CARD_EFFECTS = "card-effects"


def reference_section(view: dict | None) -> str:
    """The section F1 opens for ``view`` (the viewer's view; None: no game)."""
    if view is None:
        return "overview"
    if view.get("winners") is not None:
        return "the-end"
    decision = view.get("decision")
    if decision is None:
        return PHASE_SECTIONS.get(view.get("phase"), "cleanup")
    kind = decision["kind"]
    if kind in DECISION_SECTIONS:
        return DECISION_SECTIONS[kind]
    card = (decision.get("prompt") or {}).get("card")
    faq = load_reference(REFERENCE).for_card(card) if card else []
    return faq[0].id if faq else CARD_EFFECTS


def card_faq(card: str) -> str:
    """The FAQ answers about ``card`` as plain text in the current language ("" if none)."""
    reference = load_reference(REFERENCE)
    code = current_language()
    return "\n\n".join(plain_text(reference, section.body.get(code), code).strip()
                       for section in reference.for_card(card))


def mark_icon(mark: str, text: str, colour) -> QImage:
    """The coins or points mark of the cards, as the legend shows it."""
    image, painter = canvas(34)
    font = QFont()
    font.setBold(True)
    font.setPixelSize(13)
    painter.setFont(font)
    paint_mark(painter, 2, QRectF(0, 0, 34, 22), mark, text, colour)
    painter.end()
    return image


def reference_icons() -> dict[str, QImage]:
    """Every mark the table paints, by the name the legend uses (``{icon:name}``)."""
    icons = {}
    image, painter = canvas()
    font = QFont()
    font.setBold(True)
    font.setPixelSize(11)
    paint_coin(painter, QRectF(1, 1, 20, 20), "3", font)
    painter.end()
    icons["cost"] = image
    icons["coins"] = mark_icon("coins", "+2", COIN_BROWN)
    image, painter = canvas(30)
    font = QFont()
    font.setPixelSize(12)
    painter.setFont(font)
    paint_link(painter, 1, 3, 1)
    painter.end()
    icons["link"] = image
    icons["points"] = mark_icon("points", "+6", POINT_PURPLE)
    icons["negative-points"] = mark_icon("points", "-2", POINT_RED)
    icons["count"] = text_icon("×5", INK)
    for card_type, colour in TYPE_COLOURS.items():
        icons[f"band-{card_type}"] = band(colour)
    icons["usable"] = border(LEGAL, 3)
    icons["hinted"] = border(HINTED, 4)
    icons["turn"] = text_icon("▶", INK, 22)
    return icons
