"""Playing an event or a regalia (イベントカードのプレイ, L98-130), as a mixin of
the state: what it costs a guild after the discounts in force (アヤカ表's wisdom
chip among them), the extra costs (追加コスト), whether it may be played now,
and the ``play`` frame: take the card, pay, put it in play, fire the triggers
it sets off (before its play effects: RULES_NOTES.md note 11), resolve its
play effects, and twice for ヴィー表's double play."""
from __future__ import annotations

from engine.games.guild_masters.player import GOLD, POWER, POWER_GOLD, Played

WISDOM_GOLD = 5           # アヤカ表: a wisdom chip's discount (our reading, RULES_NOTES.md)


class CardPlays:
    __slots__ = ()

    def event_discount(self, player, card) -> int:
        tags = getattr(card, "tags", [])
        total = 0
        for _, record in self.sources(player):
            for d in record.discounts:
                if d.applies_to == "events" and card.id in self.content.events and (d.tag is None or d.tag in tags):
                    total += d.n
        return total

    def gold_cost(self, player, card, mods) -> int:
        """The gold a play costs with ``mods`` (discount, per-tile discount, no gold cost, double)."""
        _, _, discount, no_gold, _, double = mods
        if no_gold:
            return 0
        cut = discount + self.event_discount(player, card)
        cost = max(0, card.cost.gold - cut)
        return cost * 2 if double is True else cost

    def extra_payable(self, player, card, times: int) -> bool:
        for extra in card.cost.extra:
            need = extra.n * times
            if extra.kind == "gold_production" and player.prod[GOLD] < need:
                return False
            if extra.kind == "potions" and self.potions_available(player) < need:
                return False
            if extra.kind == "tiles" and self.tiles_available(player) < need:
                return False
        return True

    def wisdom_cut(self, player, card) -> int:
        """アヤカ表: the gold a wisdom chip would take off this event now (0 if none may)."""
        if player.chips.get("wisdom") and card.id in self.content.events and "wisdom_discount" in self.modifiers(player):
            return WISDOM_GOLD
        return 0

    def playable(self, player, card_id: str, mods) -> bool:
        content = self.content
        card = content.events.get(card_id) or content.regalia.get(card_id)
        if card is None:
            return False
        double = mods[5] is True
        if not self.holds_any(player, card.condition):
            return False
        if not self.extra_payable(player, card, 2 if double else 1):
            return False
        cost = max(0, self.gold_cost(player, card, mods) - (self.wisdom_cut(player, card) if player.chips else 0))
        return self.can_pay_gold(player, cost, self.power_pays(player, card.cost.power_pays))

    def playable_from_hand(self, player) -> list:
        """The cards of the hand ``playable`` allows at their printed cost, as
        the turn lists them: the same answer, the cheap gold check first and
        the discounts read once (a search asks this thousands of times)."""
        content = self.content
        discounts = [d for _, record in self.sources(player) for d in record.discounts if d.applies_to == "events"]
        skadi = "power_as_gold" in self.modifiers(player)
        gold, power_gold = player.res[GOLD], POWER_GOLD * player.res[POWER]
        found = []
        for card_id in sorted(set(player.hand)):
            card = content.events.get(card_id)
            is_event = card is not None
            if card is None:
                card = content.regalia.get(card_id)
                if card is None:
                    continue
            cut = sum(d.n for d in discounts if d.tag is None or d.tag in card.tags) if is_event else 0
            if is_event and player.chips:
                cut += self.wisdom_cut(player, card)
            cost = max(0, card.cost.gold - cut)
            if cost > gold + (power_gold if skadi or card.cost.power_pays else 0):
                continue
            if self.extra_payable(player, card, 1) and self.holds_any(player, card.condition):
                found.append(card_id)
        return found

    def _play(self, frame, action) -> bool:
        """data: (origin, board slot, discount, no gold cost, production times, double)."""
        seat = frame.player
        player = self.players[seat]
        card = self.content.card(frame.card)
        origin, slot, discount, no_gold, times, double = frame.data
        step = frame.step
        if step == 0:
            if origin == "board":
                self.regalia_board[slot] = None
                player.regalia_chips += 1
            else:
                player.hand.remove(frame.card)
            cost = self.gold_cost(player, card, frame.data)
            action = ("skip",)
            if cost and player.chips and self.wisdom_cut(player, card):
                if self.can_pay_gold(player, cost, self.power_pays(player, card.cost.power_pays)):
                    frame.step = 5
                    return self._ask(seat, "wisdom", [("yes",), ("skip",)])
                action = ("yes",)               # playable only with the chip: it is spent
            step = 5
        if step == 5:
            if action[0] == "yes":
                player.chips["wisdom"] -= 1
                frame.data = (origin, slot, discount + WISDOM_GOLD, no_gold, times, double)
                self.log("wisdom", seat, card=frame.card)
            frame.step = 1
            self.push_pay(seat, self.gold_cost(player, card, frame.data), self.power_pays(player, card.cost.power_pays))
            return False
        if step == 1:
            frame.step = 2
            factor = 2 if double is True else 1
            for extra in card.cost.extra:
                need = extra.n * factor
                if extra.kind == "gold_production":
                    player.prod[GOLD] -= need
                elif extra.kind == "potions":
                    self.pay_potions(seat, player, need)
                else:
                    self.pay_tiles(seat, player, need)
            return False
        if step == 2:
            player.played.append(Played(frame.card))
            source = len(player.played) - 1
            self.log("played", seat, card=frame.card)
            frame.step = 3
            frame.data = (origin, source, discount, no_gold, times, double)
            # Triggers resolve before the play effects (on top of the stack).
            if card.play:
                self.push_effects(seat, source, card.play, times)
            if frame.card in self.content.events:
                self.fire(player, "event_played", cost=card.cost.gold)
                self.fire(player, "tag_gained", tags=list(card.tags))
                self.fire_multiple(player)
            return False
        if step == 3 and double is True:
            frame.step = 4
            if player.played[slot].face_up and card.play:
                self.push_effects(seat, slot, card.play, times)
            return False
        return True
