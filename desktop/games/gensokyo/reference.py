"""Gensokyo's rules reference: where its text is (``reference.toml``, written
from shared/rules/gensokyo.rules.md), which section fits what the viewer is
deciding (F1 at the table), and the legend's icons (none yet: the table that
paints marks adds them with its legend section)."""
from __future__ import annotations

from pathlib import Path

REFERENCE = Path(__file__).with_name("reference.toml")

# The view's "kind" (the decision the engine asks, state.ask) → its section.
KIND_SECTIONS = {"claim": "lands", "invest": "lands", "battle_main": "battle", "battle_support": "battle",
                 "spell": "spells", "sell": "bankruptcy"}


def reference_section(view: dict | None) -> str:
    """The section F1 opens for ``view`` (the viewer's view; None: no game)."""
    if view is None:
        return "overview"
    if view.get("winners") is not None:
        return "the-end"
    return KIND_SECTIONS.get(view.get("kind"), "overview")


def reference_icons() -> dict:
    """Every mark the table paints, by the name the legend uses: none yet."""
    return {}
