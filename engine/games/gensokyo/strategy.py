"""A stronger scripted Gensokyo player.

It claims with the character that defends the land best for its cost
(matching attribute, HP) and heads for area monopolies; invests everything
above a reserve that covers the tolls ahead, in the lands whose toll grows
most where the other pieces are likely to stop; invades when the battle,
estimated with ``battle.resolve`` over samples of what the defender could
hold, is worth more than the toll; sometimes commits a cheap card face down
as a bluff; and casts the spells that pay.

It reads its own hand and the public state only. The defender's hand is
sampled from the cards this seat cannot see: that pool is the multiset of
the deck, the set-aside pile, the other hands and their face-down supports,
less what it was shown — the complement of what it sees, the same in every
world ``determinize`` deals for it, and sorted so the samples are too.
"""
from __future__ import annotations

from collections import Counter

from engine.core.rng import Rng
from engine.core.secrets import Sealed
from engine.games.gensokyo import battle as rules
from engine.games.gensokyo.baseline import PASS, BaselineAgent, card_worth
from engine.games.gensokyo.battle_costs import affordable, support_options
from engine.games.gensokyo.cards import CARDS

SAMPLES = 8                      # defender hands sampled per invasion estimate
CANDIDATES = 3                   # mains (and supports) tried, by printed strength
BLUFF = 0.25                     # how often a cheap card goes down face down as a bluff
BLUFF_MONEY = 3                  # a bluff costs at most this: the cheapest characters cost 2 and 3
TWO_D6 = {total: (6 - abs(total - 7)) / 36 for total in range(2, 13)}
# The spells ``_spell_value`` can find worth casting; it never casts the rest.
CAST_SPELLS = frozenset({"SP01", "SP04", "SP05", "SP07", "SP13", "SP14", "SP15", "SP16", "SP18"})


def unseen(state, seat: int) -> list:
    """The cards ``seat`` cannot see, as a sorted multiset (see the module doc)."""
    cards = state.cards
    pool = Counter(cards.deck) + Counter(cards.set_aside)
    for other in range(state.num_players):
        if other != seat:
            pool.update(cards.hands[other])
            pool.subtract(cards.known_to(seat, other))
    battle = state.battle
    if battle is not None:
        pool.update(s.value for s in battle.supports if isinstance(s, Sealed) and s.owner != seat)
    return sorted(pool.elements())


def traffic(state, seat: int, square: int) -> float:
    """The chance, summed over the other pieces, that one stops on ``square`` next move."""
    route = state.board.route
    total = 0.0
    for other in range(state.num_players):
        if other != seat and not state.bankrupt[other]:
            total += TWO_D6.get(route.distance(state.position[other], state.facing[other], square), 0.0)
    return total


def tolls_ahead(state, seat: int) -> int:
    """The largest toll of another seat's land within one move of this piece."""
    route = state.board.route
    at, facing = state.position[seat], state.facing[seat]
    worst = 0
    for square in state.board.lands:
        if state.owner[square] not in (-1, seat) and 2 <= (route.distance(at, facing, square) or 0) <= 12:
            worst = max(worst, state.toll(square, seat))
    return worst


def toll_after(state, square: int, levels: int) -> int:
    """The land's toll were it ``levels`` higher (the state is left as it was)."""
    state.level[square] += levels
    toll = state.toll(square)
    state.level[square] -= levels
    return toll


def _placed(state, seat: int, land: int) -> tuple:
    return tuple(state.character[s] for s in state.own_lands(seat) if s != land)


def _side(state, seat: int, main: str, support, land: int) -> rules.Side:
    placed = _placed(state, seat, land)
    copy = next((c for c in placed if c != main), None)
    return rules.Side(main, support, placed, len(state.own_lands(seat)),
                      tuple(s for s, on, _ in state.player_spells if on == seat), "ability", copy, 4)


