"""The toy game's actions: tuples ``(verb, *args)``, their text by the shared
form (``roll 6``, ``commit -2``, ``pick 0``, ``keep [0,2]``, ``place (1,-1)``,
``discard [-3,4]``, ``step 3``: a square of the route)."""
from __future__ import annotations

from engine.boards.hex import Hex
from engine.core.actions import ActionCodec, format_action, parse_action
from engine.core.protocol import IllegalAction


def _is_int(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _is_ints(value) -> bool:
    return isinstance(value, tuple) and not isinstance(value, Hex) and all(map(_is_int, value))


# What each verb's one argument must be.
ARGUMENT = {
    "roll": _is_int,
    "commit": _is_int,
    "pick": _is_int,
    "step": _is_int,
    "keep": lambda value: _is_ints(value) and len(value) == 2,
    "place": lambda value: isinstance(value, Hex),
    "discard": _is_ints,
}


class ToyCodec(ActionCodec):
    def text(self, action) -> str:
        return format_action(action[0], action[1:])

    def parse(self, text: str):
        verb, args = parse_action(text)
        check = ARGUMENT.get(verb)
        if check is None or len(args) != 1 or not check(args[0]):
            raise IllegalAction(f"not a toy action: {text!r}")
        return (verb, *args)
