"""Secrets: something one seat chose face down, which the others must not see
until it is revealed (cards committed for a bid).

The state keeps the real value as ``Sealed(owner, value)``; ``shown`` is what a
seat's view holds, ``resealed`` what a world sampled for a seat
(``determinize``) holds: its own secrets as they are, the others' drawn anew,
since that seat cannot know them. Revealing is the game's: it replaces the
Sealed by its value and emits an event with ``reveals: True``.
"""
from __future__ import annotations

from typing import Any, Callable, NamedTuple


class Sealed(NamedTuple):
    owner: int
    value: Any

    def shown(self, seat: int) -> dict:
        """Plain data for ``seat``'s view: the value for its owner, for anyone
        else only that there is one."""
        if seat == self.owner:
            return {"sealed": True, "owner": self.owner, "value": self.value}
        return {"sealed": True, "owner": self.owner}

    def resealed(self, seat: int, sample: Callable[[int], Any]) -> "Sealed":
        """This secret in a world sampled for ``seat``: the seat's own as it
        is, another's replaced by ``sample(owner)``."""
        return self if seat == self.owner else Sealed(self.owner, sample(self.owner))
