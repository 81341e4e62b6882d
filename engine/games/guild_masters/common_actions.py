"""Building and developing (建設 and 発展, the common actions besides exploring,
which is ``exploring``: L166-179), as a mixin of the state: what a base costs
(15 gold and 5 a base next to it, an effect's base without the 15), the
affinities a guild may unlock and their price, the draw that unlocking brings,
and the receptionist's rank-up at two and five affinities (L180-187)."""
from __future__ import annotations

from engine.games.guild_masters.player import GOLD, POWER, POWER_GOLD

BASE_NEIGHBOUR = 5
BUILD_PRICE = 15


class CommonActions:
    __slots__ = ()

    def build_cost(self, player, cell, price: int = BUILD_PRICE) -> int:
        """What a base on ``cell`` costs: ``price`` (the common action's 15, or 0 by
        an effect) and 5 a base next to it; the build discounts (フリーダ裏) come off
        the common action's, never below 0."""
        cost = price + self.base_neighbour_price(cell)
        if price:
            cut = sum(d.n for _, record in self.sources(player) for d in record.discounts if d.applies_to == "build")
            cost = max(0, cost - cut)
        return cost

    def base_neighbour_price(self, cell) -> int:
        owners = self.owners
        labs = len(self.labs_next_to(cell)) if cell in self.edge else 0
        return BASE_NEIGHBOUR * (sum(1 for n in self.nbrs[cell] if n in owners and owners[n][1]) + labs)

    def _build(self, frame, action) -> bool:
        seat = frame.player
        player = self.players[seat]
        cell, price = frame.data
        if frame.step == 0:
            frame.step = 1
            self.push_pay(seat, self.build_cost(player, cell, price), self.power_pays(player, False))
            return False
        self.owners[cell][1] = True
        self.log("base", seat, cell=list(cell))
        self.fire(player, "base_built")
        return True

    def affinity_payable(self, player, slots) -> bool:
        gold = power = potion = 0
        for slot in slots:
            record = self.content.board.affinities[slot - 1]
            if record.price is not None:
                gold += record.price.gold
                power += record.price.power
                potion += record.price.potion
            elif not self.holds(player, record.condition):
                return False
        if player.res[POWER] < power or self.potions_available(player) < potion:
            return False
        if gold and "power_as_gold" in self.modifiers(player):
            return player.res[GOLD] + POWER_GOLD * (player.res[POWER] - power) >= gold
        return player.res[GOLD] >= gold

    def _develop(self, frame, action) -> bool:
        seat = frame.player
        player = self.players[seat]
        slots = frame.data
        if frame.step == 0:
            gold = 0
            for slot in slots:
                price = self.content.board.affinities[slot - 1].price
                if price is not None:
                    gold += price.gold
                    player.res[POWER] -= price.power
                    self.pay_potions(seat, player, price.potion)
            frame.step = 1
            self.push_pay(seat, gold, self.power_pays(player, False))
            return False
        self.push("unlock", None, seat, slots)
        return True

    def _unlock(self, frame, action) -> bool:
        slots = frame.data
        if self.sale_window(frame.player, len(slots)):
            return False
        self.unlock(self.players[frame.player], slots)
        return True

    def unlock(self, player, slots) -> None:
        for slot in slots:
            player.unlocked[slot - 1] = True
            player.tavern += 1
        self.log("unlock", player.seat, affinities=list(slots))
        self.draw_into(player, len(slots))
        self.rank_up(player)

    def rank_up(self, player) -> None:
        target = 1 + (player.affinity >= 2) + (player.affinity >= 5)
        while player.rank < target:
            before = self.tag_counts(player)
            player.rank += 1
            after = self.tag_counts(player)
            gained = [t for t in after for _ in range(max(0, after[t] - before[t]))]
            self.log("rank_up", player.seat, rank=player.rank)
            card = self.rank_card(player)
            if card is not None and card.rank_up:
                self.push_effects(player.seat, None, card.rank_up)
            self.fire(player, "tag_gained", tags=gained)
