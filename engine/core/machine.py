"""The effect-frame stack that runs a card game's rules between decisions.

A rule that may need a choice halfway (a card effect) is a *handler* over a
``Frame``: ``handler(state, frame, action) -> done``. It is first called with
``action=None``; when it needs a choice it asks one (sets ``state.decision``),
remembers where it is in ``frame.step`` and returns False; the answer comes
back as ``action`` on the next call. Returning True pops the frame. Frames are
plain data, never closures or generators, so a state in the middle of an
effect clones like any other.

``FrameMachine`` is the mixin a state uses: ``push`` a frame, ``resume`` the
top frame with an answer, ``run`` until someone must decide. Between frames
the game's own ``step()`` advances its phases. Nothing here knows a game.
"""
from __future__ import annotations


class Frame:
    """One effect in progress: which handler, for which card and player, at
    which step, with a little scratch data (a list is copied on clone; any
    other value must be immutable)."""

    __slots__ = ("name", "card", "player", "step", "data")

    def __init__(self, name, card, player, step=0, data=None):
        self.name = name
        self.card = card
        self.player = player
        self.step = step
        self.data = data

    def clone(self) -> "Frame":
        data = self.data
        return Frame(self.name, self.card, self.player, self.step,
                     data[:] if isinstance(data, list) else data)

    def __repr__(self) -> str:
        return f"Frame({self.name!r}, card={self.card!r}, player={self.player}, step={self.step})"


class FrameMachine:
    """Mixin: the state keeps ``stack`` (a list of frames), ``decision`` and
    ``winners``, and defines ``handlers`` (name -> handler) and ``step()``."""

    __slots__ = ()

    handlers: dict = {}

    def push(self, name: str, card, player: int, data=None) -> None:
        self.stack.append(Frame(name, card, player, 0, data))

    def clone_stack(self) -> list:
        return [frame.clone() for frame in self.stack] if self.stack else []

    def resume(self, action) -> bool:
        """Give ``action`` to the frame that asked for it; False if no frame
        did (the decision is then the game's own)."""
        stack = self.stack
        if not stack:
            return False
        frame = stack[-1]
        if self.handlers[frame.name](self, frame, action):
            # A handler may have pushed frames above itself before finishing.
            stack.remove(frame)
        return True

    def run(self) -> None:
        """Run the rules forward until someone must decide or the game is over."""
        stack = self.stack
        handlers = self.handlers
        while self.decision is None and self.winners is None:
            if stack:
                frame = stack[-1]
                if handlers[frame.name](self, frame, None):
                    stack.remove(frame)
            else:
                self.step()

    def step(self) -> None:  # pragma: no cover - interface
        """Advance the game's phases by one step (no frame is in flight)."""
        raise NotImplementedError
