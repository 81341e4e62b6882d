"""Tanto Cuore's turn: setup, the starting, serving, employ and discard phases,
the town, the Private Quarters, events, and the end when two maid piles are
empty.

Card effects live in ``effects.py`` as handlers over effect frames; this
module owns the phases and the shared moves (serve, chamber, employ, place an
event, draw, discard).

The stalemate end is our rule, as Heart of Crown's: the rules give no end for
a table where nobody employs a maid any more (every Love exchanged away, say),
which would play for ever. When STALEMATE_ROUNDS whole rounds pass in which no
maid leaves the town, the game is scored as at the normal end. Maids never
come back to the town, so that progress happens finitely often and every game
ends.
"""
from __future__ import annotations


from engine.core.changes import changed_places
from engine.core.machine import FrameMachine
from engine.core.protocol import ALL, Changes, Decision, GameState, IllegalAction, Progress, barrier_reason
from engine.core.rng import Rng
from engine.deckbuilding.moves import DeckbuildingMoves
from engine.deckbuilding.piles import CountedPiles
from engine.games.tanto_cuore import effects, scoring
from engine.games.tanto_cuore.cards import (
    CARDS, CHAMBERABLE, CHIEFS, DRAWING, EVENTS, HAND_SIZE, LOVE, LOVE_VALUE, MAIDS, PRIVATE,
    PRIVATE_OPEN, PRIVATE_SET, SERVABLE, STARTING_DECK)
from engine.games.tanto_cuore.codec import CODEC
from engine.games.tanto_cuore.options import choose_town, game_options
from engine.games.tanto_cuore.places import snapshot
from engine.games.tanto_cuore.player import Player

RULES_VERSION = 1
GAME_ID = "tanto_cuore"
STALEMATE_ROUNDS = 30
MAID_PILES_TO_END = 2
PRIVATE_PILE = "private"

START, SERVING, EMPLOY, DISCARD, OVER = "start", "serving", "employ", "discard", "over"
END_START, END_SERVING, END_TURN, ABILITY = ("end_start",), ("end_serving",), ("end_turn",), ("ability",)
# Starting-phase abilities that are not a choice: they happen when the phase ends if not used before.
AUTOMATIC_START = frozenset({"lalande", "lucienne", "rosa", "fay"})

_UNLOGGED = {False: Changes([], None, False), True: Changes([], None, True)}


