"""A state as plain data, hidden parts included, for exact comparisons.

Replays, clones and determinism are tested by comparing snapshots; walking
``__slots__`` keeps this working for every game without per-game code.
"""
from __future__ import annotations

from engine.core.protocol import Decision

# Bookkeeping, not game state (``__weakref__`` is Python's); ``history`` is the actions, a chain as deep as the game.
_SKIP = frozenset({"events", "log_events", "history", "__weakref__"})


def snapshot(obj):
    if obj is None or isinstance(obj, (bool, int, float, str)):
        return obj
    if isinstance(obj, (list, tuple)):
        return [snapshot(item) for item in obj]
    if isinstance(obj, (set, frozenset)):
        return sorted(snapshot(item) for item in obj)
    if isinstance(obj, dict):
        return {str(key): snapshot(value) for key, value in sorted(obj.items(), key=lambda kv: str(kv[0]))}
    if isinstance(obj, Decision):
        # By what it asks, however the game keeps its options (built when read, say).
        return {"__type__": "Decision", **snapshot(obj.as_dict()), "weights": snapshot(obj.weights)}
    slots = []
    for cls in type(obj).__mro__:
        slots.extend(getattr(cls, "__slots__", ()))
    return {"__type__": type(obj).__name__,
            **{name: snapshot(getattr(obj, name)) for name in slots if name not in _SKIP and hasattr(obj, name)}}
