"""Heart of Crown's market and the second phase, as a mixin of the state:
prices after every reduction, the second phase's options, buying and
gaining, the basic piles, and the market refilled from the supply. The
market, the supply and the basic piles are shared with clones and replaced,
never changed in place.
"""
from __future__ import annotations

from engine.deckbuilding.piles import CountedPiles
from engine.games.heart_of_crown.cards import BASIC_MARKET, CARDS, JUDGEMENT_PILES, SUCCESSION
from engine.games.heart_of_crown.codec import ARG, SLOT
from engine.games.heart_of_crown.rule_tables import (
    BACK, BACKING_COST, BUY, BUY_FROM_SUPPLY, CHEAPEST_BUY, COST, END_SECOND, KLAMKLAM_COST, MAIDS,
    MARKET_KINDS, PILE, SET)


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


class Market:
    """What cards cost this turn, what the second phase offers (buys, a
    backing, sets) and the moves that take cards from the market, the supply,
    the basic piles and the curse pile, and refill the market."""

    __slots__ = ()

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
