"""Heart of Crown's state: the class a game is, with its fields, setup,
clone and ``apply`` (which checks the phases' usual answers without building
their options). The rules it runs are mixins, one module each along the
rules' seams: the turn's phases (``phases``), the main phase (``main_phase``),
the market and second phase (``market``), the domain and princesses
(``domain``), the game's end (``ending``), the small moves card effects share
(``effect_moves``) and the search's fast path (``fast_paths``). Card effects
live in ``effects.py`` as handlers over effect frames; the numbers and tables
all of them read in ``rule_tables.py``.
"""
from __future__ import annotations

from engine.core.actions import parse_action
from engine.core.changes import changed_places
from engine.core.machine import FrameMachine
from engine.core.protocol import ALL, Changes, Decision, GameState, IllegalAction, Progress, barrier_reason
from engine.core.rng import Rng
from engine.deckbuilding.moves import DeckbuildingMoves
from engine.deckbuilding.piles import CountedPiles
from engine.games.heart_of_crown import effects, table_info
from engine.games.heart_of_crown.cards import BASIC_MARKET, PRINCESSES, RARES, pile_cards
from engine.games.heart_of_crown.codec import ARG, CODEC, SLOT, TEXT, VERB
from engine.games.heart_of_crown.domain import Domain
from engine.games.heart_of_crown.effect_moves import EffectMoves
from engine.games.heart_of_crown.ending import Ending
from engine.games.heart_of_crown.fast_paths import FastPlays
from engine.games.heart_of_crown.main_phase import MainPhase
from engine.games.heart_of_crown.market import Market
from engine.games.heart_of_crown.options import choose_market, normalize_options
from engine.games.heart_of_crown.places import snapshot
from engine.games.heart_of_crown.phases import ANSWER, TurnPhases
from engine.games.heart_of_crown.player import Player
from engine.games.heart_of_crown.rule_tables import (
    CLEANUP_START, END_MAIN, END_SECOND, GAME_ID, HAND_SIZE, MAIN, OVER, PLAIN_PLAYS, PLAYED, RULES_VERSION,
    SECOND, SETTABLE, UNLOGGED_CHANGES)
from engine.games.heart_of_crown.state_parts import Flags, PhaseDecision, Setup, flag_property


class HeartOfCrown(TurnPhases, MainPhase, Market, Domain, Ending, EffectMoves, FastPlays,
                   DeckbuildingMoves, FrameMachine, GameState):
    """A game of Heart of Crown: its fields, setup, clone and ``apply``; the
    rules it runs are the mixins' (one module each, named above)."""

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
            before = snapshot(self)
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
            return UNLOGGED_CHANGES[barrier]
        reason = barrier_reason(self.revealing, after is not None and after.prompt is not None
                                and "looking" in after.prompt, after is None or after.player != decision.player)
        return Changes(events, changed_places(before, snapshot(self)), barrier, reason)

    def progress(self) -> Progress:
        return Progress(self.turn_number, None, self.turn, tuple(p.points() for p in self.players))

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
    setattr(HeartOfCrown, _name, flag_property(_name))
