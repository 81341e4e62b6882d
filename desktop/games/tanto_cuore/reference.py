"""Tanto Cuore's rules reference: where its text is (``reference.toml``,
written from the rules summary in ``shared/rules/``), which section fits what
the viewer is deciding (F1 at the table), and the legend's icons, drawn by
the same code that draws the cards."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QRectF
from PySide6.QtGui import QFont, QImage

from desktop.games.tanto_cuore.card_art import (EFFECT_ORDER, ILL, KIND_COLOURS, paint_heart,
                                                paint_icon, paint_room, paint_star)
from desktop.games.tanto_cuore.delegates import HINTED, LEGAL
from desktop.widgets.legend_icons import ICON_SIZE, band, border, canvas

REFERENCE = Path(__file__).with_name("reference.toml")

# The section for each decision kind (engine/games/tanto_cuore/INTERFACE.md).
DECISION_SECTIONS = {
    "start": "starting-phase",
    "fay": "start-abilities", "eugenie": "start-abilities", "eugenie_swap": "start-abilities",
    "nord": "start-abilities", "nord_target": "start-abilities",
    "sora": "start-abilities", "sora_target": "start-abilities",
    "serving": "serving-phase", "sainsbury": "serving-phase", "esquine": "serving-phase",
    "natsumi": "reactions", "natsumi_others": "reactions", "eliza": "reactions", "eliza_top": "reactions",
    "claire": "reactions", "reaction": "reactions",
    "employ": "employ-phase",
}
PHASE_SECTIONS = {"start": "starting-phase", "serving": "serving-phase", "employ": "employ-phase",
                  "discard": "discard-phase", "over": "the-end"}


def reference_section(view: dict | None) -> str:
    """The section F1 opens for ``view`` (the viewer's view; None: no game)."""
    if view is None:
        return "overview"
    if view.get("winners") is not None:
        return "the-end"
    decision = view.get("decision")
    if decision is not None and decision.get("kind") in DECISION_SECTIONS:
        return DECISION_SECTIONS[decision["kind"]]
    return PHASE_SECTIONS.get(view.get("phase"), "turn")


def _painted(paint, width: int = ICON_SIZE) -> QImage:
    image, painter = canvas(width)
    paint(painter)
    painter.end()
    return image


def reference_icons() -> dict[str, QImage]:
    """Every mark the table paints, by the name the legend uses (``{icon:name}``)."""
    font = QFont()
    font.setBold(True)
    font.setPixelSize(10)
    box = QRectF(1, 1, 20, 20)
    icons = {
        "cost": _painted(lambda p: paint_heart(p, box, "3", font)),
        "vp": _painted(lambda p: paint_star(p, box, "2", font)),
        "negative-vp": _painted(lambda p: paint_star(p, box, "-1", font, negative=True)),
        "chamber": _painted(lambda p: paint_room(p, QRectF(3, 3, 16, 16))),
        "ill": band(ILL),
        "usable": border(LEGAL, 3),
        "hinted": border(HINTED, 4),
    }
    for effect in EFFECT_ORDER:
        icons[effect] = _painted(lambda p, e=effect: paint_icon(p, QRectF(3, 3, 16, 16), e))
    for kind, colour in KIND_COLOURS.items():
        icons[f"kind-{kind}"] = band(colour)
    return icons
