"""Isekai Guild Masters' state and the rules of a round (the rulebook's pages
4–13): setup, information gathering, the action phase, production, the end
phase, the finish phase and its two laps. Card and tile effects, and the
rules that need a choice halfway (explore, paying, building), run as frames
(``frames``, which names the module of each); final scoring is ``scoring``.

Nothing here is random after setup: the tiles, decks and offers are shuffled
by the seeded RNG when the game starts, and what a seat may not know (face-down
tiles, hands, the decks) is hidden by ``view`` and re-sampled by ``determinize``.
"""
from __future__ import annotations

from engine.boards.hex import Hex
from engine.core.actions import OptionInfo, Place, Refusal
from engine.core.changes import changed_places
from engine.core.machine import FrameMachine
from engine.core.protocol import ALL, Changes, Decision, GameState, IllegalAction, Progress, barrier_reason
from engine.core.rng import Rng
from engine.games.guild_masters import GAME_ID, RULES_VERSION     # declared with the spec
from engine.games.guild_masters.cloning import clone_state
from engine.games.guild_masters.common_actions import BUILD_PRICE
from engine.games.guild_masters.content import named
from engine.games.guild_masters.frames import FrameRules
from engine.games.guild_masters.places import snapshot
from engine.games.guild_masters.player import GOLD, POTION, POWER, Player
from engine.games.guild_masters.sales import SALES, SELL_INSIDE, Sales
from engine.games.guild_masters.scoring import final_scores, winners
from engine.games.guild_masters.view import view_of, world_for

SEASONS = ("winter", "spring", "summer", "autumn")
GATHER_DRAW = 4
KEEP_PRICE = 3
SETUP_EVENTS, SETUP_REGALIA, SWAP_MOST = 8, 2, 5
REGALIA_ON_BOARD = 3
FINISH_EXCHANGE = 20
MAX_ROUNDS = 40         # not the rulebook's: a guard so every game ends (RULES_NOTES.md)


