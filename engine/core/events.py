"""Structured events: what happened, to whom, and who may see it.

An event is a plain dict so it serialises as it is and a GUI can build a
translated log line from it: ``{"type": "gain", "player": 1, "card": "city",
"visible_to": ALL}``. ``visible_to`` is ``ALL``, the one seat that may see it
(a draw shows the drawn cards only to the drawer), or a tuple of seats (the
others, who see only a count). An event that makes hidden information known
carries ``reveals: True``.
"""
from __future__ import annotations

from engine.core.protocol import ALL


def visible(event: dict, seat: int) -> bool:
    to = event.get("visible_to", ALL)
    if isinstance(to, (tuple, list)):     # a list once the event went through JSON
        return seat in to
    return to == ALL or to == seat
