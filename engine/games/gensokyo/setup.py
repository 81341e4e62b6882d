"""Setup (gensokyo.rules.md §2): the pool and the shared deck of 30 × P, the
set-aside rest, 40圓, 5 cards and a face-down Charisma card each, the
turn-order roll with re-rolls among the tied (ruling 1), and the staggered
start on the loop map."""
from __future__ import annotations

from engine.games.gensokyo.board import STAGGER
from engine.games.gensokyo.options import CHARISMA, POOL

DECK_PER_PLAYER = 30      # *tunable* (§18.4)
START_MONEY = 40
START_HAND = 5


def standard_pool(players: int) -> list[str]:
    """One copy of every character and spell for 2 players, two for 3–4 (§2.2)."""
    return list(POOL) * (1 if players == 2 else 2)


class SetupRules:
    __slots__ = ()

    def set_up(self) -> None:
        players = self.num_players
        variant = self.options.get("deck")
        cards = self.cards
        if variant is None:
            pool = standard_pool(players)
            self.rng.shuffle(pool)
            cards.deck = pool[:DECK_PER_PLAYER * players]
            cards.set_aside = pool[DECK_PER_PLAYER * players:]
        else:
            cards.deck = list(variant)
            self.rng.shuffle(cards.deck)
        charisma = list(CHARISMA)
        self.rng.shuffle(charisma)
        for seat in range(players):
            self.money[seat] = START_MONEY
            for _ in range(START_HAND):
                cards.draw(seat)
            cards.add_to_hand(seat, charisma.pop(), seat)
        cards.set_aside.extend(charisma)
        self.push("order", None, -1, [(), (tuple(range(players)),), ()])

    def place_pieces(self) -> None:
        """Loop map: each later seat in turn order starts further forward (§2.6); cross map: all on START."""
        board = self.board
        route = board.route
        for rank, seat in enumerate(self.order):
            if board.cross:
                self.position[seat], self.facing[seat] = board.start, None
                continue
            square = (board.start + rank * STAGGER[self.num_players]) % len(board)
            self.position[seat], self.facing[seat] = square, route.predecessors[square][0]
        self.active = self.order[0]
        self.round = 1


def _order(state, frame, action) -> bool:
    """Turn order: the seats of the group being ordered roll 2d6 each, in seat
    order; the highest goes first, the tied re-roll among themselves, and the
    lower ones are ordered the same way (ruling 1). ``data``: [seats ordered so
    far, groups still to order (best first), the current group's dice]."""
    settled, groups, dice = frame.data
    if action is not None:
        dice += (action[1],)
    seats = groups[0]
    if len(dice) < 2 * len(seats):
        frame.data = [settled, groups, dice]
        state.roll("order_roll")
        return False
    totals = [dice[2 * i] + dice[2 * i + 1] for i in range(len(seats))]
    state.log("order_roll", seats=list(seats), totals=totals)
    parts = tuple(tuple(s for s, t in zip(seats, totals) if t == total) for total in sorted(set(totals), reverse=True))
    groups = parts + groups[1:]
    while groups and len(groups[0]) == 1:
        settled += groups[0]
        groups = groups[1:]
    if groups:
        frame.data = [settled, groups, ()]
        state.roll("order_roll")
        return False
    state.order = list(settled)
    state.place_pieces()
    state.log("turn_order", order=list(settled))
    return True


SETUP_HANDLERS = {"order": _order}