class StrongAgent(BaselineAgent):
    name = "strong"

    def __init__(self, seed: int = 0):
        super().__init__(seed)
        self.rng = Rng(seed)
        self._outcomes = {}
        self._sides = {}

    def act(self, state, stop=None):
        self._outcomes.clear()          # battles are judged against this state only
        self._sides.clear()
        return super().act(state, stop)

    # -- the odds of a battle -------------------------------------------------

    def _wins(self, state, invader: int, land: int, main: str, support, defence) -> bool:
        """Whether the invasion with ``main`` and ``support`` beats the defender's
        ``defence`` support (てゐ's die taken as a 4, a double 【変化】 as the ability),
        remembered for this decision: the sampled hands share most of their
        defences, and the battle is the same each time they do."""
        key = (invader, land, main, support, defence)
        outcome = self._outcomes.get(key)
        if outcome is None:
            setup = rules.BattleSetup(self._side(state, invader, main, support, land),
                                      self._side(state, state.owner[land], state.character[land], defence, land),
                                      state.board.attribute[land], state.level[land], state.land_spell[land])
            outcome = self._outcomes[key] = rules.resolve(setup).invader_wins
        return outcome

    def _side(self, state, seat: int, main: str, support, land: int) -> rules.Side:
        key = (seat, main, support, land)
        side = self._sides.get(key)
        if side is None:
            side = self._sides[key] = _side(state, seat, main, support, land)
        return side

    def _hands(self, state, seat: int, other: int, extra: int = 0) -> list:
        """Samples of ``other``'s hand (plus ``extra`` unseen cards) as ``seat`` can imagine it."""
        pool = unseen(state, seat)
        known = list(state.cards.known_to(seat, other))
        size = len(state.cards.hands[other]) - len(known)
        return [known + self.rng.sample(pool, min(len(pool), size + extra)) for _ in range(SAMPLES)]

    def _defences(self, state, seat: int, land: int, main: str, hand: list) -> list:
        defender = state.owner[land]
        owned = [state.board.attribute[s] for s in state.own_lands(defender)]
        return [None] + support_options(state.money[defender], hand, [], owned, defending=True,
                                        defender_character=state.character[land], invader_main=main)

    def odds(self, state, seat: int, land: int, main: str, support) -> float:
        """The share of sampled defender hands whose best support still loses."""
        won = 0
        for hand in self._hands(state, seat, state.owner[land]):
            won += all(self._wins(state, seat, land, main, support, d) for d in self._defences(state, seat, land, main, hand))
        return won / SAMPLES

    def plan(self, state, seat: int, land: int):
        """The (odds, main, support) worth most: a better chance first, then the cheaper commit."""
        hand = state.cards.hands[seat]
        owned = [state.board.attribute[s] for s in state.own_lands(seat)]
        mains = sorted((c for c in dict.fromkeys(hand) if CARDS[c].kind == "character"
                        and affordable(state.money[seat], hand, [c], owned)),
                       key=lambda c: (-CARDS[c].attack, c))[:CANDIDATES]
        best = (-1.0, 0, None, None)
        for main in mains:
            supports = support_options(state.money[seat], hand, [main], owned, defending=False,
                                       defender_character=state.character[land], invader_main=main)
            supports = sorted(supports, key=lambda c: (-_strength(c), c))[:CANDIDATES]
            for support in [None, *supports]:
                odds = self.odds(state, seat, land, main, support)
                spent = CARDS[main].money + (CARDS[support].money + card_worth(support) if support else 0)
                if (odds, -spent) > best[:2]:
                    best = (odds, -spent, main, support)
        return best[0], best[2], best[3]

    # -- decisions -------------------------------------------------------------

    def _toll_or_invade(self, state, options):
        seat = state.decision.player
        if ("invade",) not in options:
            return ("toll",)
        land = state.position[seat]
        odds, main, support = self.plan(state, seat, land)
        if main is None:
            return ("toll",)
        toll = state.toll(land, seat)
        swing = 1 + 1 / (state.num_players - 1)        # what I lose and what the owner gains
        spent = CARDS[main].money + (CARDS[support].money if support else 0)
        gain = swing * state.land_value(land) + state.toll(land)   # the land, and its toll to come
        invade = odds * gain - spent - (1 - odds) * (swing * toll + card_worth(main))
        return ("invade",) if odds >= 0.5 and invade > -swing * toll else ("toll",)

    def _battle_main(self, state, options):
        seat = state.decision.player
        _, main, _ = self.plan(state, seat, state.battle.land)
        return ("main", main) if ("main", main) in options else super()._battle_main(state, options)

    def _battle_support(self, state, options):
        seat = state.decision.player
        battle = state.battle
        if seat == battle.seats[0]:
            _, _, support = self.plan_support(state, seat)
        else:
            support = self.defend(state, seat)
        if support is None and self.rng.below(100) < 100 * BLUFF:
            support = _bluff(options)
        return ("support", support) if ("support", support) in options else ("support", None)

    def plan_support(self, state, seat: int):
        """The invader's support for its declared main: the cheapest of the best odds."""
        battle = state.battle
        land, main = battle.land, battle.main
        hand = state.cards.hands[seat] + [main]
        owned = [state.board.attribute[s] for s in state.own_lands(seat)]
        supports = support_options(state.money[seat], hand, [main], owned, defending=False,
                                   defender_character=state.character[land], invader_main=main)
        best = (self.odds(state, seat, land, main, None), 0, None)
        for support in sorted(supports, key=lambda c: (-_strength(c), c))[:CANDIDATES]:
            odds = self.odds(state, seat, land, main, support)
            if odds > best[0] + 0.2:                      # a card is spent: only for a real gain
                best = (odds, 0, support)
        return best

    def defend(self, state, seat: int):
        """The defender's support: the cheapest that holds the land against the
        invader's main with any unseen support it may have committed."""
        battle = state.battle
        land, invader, main = battle.land, battle.seats[0], battle.main
        committed = isinstance(battle.supports[0], Sealed)
        pool = unseen(state, seat)
        threats = [None] if not committed else sorted(set(c for c in pool if CARDS[c].kind != "spell"))
        owned = [state.board.attribute[s] for s in state.own_lands(seat)]
        hand = state.cards.hands[seat]
        options = [None] + sorted(support_options(state.money[seat], hand, [], owned, defending=True,
                                                  defender_character=state.character[land], invader_main=main),
                                  key=lambda c: (CARDS[c].money + card_worth(c), c))

        def held(defence):
            return sum(not self._wins(state, invader, land, main, t, defence) for t in threats) / len(threats)
        plain = held(None)
        best = max(options, key=lambda d: (held(d) - (0 if d is None else 0.15 + plain / 10), d is None))
        return best

    def _claim(self, state, options):
        seat = state.decision.player
        square = state.position[seat] if state.casting != "SP18" else None
        claims = [o for o in options if o != PASS]
        if not claims:
            return PASS
        if square is None or state.board.attribute[square] is None:
            return super()._claim(state, options)
        return max(claims, key=lambda o: (self.claim_value(state, seat, square, o[1]), o[1]))

    @staticmethod
    def claim_value(state, seat: int, square: int, card: str) -> float:
        """How well ``card`` holds ``square`` for what it costs."""
        spec = CARDS[card]
        matching = spec.attribute == state.board.attribute[square]
        return spec.hp + (15 if matching else 0) - 1.5 * spec.money - 8 * spec.hand - 0.3 * spec.attack

    def _invest(self, state, options):
        seat = state.decision.player
        money = state.money[seat] - max(10, tolls_ahead(state, seat))
        grade = state.board.grade
        affordable_ = [o for o in options if o != PASS and grade[o[1]] * o[2] <= money]
        if not affordable_:
            return PASS
        return max(affordable_, key=lambda o: (self.invest_value(state, seat, o[1], o[2]), -o[1]))

    @staticmethod
    def invest_value(state, seat: int, square: int, levels: int) -> float:
        """The toll gained per turn (by traffic), an area monopoly counting in full."""
        before = state.toll(square)
        after = toll_after(state, square, levels)
        monopoly = 1.0 if state.has_monopoly(square) else 0.5
        return (after - before) * (traffic(state, seat, square) + 0.2) * monopoly

    def _spell(self, state, options):
        seat = state.decision.player
        picks = []
        for option in options:
            if option == PASS:
                continue
            value = _spell_value(state, seat, option)
            if value > 0:
                picks.append((value, option))
        return max(picks)[1] if picks else PASS


