"""The error an illegal action raises, at the bottom of ``engine.core`` so the
action text codec, records and the protocol all raise it without importing
each other (``engine.core.protocol`` exports it too, where games import it)."""


class IllegalAction(ValueError):
    """An action the rules do not allow now; the message says why."""
