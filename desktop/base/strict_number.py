"""A small number read from text anyone may have written (a drag's payload,
a part of a file): ASCII digits only, bounded.

``str.isdigit`` is no test: "²" passes it and ``int`` then raises, and "١"
(an Arabic-Indic one) passes both; " 1", "+1" and "1_0" pass ``int``."""
from __future__ import annotations

import re

_DIGITS = re.compile(r"[0-9]+", re.ASCII)


def strict_number(text, limit: int) -> int | None:
    """``text`` as a whole number from 0 to ``limit`` - 1 in ASCII digits (no
    sign, space or separator, no more digits than ``limit`` has), or None."""
    if not isinstance(text, str) or len(text) > len(str(limit)) or _DIGITS.fullmatch(text) is None:
        return None
    number = int(text)
    return number if number < limit else None
