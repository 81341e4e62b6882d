"""A simple scripted Heart of Crown player, the baseline every AI must beat.

Big-Money-like: play drawing cards before coin cards, back First Princess
Lulunasaika (or whoever is left) as soon as it can, then buy succession cards
and money by a fixed priority, set succession cards when they are worth it,
keep its best action, and always declare the coronation. It reads only the
deciding seat's own cards and public zones.
"""
from __future__ import annotations

from engine.ai.agents import Agent
from engine.core.rng import Rng
from engine.games.heart_of_crown.cards import ACTION, CALAMITY, CARDS, SUCCESSION, TERRITORY
from engine.games.heart_of_crown.codec import ARG, CODE, VERB, actions_of
from engine.games.heart_of_crown.rule_tables import BACKING_COST, COST, KLAMKLAM_COST, PLAY

PRINCESS_ORDER = ("lulunasaika", "klamklam", "laolily", "flammaria", "bergamotte", "rain_and_sion")
# Worst first: what to exile, discard or give away when an effect asks.
JUNK_ORDER = ("curse", "apprentice_maid", "farming_village", "orchard")


_card = ARG.__getitem__   # the card an action names

END_MAIN, END_SECOND, DONE, SKIP, KEEP, DISCARD, COIN_COUNTER, COUNTER, PAY, DECLARE = (
    CODE[a] for a in ("end_main", "end_second", "done", "skip", "keep", "discard", "coin_counter",
                      "counter", "pay", "declare"))
ACTIVATE_LILY, BUY_CITY, TRADE_SHIP_COINS, BALL_COIN, CURSE_WITCH_CURSE = (
    CODE[a] for a in ("activate:maid_lily", "buy:city", "option:coins", "option:coin", "option:curse"))
BACK = actions_of("back")


def _junk_rank(card: str) -> tuple:
    spec = CARDS[card]
    if card in JUNK_ORDER:
        return (0, JUNK_ORDER.index(card))
    if SUCCESSION in spec.types and ACTION not in spec.types and TERRITORY not in spec.types:
        return (1, spec.cost)    # dead in hand before the domain exists
    return (2, spec.cost)


def _play_rank(card: str) -> tuple:
    """Lower plays first: chain-extending cards, then draws, then plain coins."""
    spec = CARDS[card]
    return (-spec.links, -spec.draw, TERRITORY in spec.types, -spec.cost)


def _buy_value(card: str, has_domain: bool) -> int:
    """What buying ``card`` is worth; <= 0: not worth buying."""
    spec = CARDS[card]
    if CALAMITY in spec.types or card in JUNK_ORDER:
        return -1
    if SUCCESSION in spec.types and not spec.playable:
        if not has_domain:
            return -1
        return 10 + spec.points * 3
    score = spec.coins * 3 + spec.draw * 3 + spec.links + spec.cost
    if SUCCESSION in spec.types:
        score += spec.points * 2 if has_domain else 0
    return score


UNPLAYABLE = 1 << 30


def play_order(rank) -> dict:
    """Every card's place among the playable cards as ``rank`` (card ->
    sortable) orders them, equal places for ties; UNPLAYABLE for the rest."""
    ranks = sorted({rank(card) for card in PLAY})
    order = dict.fromkeys(CARDS, UNPLAYABLE)
    order.update({card: ranks.index(rank(card)) for card in PLAY})
    return order


def best_play(state, order):
    """The play ``min(state.plays(), key=...)`` would pick by ``order`` (the
    hand's first card of the lowest place), or None; without listing plays."""
    hand = state.players[state.turn].hand
    if state.plays_left <= 0 or not hand:
        return None
    card = min(hand, key=order.__getitem__)
    return PLAY[card] if order[card] != UNPLAYABLE else None


# The agents' scores, worked out once: they decide many times a game.
JUNK_RANK = {card: _junk_rank(card) for card in CARDS}
PLAY_ORDER = play_order(_play_rank)
_PLAY_PLACE = PLAY_ORDER.__getitem__
# The succession points of every card a set may put into the domain, if any.
SET_POINTS = {card: spec.points for card, spec in CARDS.items() if SUCCESSION in spec.types and spec.points > 0}
SET = actions_of("set")
BUY_VALUE = {has_domain: {action: _buy_value(ARG[action], has_domain)
                          for action in (*actions_of("buy").values(), *actions_of("buy", "supply").values())
                          if CARDS[ARG[action]].kind != "princess"}     # princesses are backed, not bought
             for has_domain in (False, True)}


