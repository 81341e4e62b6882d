"""Heart of Crown's actions as small ints, and their one text form.

Every action the rules can ever offer is listed once, at import, and numbered
in the sorted order of its format-1 text (``buy:city`` < ``buy:city@supply``),
so comparing two actions compares their texts as it always did: the agents
break ties that way. Inside the engine an action is its number; the tables
``VERB``, ``ARG`` and ``SLOT`` give its parts without parsing. Its text is
``legacy_text`` of the format-1 string (``keep:knight@1`` -> ``keep knight 1``).
"""
from __future__ import annotations

from engine.core.actions import ActionCodec, legacy_text
from engine.core.protocol import IllegalAction
from engine.games.heart_of_crown.cards import (
    CARD_LIST, CARDS, COPIES_PER_COMMON, TERRITORY)

# Answers without an argument.
BARE = ("coin_counter", "counter", "declare", "decline", "discard", "done", "end_main",
        "end_second", "keep", "no", "pay", "skip")
# Verbs naming one card, and the slots some of them name besides.
CARD_VERBS = ("activate", "back", "buy", "discard", "exile", "gain", "play", "put", "set",
              "take", "top")
FROM_SUPPLY = ("buy", "gain", "take")           # the face-up supply card
EXILE_FROM = ("hand", "discard")                # Magic Amulet says which zone
SEATS = range(4)                                # Battering Ram names the victim
OPTIONS = ("coin", "coins", "curse", "discount", "draw")
LAOLILY_MOST = 5

# A domain holds the three territories moved at the backing plus every territory
# that sets itself at cleanup: a keep or recall names one of those lands.
MAX_LANDS = 3 + sum(COPIES_PER_COMMON if c.kind == "common" else 1 for c in CARD_LIST
                    if c.cleanup_set and TERRITORY in c.types)


def _format1_actions() -> list:
    names = sorted(CARDS)
    found = list(BARE)
    for verb in CARD_VERBS:
        found += [f"{verb}:{card}" for card in names]
    for verb in FROM_SUPPLY:
        found += [f"{verb}:{card}@supply" for card in names]
    found += [f"exile:{card}@{zone}" for card in names for zone in EXILE_FROM]
    found += [f"discard:{card}@{seat}" for card in names for seat in SEATS]
    found += [f"{verb}:{card}@{land}" for verb in ("keep", "recall") for card in names
              for land in range(MAX_LANDS)]
    found += [f"count:{n}" for n in range(LAOLILY_MOST + 1)]
    found += [f"option:{name}" for name in OPTIONS]
    return sorted(found)


FORMAT1 = tuple(_format1_actions())
CODE = {text: action for action, text in enumerate(FORMAT1)}


def _parts(text: str) -> tuple:
    verb, _, rest = text.partition(":")
    arg, _, slot = rest.partition("@")
    return verb, arg or None, slot or None


_PARTS = [_parts(text) for text in FORMAT1]
VERB = tuple(p[0] for p in _PARTS)
ARG = tuple(p[1] for p in _PARTS)     # the card (or option word, or count) it names
SLOT = tuple(p[2] for p in _PARTS)    # "supply", "hand", "discard", a land or a seat
TEXT = tuple(legacy_text(text) for text in FORMAT1)
_BY_TEXT = {text: action for action, text in enumerate(TEXT)}


def actions_of(verb: str, slot=None) -> dict:
    """``{card: action}`` for ``verb:card`` (or ``verb:card@slot``)."""
    suffix = "" if slot is None else f"@{slot}"
    return {card: CODE[f"{verb}:{card}{suffix}"] for card in CARDS if f"{verb}:{card}{suffix}" in CODE}


class HeartOfCrownCodec(ActionCodec):
    def text(self, action) -> str:
        if type(action) is not int or not 0 <= action < len(TEXT):
            raise IllegalAction(f"not a Heart of Crown action: {action!r}")
        return TEXT[action]

    def parse(self, text: str) -> int:
        action = _BY_TEXT.get(text) if isinstance(text, str) else None
        if action is None:
            raise IllegalAction(f"no Heart of Crown action reads {text!r} (like 'play city' or 'buy city supply')")
        return action


CODEC = HeartOfCrownCodec()
