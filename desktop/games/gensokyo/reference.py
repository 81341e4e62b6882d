"""Gensokyo's rules reference: where its text is (``reference.toml``, written
from shared/rules/gensokyo.rules.md), which section fits what the viewer is
deciding (F1 at the table), and the legend's icons: the keyword marks, drawn
by the code that paints them on the cards (the board's plain shapes and
colours are named in words)."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPointF
from PySide6.QtGui import QImage

from desktop.games.gensokyo.card_marks import MARKS, paint_seal
from desktop.widgets.legend_icons import ICON_SIZE, canvas

REFERENCE = Path(__file__).with_name("reference.toml")

# The view's "kind" (the decision the engine asks, state.ask) → its section.
KIND_SECTIONS = {
    "claim": "lands", "invest": "lands",
    "relocate": "relocation",
    "toll_or_invade": "tolls",
    "move": "movement", "keep": "movement", "step": "movement",     # a spell's road or dice; the cross map's route
    "travel": "squares",
    "draw": "turn",
    "discard": "hand-limit",                                         # the hand limit or a hand cost
    "spell": "spells", "search": "spells", "take_away": "spells",
    "sell": "bankruptcy",
    "battle_main": "battle", "battle_support": "battle",
    "transform": "keywords", "copy": "keywords", "recollect": "keywords", "byakuren": "keywords",
}


def reference_section(view: dict | None) -> str:
    """The section F1 opens for ``view`` (the viewer's view; None: no game)."""
    if view is None:
        return "overview"
    if view.get("winners") is not None:
        return "the-end"
    return KIND_SECTIONS.get(view.get("kind"), "overview")


def _seal(mark: str) -> QImage:
    image, painter = canvas(ICON_SIZE)
    paint_seal(painter, QPointF(ICON_SIZE / 2, ICON_SIZE / 2), ICON_SIZE * 0.45, mark)
    painter.end()
    return image


def reference_icons() -> dict[str, QImage]:
    """Every keyword mark the cards show, by the name the legend uses."""
    return {mark: _seal(mark) for mark in MARKS}
