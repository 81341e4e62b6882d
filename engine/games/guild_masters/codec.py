"""Isekai Guild Masters' actions: tuples ``(verb, *args)`` in the shared text
form (``play bakery``, ``explore (2,-1)``, ``develop [1,3]``, ``pay 2``)."""
from __future__ import annotations

from engine.boards.hex import Hex
from engine.core.actions import ActionCodec, format_action, parse_action
from engine.core.protocol import IllegalAction


def _name(value) -> bool:
    return isinstance(value, str)


def _int(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _cell(value) -> bool:
    return isinstance(value, Hex)


def _ints(value) -> bool:
    return isinstance(value, tuple) and not isinstance(value, Hex) and all(map(_int, value))


# Each verb's arguments, by kind.
ARGUMENTS = {
    # setup
    "encounter": (_name,), "face": (_name,), "swap": (_name,), "keep": (_name,), "done": (),
    # a turn
    "play": (_name,), "regalia": (_name,), "claim": (_int,), "explore": (_cell,), "build": (_cell,),
    "develop": (_ints,), "potion": (_int,), "special": (_name,), "sell": (_name,), "sell_potion": (),
    "land_lab": (), "pass": (),
    # answers inside a rule or an effect
    "pay": (_int,), "flash": (_int,), "decline": (), "cell": (_cell,), "tile": (_name,), "affinity": (_int,),
    "card": (_name,), "treasure": (_name,), "discard": (_name,), "yes": (), "skip": (),
}


class GuildMastersCodec(ActionCodec):
    def text(self, action) -> str:
        if not isinstance(action, tuple) or not action or action[0] not in ARGUMENTS:
            raise IllegalAction(f"not an Isekai Guild Masters action: {action!r}")
        return format_action(action[0], action[1:])

    def parse(self, text: str):
        verb, args = parse_action(text)
        kinds = ARGUMENTS.get(verb)
        if kinds is None or len(args) != len(kinds) or not all(k(a) for k, a in zip(kinds, args)):
            raise IllegalAction(f"not an Isekai Guild Masters action: {text!r}")
        return (verb, *args)


CODEC = GuildMastersCodec()
