"""The toy game's rules and state (see the package's docstring)."""
from __future__ import annotations

from itertools import combinations

from engine.boards.hex import Hex, HexGrid
from engine.boards.route import Walk
from engine.core.actions import OptionInfo, Place, Refusal
from engine.core.chance import spend
from engine.core.protocol import ALL, CHANCE, Changes, Decision, GameState, IllegalAction, Progress, barrier_reason
from engine.core.rng import Rng
from engine.core.secrets import Sealed, hidden_pick, redeal, reveal
from tests.engine.toy.route import CHECK, POINTS, ROUTES

GAME_ID = "toy"
RULES_VERSION = 1

TILES = tuple(value for value in range(-3, 6) for _ in range(3))
DIE = tuple(("roll", face) for face in range(1, 7))
DICE = 2                              # 2d6 is two chance steps of one die each
TAILWIND_DICE = 3                     # last round's lowest rolls three and keeps two (Gensokyo's SP10)
DIE_WEIGHTS = (1, 1, 1, 1, 1, 2)      # a six twice as likely: weights are read, not assumed alike
BOARD = HexGrid.hexagon(2)


class ToyState(GameState):
    __slots__ = ("game_id", "rules_version", "options", "seed", "history", "log_events", "num_players",
                 "rng", "deck", "hands", "told", "commits", "discards", "scores", "markers", "dice", "die",
                 "tailwind", "round", "route", "pieces", "walk",
                 "phase", "turn", "lowest", "decision", "winners", "end_reason")

    def __init__(self, options: dict, seed: int, rules_version: int = RULES_VERSION, log_events: bool = True):
        self.game_id = GAME_ID
        self.rules_version = rules_version
        self.options = options
        self.seed = seed
        self.history = ()
        self.log_events = log_events
        self.num_players = options["players"]
        self.rng = Rng(seed)
        self.deck = list(TILES)
        self.rng.shuffle(self.deck)
        self.hands = [[self.deck.pop() for _ in range(options["hand"])] for _ in range(self.num_players)]
        self.told = []           # (holder, tile, knower): a picked tile its loser knows is in the taker's hand
        self.commits = [None] * self.num_players
        self.discards = []
        self.scores = [0] * self.num_players
        self.markers = {}        # Hex -> seat
        self.dice = []           # the faces rolled so far this round
        self.die = None          # their sum, once all are rolled
        self.tailwind = None     # the seat that rolls three dice and keeps two this round
        self.round = 0
        self.route = ROUTES[options.get("route", "loop")]
        self.pieces = [(0, None)] * self.num_players   # (square, came from): facing unset until a first move
        self.walk = None         # the round's move in progress, stopped at a branch
        self.phase = "roll"
        self.turn = 0
        self.lowest = None       # the seat that may discard this round
        self.winners = None
        self.end_reason = None
        self.decision = self._decide()

    # -- the protocol -----------------------------------------------------

    def apply(self, action) -> Changes:
        if self.decision is None or action not in self.decision.options:
            raise IllegalAction(f"not a legal answer now: {action!r}")
        before = self.decision.player
        events, places = [], set()
        secret_or_chance = getattr(self, "_" + action[0])(action[1], events, places)
        self.decision = self._decide()
        if self.history is not None:
            self.history = (self.history, action)
        handed_over = self.decision is not None and self.decision.player != before
        if not self.log_events:
            return Changes([], None, secret_or_chance or handed_over)
        return Changes(events, places, secret_or_chance or handed_over,
                       barrier_reason(secret_or_chance, handed_over=handed_over))

    def describe(self, action) -> OptionInfo:
        verb, arg = action
        if verb == "place":
            return OptionInfo(verb, target=Place("board", cell=arg))
        if verb == "discard":
            return OptionInfo(verb, source=Place("hand", self.turn), count=len(arg))
        if verb == "keep":
            return OptionInfo(verb, source=Place("die"), count=len(arg))
        if verb == "step":
            return OptionInfo(verb, source=Place("route", self.turn), target=Place("route", slot=arg))
        return OptionInfo(verb, count=arg)

    def refusal(self, verb, card, source, target) -> Refusal:
        return Refusal("not_now", f"{verb} is not an option now")

    def clone(self) -> "ToyState":
        twin = ToyState.__new__(ToyState)
        for name in self.__slots__:
            setattr(twin, name, getattr(self, name))
        twin.rng = self.rng.clone()
        twin.deck = self.deck[:]
        twin.hands = [hand[:] for hand in self.hands]
        twin.commits = self.commits[:]
        twin.told = self.told[:]
        twin.discards = self.discards[:]
        twin.scores = self.scores[:]
        twin.markers = dict(self.markers)
        twin.dice = self.dice[:]
        twin.pieces = self.pieces[:]
        twin.walk = None if self.walk is None else self.walk.clone()
        return twin

    def view(self, seat: int) -> dict:
        decision = self.decision
        return {
            "seat": seat, "round": self.round, "phase": self.phase, "dice": self.dice[:], "die": self.die,
            "tailwind": self.tailwind,
            "turn": self.turn,
            "scores": self.scores[:], "deck": len(self.deck), "discards": self.discards[:],
            "hands": [hand[:] if owner == seat else len(hand) for owner, hand in enumerate(self.hands)],
            "known": sorted([holder, tile] for holder, tile, knower in self.told if knower == seat),
            "commits": [c.shown(seat) if isinstance(c, Sealed) else c for c in self.commits],
            "markers": sorted([cell.q, cell.r, owner] for cell, owner in self.markers.items()),
            "route": {"kinds": [square.kind for square in self.route.squares],
                      "loops": [list(loop) for loop in self.route.loops]},
            "pieces": [{"at": at, "facing": came_from} for at, came_from in self.pieces],
            "steps_left": None if self.walk is None else self.walk.steps_left,
            "deciding": None if decision is None else decision.player,
            # the seat's own answers (ShownOption data): what its table offers
            "options": self.shown_options() if decision is not None and decision.player == seat else [],
            "winners": None if self.winners is None else list(self.winners),
        }

    def determinize(self, seat: int, rng: Rng) -> "ToyState":
        """A world ``seat`` cannot tell from this one: the deck, the others'
        hands and their sealed tiles drawn anew from what it has not seen.
        (A tile the seat picked from another's hand is in its own hand, so it
        stays known; one it lost stays where it went.)"""
        world = self.clone()
        world.history = None
        world.rng = Rng(rng.next64())
        known = [[] for _ in self.hands]
        for holder, tile, knower in self.told:
            if knower == seat:
                known[holder].append(tile)
        unseen = self.deck + [tile for owner, hand in enumerate(self.hands) if owner != seat for tile in hand]
        unseen += [c.value for c in self.commits if isinstance(c, Sealed) and c.owner != seat]
        for tiles in known:
            for tile in tiles:
                unseen.remove(tile)
        world.hands, world.commits, world.deck = redeal(seat, rng, unseen, world.hands, world.commits, known)
        return world

    def progress(self) -> Progress:
        return Progress(None, self.round, self.turn, tuple(self.scores))

    def invariant_card_count(self) -> int:
        return (len(self.deck) + sum(map(len, self.hands)) + len(self.discards)
                + sum(c is not None for c in self.commits))

    # -- the moves: each returns whether it used the RNG or revealed ------

    def _roll(self, face, events, places) -> bool:
        spend(self.rng)
        self.dice.append(face)
        events.append({"type": "roll", "player": CHANCE, "face": face, "dice": self.dice[:], "visible_to": ALL})
        places.add(Place("die"))
        if self.tailwind is not None and len(self.dice) == TAILWIND_DICE:
            self.phase, self.turn = "keep", self.tailwind
        elif self.tailwind is None and len(self.dice) == DICE:
            self._rolled()
        return True

    def _keep(self, pair, events, places) -> bool:
        self.dice = [self.dice[index] for index in pair]
        events.append({"type": "keep", "player": self.turn, "dice": self.dice[:], "visible_to": ALL})
        places.add(Place("die"))
        self._rolled()
        return False

    def _rolled(self) -> None:
        self.die = sum(self.dice)
        self.phase = "commit"
        self.turn = self.round % self.num_players

    def _commit(self, tile, events, places) -> bool:
        seat = self.turn
        self.hands[seat].remove(tile)
        self._forget(seat, [tile])
        self.commits[seat] = Sealed(seat, tile)
        events.append({"type": "commit", "player": seat, "visible_to": ALL})
        events.append({"type": "committed", "player": seat, "tile": tile, "visible_to": seat})
        places.update((Place("hand", seat), Place("commit", seat)))
        self.turn = (seat + 1) % self.num_players
        if all(self.commits):
            self._reveal(events, places)
            return True
        return False

    def _reveal(self, events, places) -> None:
        tiles, event = reveal(self.commits)
        self.commits = tiles
        events.append(event)
        for seat, tile in enumerate(tiles):
            self.scores[seat] += tile
        places.add(Place("scores"))
        top, low = max(tiles), min(tiles)
        self.lowest = tiles.index(low) if tiles.count(low) == 1 and low != top else None
        if tiles.count(top) == 1 and len(self.markers) < len(BOARD):
            self.phase, self.turn = "place", tiles.index(top)
        else:
            self._after_place(events, places)

    def _place(self, cell, events, places) -> bool:
        seat = self.turn
        self.markers[cell] = seat
        gain = self.die + sum(self.markers.get(n) == seat for n in cell.neighbours())
        self.scores[seat] += gain
        events.append({"type": "place", "player": seat, "cell": list(cell), "gain": gain, "visible_to": ALL})
        places.update((Place("board", cell=cell), Place("scores")))
        if self.lowest is not None and self.hands[self.lowest]:
            self.phase = "pick"         # the placer takes a tile blind from the lowest's hand
        else:
            self._after_place(events, places)
        return False

    def _pick(self, position, events, places) -> bool:
        spend(self.rng)
        taker, owner = self.turn, self.lowest
        tile = self.hands[owner].pop(position)
        self.hands[taker].append(tile)
        self.told.append((taker, tile, owner))
        events.append({"type": "pick", "player": taker, "from": owner, "visible_to": ALL})
        events.append({"type": "picked", "player": taker, "from": owner, "tile": tile,
                       "visible_to": (taker, owner), "reveals": True})
        places.update((Place("hand", taker), Place("hand", owner)))
        self._after_place(events, places)
        return True

    def _discard(self, tiles, events, places) -> bool:
        seat = self.turn
        hand = self.hands[seat]
        for tile in tiles:
            hand.remove(tile)
        self._forget(seat, tiles)
        self.discards.extend(tiles)
        drawn = [self.deck.pop() for _ in range(min(len(tiles), len(self.deck)))]
        hand.extend(drawn)
        others = tuple(s for s in range(self.num_players) if s != seat)
        events.append({"type": "discard", "player": seat, "tiles": list(tiles), "visible_to": ALL})
        events.append({"type": "draw", "player": seat, "tiles": drawn, "visible_to": seat})
        events.append({"type": "draw", "player": seat, "count": len(drawn), "visible_to": others})
        places.update((Place("hand", seat), Place("deck"), Place("discards")))
        self._end_round(events, places)
        return bool(drawn)

    # -- between the moves ------------------------------------------------

    def _forget(self, holder, tiles) -> None:
        """Tiles ``holder`` let go of: nobody knows any more that it holds them."""
        for tile in tiles:
            told = next((t for t in self.told if t[:2] == (holder, tile)), None)
            if told is not None:
                self.told.remove(told)

    def _after_place(self, events, places) -> None:
        if self.lowest is None:
            self._end_round(events, places)
        else:
            self.phase, self.turn = "discard", self.lowest

    def _end_round(self, events, places) -> None:
        """The round's first seat moves its piece the dice's points along the route."""
        self.phase, self.turn = "move", self.round % self.num_players
        at, came_from = self.pieces[self.turn]
        self.walk = Walk(at, came_from, steps=self.die, until=CHECK)
        self._walk_on(events, places)

    def _step(self, square, events, places) -> bool:
        self._enter(self.walk.step(self.route, square), events, places)
        self._walk_on(events, places)
        return False

    def _walk_on(self, events, places) -> None:
        """Step on while the way is single; stop at a branch (the mover's
        decision) or at the move's end, which scores the square landed on."""
        walk = self.walk
        while not walk.done and len(walk.options(self.route)) == 1:
            self._enter(walk.step(self.route), events, places)
        if not walk.done:
            return
        seat, square = self.turn, walk.at
        kind = self.route.kind(square)
        gain = POINTS.get(kind, 0)
        self.scores[seat] += gain
        self.walk = None
        events.append({"type": "land", "player": seat, "square": square, "kind": kind, "gain": gain,
                       "visible_to": ALL})
        places.add(Place("scores"))
        self._next_round()

    def _enter(self, square, events, places) -> None:
        self.pieces[self.turn] = (square, self.walk.came_from)
        events.append({"type": "step", "player": self.turn, "square": square, "visible_to": ALL})
        places.add(Place("route", self.turn))

    def _next_round(self) -> None:
        self.discards.extend(self.commits)
        self.commits = [None] * self.num_players
        self.dice, self.die = [], None
        self.tailwind = self.lowest
        self.round += 1
        self.phase = "roll"
        if not all(self.hands):     # somebody has nothing left to commit
            best = max(self.scores)
            self.winners = tuple(seat for seat, score in enumerate(self.scores) if score == best)
            self.end_reason = "hands_empty"
            self.phase = "over"

    def _decide(self) -> Decision | None:
        if self.winners is not None:
            return None
        if self.phase == "roll":
            return Decision(CHANCE, "roll", DIE, weights=DIE_WEIGHTS)
        if self.phase == "pick":
            return hidden_pick(len(self.hands[self.lowest]))
        if self.phase == "move":
            return Decision(self.turn, "step", tuple(("step", to) for to in self.walk.options(self.route)))
        if self.phase == "keep":
            return Decision(self.turn, "keep", tuple(("keep", pair) for pair in combinations(range(TAILWIND_DICE), 2)))
        hand = self.hands[self.turn]
        if self.phase == "commit":
            return Decision(self.turn, "commit", tuple(("commit", tile) for tile in dict.fromkeys(hand)))
        if self.phase == "place":
            return Decision(self.turn, "place", tuple(("place", cell) for cell in BOARD if cell not in self.markers))
        subsets = sorted({tuple(sorted(c)) for size in range(len(hand) + 1) for c in combinations(hand, size)})
        return Decision(self.turn, "discard", tuple(("discard", subset) for subset in subsets))