class TantoCuore(DeckbuildingMoves, FrameMachine, GameState):
    __slots__ = (
        "num_players", "players", "rng", "options", "seed", "history", "rules_version",
        "log_events", "events", "revealing", "town", "town_maids", "private_pile", "private_open",
        "turn", "turn_number", "phase", "decision", "winners", "end_reason", "stack",
        "servings", "employs", "love", "spent", "draw_bonus_used", "start_used",
        "eliza_known", "round_stock", "stalled_rounds", "final_scores", "cost", "__weakref__")

    game_id = GAME_ID
    handlers = effects.HANDLERS

    # ------------------------------------------------------------------ setup
    def __init__(self, options: dict | None = None, seed: int = 0, log_events: bool = True,
                 rules_version: int = RULES_VERSION):
        if rules_version != RULES_VERSION:
            raise ValueError(f"rules version {rules_version} of {GAME_ID} is not one this engine plays")
        self.options = options = game_options(options)
        self.seed = seed
        self.rules_version = rules_version
        self.history = ()
        self.revealing = False
        self.log_events = log_events
        self.events = []
        self.rng = rng = Rng(seed)
        n = self.num_players = options["players"]
        self.cost = {card.id: card.cost for card in CARDS.values()}
        self.cost["fay"] = options["fay_cost"]
        self.town_maids = tuple(sorted(choose_town(options["town"], rng), key=lambda c: (CARDS[c].cost, CARDS[c].number)))
        counts = {card: CARDS[card].pile for card in (*LOVE, *CHIEFS, *self.town_maids, *EVENTS)}
        counts["love_1"] -= 7 * n              # the starting decks come out of the town piles
        counts["colette"] -= 3 * n
        self.town = CountedPiles(counts)
        pile = list(PRIVATE)
        rng.shuffle(pile)
        self.private_pile = pile
        self.private_open = [pile.pop() for _ in range(PRIVATE_OPEN)]
        self.players = []
        for _ in range(n):
            deck = list(STARTING_DECK)
            rng.shuffle(deck)
            player = Player(deck)
            player.draw(HAND_SIZE, rng)
            self.players.append(player)
        self.stack = []
        self.eliza_known = {}
        self.winners = None
        self.end_reason = None
        self.final_scores = None
        self.decision = None
        self.turn = 0
        self.turn_number = 1
        self.round_stock = self._maid_stock()
        self.stalled_rounds = 0
        self._reset_turn()
        self.phase = START
        self.run()

    def _reset_turn(self) -> None:
        self.servings = 1
        self.employs = 1
        self.love = 0
        self.spent = 0
        self.draw_bonus_used = False
        self.start_used = False

    # ------------------------------------------------------------------ protocol
    def clone(self) -> "TantoCuore":
        twin = TantoCuore.__new__(TantoCuore)
        twin.num_players = self.num_players
        twin.players = [p.clone() for p in self.players]
        twin.rng = self.rng.clone()
        twin.options = self.options
        twin.seed = self.seed
        twin.history = self.history
        twin.rules_version = self.rules_version
        twin.log_events = self.log_events
        twin.events = []
        twin.revealing = False
        twin.town = self.town.clone()
        twin.town_maids = self.town_maids
        twin.private_pile = self.private_pile[:]
        twin.private_open = self.private_open[:]
        twin.turn = self.turn
        twin.turn_number = self.turn_number
        twin.phase = self.phase
        twin.decision = self.decision          # never mutated, only replaced
        twin.winners = self.winners
        twin.end_reason = self.end_reason
        twin.stack = self.clone_stack()
        twin.servings = self.servings
        twin.employs = self.employs
        twin.love = self.love
        twin.spent = self.spent
        twin.draw_bonus_used = self.draw_bonus_used
        twin.start_used = self.start_used
        twin.eliza_known = dict(self.eliza_known)
        twin.round_stock = self.round_stock
        twin.stalled_rounds = self.stalled_rounds
        twin.final_scores = self.final_scores
        twin.cost = self.cost
        return twin

    def apply(self, action) -> Changes:
        decision = self.decision
        if decision is None:
            raise IllegalAction("the game is over")
        if not isinstance(action, tuple) or action not in decision.options:
            raise IllegalAction(
                f"{action!r} is not a legal answer to {decision.kind!r} for seat {decision.player}; "
                f"legal: {', '.join(CODEC.text(a) for a in decision.options)}")
        if self.log_events:
            self.events = []
            before = snapshot(self)
        events = self.events
        self.decision = None
        self.revealing = False
        if self.history is not None:
            self.history = (self.history, action)
        if not self.resume(action):
            ANSWER[decision.kind](self, action)
        self.run()
        if self.winners is not None:
            self.decision = None
            self.phase = OVER
        after = self.decision
        barrier = self.revealing or after is None or after.player != decision.player
        if not self.log_events:
            return _UNLOGGED[barrier]
        return Changes(events, changed_places(before, snapshot(self)), barrier,
                       barrier_reason(self.revealing, handed_over=barrier))

    def progress(self) -> Progress:
        scores = self.final_scores or scoring.breakdown(self)
        return Progress(self.turn_number, None, self.turn, tuple(score["total"] for score in scores))

    def invariant_card_count(self) -> int:
        # An event on its way into someone's quarters (waiting for Claire) is in its frame.
        in_transit = sum(f.data[2] for f in self.stack if f.name == "place_event")
        return (sum(p.count_all() for p in self.players) + self.town.total()
                + len(self.private_pile) + len(self.private_open) + in_transit)

    def view(self, seat: int) -> dict:
        from engine.games.tanto_cuore.view import build_view
        return build_view(self, seat)

    def determinize(self, seat: int, rng) -> "TantoCuore":
        from engine.games.tanto_cuore.view import determinize
        return determinize(self, seat, rng)

    def describe(self, action):
        from engine.games.tanto_cuore import table_info
        return table_info.describe(self, action)

    def refusal(self, verb: str, card, source, target):
        from engine.games.tanto_cuore import table_info
        return table_info.refusal(self, verb, card, source, target)

    def confirmation(self, action):
        from engine.games.tanto_cuore import table_info
        return table_info.confirmation(self, action)

    # ------------------------------------------------------------------ the driver
    def ask(self, player: int, kind: str, options, prompt=None, min_picks=1, max_picks=1, picked=0) -> None:
        self.decision = Decision(player, kind, tuple(options), prompt, min_picks, max_picks, picked)

    def emit(self, type_: str, player: int | None = None, visible_to=ALL, **data) -> None:
        if self.log_events:
            data["type"] = type_
            data["player"] = player
            data["visible_to"] = visible_to
            self.events.append(data)

    def step(self) -> None:
        """Run the phases on until one asks a decision, a frame waits or the game ends."""
        while self.winners is None and self.decision is None and not self.stack:
            phase = self.phase
            if phase == START:
                if self._ask_start():
                    return
            elif phase == SERVING:
                if self._ask_serving():
                    return
                self.phase = EMPLOY
            elif phase == EMPLOY:
                if self._ask_employ():
                    return
                self.phase = DISCARD
            elif phase == DISCARD:
                self._discard_phase()
            else:  # pragma: no cover - a phase name typo would loop forever
                raise RuntimeError(f"unknown phase {phase!r}")

    # ------------------------------------------------------------------ starting phase
    def start_ability(self):
        """The top private maid whose starting ability is still to use this turn, or None."""
        if self.start_used:
            return None
        card = self.players[self.turn].top_private()
        if card is None or CARDS[card].timing != "start":
            return None
        if card in AUTOMATIC_START or effects.START_READY[card](self, self.turn):
            return card
        return None

    def cure_options(self) -> list:
        player = self.players[self.turn]
        if "love_3" not in player.hand:
            return []
        return [("cure", zone, slot) for zone, slot in player.ill_maids()]

    def _ask_start(self) -> bool:
        ability = self.start_ability()
        cures = self.cure_options()
        if ability in AUTOMATIC_START and not cures:
            self.use_start_ability()
            return False
        if not cures and ability is None:
            self.phase = SERVING
            return False
        self.ask(self.turn, "start", [*cures, *([ABILITY] if ability else []), END_START], {"phase": START})
        return True

    def use_start_ability(self) -> None:
        card = self.players[self.turn].top_private()
        self.start_used = True
        self.emit("ability", self.turn, card=card)
        spec = CARDS[card]
        self.gain_resources(self.turn, spec.draw, spec.love, spec.servings, spec.employs)
        if spec.effect is not None:
            self.push(spec.effect, card, self.turn)

    def _answer_start(self, action) -> None:
        verb = action[0]
        if verb == "cure":
            self.cure(self.turn, action[1], action[2])
        elif verb == "ability":
            self.use_start_ability()
        else:  # end_start: a not-yet-used automatic ability happens now
            if self.start_ability() in AUTOMATIC_START:
                self.use_start_ability()
            self.phase = SERVING

    def cure(self, seat: int, zone: str, slot: int) -> None:
        player = self.players[seat]
        player.take_from_hand("love_3")
        player.discard.append("love_3")
        self.emit("discard", seat, card="love_3", source="hand")
        player.illnesses(zone)[slot] -= 1
        self.town.counts["illness"] += 1
        self.emit("cure", seat, zone=zone, slot=slot)

    # ------------------------------------------------------------------ serving phase
    def serving_options(self) -> list:
        player = self.players[self.turn]
        servings = self.servings
        options = []
        if servings > 0:
            for card in dict.fromkeys(player.hand):
                if card in SERVABLE:
                    options.append(("serve", card))
                if card in CHAMBERABLE and CARDS[card].chamber_cost <= servings:
                    options.append(("chamber", card))
        return options

    def _ask_serving(self) -> bool:
        options = self.serving_options()
        if not options:
            return False
        options.append(END_SERVING)
        self.ask(self.turn, "serving", options, {"phase": SERVING})
        return True

    def _answer_serving(self, action) -> None:
        verb = action[0]
        if verb == "serve":
            self.serve(action[1])
        elif verb == "chamber":
            self.chamber(action[1])
        else:
            self.phase = EMPLOY

    def serve(self, card: str) -> None:
        seat = self.turn
        player = self.players[seat]
        self.servings -= 1
        player.take_from_hand(card)
        player.play.append(card)
        self.emit("serve", seat, card=card)
        spec = CARDS[card]
        draws, servings = spec.draw, spec.servings
        if card in DRAWING and not self.draw_bonus_used:
            helper = player.top_private()
            if helper in ("milly", "tanya"):
                self.draw_bonus_used = True
                self.emit("ability", seat, card=helper)
                if helper == "milly":
                    servings += 1
                else:
                    draws += 1
        self.gain_resources(seat, draws, spec.love, servings, spec.employs)
        if spec.effect is not None:
            self.push(spec.effect, card, seat)

    def chamber(self, card: str) -> None:
        seat = self.turn
        player = self.players[seat]
        self.servings -= CARDS[card].chamber_cost
        player.take_from_hand(card)
        player.chamber.append(card)
        player.chamber_ill.append(0)
        self.emit("chamber", seat, card=card)

    def gain_resources(self, seat: int, draws: int, love: int, servings: int, employs: int) -> None:
        if draws:
            self.draw(seat, draws)
        if love:
            self.love += love
            self.emit("love", seat, amount=love)
        if servings:
            self.servings += servings
            self.emit("servings", seat, amount=servings)
        if employs:
            self.employs += employs
            self.emit("employs", seat, amount=employs)

    # ------------------------------------------------------------------ employ phase
    def love_available(self) -> int:
        return self.love + sum([LOVE_VALUE.get(c, 0) for c in self.players[self.turn].hand]) - self.spent

    def event_targets(self, seat: int, card: str) -> list:
        """Where ``seat`` may put ``card``: seats for a Bad Habit, (seat, zone,
        slot) of a healthy maid for an Illness."""
        if card == "bad_habit":
            return [(s,) for s, p in enumerate(self.players) if s != seat and p.has_healthy_maid()]
        own = self.options["illness_on_own_maids"]
        return [(s, zone, slot) for s, p in enumerate(self.players) if own or s != seat
                for zone, slot in p.healthy_maids()]

    def employ_options(self) -> list:
        if self.employs <= 0:
            return []
        love = self.love_available()
        cost = self.cost
        counts = self.town.counts
        seat = self.turn
        options = [("employ", card) for card in (*LOVE, *CHIEFS, *self.town_maids)
                   if counts[card] > 0 and cost[card] <= love]
        options += [("employ", card) for card in self.private_open if cost[card] <= love]
        for card in EVENTS:
            if counts[card] > 0 and cost[card] <= love:
                options.extend(("employ", card, *target) for target in self.event_targets(seat, card))
        return options

    def _ask_employ(self) -> bool:
        options = self.employ_options()
        if not options:
            return False
        options.append(END_TURN)
        self.ask(self.turn, "employ", options, {"phase": EMPLOY})
        return True

    def _answer_employ(self, action) -> None:
        if action == END_TURN:
            self.phase = DISCARD
            return
        card = action[1]
        seat = self.turn
        player = self.players[seat]
        self.spent += self.cost[card]
        self.employs -= 1
        if card in EVENTS:
            self.town.take(card)
            self.emit("employ", seat, card=card, cost=self.cost[card],
                      to="bad_habits" if card == "bad_habit" else "illness", target=action[2],
                      zone=action[3] if len(action) > 3 else None, slot=action[4] if len(action) > 3 else None)
            self.place_event(card, action[2], *action[3:], count=1, source=None, employed=True)
            return
        player.employed += 1 if card in MAIDS else 0
        if card in PRIVATE_SET:
            slot = self.private_open.index(card)
            del self.private_open[slot]
            player.private.append(card)
            player.private_ill.append(0)
            self.emit("employ", seat, card=card, cost=self.cost[card], to="private", slot=slot)
            self._refill_private()
        else:
            self.town.take(card)
            player.discard.append(card)
            self.emit("employ", seat, card=card, cost=self.cost[card], to="discard")
        self.check_end()

    def _refill_private(self) -> None:
        if self.private_pile:
            card = self.private_pile.pop()
            self.private_open.append(card)
            self.revealing = True
            self.emit("private_refill", None, card=card, reveals=True)

    # ------------------------------------------------------------------ events
    def place_event(self, card: str, target: int, zone=None, slot=None, count: int = 1, source=None,
                    employed: bool = False) -> None:
        """Put ``count`` ``card``\\ s (already out of the town or of ``source``'s
        quarters) into ``target``'s quarters; Claire in that hand may send them
        back to the town first. ``employed``: the turn's player employed it
        (its ``employ`` event already says where it goes)."""
        self.push("place_event", card, target, [zone, slot, count, source, employed])

    def put_event(self, card: str, target: int, zone, slot, count: int, employed: bool = False) -> None:
        player = self.players[target]
        if card == "bad_habit":
            player.bad_habits += count
        else:
            player.illnesses(zone)[slot] += count
        self.emit("event_placed", self.turn, card=card, target=target, zone=zone, slot=slot, count=count,
                  employed=employed)

    def return_event(self, card: str, count: int = 1) -> None:
        self.town.counts[card] += count

    # ------------------------------------------------------------------ discard phase
    def _discard_phase(self) -> None:
        seat = self.turn
        player = self.players[seat]
        for other, owner in enumerate(self.players):
            if other != seat and owner.top_private() == "amber":
                top = player.take_top(1, self.rng)
                self.revealing = True
                if top:
                    card = top[0]
                    player.discard.append(card)
                    if card not in MAIDS:
                        player.next_hand = HAND_SIZE - 1
                    self.emit("amber", seat, card=card, maid=card in MAIDS, reveals=True)
        if self.log_events:         # a search's worlds log nothing: skip the loop
            for card in player.play:
                self.emit("discard", seat, card=card, source="play")
        player.discard.extend(player.play)
        player.play = []
        player.discard.extend(player.empty_hand())
        self._reset_turn()
        count, player.next_hand = player.next_hand, HAND_SIZE
        self.draw(seat, count)
        self._next_turn()

    def _next_turn(self) -> None:
        nxt = (self.turn + 1) % self.num_players
        if nxt == 0:
            stock = self._maid_stock()
            self.stalled_rounds = self.stalled_rounds + 1 if stock == self.round_stock else 0
            self.round_stock = stock
        self.turn = nxt
        self.turn_number += 1
        self.emit("turn", nxt, number=self.turn_number)
        if self.stalled_rounds >= STALEMATE_ROUNDS:
            self.end_game("stalemate")
            return
        self.phase = START

    # ------------------------------------------------------------------ the end
    def _maid_stock(self) -> int:
        counts = self.town.counts
        return (sum(counts[c] for c in (*CHIEFS, *self.town_maids)) + len(self.private_pile)
                + len(self.private_open))

    def empty_maid_piles(self) -> list:
        counts = self.town.counts
        empty = [c for c in (*CHIEFS, *self.town_maids) if counts[c] == 0]
        if not self.private_pile:
            empty.append(PRIVATE_PILE)
        return empty

    def check_end(self) -> None:
        """Two empty maid piles end the game at once."""
        if self.winners is None and len(self.empty_maid_piles()) >= MAID_PILES_TO_END:
            self.end_game("two_piles")

    def end_game(self, reason: str) -> None:
        rows = scoring.breakdown(self)
        self.final_scores = rows
        self.winners = scoring.winners(self, rows)
        self.end_reason = reason
        self.decision = None
        self.stack = []
        self.phase = OVER
        self.emit("game_over", None, winners=list(self.winners), reason=reason, scores=rows)

    # ------------------------------------------------------------------ small shared moves
    def opponents(self, seat: int) -> list:
        n = self.num_players
        return [(seat + i) % n for i in range(1, n)]


ANSWER = {"start": TantoCuore._answer_start, "serving": TantoCuore._answer_serving,
          "employ": TantoCuore._answer_employ}
