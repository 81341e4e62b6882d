"""An action's one stable text form, shared by every game.

Inside the engine an action is a compact value (a small int, or a tuple), as
the game's speed asks; each game's codec (``GameSpec.codec``) turns it into
text and back. The text is a verb and typed arguments separated by single
spaces, so a record, a log, the CLI and a test read it alike::

    end_main            play city          keep knight 1
    buy city supply     move 2 (3,-1)      discard [city,farm]

An argument is a name (``[a-z][a-z0-9_]*``), an integer (``0``, ``-3``; no
``+``, no leading zeros, no ``-0``), a hex cell ``(q,r)`` or a list ``[a,b]`` of
those (not nested). Only the canonical form parses, so text and values
round-trip exactly: ``format_action(*parse_action(text)) == text``.

Format-1 records wrote ``verb``, ``verb:arg`` and ``verb:arg@slot``;
``legacy_text`` turns those into this form.
"""
from __future__ import annotations

import re
from typing import NamedTuple

from engine.boards.hex import Hex
from engine.core.errors import IllegalAction


_NAME = r"[a-z][a-z0-9_]*"
_INT = r"(?:0|-?[1-9][0-9]*)"
_CELL = rf"\({_INT},{_INT}\)"
_ATOM = rf"(?:{_NAME}|{_INT}|{_CELL})"
_ARG = rf"(?:{_ATOM}|\[(?:{_ATOM}(?:,{_ATOM})*)?\])"
_ACTION_RE = re.compile(rf"^({_NAME})((?: {_ARG})*)$")
_ARG_RE = re.compile(_ARG)
_LEGACY_RE = re.compile(r"^[a-z][a-z0-9_]*(:[a-z0-9_]+(@[a-z0-9_]+)?)?$")

Value = str | int | Hex | tuple


def _atom(text: str) -> Value:
    if text[0] == "(":
        return Hex.parse(text)
    if text[0] == "-" or text[0].isdigit():
        return int(text)
    return text


def parse_action(text: str) -> tuple[str, tuple]:
    """``(verb, args)`` of an action's text; IllegalAction if it is not one.
    Names stay ``str``, integers ``int``, cells ``engine.boards.hex.Hex``, lists ``tuple``."""
    match = _ACTION_RE.match(text) if isinstance(text, str) else None
    if match is None:
        raise IllegalAction(f"not an action: {text!r} (expected a verb and arguments, like 'play city')")
    args = []
    for token in _ARG_RE.findall(match.group(2)):
        if token[0] == "[":
            inner = token[1:-1]
            args.append(tuple(_atom(t) for t in re.findall(_ATOM, inner)) if inner else ())
        else:
            args.append(_atom(token))
    return match.group(1), tuple(args)


def _format_atom(value) -> str:
    if isinstance(value, bool):
        raise TypeError(f"an action argument may not be a bool: {value!r}")
    if isinstance(value, Hex):
        return value.text
    if isinstance(value, int):
        return str(value)
    if isinstance(value, str) and re.fullmatch(_NAME, value):
        return value
    raise TypeError(f"not an action argument: {value!r}")


def format_action(verb: str, args: tuple = ()) -> str:
    """The canonical text of ``verb`` with ``args`` (the inverse of parse_action)."""
    if not re.fullmatch(_NAME, verb):
        raise TypeError(f"not a verb: {verb!r}")
    parts = [verb]
    for arg in args:
        if isinstance(arg, (list, tuple)) and not isinstance(arg, Hex):
            parts.append("[" + ",".join(_format_atom(item) for item in arg) + "]")
        else:
            parts.append(_format_atom(arg))
    return " ".join(parts)


def legacy_text(text: str) -> str:
    """A format-1 action (``verb:arg@slot``) in today's form (``verb arg slot``)."""
    if not isinstance(text, str) or not _LEGACY_RE.match(text):
        raise IllegalAction(f"not a format-1 action: {text!r}")
    return text.replace(":", " ").replace("@", " ")


class Place(NamedTuple):
    """Where something is on the table: a zone (``"hand"``, ``"market"``,
    ``"domain"``, ``"coins"``, ``"cell"`` …), whose it is (a seat, or None for
    a shared zone), and where in it (a slot number or a hex cell)."""

    zone: str
    seat: int | None = None
    slot: int | None = None
    cell: Hex | None = None

    def as_data(self) -> dict:
        """Plain data for a view (a cell as ``[q, r]``)."""
        cell = None if self.cell is None else [self.cell.q, self.cell.r]
        return {"zone": self.zone, "seat": self.seat, "slot": self.slot, "cell": cell}

    @classmethod
    def from_data(cls, data: dict | None) -> "Place | None":
        if data is None:
            return None
        cell = data["cell"]
        return cls(data["zone"], data["seat"], data["slot"], None if cell is None else Hex(*cell))


class OptionInfo(NamedTuple):
    """What a table needs to show one option without reading its text: the
    verb, the card (or piece) it concerns, where that comes from and where it
    goes, and a count where the option is a number."""

    verb: str
    card: str | None = None
    source: Place | None = None
    target: Place | None = None
    count: int | None = None


class Refusal(NamedTuple):
    """Why a gesture means nothing now (or a warning before a legal one): a
    reason key, its English text with ``{placeholders}`` (the app translates
    the text in the game's context and fills it in), the card it names and any
    other values the text names (``{"cost": 5, "coins": 3}``)."""

    key: str
    text: str
    card: str | None = None
    values: dict | None = None

    def as_data(self) -> dict:
        return {"key": self.key, "text": self.text, "card": self.card, "values": self.values}

    @classmethod
    def from_data(cls, data: dict | None) -> "Refusal | None":
        return None if data is None else cls(data["key"], data["text"], data["card"], data["values"])


class ShownOption(NamedTuple):
    """One option of a decision as the deciding seat's view carries it, made
    once with the view (``GameState.shown_options``) so that a table shows,
    lights and labels every option without asking the state again: its text
    (the record's form; the game's codec parses it back to the compact
    action), what it means on the table (``info``), what it would do and cost
    (``preview``, where the game says) and the warning before it (``warning``:
    ``GameState.confirmation``)."""

    text: str
    info: OptionInfo
    preview: Refusal | None = None
    warning: Refusal | None = None

    def as_data(self) -> dict:
        info = self.info
        return {"text": self.text, "verb": info.verb, "card": info.card,
                "source": None if info.source is None else info.source.as_data(),
                "target": None if info.target is None else info.target.as_data(), "count": info.count,
                "preview": None if self.preview is None else self.preview.as_data(),
                "warning": None if self.warning is None else self.warning.as_data()}

    @classmethod
    def from_data(cls, data: dict) -> "ShownOption":
        info = OptionInfo(data["verb"], data["card"], Place.from_data(data["source"]),
                          Place.from_data(data["target"]), data["count"])
        return cls(data["text"], info, Refusal.from_data(data["preview"]), Refusal.from_data(data["warning"]))


class ActionCodec:
    """The text form of one game's compact actions. Games subclass it; the
    conformance suite checks ``parse(text(a)) == a`` for every legal action."""

    def text(self, action) -> str:  # pragma: no cover - interface
        raise NotImplementedError

    def parse(self, text: str):  # pragma: no cover - interface
        """The compact action; IllegalAction for text that names none."""
        raise NotImplementedError
