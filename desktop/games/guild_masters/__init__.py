"""Isekai Guild Masters' desktop (the game interface, ``TABLE`` and the rest,
comes with the table; this file only makes the package importable)."""
