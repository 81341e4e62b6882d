"""A tiny seeded RNG whose whole state is one integer.

Python's ``random.Random`` carries 625 words of state, which makes cloning a game
state slow; SplitMix64 is one int, so a clone copies it for free and a record
(seed + actions) replays exactly on every platform and Python version.
"""

_MASK = (1 << 64) - 1


class Rng:
    __slots__ = ("state",)

    def __init__(self, seed: int = 0) -> None:
        self.state = seed & _MASK

    def clone(self) -> "Rng":
        twin = Rng.__new__(Rng)
        twin.state = self.state
        return twin

    def next64(self) -> int:
        self.state = s = (self.state + 0x9E3779B97F4A7C15) & _MASK
        s = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        s = ((s ^ (s >> 27)) * 0x94D049BB133111EB) & _MASK
        return s ^ (s >> 31)

    def below(self, n: int) -> int:
        """A number in [0, n). The modulo bias is < 2**-50 for game-sized n."""
        return self.next64() % n

    def shuffle(self, items: list) -> None:
        """Fisher-Yates in place, one ``next64`` per swap. The mixer is written
        out here (the same numbers as ``next64``): a shuffle is the engine's
        most frequent use of it, and a call per card cost half its time."""
        s = self.state
        for i in range(len(items) - 1, 0, -1):
            s = (s + 0x9E3779B97F4A7C15) & _MASK
            z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
            j = (z ^ (z >> 31)) % (i + 1)
            items[i], items[j] = items[j], items[i]
        self.state = s

    def choice(self, items):
        return items[self.next64() % len(items)]

    def sample(self, items, k: int) -> list:
        pool = list(items)
        self.shuffle(pool)
        return pool[:k]