def _strength(card: str) -> int:
    spec = CARDS[card]
    return spec.attack + spec.hp if spec.kind == "character" else 30


def _bluff(options):
    """The character worth least among those costing at most ``BLUFF_MONEY``
    and no hand card, or None. (A limit of 1 matched no card: no character
    costs less than 2, so the script never bluffed.)"""
    cheap = [o[1] for o in options if o[1] and CARDS[o[1]].kind == "character"
             and CARDS[o[1]].money <= BLUFF_MONEY and CARDS[o[1]].hand == 0]
    return min(cheap, key=lambda c: (card_worth(c), c)) if cheap else None


def _spell_value(state, seat: int, option) -> float:
    spell = option[1]
    target = option[2] if len(option) > 2 else None
    cost = CARDS[spell].money + 8 * CARDS[spell].hand
    lands = state.own_lands(seat)
    if spell == "SP01":
        return max(6, 3 * len(lands)) - cost
    if spell == "SP07":
        return 10 - cost if len(state.cards.hands[seat]) <= 4 else -1
    if spell == "SP13":
        return state.board.grade[target] + 2 * traffic(state, seat, target) * 10 - cost
    if spell == "SP14":
        return traffic(state, seat, target) * state.toll(target) * 3 - cost
    if spell == "SP16":
        return tolls_ahead(state, seat) / 2 - cost
    if spell == "SP05":
        return 2 * state.board.grade[target] - cost if state.num_players == 2 else -1
    if spell == "SP18":
        return 20 - cost if state.money[seat] >= 30 else -1
    if spell in ("SP04", "SP15"):
        return (state.level[target] * 5 if state.land_spell[target] is None else 0) - cost
    return -1
