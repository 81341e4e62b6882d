"""A looping track of squares, as on a land-and-battle board: squares 0 to
length - 1 in a loop, square 0 the start, pieces moving forward by a die roll
and sometimes back.

What passing or landing on a square does (a lap bonus, a toll) is the game's rule.
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Track:
    length: int

    def __post_init__(self):
        if not isinstance(self.length, int) or self.length < 1:
            raise ValueError(f"a track has 1 square or more, not {self.length!r}")

    def _check(self, square: int) -> None:
        if not isinstance(square, int) or not 0 <= square < self.length:
            raise ValueError(f"no square {square!r} on a track of {self.length}")

    def advance(self, square: int, steps: int) -> tuple[int, int]:
        """(where a piece on ``square`` ends after ``steps``, laps passed).

        Laps passed counts the moves onto the start square from the square before
        it: landing on the start forward counts, leaving it does not. A negative
        ``steps`` moves back, and each move back off the start counts -1, so that
        two moves always add up to one move of their sum; whether moving back
        over the start takes a lap away is for the game to say."""
        self._check(square)
        if not isinstance(steps, int):
            raise ValueError(f"a piece moves a whole number of steps, not {steps!r}")
        laps, new_square = divmod(square + steps, self.length)
        return new_square, laps

    def distance(self, a: int, b: int) -> int:
        """Steps forward from ``a`` to ``b``: 0 to length - 1."""
        self._check(a)
        self._check(b)
        return (b - a) % self.length

    def between(self, a: int, b: int) -> list[int]:
        """The squares passed over going forward from ``a`` to ``b``, in order,
        neither end included: nothing from a square to itself (0 steps, not a lap)."""
        return [(a + i) % self.length for i in range(1, self.distance(a, b))]
