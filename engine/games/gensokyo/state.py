"""Gensokyo's state (gensokyo.rules.md v0.2.1) and the protocol around it.

The rules run as frames (``engine.core.machine``): a turn is a ``turn`` frame
that pushes the move, the square step and the effects it needs; each rule
module (setup, turn, movement, squares, lands, tolls, spells, ending) adds its
handlers to ``HANDLERS``. What the state holds, for the rules and for the
battle (``battle_flow``, which works on this state):

- ``toll_rate``: the toll rate by level of the game's rules version (``versions``).
- ``board``: the map (``board.Board``: route, kinds, attributes, grades, areas),
  shared by every clone; squares are its route's indices.
- ``cards``: ``SharedCards`` — the deck (top at the end), the graveyard, the
  set-aside pile (the pool's rest and the unused Charisma cards) and the hands.
- ``money[seat]``, ``position[seat]``, ``facing[seat]`` (the square the piece came
  from; None before a cross-map piece's first move), ``laps``/``best`` (loop
  map), ``checks[seat]`` (cross map: a bit per CHECK square passed since the
  last lap bonus), ``bankrupt[seat]``.
- Lands by square: ``owner`` (-1 unowned), ``level`` (0 unowned), ``character``
  and ``land_spell`` (card ids or None).
- ``player_spells``: ``(spell id, affected seat, turn number it expires at)``,
  face up by the affected player.
- ``order`` (seats in turn order), ``active`` (whose turn), ``round`` (1…60),
  ``turn_no`` (turns begun, from 1), ``dice`` (this move's dice).
- ``casting``: the spell card being resolved; ``battle``: the battle in flight
  (None, or an object whose ``cards()`` lists its cards), both counted in
  ``invariant_card_count``.
- ``end_pending``: a reason the game ends once the current processing is done
  (a bankruptcy, a failed draw inside a battle); ``end()`` ends it now.

Actions are tuples ``(verb, *args)`` (codec.py lists them).
"""
from __future__ import annotations

from engine.core.actions import OptionInfo, Refusal
from engine.core.chance import spend
from engine.core.machine import FrameMachine
from engine.core.changes import changed_places
from engine.core.protocol import ALL, CHANCE, Changes, Decision, GameState, IllegalAction, Progress, barrier_reason
from engine.core.rng import Rng
from engine.deckbuilding.shared_cards import SharedCards
from engine.games.gensokyo import battle_flow, table_info, view
from engine.games.gensokyo.board import board_for
from engine.games.gensokyo.codec import CODEC
from engine.games.gensokyo.ending import ENDING_HANDLERS, EndingRules
from engine.games.gensokyo.lands import LAND_HANDLERS, LandRules
from engine.games.gensokyo.movement import MOVE_HANDLERS, MoveRules
from engine.games.gensokyo.places import snapshot
from engine.games.gensokyo.setup import SETUP_HANDLERS, SetupRules
from engine.games.gensokyo.spells import SPELL_HANDLERS, SpellRules
from engine.games.gensokyo.squares import SQUARE_HANDLERS, SquareRules
from engine.games.gensokyo.tolls import TOLL_HANDLERS, TOLL_RATES, TollRules
from engine.games.gensokyo.turn import TURN_HANDLERS, TurnRules
from engine.games.gensokyo.versions import RULES_VERSION, checked

GAME_ID = "gensokyo"
PASS = ("pass",)

HANDLERS = {**SETUP_HANDLERS, **TURN_HANDLERS, **MOVE_HANDLERS, **SQUARE_HANDLERS, **LAND_HANDLERS,
            **TOLL_HANDLERS, **battle_flow.BATTLE_HANDLERS, **SPELL_HANDLERS, **ENDING_HANDLERS}



