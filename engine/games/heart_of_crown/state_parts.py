"""The parts of a Heart of Crown state that its clones share or rebuild
cheaply: the phase's decision whose options are built only when read
(``PhaseDecision``), the fields that change a few times a game (``Flags``,
read and written through the state's properties of the same names) and what
the game was set up with (``Setup``).
"""
from __future__ import annotations

from operator import attrgetter
from weakref import ref

from engine.core.protocol import Decision


class PhaseDecision(Decision):
    """A phase's decision whose options are built only when first read: the
    agents decide the phases from the state, and ``apply`` checks the usual
    answers without the options (``HeartOfCrown._allows``). It reads its own
    state, so a clone takes a copy bound to itself (``rebound``); it holds the
    state weakly, so a discarded clone is freed at once, not left in a cycle
    for the garbage collector. ``prices`` (a second phase's) maps each buy it
    offers to its cost, in the options' order, worked out when first read."""

    __slots__ = ("state", "build", "built", "priced")

    # One pick, never a chance: these shadow the base class's slots.
    min_picks = max_picks = 1
    picked = 0
    weights = None

    def __init__(self, state, player, kind, build, prompt):
        self.state = ref(state)
        self.build = build          # HeartOfCrown method (state, decision) listing the options
        self.built = None
        self.priced = None
        self.player = player
        self.kind = kind
        self.prompt = prompt

    def _live_state(self):
        state = self.state and self.state()
        if state is None:
            # Its state was freed or moved on before this was read: a decision
            # is read through a live state (state.decision), never kept.
            raise RuntimeError(f"the {self.kind} decision's state is gone: read options through a live state")
        return state

    @property
    def options(self) -> tuple:
        built = self.built
        if built is None:
            built = self.built = tuple(self.build(self._live_state(), self))
            self.state = None       # built once: the state is no longer needed
        return built

    @property
    def prices(self):
        """{buy action: cost} of a second phase's decision (None for a main one)."""
        priced = self.priced
        if priced is None and self.kind == "second":
            priced = self.priced = self._live_state()._prices()
        return priced

    def rebound(self, state) -> "PhaseDecision":
        """This decision for ``state`` (a clone); itself once its options are built."""
        if self.built is not None:
            return self
        # A copy slot by slot, as the other clones are: faster than calling the class.
        twin = PhaseDecision.__new__(PhaseDecision)
        twin.state = ref(state)
        twin.build = self.build
        twin.built = None
        twin.priced = self.priced
        twin.player = self.player
        twin.kind = self.kind
        twin.prompt = self.prompt
        return twin


class Flags:
    """The state's fields that change a few times a game or a turn (a Library
    played, a treasure, an extra turn, sudden death, the stalemate count …),
    kept apart so a clone shares them: never changed in place once shared,
    only replaced by a changed copy (the state's properties of the same names
    do that)."""

    __slots__ = ("library_active", "ball_discount", "treasure", "supply_top_open",
                 "bergamotte_used", "lily_used", "supply_units_left", "extra_turn_pending",
                 "in_extra_turn", "overtime", "end_reason", "round_stock", "stalled_rounds")

    def __init__(self):
        self.library_active = self.bergamotte_used = self.lily_used = False
        self.supply_top_open = self.extra_turn_pending = self.in_extra_turn = False
        self.ball_discount = self.supply_units_left = self.round_stock = self.stalled_rounds = 0
        self.treasure = self.overtime = self.end_reason = None

    def copy(self) -> "Flags":
        twin = Flags.__new__(Flags)
        twin.library_active = self.library_active
        twin.ball_discount = self.ball_discount
        twin.treasure = self.treasure
        twin.supply_top_open = self.supply_top_open
        twin.bergamotte_used = self.bergamotte_used
        twin.lily_used = self.lily_used
        twin.supply_units_left = self.supply_units_left
        twin.extra_turn_pending = self.extra_turn_pending
        twin.in_extra_turn = self.in_extra_turn
        twin.overtime = self.overtime
        twin.end_reason = self.end_reason
        twin.round_stock = self.round_stock
        twin.stalled_rounds = self.stalled_rounds
        return twin

    def for_new_turn(self) -> "Flags":
        """These flags with the turn's own cleared: themselves when they are (the usual case)."""
        if not (self.library_active or self.ball_discount or self.treasure is not None
                or self.bergamotte_used or self.lily_used or self.supply_units_left):
            return self
        twin = self.copy()
        twin.library_active = twin.bergamotte_used = twin.lily_used = False
        twin.ball_discount = twin.supply_units_left = 0
        twin.treasure = None
        return twin


def flag_property(name: str) -> property:
    """The state's field ``name`` of its Flags: read through, written by replacing them."""
    def write(state, value):
        flags = state.flags
        if getattr(flags, name) != value or type(getattr(flags, name)) is not type(value):
            flags = state.flags = flags.copy()
            setattr(flags, name, value)
    return property(attrgetter("flags." + name), write, doc=f"Flags.{name}")


class Setup:
    """What a game was set up with and never changes: its options, seed,
    rules version and market piles (shared by every clone)."""

    __slots__ = ("options", "seed", "rules_version", "market_piles")

    def __init__(self, options, seed, rules_version, market_piles):
        self.options = options
        self.seed = seed
        self.rules_version = rules_version
        self.market_piles = market_piles
