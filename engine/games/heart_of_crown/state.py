"""Heart of Crown's turn structure: setup, main phase, second phase, cleanup,
coronation, sudden death, the judgement end and the stalemate end.

Card effects live in ``effects.py`` as handlers over effect frames; this module
owns the phases and the shared moves (play, buy, gain, set, back a princess).

The stalemate end is our rule: the rules text gives no end for a table where
nothing can change (every hand down to a Donation and no coins, say), which
would play for ever, or, when no seat has a decision left, never return from
``apply``. When STALEMATE_ROUNDS whole rounds pass in which no card leaves the
market, the supply or the curse pile and no princess is backed, the game ends
by judgement on points, with the judgement's tie-break (the later seat wins).
Those cards only ever leave, so such progress happens finitely often and every
game ends.
"""
from __future__ import annotations

from operator import attrgetter
from weakref import ref

from engine.core.actions import parse_action
from engine.core.machine import Frame, FrameMachine
from engine.core.protocol import ALL, Changes, Decision, GameState, IllegalAction, barrier_reason
from engine.core.rng import Rng
from engine.deckbuilding.moves import DeckbuildingMoves
from engine.deckbuilding.piles import CountedPiles
from engine.games.heart_of_crown import effects, table_info
from engine.games.heart_of_crown.codec import ARG, CODE, CODEC, MAX_LANDS, SLOT, TEXT, VERB, actions_of
from engine.games.heart_of_crown.cards import (
    ACTION, BASIC_MARKET, CARDS, JUDGEMENT_PILES, MAID_VARIANTS, PRINCESSES, RARES, SUCCESSION,
    TERRITORY, pile_cards)
from engine.games.heart_of_crown.options import choose_market, normalize_options
from engine.games.heart_of_crown.player import Player

# 2: backing discards the rest of the play area at once. Version 1 left those
# cards there until the cleanup; its records (saves made before) replay, and play
# on, with version 1's backing, since most of them would not replay otherwise (a
# Margrave or Supply Unit in a backing turn, or the discard pile's order after a
# Laolily backing, and so every later reshuffle). An older Kotatsu refuses version 2.
RULES_VERSION = 2
LEGACY_BACKING_BEFORE = 2
GAME_ID = "heart_of_crown"
MARKET_KINDS = 8
HAND_SIZE = 5
BACKING_COST = 6
CORONATION_POINTS = 20
SUDDEN_DEATH_POINTS = 30
TERRITORIES_TO_DOMAIN = 3
# Whole rounds without progress that end the game in a stalemate (see _end_round).
# Measured in 16,000 seeded baseline and strong games (2-4 players): the longest
# run of rounds without progress that progress ended was 4; the 7 games that ran
# into the decision cap (baseline, 2 players, Donations) had gone thousands of
# rounds without any. Far above 4, and a stuck game still ends within a few hundred
# decisions.
STALEMATE_ROUNDS = 30

PLAY = {card: action for card, action in actions_of("play").items() if CARDS[card].playable}
PLAYED = {action: card for card, action in PLAY.items()}
PLAYABLE = frozenset(PLAY)
# What playing a card does, by card: (plays it adds beyond itself, coins, cards
# drawn, its effect or None, whether it is an action card).
PLAY_FACTS = {card: (CARDS[card].links - 1, CARDS[card].coins, CARDS[card].draw, CARDS[card].effect,
                     ACTION in CARDS[card].types) for card in PLAY}
# The play actions of cards without an effect, by action: (the card, then its
# PLAY_FACTS but the effect): what apply's most frequent answer reads, in one lookup.
PLAIN_PLAYS = {action: (card, action, *PLAY_FACTS[card][:3], PLAY_FACTS[card][4])
               for card, action in PLAY.items() if PLAY_FACTS[card][3] is None}
PLAIN_CARDS = {plain[0]: plain for plain in PLAIN_PLAYS.values()}    # the same, by card
BUY = actions_of("buy")
BUY_FROM_SUPPLY = actions_of("buy", "supply")
BACK = actions_of("back")
SET = actions_of("set")
PUT = actions_of("put")
ACTIVATE = actions_of("activate")
KEEP_ON_LAND = [actions_of("keep", land) for land in range(MAX_LANDS)]
RECALL = [actions_of("recall", land) for land in range(MAX_LANDS)]
END_MAIN, END_SECOND, DONE, SKIP, DECLARE_CORONATION, DECLINE_CORONATION, COIN_COUNTER = (
    CODE[a] for a in ("end_main", "end_second", "done", "skip", "declare", "decline", "coin_counter"))
COST = {c.id: c.cost for c in CARDS.values()}
KLAMKLAM_COST = {card: cost - 1 if cost > 1 else cost for card, cost in COST.items()}
MAIDS = frozenset(MAID_VARIANTS)
CLEANUP_SETTERS = frozenset(c.id for c in CARDS.values() if c.cleanup_set)
# What an action card in hand costs, for a keep (a land holds one costing no more).
KEEP_COST = {c.id: c.cost for c in CARDS.values() if ACTION in c.types and not c.cannot_keep}
# Shared by every main or second decision (by the second phase's mode): prompts are only read.
MAIN_PROMPT = {"phase": "main"}
SECOND_PROMPTS = {mode: {"phase": "second", "mode": mode} for mode in (None, "buy", "set")}
# What the cheapest card a second phase may offer costs, without reductions.
CHEAPEST_BUY = min(c.cost for c in CARDS.values() if c.kind != "princess" and c.id != "curse")
SETTABLE = frozenset(c.id for c in CARDS.values() if SUCCESSION in c.types)
# The market pile each card belongs to, and the "when set" effect of each card
# that has one: read at every refill and every set.
PILE = {c.id: c.pile for c in CARDS.values()}
WHEN_SET = {c.id: c.effect for c in CARDS.values() if c.effect is not None and not c.playable}

# What an apply changed in a state that logs no events, by its undo barrier:
# nothing to list, so every such apply returns one of these two.
_UNLOGGED = {False: Changes([], None, False), True: Changes([], None, True)}

# Phases. Those without a decision of their own are passed through by step.
MAIN, SECOND, CLEANUP_START, SUPPLY_UNITS, KEEP, CLEANUP_END, DECLARE, END_TURN, START_TURN, OVER = (
    "main", "second", "cleanup_start", "supply_units", "keep", "cleanup_end", "declare",
    "end_turn", "start_turn", "over")


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


def _flag(name: str) -> property:
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