class GuildMasters(Sales, FrameRules, FrameMachine, GameState):
    __slots__ = ("game_id", "rules_version", "options", "seed", "history", "log_events", "num_players",
                 "content", "rng", "players", "cells", "owners", "edge", "box_tiles", "tile_discard",
                 "blanks", "deck", "discard", "regalia_board", "regalia_discard", "regalia_box",
                 "treasures", "civ", "miasma", "met", "season", "round", "start", "phase", "current",
                 "acted", "queue", "finish_passed", "trigger_seat", "last_seat", "potion_used", "blocked",
                 "drawn", "picks", "setup_seat", "stack", "decision", "winners", "end_reason", "events",
                 "barrier", "scores", "lap", "nbrs", "turns_taken", "own_cards", "white_box", "white_stock", "window_given")

    def __init__(self, options: dict, seed: int, log_events: bool = True, rules_version: int = RULES_VERSION):
        if not 1 <= rules_version <= RULES_VERSION:
            raise ValueError(f"rules version {rules_version} of {GAME_ID} is not one this engine plays")
        self.game_id = GAME_ID
        self.rules_version = rules_version
        self.options = options
        self.seed = seed
        self.history = ()
        self.log_events = log_events
        self.num_players = n = options["players"]
        self.content = content = named(options.get("content", "standard"))
        self.rng = rng = Rng(seed)
        self.players = [Player(seat) for seat in range(n)]
        self.stack = []
        self.window_given = False                       # a sale window before a reshuffle just ended
        self.decision = None
        self.winners = None
        self.end_reason = None
        self.events = []
        self.barrier = False
        self.scores = None
        self._lay_out_map(rng)
        self.deck = [card.id for card in content.events.values() if card.deck == "basic"
                     for _ in range(card.copies)]
        rng.shuffle(self.deck)
        self.discard = []
        # receptionists' own event cards wait in the box until a face's effect takes them
        self.own_cards = sorted(card.id for card in content.events.values() if card.deck == "receptionist"
                                for _ in range(card.copies))
        regalia = [card.id for card in content.regalia.values() if card.deck == "basic" for _ in range(card.copies)]
        rng.shuffle(regalia)
        self.regalia_board = [regalia.pop() if regalia else None for _ in range(REGALIA_ON_BOARD)]
        self.regalia_discard = []
        self.treasures = [t.id for t in content.board.treasures]
        self.civ, self.miasma, self.met = 1, n * 10, False
        self.season = 0                                 # winter
        self.round = 1
        self.start = 0
        self.phase = "encounter"
        self.current = None
        self.acted = False
        self.queue = []                                 # seats owed a turn before the rotation goes on
        self.finish_passed = []
        self.trigger_seat = None
        self.last_seat = None
        self.potion_used = []
        self.blocked = [s.slot for s in content.board.potion_spaces if n in s.blocked_at]
        self.drawn = []                                 # the cards being looked at (gathering, setup)
        self.picks = []                                 # the cards picked so far from them
        self.setup_seat = 0
        offers = [r.id for r in content.receptionists.values() if r.deck == "basic"]
        rng.shuffle(offers)
        each = max(1, min(options.get("offered", 2), len(offers) // n))
        for player in self.players:
            player.offers = sorted(offers.pop() for _ in range(each))
        for player in self.players:
            for _ in range(SETUP_EVENTS):
                self.draw_into(player)
            player.hand.extend(regalia.pop() for _ in range(SETUP_REGALIA) if regalia)
        self.regalia_box = regalia                       # 箱に戻します: out of the game
        self.lap = 0
        self.turns_taken = [0] * n
        self.run()

    def _lay_out_map(self, rng: Rng) -> None:
        content = self.content
        side = content.maps["hex"]
        tiles = [t.id for t in content.tiles.values() if not t.white for _ in range(t.copies)]
        self.white_box = sum(t.copies for t in content.tiles.values() if t.white)   # メリッサ裏 takes them
        self.white_stock = 0
        rng.shuffle(tiles)
        self.cells = {}                                  # Hex -> [tile id or None, face up]
        for area in side.areas:
            cell = Hex(*area.cell)
            if area.boss:
                boss = next(b.id for b in content.bosses.values() if b.back == area.boss)
                self.cells[cell] = [boss, False]
            else:
                self.cells[cell] = [tiles.pop(), area.face_up]
        self.box_tiles = tiles                           # the rest go back to the box unseen
        self.owners = {}                                 # Hex -> [seat, is base]
        self.nbrs = {c: tuple(n for n in c.neighbours() if n in self.cells) for c in self.cells}
        self.edge = frozenset(c for c in self.cells if len(self.nbrs[c]) < 6)
        self.tile_discard = []
        self.blanks = content.board.blank_tiles

    # ------------------------------------------------------------------ the protocol

    def apply(self, action) -> Changes:
        decision = self.decision
        if decision is None or not isinstance(action, tuple) or action not in decision.options:
            raise IllegalAction(f"not a legal answer now: {action!r}")
        before = decision.player
        places = snapshot(self) if self.log_events else None
        self.events = []
        self.barrier = False
        self.decision = None
        if action[0] in SALES and self.stack:
            self._sale(self.players[before], action)       # the frame that asked asks again
        elif not self.resume(action):
            self._answer(action, before)
        self.run()
        if self.history is not None:
            self.history = (self.history, action)
        after = self.decision.player if self.decision is not None else None
        barrier = self.barrier or after != before
        if not self.log_events:
            self.events = []
            return Changes([], None, barrier)
        events, self.events = self.events, []
        return Changes(events, changed_places(places, snapshot(self)), barrier,
                       barrier_reason(self.barrier, handed_over=barrier))

    def log(self, kind: str, player, visible_to=ALL, **data) -> None:
        if self.log_events:
            self.events.append({"type": kind, "player": player, "visible_to": visible_to, **data})

    def clone(self) -> "GuildMasters":
        return clone_state(self)

    def view(self, seat: int) -> dict:
        return view_of(self, seat)

    def determinize(self, seat: int, rng) -> "GuildMasters":
        return world_for(self, seat, rng)

    def progress(self) -> Progress:
        return Progress(None, self.round, self.current, tuple(score["total"] for score in final_scores(self)))

    def invariant_card_count(self) -> int:
        events = len(self.deck) + len(self.discard) + len(self.drawn) + len(self.picks) + len(self.own_cards) + sum(
            len(p.hand) + len(p.played) + len(p.private) for p in self.players)
        regalia = (len(self.regalia_discard) + len(self.regalia_box)
                   + sum(r is not None for r in self.regalia_board))
        tiles = (len(self.box_tiles) + len(self.tile_discard) + self.blanks + self.white_box + self.white_stock
                 + sum(slot[0] is not None for slot in self.cells.values())
                 + sum(len(p.tiles) for p in self.players))
        treasures = len(self.treasures) + sum(len(p.treasures) for p in self.players)
        in_flight = sum(1 for f in self.stack if f.name == "play" and f.step in (1, 2, 5))   # paid for, not yet down
        return events + regalia + tiles + treasures + in_flight

    def describe(self, action) -> OptionInfo:
        verb = action[0]
        seat = self.decision.player if self.decision is not None else None
        arg = action[1] if len(action) > 1 else None
        if isinstance(arg, Hex):
            # an adventurer goes from the tavern onto the hex (an explore, or an effect's explore)
            kind = self.decision.kind if self.decision is not None else None
            from_tavern = verb == "explore" or kind == "explore_target"
            return OptionInfo(verb, source=Place("tavern", seat) if from_tavern else None,
                              target=Place("cell", cell=arg))
        if verb in ("play", "regalia", "sell", "keep", "swap", "discard"):
            return OptionInfo(verb, card=arg, source=Place("hand", seat))
        if verb == "claim":
            return OptionInfo(verb, card=self.regalia_board[arg], source=Place("regalia_board", slot=arg))
        if verb == "potion":
            return OptionInfo(verb, source=Place("potion_spaces", slot=arg))
        if verb in ("pay", "flash", "affinity"):
            return OptionInfo(verb, count=arg)
        if verb == "develop":
            return OptionInfo(verb, source=Place("affinities", seat), count=len(arg))
        return OptionInfo(verb, card=arg if isinstance(arg, str) else None)

    def refusal(self, verb, card, source, target) -> Refusal:
        from engine.games.guild_masters.table_info import refusal
        return refusal(self, verb, card, source, target)

    def confirmation(self, action):
        from engine.games.guild_masters.table_info import confirmation
        return confirmation(self, action)

    def preview(self, action):
        """None, or a ``Refusal``-shaped note of what one of the current options
        would do and cost for the deciding player (INTERFACE.md)."""
        from engine.games.guild_masters.preview import preview
        return preview(self, action)

    # ------------------------------------------------------------------ the game's own decisions

    def _answer(self, action, seat: int) -> None:
        verb = action[0]
        player = self.players[seat]
        if verb == "encounter":
            player.receptionist = action[1]
            player.offers = []
            recep = self.content.receptionists[action[1]]
            player.res = [recep.start.gold, recep.start.power, recep.start.potion]
            player.prod = [recep.production.gold, recep.production.power, recep.production.potion]
            self.log("encounter", seat, receptionist=action[1])
            self.setup_seat += 1
        elif verb == "swap":
            player.hand.remove(action[1])
            self.picks.append(action[1])
        elif verb == "keep":
            self.drawn.remove(action[1])
            self.picks.append(action[1])
        elif verb == "done":
            self._done(seat, player)
        elif verb == "face":
            player.face = action[1]
            self.log("face", seat, face=action[1])
            self.setup_seat += 1
            initial = self.face_of(player).initial
            if initial:
                self.push_effects(seat, None, initial)
        elif verb in SALES:
            self._sale(player, action)
        elif verb == "land_lab":
            self.push("choose", "land_floating_lab", seat, (None, None, 0))
        else:
            self.turn_action(seat, player, action)

    def _done(self, seat: int, player: Player) -> None:
        if self.phase == "swap":
            swapped = self.picks
            for card in swapped:
                self.discard_event(card, seat)
            for _ in swapped:
                self.draw_into(player)
            self.log("swap", seat, count=len(swapped))
            self.picks = []
            self.setup_seat += 1
            return
        kept = self.picks
        self.pay_plain(player, KEEP_PRICE * len(kept))
        player.hand.extend(kept)
        for card in self.drawn:
            self.discard_event(card, seat)
        self.log("keep", seat, count=len(kept), dropped=len(self.drawn))
        self.log("kept", seat, visible_to=seat, cards=list(kept))
        self.drawn, self.picks = [], []
        self.setup_seat += 1

    # ------------------------------------------------------------------ phases

    def step(self) -> None:
        """Advance the phases while no frame is in flight and nobody must decide."""
        phase = self.phase
        n = self.num_players
        if phase in ("encounter", "swap", "keep", "face"):
            if self.setup_seat < n:
                self.decision = self._setup_decision(self.players[self.setup_seat])
                return
            self.setup_seat = 0
            following = {"encounter": "swap", "swap": "keep", "keep": "face", "face": "action"}[phase]
            self.phase = following
            if following == "action":
                self._begin_action_phase()
            return
        if phase == "gather":
            if self.setup_seat < n:
                seat = (self.start + self.setup_seat) % n
                if not self.drawn and not self.picks:
                    if self.sale_window(seat, GATHER_DRAW):
                        return
                    self._draw_for_gather(self.players[seat])
                self.decision = self._keep_decision(self.players[seat])
                return
            self.setup_seat = 0
            self._begin_action_phase()
            return
        if phase in ("action", "finish", "end_turns"):
            if self.current is not None and self.acted:
                self._end_turn()
                return
            if self.current is None:
                self._next_turn()
                return
            self.decision = self._turn_decision(self.players[self.current])
            return
        raise AssertionError(f"no step in phase {phase}")

    def _setup_decision(self, player: Player) -> Decision:
        seat = player.seat
        phase = self.phase
        if phase == "encounter":
            return self.ask(seat, "encounter", tuple(("encounter", r) for r in player.offers))
        if phase == "swap":
            options = [("swap", c) for c in sorted(set(player.hand)) if c in self.content.events]
            options = options if len(self.picks) < SWAP_MOST else []
            if self.rules_version >= 2:
                options += self.sell_options(player)        # L196: at any moment, setup too
            return self.ask(seat, "swap", (("done",), *options), picked=len(self.picks), max_picks=SWAP_MOST)
        if phase == "keep":
            if not self.drawn and not self.picks:
                self._deal_for_keep(player)
            return self._keep_decision(player)
        return self.ask(seat, "face", (("face", "back"), ("face", "front")))

    def _deal_for_keep(self, player: Player) -> None:
        """Setup: the swapped hand's events are looked at again and kept at 3 gold each."""
        self.drawn = [c for c in player.hand if c in self.content.events]
        player.hand = [c for c in player.hand if c not in self.content.events]

    def _draw_for_gather(self, player: Player) -> None:
        for _ in range(GATHER_DRAW):
            card = self.draw_card()
            if card is not None:
                self.drawn.append(card)
        self.barrier = True
        self.log("gather", player.seat, count=len(self.drawn))
        self.log("gathered", player.seat, visible_to=player.seat, cards=list(self.drawn))

    def _keep_decision(self, player: Player) -> Decision:
        price = KEEP_PRICE * (len(self.picks) + 1)
        affordable = self.can_pay_plain(player, price)
        options = [("done",)]
        if affordable:
            options += [("keep", c) for c in sorted(set(self.drawn))]
        if self.phase == "keep" and self.rules_version >= 2:
            # at setup the events looked at again are still the hand (L58-59): they may be sold
            options += [("sell", c) for c in sorted(set(self.drawn))]
        options += self.sell_options(player)
        return self.ask(player.seat, "keep", tuple(options), picked=len(self.picks),
                        max_picks=len(self.drawn) + len(self.picks))

    def _begin_action_phase(self) -> None:
        self.phase = "action"
        n = self.num_players
        self.queue = [s for s in ((self.start + i) % n for i in range(n))
                      if "turn_before_start" in self.modifiers(self.players[s])]
        self.last_seat = None
        self.current = None

    def _next_turn(self) -> None:
        n = self.num_players
        if self.phase in ("finish", "end_turns"):
            while self.queue:
                seat, lap = self.queue.pop(0)
                if lap == 2 and seat in self.finish_passed:
                    continue
                self._begin_turn(seat, lap)
                return
            if self.phase == "finish":
                self._begin_end_turns()
            else:
                self._finish_game()
            return
        if self.queue:
            self._begin_turn(self.queue.pop(0))
            return
        active = [p for p in self.players if not p.passed]
        if not active:
            self._production()
            return
        first = self.start if self.last_seat is None else (self.last_seat + 1) % n
        for i in range(n):
            seat = (first + i) % n
            if not self.players[seat].passed:
                self.last_seat = seat
                self._begin_turn(seat)
                return

    def _begin_turn(self, seat: int, lap: int = 0) -> None:
        self.current = seat
        self.acted = False
        self.lap = lap
        self.turns_taken[seat] += 1
        player = self.players[seat]
        self.log("turn", seat)
        if not player.first_turn_done:
            player.first_turn_done = True
            first = self.face_of(player).first_turn
            if first:
                self.push_effects(seat, None, first)

    def _end_turn(self) -> None:
        seat = self.current
        player = self.players[seat]
        if player.extra_turns and not player.passed:
            player.extra_turns -= 1
            self._begin_turn(seat, getattr(self, "lap", 0))
            return
        player.extra_turns = 0
        self.current = None
        if self.phase == "action" and self.met:
            self._begin_finish(seat)

    def _production(self) -> None:
        bonus = next(s.bonus for s in self.content.board.seasons if s.season == SEASONS[self.season])
        for player in self.players:
            player.res[GOLD] += player.prod[GOLD] + bonus.gold
            player.res[POWER] += player.prod[POWER] + bonus.power
            player.res[POTION] += player.prod[POTION] + bonus.potion
        self.log("production", ALL, season=SEASONS[self.season])
        # the end phase
        self.turns_taken = [0] * self.num_players
        for player in self.players:
            player.passed = False
            player.used_special = []
            for played in player.played:
                played.used = False
        self.potion_used = []
        if self.round >= MAX_ROUNDS:
            self.log("round_limit", ALL, round=self.round)
            self._finish_game()
            return
        self.season = (self.season + 1) % len(SEASONS)
        self.start = (self.start + 1) % self.num_players
        self.round += 1
        self.phase = "gather"
        self.setup_seat = 0
        self.log("round", ALL, round=self.round, season=SEASONS[self.season], start=self.start)

    def _begin_finish(self, seat: int) -> None:
        """The finish phase: the triggering turn is over; the round stops here."""
        n = self.num_players
        self.phase = "finish"
        self.trigger_seat = seat
        for player in self.players:
            player.passed = False
            exchange = min(FINISH_EXCHANGE, player.prod[GOLD])
            player.prod[GOLD] -= exchange
            player.res[GOLD] += exchange
        order = [(seat + 1 + i) % n for i in range(n)]
        self.queue = [(s, 1) for s in order] + [(s, 2) for s in order]
        self.finish_passed = []
        self.turns_taken = [0] * n
        self.log("finish", ALL, trigger=seat)

    def _begin_end_turns(self) -> None:
        """End effects that give extra turns, from the start player clockwise."""
        n = self.num_players
        self.phase = "end_turns"
        self.queue = []
        for i in range(n):
            seat = (self.start + i) % n
            player = self.players[seat]
            player.passed = False
            turns = sum(e.n for card in self.face_up_played(player) for e in self.content.card(card.card).end
                        if e.op == "extra_turn")
            self.queue += [(seat, 3)] * turns

    def _finish_game(self) -> None:
        self.scores = final_scores(self)
        self.winners = winners(self, self.scores)
        self.end_reason = "final_scoring"
        self.phase = "over"
        self.current = None
        self.log("game_over", ALL, scores=[s["total"] for s in self.scores], winners=list(self.winners))

    # ------------------------------------------------------------------ a turn

    def _turn_decision(self, player: Player) -> Decision:
        from engine.games.guild_masters.legal import turn_options
        return self.ask(player.seat, "turn", turn_options(self, player))

    def turn_action(self, seat: int, player: Player, action) -> None:
        verb = action[0]
        self.acted = True
        self.log(verb, seat, **({"arg": _plain(action[1])} if len(action) > 1 else {}))
        if verb == "pass":
            player.passed = True
            if self.phase == "finish" and self.lap == 1:
                self.finish_passed.append(seat)
        elif verb == "play":
            self.push("play", action[1], seat, ("hand", 0, 0, False, 1, False))
        elif verb == "regalia":
            self.push("play", action[1], seat, ("hand", 0, 0, False, 1, False))
        elif verb == "claim":
            self.push("play", self.regalia_board[action[1]], seat, ("board", action[1], 0, False, 1, False))
        elif verb == "explore":
            self.push("explore", None, seat, (action[1], True, False))
        elif verb == "build":
            self.push("build", None, seat, (action[1], BUILD_PRICE))
        elif verb == "develop":
            self.push("develop", None, seat, action[1])
        elif verb == "potion":
            self.push("potion", None, seat, action[1])
        elif verb == "special":
            self.push("special", action[1], seat, None)
        else:
            raise AssertionError(f"no turn action {verb}")

    # ------------------------------------------------------------------ helpers

    def ask(self, seat: int, kind: str, options: tuple, prompt=None, **picks) -> Decision:
        if kind in SELL_INSIDE and self.rules_version >= 2:
            options = (*options, *self.sell_options(self.players[seat]))
        return Decision(seat, kind, options, prompt, **picks)

    def discard_event(self, card: str, seat=None) -> None:
        """To the discard pile; a receptionist's own card goes back to the box.
        ``seat`` discarded it and remembers it there (``determinize``)."""
        if self.content.events[card].deck == "receptionist":
            self.own_cards.append(card)
            self.own_cards.sort()
        else:
            self.discard.append(card)
            if seat is not None:
                self.players[seat].discarded.append(card)

    def draw_card(self):
        """The top event of the deck, the discards reshuffled the moment it runs out."""
        if not self.deck and self.discard:
            self._reshuffle()
        if not self.deck:
            return None
        card = self.deck.pop()
        if not self.deck and self.discard:
            self._reshuffle()
        return card

    def _reshuffle(self) -> None:
        """The discards become the deck: nobody knows where their own discards are now."""
        self.deck = self.discard
        self.discard = []
        self.rng.shuffle(self.deck)
        for player in self.players:
            player.discarded = []
        self.log("reshuffle", ALL)

    def draw_into(self, player: Player, count: int = 1) -> int:
        drawn = []
        for _ in range(count):
            card = self.draw_card()
            if card is None:
                break
            player.hand.append(card)
            drawn.append(card)
        if drawn:
            self.barrier = True
            self.log("draw", player.seat, count=len(drawn))
            self.log("drew", player.seat, visible_to=player.seat, cards=drawn)
        return len(drawn)

    def move_civilisation(self, steps: int) -> None:
        if self.met or steps <= 0:
            return
        self.civ = min(self.civ + steps, self.miasma - 1)
        self._check_met()

    def move_miasma(self, steps: int) -> None:
        if self.met or steps <= 0:
            return
        self.miasma = max(self.miasma - steps, self.civ + 1)
        self._check_met()

    def _check_met(self) -> None:
        if self.miasma - self.civ <= 1:
            self.met = True
            self.log("tracks_meet", ALL, civilisation=self.civ, miasma=self.miasma)


def _plain(value):
    return list(value) if isinstance(value, tuple) else value
