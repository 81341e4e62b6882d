"""Actions are plain strings with a stable text form: ``verb``, ``verb:arg`` or
``verb:arg@slot``. Strings keep records, logs, the CLI and tests readable, and
comparing them is the cheapest legality check there is."""
from __future__ import annotations

import re

from engine.core.protocol import IllegalAction

_ACTION_RE = re.compile(r"^[a-z][a-z0-9_]*(:[a-z0-9_]+(@[a-z0-9_]+)?)?$")


def parse(text: str) -> tuple[str, str | None, str | None]:
    """Split an action into (verb, arg, slot); reject text that is not an action."""
    if not isinstance(text, str) or not _ACTION_RE.match(text):
        raise IllegalAction(f"not an action: {text!r} (expected verb, verb:arg or verb:arg@slot)")
    verb, _, rest = text.partition(":")
    if not rest:
        return verb, None, None
    arg, _, slot = rest.partition("@")
    return verb, arg, (slot or None)
