"""Structured events: what happened, to whom, and who may see it.

An event is a plain dict so it serialises as it is and a GUI can build a
translated log line from it: ``{"type": "gain", "player": 1, "card": "city",
"visible_to": ALL}``. ``visible_to`` is ``ALL`` or the one seat that may see it
(a draw shows the drawn cards only to the drawer; the others see a count).
"""
from __future__ import annotations

from engine.core.protocol import ALL


def visible(event: dict, seat: int) -> bool:
    to = event.get("visible_to", ALL)
    return to == ALL or to == seat

