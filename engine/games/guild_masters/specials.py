"""Special actions (特別アクション, L120, L193): which a player may use this round,
the play modes of those that play an event, and the frame that uses one."""
from __future__ import annotations

from engine.games.guild_masters import paid_tiles
from engine.games.guild_masters.player import GOLD, POWER, POWER_GOLD

SHIFT_MOST = 15           # シフ: at most −15


class SpecialActions:
    __slots__ = ()

    def special_mods(self, player, effect, card_id=None):
        discount = effect.discount
        if effect.discount_per_tile:
            discount += min(SHIFT_MOST, effect.discount_per_tile * len(player.tiles))
        return ("hand", 0, discount, effect.no_gold_cost, effect.production_times, effect.double)

    def special_playable(self, player, card_id, effect, mods) -> bool:
        card = self.content.events[card_id]
        if effect.max_cost is not None and card.cost.gold > effect.max_cost:
            return False
        if effect.double and ("person" in card.tags or card.fame < 0
                              or any(e.n < 0 for e in card.end if e.op in ("fame_if", "fame_unless"))):
            return False
        return self.playable(player, card_id, mods)

    def special_sources(self, player) -> list:
        """(name, source index or None, SpecialAction) of the special actions the player
        has not used this round; of identical copies, the first unused one stands for all."""
        found = []
        for index, played in enumerate(player.played):
            if played.face_up and not played.used:
                card = self.content.card(played.card)
                if card.special is not None and played.card not in [f for f, _, _ in found]:
                    found.append((played.card, index, card.special))
        card = self.rank_card(player)
        if card is not None and card.special is not None and "receptionist" not in player.used_special:
            found.append(("receptionist", None, card.special))
        return found

    def special_usable(self, player, special) -> bool:
        price = special.price
        if self.potions_available(player) < price.potion or self.tiles_available(player) < price.tiles:
            return False
        if price.potion and price.tiles and self.potions_available(player) < price.potion + price.tiles:
            return False
        if player.res[POWER] < price.power:
            return False
        if not self.holds_any(player, special.condition):
            return False
        power_pays = self.power_pays(player, price.power_pays)
        spare_power = player.res[POWER] - price.power
        if price.gold and player.res[GOLD] + (POWER_GOLD * spare_power if power_pays else 0) < price.gold:
            return False
        if paid_tiles.reads_after_paying(self, special):
            return bool(paid_tiles.tile_payments(self, player, special))
        # A special action that plays an event needs an event it can play.
        return paid_tiles.has_event_to_play(self, player, special)

    def _special(self, frame, action) -> bool:
        seat = frame.player
        player = self.players[seat]
        name = frame.card
        if frame.step == 0:
            _, index, special = next(s for s in self.special_sources(player) if s[0] == name)
            frame.data = index                  # the copy whose chip this is
            if index is None:
                player.used_special.append(name)
            else:
                player.played[index].used = True
            price = special.price
            player.res[POWER] -= price.power
            self.pay_potions(seat, player, price.potion)
            if paid_tiles.reads_after_paying(self, special):
                paid_tiles.pay(self, seat, player, special)
            else:
                self.pay_tiles(seat, player, price.tiles)
            frame.step = 1
            self.push_pay(seat, price.gold, self.power_pays(player, price.power_pays))
            return False
        index = frame.data
        special = (self.rank_card(player) if index is None else self.content.card(player.played[index].card)).special
        self.push_effects(seat, index, special.effects)
        return True
