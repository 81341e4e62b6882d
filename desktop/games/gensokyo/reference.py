"""Gensokyo's rules reference: where its text is (``reference.toml``, written
from shared/rules/gensokyo.rules.md), which section fits what the viewer is
deciding (F1 at the table), and the legend's icons (none: the legend names
the marks in words, as the table draws them in plain shapes and colours)."""
from __future__ import annotations

from pathlib import Path

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
    "transform": "battle", "copy": "battle", "recollect": "battle", "byakuren": "battle",
}


def reference_section(view: dict | None) -> str:
    """The section F1 opens for ``view`` (the viewer's view; None: no game)."""
    if view is None:
        return "overview"
    if view.get("winners") is not None:
        return "the-end"
    return KIND_SECTIONS.get(view.get("kind"), "overview")


def reference_icons() -> dict:
    """Every mark the table paints, by the name the legend uses: none."""
    return {}
