"""Text for one-line messages about hostile input."""
from __future__ import annotations

BRIEF_CHARS = 40


def brief(text: str, limit: int = BRIEF_CHARS) -> str:
    """``text`` cut to ``limit`` characters, so a message stays one short line
    however large the value it names."""
    return text if len(text) <= limit else text[:limit - 1] + "…"