def _buy_ranking(has_domain: bool, cost_of: dict) -> tuple:
    """Every market buy worth making, as ``_best_buy`` ranks them when
    ``cost_of`` prices the cards, by the coins at hand (the last entry for
    those and more): for each, the buys they reach, best first, as
    (value, action, card)."""
    value = BUY_VALUE[has_domain]
    ranked = sorted(((value[action], -cost_of[ARG[action]], action) for action in actions_of("buy").values()
                     if action in value and value[action] > 0), reverse=True)
    return tuple(tuple((score, action, ARG[action]) for score, minus_cost, action in ranked if -minus_cost <= coins)
                 for coins in range(max(cost_of.values()) + 1))


# By whether the buyer has a domain, and whether state.price_table is Klamklam's.
BUY_RANKING = {(has_domain, table is KLAMKLAM_COST): _buy_ranking(has_domain, table)
               for has_domain in (False, True) for table in (COST, KLAMKLAM_COST)}


class BaselineAgent(Agent):
    name = "baseline"

    def __init__(self, seed: int = 0):
        self.rng = Rng(seed)
        self._methods = {}       # the method answering each kind of decision, looked up once

    def act(self, state, stop=None) -> int:
        decision = state.decision
        # The phases are decided from the state: their options are built only when read.
        if decision.kind == "main":
            return self._main(state)
        if decision.kind == "second":
            return self._second(state)
        method = self._methods.get(decision.kind)
        if method is None:
            method = self._methods[decision.kind] = getattr(self, "_" + decision.kind, None) or self._other
        return method(state, decision.options)

    def answer(self, state, limit: int) -> int:
        """``act`` applied; a run of plain plays (what ``_main`` would answer
        one by one) made in one call (``state.play_in_order``)."""
        kind = state.decision.kind
        if kind == "main":
            if self._plays_next(state.players[state.turn]):
                made = state.play_in_order(self.play_order, limit)
                if made:
                    return made
            state.apply(self._main(state))
        elif kind == "second":
            state.apply(self._second(state))
        else:
            state.apply(self.act(state))
        return 1

    play_order = PLAY_ORDER     # the order _main plays cards in

    @staticmethod
    def _plays_next(player) -> bool:
        """Whether ``_main`` plays its best card, if it has one, before anything else."""
        kept = player.kept
        return not (kept and kept.count(None) < len(kept)) and not player.store_counters and not player.other_counters

    def _other(self, state, options):
        return self._default(options)

    # ----------------------------------------------------------- phases
    def _main(self, state):
        """Recall kept cards, spend coin counters, play the best card, Lily, end."""
        player = state.players[state.turn]
        kept = player.kept
        if kept and kept.count(None) < len(kept):
            return state.recalls()[0]
        if player.store_counters or player.other_counters:
            return COIN_COUNTER
        hand = player.hand
        if state.plays_left > 0 and hand:
            card = min(hand, key=_PLAY_PLACE)      # best_play, written out
            if PLAY_ORDER[card] != UNPLAYABLE:
                return PLAY[card]
        if state.lily_ready():
            return ACTIVATE_LILY
        return END_MAIN

    princess_order = PRINCESS_ORDER

    def _princess_to_back(self, state):
        """The first princess of ``princess_order`` that may be backed now, or None."""
        if not state.can_back():
            return None
        return next((BACK[p] for p in self.princess_order if p in state.princesses), None)

    def _second(self, state):
        player = state.players[state.turn]
        mode = state.second_mode
        if player.princess is None:
            if mode is None and state.coins >= BACKING_COST:
                back = self._princess_to_back(state)
                if back:
                    return back
        elif mode is None or mode == "set":
            # The first of state.sets() with points, and the hand's points, in one pass.
            first, points = None, 0
            for card in player.hand:
                worth = SET_POINTS.get(card)
                if worth:
                    points += worth
                    if first is None:
                        first = card
            if first is not None and (mode == "set" or points >= 3):
                return SET[first]
        return self._buy_or_end(state, player)

    def _buy_or_end(self, state, player) -> int:
        """The best buy (none once succession cards were set this phase), else end the phase."""
        if state.second_mode == "set":
            return END_SECOND
        choice = self._buy(state, player)
        return END_SECOND if choice is None else choice

    def _priced_buy(self, state, player):
        """``_best_buy`` over the decision's buys, or None."""
        buys = state.decision.prices
        return self._best_buy(state, player, buys.items()) if buys else None

    def _buy(self, state, player):
        """The buy to make now, or None. With the usual prices, the first buy
        of the ranking on offer (what ``_best_buy`` picks, no list of buys needed)."""
        table = state.price_table()
        if table is None or state.supply_top_open:
            return self._priced_buy(state, player)
        return self._ranked_buy(state, BUY_RANKING[player.princess is not None, table is KLAMKLAM_COST])

    @staticmethod
    def _ranked_buy(state, ranking):
        """``_best_buy`` over the buys the market offers now, by their ranking."""
        coins = state.coins
        in_market = state.in_market
        for score, action, card in ranking[coins if coins < len(ranking) else -1]:
            if in_market(card):
                if score < 9 and coins >= 3:
                    # As _best_buy: a City is worth 10, so it cannot be on offer here.
                    return None
                return action
        return None

    def _best_buy(self, state, player, buys):
        """The buy to make among ``buys`` ((action, cost) pairs), or None."""
        coins = state.coins
        value = BUY_VALUE[player.has_domain]
        scored = [(value[o], -cost, o) for o, cost in buys if value[o] > 0]
        if not scored:
            return None
        best = max(scored)
        # Don't fritter away a turn's money on cheap cards when saving is impossible
        # anyway: buy only what is worth at least a City.
        if best[0] < 9 and coins >= 3:
            return None if not any(s[2] == BUY_CITY for s in scored) else BUY_CITY
        return best[2]

    def _keep(self, state, options):
        keeps = [o for o in options if VERB[o] == "keep" and ARG[o]]
        if keeps:
            return max(keeps, key=lambda o: CARDS[_card(o)].cost)
        return DONE

    def _coronation(self, state, options):
        return DECLARE

    # ----------------------------------------------------------- effects
    def _pick_junk(self, options):
        picks = [o for o in options if ARG[o] is not None]
        return min(picks, key=lambda o: JUNK_RANK[ARG[o]]) if picks else options[0]

    def _donation(self, state, options):
        return self._pick_junk(options)

    def _general_store(self, state, options):
        exiles = [o for o in options if VERB[o] == "exile" and _card(o) in JUNK_ORDER[:2]]
        return exiles[0] if exiles else COUNTER

    def _urban_development(self, state, options):
        return next((o for o in options if o != SKIP), SKIP)

    def _wishing_well(self, state, options):
        junk = [o for o in options if VERB[o] == "discard" and ARG[o] and JUNK_RANK[ARG[o]][0] < 2]
        return self._pick_junk(junk) if junk else DONE

    def _stargazing_witch(self, state, options):
        return self._wishing_well(state, options)

    def _scout(self, state, options):
        looking = state.decision.prompt["looking"][0]
        return DISCARD if JUNK_RANK[looking][0] < 2 else KEEP

    def _trade_ship(self, state, options):
        return TRADE_SHIP_COINS

    def _royal_ball(self, state, options):
        return BALL_COIN

    def _curse_witch_cost(self, state, options):
        return PAY if PAY in options else self._pick_junk(options)

    def _curse_witch(self, state, options):
        return CURSE_WITCH_CURSE

    def _adventurer_exile(self, state, options):
        return self._pick_junk(options)

    def _adventurer_gain(self, state, options):
        return max(options, key=lambda o: CARDS[_card(o)].cost)

    def _magic_amulet(self, state, options):
        exiles = [o for o in options if VERB[o] == "exile"]
        return exiles[0] if exiles else next((o for o in options if VERB[o] == "take"), SKIP)

    def _hunted_beast(self, state, options):
        return self._pick_junk(options)

    _infantry_battalion = _hunted_beast
    _charm_witch = _hunted_beast
    _bergamotte_cost = _hunted_beast

    def _laolily(self, state, options):
        return options[0]    # as many Court Maids as there are

    def _flammaria(self, state, options):
        takes = [o for o in options if o != DONE]
        return max(takes, key=lambda o: CARDS[_card(o)].cost) if takes else DONE

    def _set_bought_maid(self, state, options):
        return options[0]    # set it at once

    def _default(self, options):
        for preferred in (SKIP, DONE, KEEP):
            if preferred in options:
                return preferred
        return options[0]
