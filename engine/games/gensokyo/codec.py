"""Gensokyo's actions: tuples ``(verb, *args)``, their one text form by
``engine.core.actions.format_action`` (``claim ch03``, ``relocate 5 ch09``,
``invest 12 2``, ``spell sp05 14``, ``keep [0,2]``, ``roll 6``): card ids are
written in lower case, as the shared text form names things, and no card as
``none`` (``support none``). Squares are
the map's square numbers, seats are seat numbers. ``SHAPES`` says which
arguments each verb takes, so text that names no action is refused in one line."""
from __future__ import annotations

from engine.core.actions import ActionCodec, format_action, parse_action
from engine.core.protocol import IllegalAction
from engine.games.gensokyo.cards import CARDS

# An argument's kind: "card" (a card id), "n" (a small number: a square, seat, face, count), "pair".
SHAPES = {
    "draw": [()], "pass": [()], "travel": [()], "toll": [()], "invade": [()],
    "roll": [("n",)], "pick": [("n",)], "move": [("n",)], "step": [("n",)], "sell": [("n",)],
    "keep": [("pair",)],
    "claim": [("card",)], "main": [("card",)], "discard": [("card",)], "choose": [("card",)],
    "recollect": [("card",)], "copy": [("card",)],
    "support": [("card?",)], "byakuren": [("card?", "card?")],
    "transform": [("part",)],
    "spell": [("card",), ("card", "n")],
    "invest": [("n", "n")],
    "relocate": [("n", "card")],
}


NONE = "none"                 # the text of "no card" (no support, no swap)
PARTS = ("ability", "support")


def _fits(kind: str, value) -> bool:
    if kind == "card?":
        return value is None or _fits("card", value)
    if kind == "part":
        return value in PARTS
    if kind == "card":
        return isinstance(value, str) and value in CARDS
    if kind == "n":
        return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < 64
    return (isinstance(value, tuple) and len(value) == 2
            and all(isinstance(v, int) and not isinstance(v, bool) and 0 <= v < 3 for v in value))


class GensokyoCodec(ActionCodec):
    def text(self, action) -> str:
        if not isinstance(action, tuple) or not action or action[0] not in SHAPES:
            raise IllegalAction(f"not a Gensokyo action: {action!r}")
        return format_action(action[0], tuple(NONE if a is None else a.lower() if isinstance(a, str) else a
                                              for a in action[1:]))

    def parse(self, text: str) -> tuple:
        verb, args = parse_action(text)
        args = tuple(None if a == NONE else a if a in PARTS else a.upper() if isinstance(a, str) else a
                     for a in args)
        if not any(len(shape) == len(args) and all(map(_fits, shape, args)) for shape in SHAPES.get(verb, ())):
            raise IllegalAction(f"no Gensokyo action reads {text!r} (like 'claim ch03' or 'invest 12 2')")
        return (verb, *(tuple(a) if isinstance(a, list) else a for a in args))


CODEC = GensokyoCodec()
