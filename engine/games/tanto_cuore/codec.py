"""Tanto Cuore's actions: a tuple ``(verb, *args)`` inside the engine, and its
one text form, ``engine.core.actions.format_action(verb, args)``
(``serve kagari``, ``employ illness 1 chambermaids 0``). INTERFACE.md lists
every verb and what it means; ``SHAPES`` says which arguments each takes, so
text that names no action is refused before the rules see it.
"""
from __future__ import annotations

from engine.core.actions import ActionCodec, format_action, parse_action
from engine.core.protocol import IllegalAction
from engine.games.tanto_cuore.cards import CARDS

QUARTER_ZONES = ("chambermaids", "private")

# An argument's kind: "card", "seat", "zone" (a quarters zone), "slot", "word".
_MAID_PLACE = ("seat", "zone", "slot")
SHAPES = {
    "end_start": [()], "end_serving": [()], "end_turn": [()], "ability": [()],
    "decline": [()], "done": [()], "swap": [()], "react": [()],
    "discard_top": [()], "keep_top": [()],
    "cure": [("zone", "slot")],
    "choose": [("word",)],
    "peek": [("seat",)], "look": [("seat",)],
    "keep": [("card",)], "serve": [("card",)], "chamber": [("card",)],
    "exchange": [("card",)], "discard": [("card",)],
    "target": [("seat",), _MAID_PLACE],
    "move": [("card", "seat"), ("card",) + _MAID_PLACE],
    "return": [("card",), ("card", "zone", "slot")],
    "employ": [("card",), ("card", "seat"), ("card",) + _MAID_PLACE],
}
WORDS = ("love", "employ")


def _fits(kind: str, value) -> bool:
    if kind == "card":
        return isinstance(value, str) and value in CARDS
    if kind in ("seat", "slot"):
        return isinstance(value, int) and 0 <= value < (4 if kind == "seat" else 64)
    if kind == "zone":
        return value in QUARTER_ZONES
    return value in WORDS


class TantoCuoreCodec(ActionCodec):
    def text(self, action) -> str:
        if not isinstance(action, tuple) or not action or action[0] not in SHAPES:
            raise IllegalAction(f"not a Tanto Cuore action: {action!r}")
        return format_action(action[0], action[1:])

    def parse(self, text: str) -> tuple:
        verb, args = parse_action(text)
        shapes = SHAPES.get(verb, ())
        if not any(len(shape) == len(args) and all(map(_fits, shape, args)) for shape in shapes):
            raise IllegalAction(f"no Tanto Cuore action reads {text!r} (like 'serve kagari' or 'employ moine')")
        return (verb, *args)


CODEC = TantoCuoreCodec()
