"""Paying, as a mixin of the state: gold, with power where it may pay (the
cost's icon, or スカジ表) at 5 gold a power and the change lost (RULES_NOTES.md
note 10); potions and labyrinth tiles, each of which pays for the other with
ホルン裏 (L298); and the ``pay`` frame, which asks how much power to use when
more than one split works."""
from __future__ import annotations

from engine.games.guild_masters.player import GOLD, POTION, POWER, POWER_GOLD


def ceil_div(a: int, b: int) -> int:
    return -(-a // b)


class Paying:
    __slots__ = ()

    def power_pays(self, player, printed: bool) -> bool:
        return printed or "power_as_gold" in self.modifiers(player)

    def can_pay_gold(self, player, amount: int, power_pays: bool) -> bool:
        if amount <= 0:
            return True
        return player.res[GOLD] + (POWER_GOLD * player.res[POWER] if power_pays else 0) >= amount

    def can_pay_plain(self, player, amount: int) -> bool:
        return self.can_pay_gold(player, amount, self.power_pays(player, False))

    def pay_plain(self, player, amount: int) -> None:
        """Gold first, then power (スカジ) for the rest: a payment made at once."""
        gold = min(amount, player.res[GOLD])
        player.res[GOLD] -= gold
        rest = amount - gold
        if rest:
            player.res[POWER] -= ceil_div(rest, POWER_GOLD)

    def power_range(self, player, amount: int, power_pays: bool) -> range:
        """How much power may go into paying ``amount`` gold (the change is lost)."""
        if amount <= 0:
            return range(0, 1)
        if not power_pays:
            return range(0, 1) if player.res[GOLD] >= amount else range(0)
        low = max(0, ceil_div(amount - player.res[GOLD], POWER_GOLD))
        high = min(player.res[POWER], ceil_div(amount, POWER_GOLD))
        return range(low, high + 1)

    def pay_with(self, player, amount: int, power: int) -> None:
        player.res[POWER] -= power
        player.res[GOLD] -= max(0, amount - POWER_GOLD * power)

    def push_pay(self, seat: int, amount: int, power_pays: bool) -> None:
        if amount > 0:
            self.push("pay", None, seat, (amount, power_pays))

    def _pay(self, frame, action) -> bool:
        player = self.players[frame.player]
        amount, power_pays = frame.data
        if action is None:
            powers = self.power_range(player, amount, power_pays)
            if len(powers) == 1:
                self.pay_with(player, amount, powers[0])
                return True
            self.decision = self.ask(frame.player, "pay", tuple(("pay", p) for p in powers),
                                     {"key": "pay", "gold": amount})
            return False
        self.pay_with(player, amount, action[1])
        return True

    # potions and tiles (ホルン裏)

    def potions_available(self, player) -> int:
        swap = "potion_tile_swap" in self.modifiers(player)
        return player.res[POTION] + (len(player.tiles) if swap else 0)

    def tiles_available(self, player) -> int:
        swap = "potion_tile_swap" in self.modifiers(player)
        return len(player.tiles) + (player.res[POTION] if swap else 0)

    def pay_potions(self, seat: int, player, n: int) -> None:
        """Potions first; with ホルン裏, tiles (chosen) for the rest."""
        use = min(n, player.res[POTION])
        player.res[POTION] -= use
        for _ in range(n - use):
            self.push("choose", "pay_tile", seat, None)

    def pay_tiles(self, seat: int, player, n: int) -> None:
        """Tiles (chosen) first; with ホルン裏, potions for the rest."""
        use = min(n, len(player.tiles))
        player.res[POTION] -= n - use
        for _ in range(use):
            self.push("choose", "pay_tile", seat, None)
