"""Isekai Guild Masters' rules reference: where its text is (``reference.toml``,
written from the rulebook in ``shared/rules/``), which section fits what the
viewer is deciding (F1 at the table), and the legend's icons, drawn by the
same code that draws the labyrinth and the cards' rewards."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QImage

from desktop.games.guild_masters.delegates import HINTED, LEGAL
from desktop.games.guild_masters.labyrinth import art
from desktop.games.guild_masters.labyrinth.items import SEAT_COLOURS
from desktop.widgets.legend_icons import ICON_SIZE, border, canvas

REFERENCE = Path(__file__).with_name("reference.toml")

# The section for each decision kind (engine/games/guild_masters/INTERFACE.md).
DECISION_SECTIONS = {
    "encounter": "setup-receptionist", "swap": "setup-hand", "face": "setup-face",
    "pay": "play-event", "explore_target": "explore", "explore_cost": "explore-cost",
    "keep_tile": "faq-shadowmen-miasma", "pay_tile": "play-event",
    "wisdom": "app-receptionists", "swap_tile": "app-receptionists",
    "floating_lab": "app-receptionists", "land_floating_lab": "app-receptionists",
    "base": "build", "free_play": "play-event", "play_event": "special-actions", "copy_play": "faq-devils-quill",
    "purify": "abyss", "take_tile": "abyss", "reveal_area": "faq-crimson-castle",
    "unlock_affinity": "develop", "adventurer_on_card": "develop", "flip_card": "play-event",
    "flip_face_up": "play-event", "unbase_or_flip_self": "play-event", "discard": "selling", "sale_window": "selling", "treasure": "scoring",
}
PHASE_SECTIONS = {"encounter": "setup-receptionist", "swap": "setup-hand", "keep": "setup-hand",
                  "face": "setup-face", "gather": "information-gathering", "action": "action-phase",
                  "finish": "finish-phase", "end_turns": "finish-phase", "over": "scoring"}


def reference_section(view: dict | None) -> str:
    """The section F1 opens for ``view`` (the viewer's view; None: no game)."""
    if view is None:
        return "overview"
    if view.get("winners") is not None:
        return "scoring"
    decision = view.get("decision")
    kind = decision.get("kind") if decision else None
    if kind == "keep":              # the starting hand, or the cards of information gathering
        return "setup-hand" if view.get("phase") == "keep" else "information-gathering"
    if kind in DECISION_SECTIONS:
        return DECISION_SECTIONS[kind]
    return PHASE_SECTIONS.get(view.get("phase"), "round")


def _painted(paint) -> QImage:
    image, painter = canvas(ICON_SIZE)
    paint(painter, QPointF(ICON_SIZE / 2, ICON_SIZE / 2), ICON_SIZE * 0.4)
    painter.end()
    return image


def reference_icons() -> dict[str, QImage]:
    """Every mark the table paints, by the name the legend uses (``{icon:name}``)."""
    seat = QColor(SEAT_COLOURS[0])
    return {
        "gold": _painted(art.paint_coin),
        "power": _painted(art.paint_power),
        "potion": _painted(art.paint_potion),
        "draw": _painted(art.paint_card),
        "treasure": _painted(art.paint_treasure),
        "junk": _painted(art.paint_junk),
        "star": _painted(lambda p, c, r: art.paint_stars(p, c, 1, r)),
        "fame": _painted(lambda p, c, r: art.paint_fame(p, c, r, 2)),
        "plaque": _painted(lambda p, c, r: art.paint_plaque(p, c, r * 0.8, 2)),
        "adventurer": _painted(lambda p, c, r: art.paint_adventurer(p, c, r, seat)),
        "base": _painted(lambda p, c, r: art.paint_base(p, c, r * 0.9, seat)),
        "usable": border(LEGAL, 3),
        "hinted": border(HINTED, 4),
    }