class GensokyoState(FrameMachine, SetupRules, TurnRules, MoveRules, SquareRules, LandRules, TollRules,
                    SpellRules, EndingRules, GameState):
    __slots__ = ("game_id", "rules_version", "options", "seed", "history", "log_events", "num_players",
                 "toll_rate", "rng", "board", "cards", "money", "position", "facing", "laps", "best", "checks",
                 "bankrupt", "owner", "level", "character", "land_spell", "player_spells", "order",
                 "active", "round", "turn_no", "dice", "walk", "casting", "battle", "last_battle", "end_pending",
                 "stack", "decision", "winners", "ranks", "end_reason", "events", "_secret")

    handlers = HANDLERS

    def __init__(self, options: dict, seed: int, rules_version: int = RULES_VERSION, log_events: bool = True,
                 deal: bool = True):
        self.game_id = GAME_ID
        self.rules_version = checked(rules_version)
        self.toll_rate = TOLL_RATES[rules_version]
        self.options = options
        self.seed = seed
        self.history = ()
        self.log_events = log_events
        players = self.num_players = options["players"]
        self.rng = Rng(seed)
        self.board = board_for(options["map"], players)
        self.cards = SharedCards(players)
        self.money = [0] * players
        self.position = [self.board.start] * players
        self.facing = [None] * players
        self.laps = [0] * players
        self.best = [0] * players
        self.checks = [0] * players
        self.bankrupt = [False] * players
        squares = len(self.board)
        self.owner = [-1] * squares
        self.level = [0] * squares
        self.character = [None] * squares
        self.land_spell = [None] * squares
        self.player_spells = []
        self.order = list(range(players))
        self.active = 0
        self.round = 0
        self.turn_no = 0
        self.dice = ()           # this move's dice so far
        self.walk = None
        self.casting = None
        self.battle = None
        self.last_battle = None     # battle_record's record of the last battle resolved
        self.end_pending = None
        self.stack = []
        self.decision = None
        self.winners = None
        self.ranks = None
        self.end_reason = None
        self.events = []
        self._secret = False
        if deal:
            self.set_up()
            self.run()

    # -- the protocol -----------------------------------------------------

    def apply(self, action) -> Changes:
        decision = self.decision
        if decision is None or not isinstance(action, tuple) or action not in decision.options:
            raise IllegalAction(f"not a legal answer now: {action!r}")
        before = decision.player
        places = snapshot(self) if self.log_events else None
        self.events = []
        self._secret = decision.is_chance
        if decision.is_chance:
            spend(self.rng)
        self.decision = None
        if not self.resume(action):
            raise AssertionError("a decision nobody asked")
        self.run()
        if self.history is not None:
            self.history = (self.history, action)
        handed_over = self.decision is None or self.decision.player != before
        barrier = self._secret or handed_over
        if not self.log_events:
            return Changes([], None, barrier)
        return Changes(self.events, changed_places(places, snapshot(self)), barrier,
                       barrier_reason(self._secret, handed_over=handed_over))

    def can_invade(self, seat: int) -> bool:
        return battle_flow.can_invade(self, seat)

    def start_invasion(self, square: int) -> None:
        """§8: the battle (battle_flow's frame); its §8.4 step 3 calls ``pay_toll``."""
        battle_flow.start_invasion(self, square)

    @property
    def ended(self) -> bool:
        """The game is over (``is_over`` also holds between decisions, inside ``run``)."""
        return self.winners is not None

    def step(self) -> None:
        """No frame in flight: the next turn begins."""
        self.begin_turn()

    def ask(self, player: int, kind: str, options, prompt=None, weights=None) -> None:
        self.decision = Decision(player, kind, tuple(options), prompt, weights=weights)

    def roll(self, kind: str = "roll") -> None:
        """One die, a chance decision (2d6 is two of them)."""
        self.ask(CHANCE, kind, DIE)

    def log(self, kind: str, visible_to=ALL, **fields) -> None:
        if self.log_events:
            self.events.append({"type": kind, "visible_to": visible_to, **fields})

    def reveals(self) -> None:
        """This action made hidden information known (or used the RNG): undo stops here."""
        self._secret = True

    def progress(self) -> Progress:
        """The round and each seat's total assets so far (§12's score)."""
        return Progress(None, self.round, self.active, tuple(self.total_assets(seat) for seat in range(self.num_players)))

    def describe(self, action) -> OptionInfo:
        return table_info.describe(self, action)

    def refusal(self, verb, card, source, target) -> Refusal:
        return table_info.refusal(self, verb, card, source, target)

    def codec_text(self, action) -> str:
        return CODEC.text(action)

    def clone(self) -> "GensokyoState":
        # Written out, not looped over the slots: a search clones for every sample.
        twin = GensokyoState.__new__(GensokyoState)
        twin.game_id, twin.rules_version, twin.options, twin.seed = self.game_id, self.rules_version, self.options, self.seed
        twin.history, twin.log_events, twin.num_players = self.history, self.log_events, self.num_players
        twin.toll_rate = self.toll_rate
        twin.rng, twin.board, twin.cards = self.rng.clone(), self.board, self.cards.clone()
        twin.money, twin.position, twin.facing = self.money[:], self.position[:], self.facing[:]
        twin.laps, twin.best, twin.checks, twin.bankrupt = self.laps[:], self.best[:], self.checks[:], self.bankrupt[:]
        twin.owner, twin.level = self.owner[:], self.level[:]
        twin.character, twin.land_spell = self.character[:], self.land_spell[:]
        twin.player_spells, twin.order = self.player_spells[:], self.order[:]
        twin.active, twin.round, twin.turn_no, twin.dice = self.active, self.round, self.turn_no, self.dice
        twin.walk = None if self.walk is None else self.walk.clone()
        twin.casting, twin.end_pending = self.casting, self.end_pending
        twin.battle = None if self.battle is None else self.battle.clone()
        twin.last_battle = self.last_battle
        twin.stack = self.clone_stack()
        twin.decision, twin.winners, twin.ranks, twin.end_reason = self.decision, self.winners, self.ranks, self.end_reason
        twin.events, twin._secret = self.events, self._secret
        return twin

    def view(self, seat: int) -> dict:
        return view.view(self, seat)

    def determinize(self, seat: int, rng) -> "GensokyoState":
        return view.determinize(self, seat, rng)

    def invariant_card_count(self) -> int:
        cards = self.cards
        return (len(cards.deck) + len(cards.graveyard) + len(cards.set_aside) + sum(map(len, cards.hands))
                + sum(c is not None for c in self.character) + sum(s is not None for s in self.land_spell)
                + len(self.player_spells) + (self.casting is not None)
                + (len(self.battle.cards()) if self.battle is not None else 0))


DIE = tuple(("roll", face) for face in range(1, 7))