class _Priced:
    """``buy_cost`` of a card not from the supply, as a mapping (``[card]``)."""

    __slots__ = ("state",)

    def __init__(self, state):
        self.state = state

    def __getitem__(self, card):
        return self.state.buy_cost(card)


def _reduce(cost: int, by: int, floor: int) -> int:
    """A cost reduction that cannot take the cost below ``floor`` (and never
    raises a cost that is already lower)."""
    if by <= 0 or cost <= floor:
        return cost
    return max(floor, cost - by)


class HeartOfCrown(DeckbuildingMoves, FrameMachine, GameState):
    __slots__ = (
        "num_players", "players", "rng", "setup", "turn", "turn_number",
        "phase", "decision", "winners", "events", "coins", "plays_left", "played",
        "charm_types", "second_mode", "basic", "market", "supply",
        "curses", "abroad", "princesses", "stack", "coronation", "flags", "log_events",
        "history", "revealing", "__weakref__")

    game_id = GAME_ID
    handlers = effects.HANDLERS

    # ------------------------------------------------------------------ setup
    def __init__(self, options: dict | None = None, seed: int = 0, log_events: bool = True,
                 rules_version: int = RULES_VERSION):
        options = normalize_options(options or {})
        if not 1 <= rules_version <= RULES_VERSION:
            raise ValueError(f"rules version {rules_version} of {GAME_ID} is not one this engine plays")
        self.history = ()
        self.revealing = False
        self.rng = rng = Rng(seed)
        self.flags = Flags()            # every flag as a game starts: no treasure, no sudden death …
        n = self.num_players = options["players"]
        self.log_events = log_events
        self.events = []
        self.basic = CountedPiles(BASIC_MARKET)
        self.curses = 4 * n
        self.abroad = []
        self.princesses = list(PRINCESSES)
        self.players = []
        for seat in range(n):
            deck = ["apprentice_maid"] * 3 + ["farming_village"] * (7 - seat) + ["orchard"] * seat
            for _ in range(int(options["handicap"].get(str(seat), 0))):
                # Handicap variant: a Court Maid from the market replaces an Apprentice Maid.
                if self.basic.take("court_maid"):
                    deck.remove("apprentice_maid")
                    deck.append("court_maid")
            rng.shuffle(deck)
            self.players.append(Player(deck))
        market_piles = choose_market(options["market"], rng)
        self.setup = Setup(options, seed, rules_version, market_piles)
        supply = [card for pile in market_piles for card in pile_cards(pile)]
        supply.extend(RARES)
        rng.shuffle(supply)
        self.supply = supply
        self.market = []
        self._refill_market()
        for player in self.players:
            player.draw(HAND_SIZE, rng)
        self.stack = []
        self.coronation = {}
        self.winners = None
        self.decision = None
        self.turn = 0
        self.turn_number = 1
        self.restart_stall_count()
        self._reset_turn()
        self.phase = MAIN
        self._run()

    def _reset_turn(self) -> None:
        self.coins = 0
        self.plays_left = 1
        self.played = []
        self.charm_types = []
        self.second_mode = None
        self.flags = self.flags.for_new_turn()

    # What the game was set up with, kept together: a clone copies one field.
    options = property(lambda self: self.setup.options)
    seed = property(lambda self: self.setup.seed)
    rules_version = property(lambda self: self.setup.rules_version)
    market_piles = property(lambda self: self.setup.market_piles, doc="the market's piles, chosen at setup")

    # ------------------------------------------------------------------ protocol
    def clone(self) -> "HeartOfCrown":
        twin = HeartOfCrown.__new__(HeartOfCrown)
        twin.num_players = self.num_players
        twin.players = [p.clone() for p in self.players]
        twin.rng = rng = Rng.__new__(Rng)       # Rng.clone, written out
        rng.state = self.rng.state
        twin.setup = self.setup
        twin.revealing = False
        twin.history = self.history
        twin.turn = self.turn
        twin.turn_number = self.turn_number
        twin.phase = self.phase
        decision = self.decision               # decisions are never mutated, only replaced
        twin.decision = decision.rebound(twin) if type(decision) is PhaseDecision else decision
        twin.winners = self.winners
        twin.events = []
        twin.log_events = self.log_events
        twin.coins = self.coins
        twin.plays_left = self.plays_left
        twin.played = self.played[:]
        twin.charm_types = self.charm_types    # these three are shared: replaced, never changed in place
        twin.second_mode = self.second_mode
        twin.basic = self.basic                # shared: copied on write (take_basic)
        twin.market = self.market              # shared, as the stacks: replaced on change
        twin.supply = self.supply
        twin.curses = self.curses
        twin.abroad = self.abroad
        twin.princesses = self.princesses
        stack = self.stack
        twin.stack = [frame.clone() for frame in stack] if stack else []
        # Shared with clones and replaced on change, never changed in place:
        # the market and supply, the domains, the exiled cards, the princesses
        # left, the turn's cost reductions, the basic piles (take_basic), the
        # setup and the Flags.
        twin.coronation = {seat: set(left) for seat, left in self.coronation.items()} if self.coronation else {}
        twin.flags = self.flags                # shared: replaced on change (Flags)
        return twin

    def is_legal(self, action) -> bool:
        decision = self.decision
        return decision is not None and type(action) is int and self._allows(decision, action)

    def _allows(self, decision, action: int) -> bool:
        """Whether ``action`` is one of ``decision``'s options; the phases'
        usual answers (a play, a buy from the market, the end) are checked
        without building them."""
        if type(decision) is PhaseDecision and decision.built is None:
            if decision.kind == "main":
                if action == END_MAIN:
                    return True
                card = PLAYED.get(action)
                if card is not None:
                    return self.plays_left > 0 and card in self.players[self.turn].hand
            elif action == END_SECOND or (VERB[action] == "buy" and self._buy_price(action) is not None):
                return True
        return action in decision.options

    def apply(self, action: int) -> Changes:
        decision = self.decision
        card = cost = None
        if decision.__class__ is PhaseDecision and decision.built is None and action.__class__ is int:
            # The phases' usual answers (a play, a buy, the end) are checked
            # without building the options (as ``_allows`` does).
            if decision.kind == "main":
                if self.plays_left > 0 and not self.log_events:
                    plain = PLAIN_PLAYS.get(action)
                    if plain is not None and not self.stack and plain[0] in self.players[self.turn].hand:
                        return self._apply_plain_play(decision, plain)
                card = PLAYED.get(action)
                legal = (self.plays_left > 0 and card in self.players[self.turn].hand if card is not None
                         else action == END_MAIN or action in decision.options)
            else:
                verb = VERB[action]
                cost = self._buy_price(action) if verb == "buy" else None
                if cost is not None or action == END_SECOND:
                    legal = True
                elif verb == "set":      # as sets() lists them
                    legal = (ARG[action] in SETTABLE and self.second_mode in (None, "set")
                             and self.players[self.turn].princess is not None
                             and ARG[action] in self.players[self.turn].hand)
                elif verb == "back":
                    legal = self.can_back() and ARG[action] in self.princesses
                else:
                    legal = action in decision.options
        else:
            legal = decision is not None and type(action) is int and action in decision.options
        if not legal:
            if decision is None:
                raise IllegalAction("the game is over")
            named = TEXT[action] if type(action) is int and 0 <= action < len(TEXT) else action
            raise IllegalAction(
                f"{named!r} is not a legal answer to {decision.kind!r} for seat {decision.player}; "
                f"legal: {', '.join(TEXT[a] for a in decision.options)}")
        log_events = self.log_events
        if log_events:
            self.events = events = []
        self.decision = None
        if type(decision) is PhaseDecision:
            decision.state = None       # the state moves on: options not built by now never will be
        self.revealing = False
        if self.history is not None:
            self.history = (self.history, action)
        if self.stack:
            self.resume(action)                 # the effect that asked
        else:
            if card is not None:
                self.play(card)
                # Usually the main phase goes on: ask it here rather than through step.
                if not self.stack and not self._ask_main():
                    self.phase = SECOND
                    self.step()
            elif cost is not None:
                self._buy(ARG[action], SLOT[action] == "supply", cost)
                if not self.stack and self.winners is None:
                    self.step()
            elif action == END_SECOND:          # _answer_second's, without its lookups
                self.phase = CLEANUP_START
                self.step()
            else:
                ANSWER[decision.kind](self, action)
                if not self.stack and self.winners is None:
                    self.step()                 # no effect started: straight on to the next phase
        if self.decision is None or self.winners is not None:
            self._run()                         # an effect to run on, or the end
        # Undo may not cross an action that showed something hidden (a draw, a
        # look, a reshuffle, a market refill, a treasure, a revealed hand, a
        # prompt that shows the deck's top) or handed the decision to another seat.
        after = self.decision
        barrier = (self.revealing or after is None or after.player != decision.player
                   or (after.prompt is not None and "looking" in after.prompt))
        if not log_events:
            return _UNLOGGED[barrier]
        reason = barrier_reason(self.revealing, after is not None and after.prompt is not None
                                and "looking" in after.prompt, after is None or after.player != decision.player)
        return Changes(events, None, barrier, reason)

    def _apply_plain_play(self, decision, plain: tuple) -> Changes:
        """``apply`` of a legal play of a card without an effect, in a state
        that logs no events: the most frequent answer, so it runs straight
        through (``_plain_plays``). ``plain``: the action's PLAIN_PLAYS entry."""
        self._plain_plays(decision, plain, None, 1)
        after = self.decision
        if after is decision:
            return _UNLOGGED[self.revealing]    # same seat, same phase: as apply's barrier says
        return _UNLOGGED[self.revealing or after is None or after.player != decision.player
                         or (after.prompt is not None and "looking" in after.prompt)]

    def play_in_order(self, order: dict, limit: int) -> int:
        """Answer the main phase with plays, one after another, as an agent
        would that plays the hand's card ``order`` puts first (``min(hand,
        key=order.__getitem__)``) while it is a card without an effect, at
        most ``limit`` times; each play goes into the record and changes the
        state exactly as its ``apply`` would, but without a call, a check or a
        decision of its own. Returns how many plays it made: 0 (at once) where
        the answer due is another one (a card with an effect, no playable
        card, a state that logs events or is inside an effect), so the caller
        asks its agent as usual. The game loop and a search's rollouts use it
        through an agent's ``answer``."""
        decision = self.decision
        if (decision.__class__ is not PhaseDecision or decision.kind != "main" or decision.built is not None
                or self.log_events or self.stack or self.plays_left <= 0 or limit <= 0):
            return 0
        hand = self.players[self.turn].hand
        if not hand:
            return 0
        plain = PLAIN_CARDS.get(min(hand, key=order.__getitem__))
        return 0 if plain is None else self._plain_plays(decision, plain, order, limit)

    def _plain_plays(self, decision, plain: tuple, order, limit: int) -> int:
        """Play the plain card of ``plain`` (a PLAIN_PLAYS entry, legal now),
        then, while fewer than ``limit`` and the main phase goes on, the card
        of the hand ``order`` puts first as long as it is plain too. The main
        phase usually goes on, and then its decision (still unbuilt, for the
        same seat) stays the state's decision. Returns how many were played.
        The turn's counters and the record are kept in locals and written
        back once the run stops: no plain card reads them."""
        seat = self.turn
        player = self.players[seat]
        hand = player.hand
        play = player.play
        played = self.played
        history = self.history
        plays_left = self.plays_left
        coins = self.coins
        library = self.flags.library_active
        made = 0
        while True:
            card, action, more_plays, gained, draws, is_action = plain
            if history is not None:
                history = (history, action)
            made += 1
            hand.remove(card)
            known = player.known
            if known and card in known:
                known.remove(card)      # as Zones.take_from_hand
            play.append(card)
            played.append(card)
            plays_left += more_plays
            coins += gained + 1 if is_action and library else gained
            if draws:
                deck = player.deck
                if len(deck) >= draws and not player.faceup:
                    # Zones.draw without a reshuffle and nothing face up.
                    hand += deck[:-draws - 1:-1]
                    del deck[-draws:]
                    if player.seen:
                        player.seen = player.seen - draws if player.seen > draws else 0
                else:
                    self.draw(seat, draws)
            # (_main_has_choice's first test, made here first: it is the usual answer.)
            goes_on = plays_left > 0 and not PLAYABLE.isdisjoint(hand)
            if goes_on and made < limit:
                plain = PLAIN_CARDS.get(min(hand, key=order.__getitem__))
                if plain is not None:
                    continue
            self.history = history
            self.plays_left = plays_left
            self.coins = coins
            self.revealing = bool(draws)        # as the last play's apply leaves it
            if goes_on or self._main_has_choice(player):
                return made
            decision.state = None
            self.decision = None
            self.phase = SECOND
            self.step()
            if self.decision is None or self.winners is not None:
                self._run()
            return made

    def invariant_card_count(self) -> int:
        return (sum(p.count_owned() for p in self.players) + self.basic.total()
                + sum(len(s) for s in self.market) + len(self.supply) + self.curses
                + len(self.abroad) + len(self.princesses))

    # ------------------------------------------------------------------ the driver
    def _run(self) -> None:
        """Run the rules forward until someone must decide or the game is over."""
        self.run()
        if self.winners is not None:
            self.decision = None
            self.phase = OVER

    def ask(self, player: int, kind: str, options, prompt=None, min_picks=1, max_picks=1, picked=0) -> None:
        self.decision = Decision(player, kind, tuple(options), prompt, min_picks, max_picks, picked)

    def emit(self, type_: str, player: int | None = None, visible_to: int = ALL, **data) -> None:
        """Log an event (when this state logs); ``reveals=True`` in ``data``
        marks one that makes hidden information known."""
        if self.log_events:
            data["type"] = type_
            data["player"] = player
            data["visible_to"] = visible_to
            self.events.append(data)

    def step(self) -> None:
        """Run the phases on from ``self.phase`` until one asks a decision, an
        effect frame waits or the game ends: one call for a whole stretch
        without choices. The end of a turn (cleanup, the coronation's check,
        the next turn's start) runs here in one piece, its usual case inline
        (the coronation's question too); what is rare (a cleanup effect, a
        Supply Unit, a card to keep, a turn's start while a coronation or a
        stalemate is under way) goes through its own method."""
        while True:
            phase = self.phase
            if phase == MAIN:
                if self._ask_main():
                    return
                self.phase = phase = SECOND
            if phase == SECOND:
                if self._ask_second():
                    return
                self.phase = phase = CLEANUP_START
            seat = self.turn
            player = self.players[seat]
            if phase == CLEANUP_START:
                play = player.play
                if "supply_unit" in play or (player.princess is not None and not CLEANUP_SETTERS.isdisjoint(play)):
                    self._cleanup_start()
                    if self.stack or self.winners is not None:
                        return
                    phase = SUPPLY_UNITS
                else:
                    phase = KEEP
            if phase == SUPPLY_UNITS:
                if self._ask_supply_unit():
                    return
                phase = KEEP
            if phase == KEEP:
                if None in player.kept and self._can_keep(player):
                    self.phase = KEEP
                    self._ask_keep()
                    return
                phase = CLEANUP_END
            if phase == CLEANUP_END:
                # The cleanup's end: discard, a new hand, the market refilled.
                discard = player.discard
                discard += player.play
                discard += player.hand
                player.play = []
                player.known = []
                self.coins = 0
                self.plays_left = 1
                self.played = []
                self.charm_types = []
                self.second_mode = None
                self.flags = self.flags.for_new_turn()
                deck = player.deck
                if len(deck) >= HAND_SIZE and not self.log_events:
                    # Zones.draw without a reshuffle, and nothing to log.
                    player.hand = hand = deck[:-HAND_SIZE - 1:-1]
                    del deck[-HAND_SIZE:]
                    faceup = player.faceup
                    if faceup:
                        player.known = hand[:faceup]     # they were face up for all to see
                        player.faceup = faceup - HAND_SIZE if faceup > HAND_SIZE else 0
                    if player.seen:
                        player.seen = player.seen - HAND_SIZE if player.seen > HAND_SIZE else 0
                    self.revealing = True
                else:
                    player.hand = []
                    self.draw(seat, HAND_SIZE)
                if len(self.market) < MARKET_KINDS and self.supply:
                    self._refill_market()
                phase = DECLARE
            if phase == DECLARE:
                if (player.princess is not None and self.flags.overtime is None and seat not in self.coronation
                        and player.points() >= CORONATION_POINTS):
                    self.phase = DECLARE
                    self.ask(seat, "coronation", (DECLARE_CORONATION, DECLINE_CORONATION),
                             {"points": player.points()})
                    return
                phase = END_TURN
            if phase == END_TURN:
                coronation = self.coronation
                if coronation:
                    for left in coronation.values():
                        left.discard(seat)
                flags = self.flags          # read directly; written through the properties
                if flags.extra_turn_pending:
                    self.extra_turn_pending = False
                    self.in_extra_turn = True
                    self.emit("extra_turn", seat)
                else:
                    if flags.in_extra_turn:
                        self.in_extra_turn = False
                    n = self.num_players
                    nxt = seat + 1 if seat + 1 < n else 0
                    overtime = flags.overtime
                    if overtime is not None:
                        while nxt not in overtime:
                            nxt = (nxt + 1) % n
                    if nxt <= seat:   # the turn order wrapped: a whole round is over
                        self._end_round()
                    self.turn = nxt
                self.turn_number += 1
                phase = START_TURN
            elif phase != START_TURN:  # pragma: no cover - a phase name typo would loop forever
                raise RuntimeError(f"unknown phase {phase!r}")
            if self.coronation or self.flags.stalled_rounds >= STALEMATE_ROUNDS:
                self.phase = START_TURN
                self._start_turn()
                if self.winners is not None:
                    return
            else:
                if self.log_events:
                    self.emit("turn", self.turn, number=self.turn_number)
                self.phase = MAIN

    def _can_keep(self, player) -> bool:
        """Whether a card in hand may be kept on a free land (more than "done" to offer)."""
        room = -1      # the dearest free land's cost
        for land, kept in zip(player.lands, player.kept):
            if kept is None and COST[land] > room:
                room = COST[land]
        for card in player.hand:
            cost = KEEP_COST.get(card)
            if cost is not None and cost <= room:
                return True
        return False

    def _main_has_choice(self, player) -> bool:
        """Whether the main phase offers more than its end (what ``_main_options``
        would list, checked without listing it)."""
        flags = self.flags
        return bool((self.plays_left > 0 and not PLAYABLE.isdisjoint(player.hand))
                    or player.kept.count(None) < len(player.kept)
                    or player.store_counters or player.other_counters
                    or (player.princess == "bergamotte" and not flags.bergamotte_used and player.hand)
                    or (not flags.lily_used and self.coins >= 3 and "maid_lily" in player.succession)
                    or (player.twin_counters and not flags.in_extra_turn and not flags.extra_turn_pending))

    def _ask_main(self) -> bool:
        """Ask the main phase's decision if it offers more than its end."""
        seat = self.turn
        if not self._main_has_choice(self.players[seat]):
            return False
        decision = PhaseDecision.__new__(PhaseDecision)
        decision.state = ref(self)
        decision.build = HeartOfCrown._main_options
        decision.built = None
        decision.priced = None
        decision.player = seat
        decision.kind = "main"
        decision.prompt = MAIN_PROMPT
        self.decision = decision
        return True

    def _ask_second(self) -> bool:
        mode = self.second_mode
        if not ((mode is None or mode == "buy") and self.coins >= 1 and self.basic.counts.get("farming_village")):
            # Not the usual case (_can_buy's first check): look at everything.
            # After a buy only more buys may follow (no backing, no sets).
            if not self._can_buy() and (mode == "buy" or (not (self.can_back() and self.princesses)
                                                          and not self.sets())):
                return False
        decision = PhaseDecision.__new__(PhaseDecision)
        decision.state = ref(self)
        decision.build = HeartOfCrown._second_options
        decision.built = None
        decision.priced = None      # worked out when read
        decision.player = self.turn
        decision.kind = "second"
        decision.prompt = SECOND_PROMPTS[mode]
        self.decision = decision
        return True

    def _ask_keep(self) -> bool:
        options = self._keep_options()
        if len(options) == 1:
            return False
        self.ask(self.turn, "keep", options, {"phase": KEEP}, min_picks=0,
                 max_picks=self.players[self.turn].kept.count(None))
        return True

    # The answers to the phases' own decisions, by kind (see ANSWER).
    def _answer_main(self, action: int) -> None:
        card = PLAYED.get(action)
        if card is not None:
            self.play(card)
        elif action == END_MAIN:
            self.phase = SECOND
        elif VERB[action] == "recall":
            self._recall(int(SLOT[action]))
        elif action == COIN_COUNTER:
            self._spend_coin_counter()
        else:  # activate
            self._activate(ARG[action])

    def _answer_second(self, action: int) -> None:
        verb, card = VERB[action], ARG[action]
        if verb == "buy":
            self._buy(card, from_supply=(SLOT[action] == "supply"))
        elif verb == "back":
            self._back(card)
        elif verb == "set":
            self.second_mode = "set"
            self.players[self.turn].take_from_hand(card)
            self.set_into_domain(self.turn, card)
        else:  # end_second
            self.phase = CLEANUP_START

    def _answer_supply_unit(self, action: int) -> None:
        self.supply_units_left -= 1
        if VERB[action] == "put":
            card = ARG[action]
            player = self.players[self.turn]
            player.play.remove(card)
            player.put_on_top(card, face_up=True)
            self.emit("put_on_deck", self.turn, card=card, face_up=True)

    def _answer_keep(self, action: int) -> None:
        if VERB[action] == "keep":
            card = ARG[action]
            player = self.players[self.turn]
            index = int(SLOT[action])
            player.take_from_hand(card)
            player.set_kept(index, card)
            self.emit("keep", self.turn, card=card, land=player.lands[index], slot=index)
        else:
            self.phase = CLEANUP_END

    def _answer_coronation(self, action: int) -> None:
        if action == DECLARE_CORONATION:
            self.coronation[self.turn] = set(self.active_seats()) - {self.turn}
            self.emit("coronation_declared", self.turn, points=self.players[self.turn].points())
        self.phase = END_TURN

    # ------------------------------------------------------------------ main phase
    def _main_options(self, _decision=None) -> list:
        player = self.players[self.turn]
        options = self.plays()
        options += self.recalls()
        if player.coin_counters:
            options.append(COIN_COUNTER)
        if self._bergamotte_ready(player):
            options.append(ACTIVATE["bergamotte"])
        if self.lily_ready():
            options.append(ACTIVATE["maid_lily"])
        if self._twins_ready(player):
            options.append(ACTIVATE["rain_and_sion"])
        options.append(END_MAIN)
        return options

    # The main phase's options by kind, in their order; the agents read these.
    def plays(self) -> list:
        """The play actions, in the hand's order."""
        if self.plays_left <= 0:
            return []
        return [PLAY[card] for card in dict.fromkeys(self.players[self.turn].hand) if card in PLAY]

    def recalls(self) -> list:
        return [RECALL[index][card] for index, card in enumerate(self.players[self.turn].kept)
                if card is not None]

    def lily_ready(self) -> bool:
        player = self.players[self.turn]
        return "maid_lily" in player.succession and not self.lily_used and self.coins >= 3

    def _bergamotte_ready(self, player) -> bool:
        return player.princess == "bergamotte" and not self.bergamotte_used and bool(player.hand)

    def _twins_ready(self, player) -> bool:
        return bool(player.twin_counters) and not self.in_extra_turn and not self.extra_turn_pending

    def play(self, card: str) -> None:
        """Play a card from the active player's hand and start its effect."""
        seat = self.turn
        player = self.players[seat]
        more_plays, gained, draws, effect, is_action = PLAY_FACTS[card]
        player.hand.remove(card)
        known = player.known
        if known and card in known:
            known.remove(card)      # as Zones.take_from_hand
        player.play.append(card)
        self.plays_left += more_plays
        self.played.append(card)
        log_events = self.log_events
        if log_events:
            self.emit("play", seat, card=card)
        if is_action and self.flags.library_active:
            gained += 1
        if gained:
            self.coins += gained
            if log_events:
                self.emit("coins", seat, amount=gained)
        if draws:
            deck = player.deck
            if len(deck) >= draws and not player.faceup and not log_events:
                # Zones.draw without a reshuffle, nothing face up and nothing to log.
                player.hand += deck[:-draws - 1:-1]
                del deck[-draws:]
                if player.seen:
                    player.seen = player.seen - draws if player.seen > draws else 0
                self.revealing = True
            else:
                self.draw(seat, draws)
        if effect is not None:
            self.stack.append(Frame(effect, card, seat))

    def _recall(self, index: int) -> None:
        player = self.players[self.turn]
        card = player.kept[index]
        player.set_kept(index, None)
        player.add_to_hand_openly(card)
        self.emit("recall", self.turn, card=card, slot=index)

    def _spend_coin_counter(self) -> None:
        player = self.players[self.turn]
        # Spend General Store counters first: that leaves room for it to give more.
        if player.store_counters:
            player.store_counters -= 1
        else:
            player.other_counters -= 1
        self.emit("coin_counter_spent", self.turn)
        self.add_coins(1)

    def _activate(self, ability: str) -> None:
        seat = self.turn
        player = self.players[seat]
        self.emit("activate", seat, card=ability)
        if ability == "bergamotte":
            self.bergamotte_used = True
            self.push("bergamotte", ability, seat)
        elif ability == "maid_lily":
            self.lily_used = True
            self.coins -= 3
            player.point_counters += 1
            self.emit("point_counter", seat, count=1)
            self.points_changed()
        else:  # rain_and_sion
            player.twin_counters -= 1
            self.extra_turn_pending = True
            self.emit("extra_turn_earned", seat)

    # ------------------------------------------------------------------ second phase
    def buy_cost(self, card: str, from_supply: bool = False) -> int:
        """What ``card`` (by name) costs the player whose turn it is now, after
        every reduction; ``from_supply`` for the face-up supply card. Public:
        the view and table_info use it."""
        cost = COST[card]
        if self.treasure is None and not self.ball_discount and not self.charm_types:
            # Only Klamklam's -1 (never below 1), or nothing: the common case.
            if cost > 1 and self.players[self.turn].princess == "klamklam":
                return cost - 1
            return cost
        spec = CARDS[card]
        if from_supply and self.treasure == card:
            cost = max(0, cost - 3)
        if self.ball_discount and SUCCESSION in spec.types:
            cost = _reduce(cost, self.ball_discount, 2)
        if self.charm_types:
            cost = _reduce(cost, sum(1 for types in self.charm_types if spec.all_types & types), 2)
        if self.players[self.turn].princess == "klamklam":
            cost = _reduce(cost, 1, 1)
        return cost

    def market_cards(self) -> list:
        """(card, from_supply) for every card that may be taken from the market now."""
        cards = [(card, False) for card, left in self.basic.counts.items() if left]
        for stack in self.market:
            for card in dict.fromkeys(stack):
                cards.append((card, False))
        if self.supply_top_open and self.supply:
            cards.append((self.supply[-1], True))
        return cards

    def _second_options(self, decision) -> list:
        options = list(decision.prices)
        if self.can_back():
            options.extend(BACK[p] for p in self.princesses)
        options += self.sets()
        options.append(END_SECOND)
        return options

    # The second phase's options by kind, in their order; the agents read
    # these (and the decision's ``prices``, its buys).
    def can_back(self) -> bool:
        """Whether a princess may be backed now (one of ``self.princesses``)."""
        return (self.second_mode is None and self.players[self.turn].princess is None
                and self.coins >= BACKING_COST)

    def sets(self) -> list:
        """The set actions, in the hand's order."""
        player = self.players[self.turn]
        if self.second_mode not in (None, "set") or player.princess is None:   # no domain
            return []
        return [SET[card] for card in dict.fromkeys(player.hand) if SUCCESSION in CARDS[card].types]

    def _prices(self) -> dict:
        """{buy action: what it costs} for every buy the coins reach now, in
        the options' order."""
        prices = {}
        if self.second_mode not in (None, "buy"):
            return prices
        coins = self.coins
        flags = self.flags
        if flags.treasure is None and not flags.ball_discount and not self.charm_types:
            # The common case, priced here: at most Klamklam's -1 (never below 1).
            cost_of = KLAMKLAM_COST if self.players[self.turn].princess == "klamklam" else COST
        else:
            cost_of = _Priced(self)
        for card, left in self.basic.counts.items():
            if left:
                cost = cost_of[card]
                if cost <= coins:
                    prices[BUY[card]] = cost
        for stack in self.market:
            card = stack[0]
            if card in MAIDS:
                # Only the Attending Maids' pile holds different cards.
                for card in dict.fromkeys(stack):
                    cost = cost_of[card]
                    if cost <= coins:
                        prices[BUY[card]] = cost
            else:
                cost = cost_of[card]
                if cost <= coins:
                    prices[BUY[card]] = cost
        if flags.supply_top_open and self.supply:
            card = self.supply[-1]
            cost = self.buy_cost(card, True)
            if cost <= coins:
                prices[BUY_FROM_SUPPLY[card]] = cost
        return prices

    def _can_buy(self) -> bool:
        """Whether the second phase offers a buy now (``_prices`` not empty)."""
        if self.second_mode not in (None, "buy"):
            return False
        coins = self.coins
        if coins >= 1 and self.basic.counts.get("farming_village"):
            return True     # a Farming Village never costs more than 1
        if coins < CHEAPEST_BUY and self.price_table() is not None and not self.flags.supply_top_open:
            return False    # no card costs that little without a reduction (the usual end of a turn)
        return bool(self._prices())

    def in_market(self, card: str) -> bool:
        """Whether ``card`` may be taken from the market (not the supply) now."""
        left = self.basic.counts.get(card)      # the basic piles' cards, and only they, have counts
        if left is not None:
            return left > 0
        for stack in self.market:
            if card in stack:
                return True
        return False

    def price_table(self):
        """{card: what it costs to buy} when no cost reduction but Klamklam's
        applies this turn (the usual case), else None (ask ``buy_cost``)."""
        flags = self.flags
        if flags.treasure is None and not flags.ball_discount and not self.charm_types:
            return KLAMKLAM_COST if self.players[self.turn].princess == "klamklam" else COST
        return None

    def _buy_price(self, action: int):
        """What the buy ``action`` costs if the second phase offers it now
        (as ``_prices`` would list it), else None."""
        if self.second_mode not in (None, "buy"):
            return None
        card = ARG[action]
        if SLOT[action] == "supply":
            supply = self.supply
            if not (self.flags.supply_top_open and supply and supply[-1] == card):
                return None
            cost = self.buy_cost(card, True)
        else:
            if not self.in_market(card):
                return None
            flags = self.flags
            if flags.treasure is None and not flags.ball_discount and not self.charm_types:
                # price_table's usual prices, written out
                cost = COST[card]
                if cost > 1 and self.players[self.turn].princess == "klamklam":
                    cost -= 1
            else:
                cost = self.buy_cost(card)
        return cost if cost <= self.coins else None

    def take_from_market(self, card: str, from_supply: bool = False) -> bool:
        """Remove one ``card`` from the market; False if it is not there."""
        if from_supply:
            if not (self.supply_top_open and self.supply and self.supply[-1] == card):
                return False
            self.supply = self.supply[:-1]      # shared with clones: replaced
            self.supply_top_open = False
            self.treasure = None
            return True
        if card in BASIC_MARKET:
            if not self.take_basic(card):
                return False
            if card in JUDGEMENT_PILES and not self.basic.counts[card]:
                self._check_judgement()     # only a pile's last card can end it
            return True
        for index, stack in enumerate(self.market):
            if card in stack:
                left = list(stack)
                left.remove(card)
                self.market = market = self.market[:]       # shared with clones: replaced
                if left:
                    market[index] = tuple(left)
                else:
                    del market[index]
                return True
        return False

    def _buy(self, card: str, from_supply: bool, cost: int | None = None) -> None:
        """``cost``: the price the decision listed, if it is at hand."""
        seat = self.turn
        self.second_mode = "buy"
        self.coins -= self.buy_cost(card, from_supply) if cost is None else cost
        self.take_from_market(card, from_supply)
        self.players[seat].discard.append(card)
        if self.log_events:
            self.emit("buy", seat, card=card)
        if card in MAIDS and self.players[seat].has_domain:
            self.push("bought_maid", card, seat)

    def take_basic(self, card: str) -> bool:
        """Take one card from a basic pile (False if it is empty). The piles
        are shared with clones, so a take copies them first."""
        counts = self.basic.counts
        left = counts.get(card)
        if not left:
            return False
        self.basic = basic = CountedPiles.__new__(CountedPiles)     # CountedPiles.clone and take, written out
        basic.counts = counts = counts.copy()
        counts[card] = left - 1
        return True

    def gain(self, seat: int, card: str, to_deck_top: bool = False, from_supply: bool = False) -> bool:
        """Gain a card from the market (not a buy: no "when bought" effects)."""
        if not self.take_from_market(card, from_supply):
            return False
        player = self.players[seat]
        if to_deck_top:
            player.put_on_top(card, face_up=True)
        else:
            player.discard.append(card)
        self.emit("gain", seat, card=card, to="deck" if to_deck_top else "discard")
        return True

    def gain_curse(self, seat: int, to_deck_top: bool = False) -> bool:
        if self.curses <= 0:
            return False
        self.curses -= 1
        player = self.players[seat]
        if to_deck_top:
            player.put_on_top("curse", face_up=True)
        else:
            player.discard.append("curse")
        self.emit("gain", seat, card="curse", to="deck" if to_deck_top else "discard")
        return True

    def _back(self, princess: str) -> None:
        seat = self.turn
        player = self.players[seat]
        self.coins -= BACKING_COST
        self.princesses = [p for p in self.princesses if p != princess]   # shared with clones: replaced
        player.princess = princess
        territories = sorted((c for c in player.play if TERRITORY in CARDS[c].types),
                             key=lambda c: CARDS[c].cost, reverse=True)[:TERRITORIES_TO_DOMAIN]
        for card in territories:
            player.play.remove(card)
            player.place_in_domain(card)
        self.emit("back", seat, card=princess, territories=territories)
        if self.rules_version >= LEGACY_BACKING_BEFORE:
            self._discard_play_area(seat)
        self.phase = CLEANUP_START
        # Her own effect comes last: the rules call it an effect "在这位公主拥立后立即生效"
        # (right after she is backed), and the backing includes emptying the play area.
        if CARDS[princess].effect is not None:
            self.push(CARDS[princess].effect, princess, seat)
        self.points_changed()

    def _discard_play_area(self, seat: int) -> None:
        """The cards that could not move to the domain when backing are discarded
        then, not at the cleanup: no cleanup effect (Margrave, Supply Unit) sees them."""
        player = self.players[seat]
        if self.log_events:
            for card in player.play:
                self.emit("discard", seat, card=card, source="play")
        player.discard.extend(player.play)
        player.play = []

    def set_into_domain(self, seat: int, card: str) -> None:
        """Put a card (already out of its zone) into the domain and start its
        "when set" effect."""
        self.players[seat].place_in_domain(card)
        if self.log_events:
            self.emit("set", seat, card=card)
        effect = WHEN_SET.get(card)
        if effect is not None:
            self.push(effect, card, seat)
        self.points_changed()

    # ------------------------------------------------------------------ cleanup
    def _cleanup_start(self) -> None:
        seat = self.turn
        player = self.players[seat]
        if player.has_domain:
            for card in [c for c in player.play if CARDS[c].cleanup_set]:
                player.play.remove(card)
                self.set_into_domain(seat, card)
        self.supply_units_left = player.play.count("supply_unit")
        self.phase = SUPPLY_UNITS

    def _ask_supply_unit(self) -> bool:
        player = self.players[self.turn]
        targets = [c for c in dict.fromkeys(player.play)
                   if c != "supply_unit" and ACTION in CARDS[c].types]
        if self.supply_units_left <= 0 or not targets:
            self.phase = KEEP
            return False
        self.ask(self.turn, "supply_unit", [PUT[c] for c in targets] + [SKIP],
                 {"card": "supply_unit"})
        return True

    def _keep_options(self) -> list:
        player = self.players[self.turn]
        options = []
        free = [i for i, kept in enumerate(player.kept) if kept is None]
        if free:
            for card in dict.fromkeys(player.hand):
                spec = CARDS[card]
                if ACTION not in spec.types or spec.cannot_keep:
                    continue
                for index in free:
                    if spec.cost <= CARDS[player.lands[index]].cost:
                        options.append(KEEP_ON_LAND[index][card])
        options.append(DONE)
        return options

    def _refill_market(self) -> None:
        market = self.market
        supply = self.supply
        revealed = []
        if len(market) < MARKET_KINDS and supply:
            # Both are shared with clones: replaced, never changed in place.
            self.market = market = market[:]
            self.supply = supply = supply[:]
        while len(market) < MARKET_KINDS and supply:
            card = supply.pop()
            revealed.append(card)
            pile = PILE[card]
            for index, stack in enumerate(market):
                if PILE[stack[0]] == pile:
                    market[index] = (*stack, card)
                    break
            else:
                market.append((card,))
        if revealed:
            self.supply_top_open = False
            self.revealing = True
            if self.log_events:
                self.emit("market_refill", None, cards=revealed, reveals=True)

    # ------------------------------------------------------------------ turns and the end
    def active_seats(self) -> list:
        """Seats still playing: everyone, or in sudden death only its players."""
        return list(self.overtime) if self.overtime is not None else list(range(self.num_players))

    def opponents(self, seat: int) -> list:
        """The other active players in clockwise order from ``seat``."""
        active = self.active_seats()
        n = self.num_players
        return [(seat + i) % n for i in range(1, n) if (seat + i) % n in active]

    def _end_turn(self) -> None:
        seat = self.turn
        for left in self.coronation.values():
            left.discard(seat)
        if self.extra_turn_pending:
            self.extra_turn_pending = False
            self.in_extra_turn = True
            self.emit("extra_turn", seat)
        else:
            self.in_extra_turn = False
            active = self.active_seats()
            nxt = (seat + 1) % self.num_players
            while nxt not in active:
                nxt = (nxt + 1) % self.num_players
            if nxt <= seat:   # the turn order wrapped: a whole round is over
                self._end_round()
            self.turn = nxt
        self.turn_number += 1
        self.phase = START_TURN

    def _start_turn(self) -> None:
        seat = self.turn
        self.emit("turn", seat, number=self.turn_number)
        left = self.coronation.get(seat)
        if left is not None and not left and not self.in_extra_turn:
            declarers = [s for s in self.coronation if self.players[s].points() >= CORONATION_POINTS]
            if declarers == [seat]:
                self._win([seat], "coronation")
                return
            # Several declared within the round: sudden death among them.
            self.overtime = tuple(sorted(declarers))
            self.coronation = {}
            self.emit("sudden_death", None, players=list(self.overtime))
            # Someone may already stand at 30: the first to have it wins at once.
            self.points_changed()
            if self.winners is not None:
                return
        if self.stalled_rounds >= STALEMATE_ROUNDS:
            self._win_on_points("stalemate", rounds=STALEMATE_ROUNDS)
            return
        self.phase = MAIN

    def _stock(self) -> int:
        """Cards still to be taken: market, supply, curse pile, princesses. No rule
        ever puts one back, so this only shrinks."""
        return (sum(self.basic.counts.values()) + sum(map(len, self.market)) + len(self.supply)
                + self.curses + len(self.princesses))

    def restart_stall_count(self) -> None:
        """Count rounds without progress from here (a new game, or a position set up by hand)."""
        self.round_stock = self._stock()
        self.stalled_rounds = 0

    def _end_round(self) -> None:
        """Count the whole rounds in a row in which the stock did not shrink. It
        can shrink only finitely often and a round without decisions still ends
        (extra turns are finite), so _run always reaches a decision or the end."""
        stock = self._stock()
        old = self.flags
        stalled = old.stalled_rounds + 1 if stock == old.round_stock else 0
        if stalled != old.stalled_rounds or stock != old.round_stock:
            self.flags = flags = old.copy()      # both in one copy
            flags.stalled_rounds = stalled
            flags.round_stock = stock

    def points_changed(self) -> None:
        """Cancel coronations that fell below 20; in sudden death, 30 wins at once."""
        if self.coronation:
            for seat in list(self.coronation):
                if self.players[seat].points() < CORONATION_POINTS:
                    del self.coronation[seat]
                    self.emit("coronation_cancelled", seat)
        if self.overtime is not None:
            n = self.num_players
            for i in range(n):
                seat = (self.turn + i) % n
                if seat in self.overtime and self.players[seat].points() >= SUDDEN_DEATH_POINTS:
                    self._win([seat], "sudden_death")
                    return

    def _check_judgement(self) -> None:
        if self.winners is None and self.basic.empty(*JUDGEMENT_PILES):
            self._win_on_points("judgement")

    def _win_on_points(self, reason: str, **details) -> None:
        points = [p.points() for p in self.players]
        best = max(points)
        # Tie: the later seat in turn order wins (判定结果: 顺位靠后的玩家获得胜利).
        self._win([max(seat for seat, p in enumerate(points) if p == best)], reason, **details)

    def _win(self, seats, reason: str, **details) -> None:
        """``details`` go into the game_over event (how many rounds a stalemate took)."""
        self.winners = tuple(seats)
        self.end_reason = reason
        self.decision = None
        self.emit("game_over", None, winners=list(seats), reason=reason,
                  points=[p.points() for p in self.players], **details)

    # ------------------------------------------------------------------ small shared moves
    def add_coins(self, amount: int) -> None:
        self.coins += amount
        if self.log_events:
            self.emit("coins", self.turn, amount=amount)

    def exile(self, seat: int, card: str, zone: list) -> None:
        player = self.players[seat]
        if zone is player.hand:
            player.take_from_hand(card)
        else:
            zone.remove(card)
        self.abroad = [*self.abroad, card]      # shared with clones: replaced
        self.emit("exile", seat, card=card)

    def take_into_hand(self, seat: int, card: str, zone: list, source: str) -> None:
        """Move a card from a public zone into a hand, in everyone's sight."""
        zone.remove(card)
        self.players[seat].add_to_hand_openly(card)
        self.emit("to_hand", seat, card=card, source=source)

    def look_at_top(self, seat: int, count: int) -> list:
        """The owner looks at the top ``count`` cards of their deck (top first)."""
        player = self.players[seat]
        cards = player.top(count, self.rng)
        player.seen = max(player.seen, len(cards))
        self.revealing = True
        self.emit("look", seat, visible_to=seat, cards=cards, reveals=True)
        return cards

    def reveal_hand(self, seat: int) -> None:
        player = self.players[seat]
        player.reveal_hand()
        self.revealing = True
        self.emit("reveal_hand", seat, cards=list(player.hand), reveals=True)

    # ------------------------------------------------------------------ what a table shows
    # table_info.py works on an action's text form (verb and arguments, cards by
    # name): these decode the compact action for it.
    def describe(self, action: int):
        """The ``OptionInfo`` of one of the current options."""
        verb, args = parse_action(CODEC.text(action))
        return table_info.describe(self, verb, args)

    def refusal(self, verb: str, card, source, target):
        """Why a gesture that matches no option means nothing now."""
        return table_info.refusal(self, verb, card, source, target)

    def confirmation(self, action: int):
        """None, or a warning to show before a legal but likely unwanted action."""
        verb, args = parse_action(CODEC.text(action))
        return table_info.confirmation(self, verb, args)

    # ------------------------------------------------------------------ what a seat may see
    def view(self, seat: int) -> dict:
        from engine.games.heart_of_crown.view import build_view
        return build_view(self, seat)

    def determinize(self, seat: int, rng) -> "HeartOfCrown":
        from engine.games.heart_of_crown.view import determinize
        return determinize(self, seat, rng)


for _name in Flags.__slots__:
    setattr(HeartOfCrown, _name, _flag(_name))

ANSWER = {"main": HeartOfCrown._answer_main, "second": HeartOfCrown._answer_second,
          "supply_unit": HeartOfCrown._answer_supply_unit, "keep": HeartOfCrown._answer_keep,
          "coronation": HeartOfCrown._answer_coronation}
