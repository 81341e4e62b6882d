"""Tolls, selling and bankruptcy (gensokyo.rules.md §6.3, §11).

A toll is computed in five steps, each rounded up: the table toll (grade ×
level × the rate for the level in the game's rules version, 35/40/45/50/55 %
today), ×1.5 for an area monopoly, ×1.5 for SP14 on the land, + the placed
character's modifier (寅丸星 +10), then halved for a payer
under SP16. A payer short of cash sells lands of their choice, one at a time,
at their land value until the toll is covered; one whose total assets fall
short sells everything, pays all their cash and is bankrupt, which ends the
game once the current processing is done."""
from __future__ import annotations

from engine.games.gensokyo.cards import toll_bonus

# % of the land value by level (*tunable*), by rules version: v0.2's steep
# rates bankrupted a player in up to 38 % of games; flatter ones in ≤ 13 % (BALANCE.md).
TOLL_RATES = {1: (0, 40, 60, 80, 100, 120),
              2: (0, 35, 40, 45, 50, 55)}


def _up(numerator: int, denominator: int) -> int:
    return -(-numerator // denominator)


class TollRules:
    __slots__ = ()

    def land_value(self, square: int) -> int:
        return self.board.grade[square] * self.level[square]

    def has_monopoly(self, square: int) -> bool:
        owner = self.owner[square]
        return all(self.owner[land] == owner for land in self.board.areas[self.board.area[square]])

    def toll(self, square: int, payer: int | None = None) -> int:
        """The toll of an owned land; ``payer``'s own spells (SP16) apply when given
        (the public toll leaves them out: ruling 12)."""
        amount = _up(self.land_value(square) * self.toll_rate[self.level[square]], 100)
        if self.has_monopoly(square):
            amount = _up(amount * 3, 2)
        if self.land_spell[square] == "SP14":
            amount = _up(amount * 3, 2)
        if self.character[square] is not None:   # None only mid-battle, while the winner waits to be placed
            amount += toll_bonus(self.character[square])
        if payer is not None and self.in_force(payer, "SP16"):
            amount = _up(amount, 2)
        return amount

    def total_assets(self, seat: int) -> int:
        return self.money[seat] + sum(self.land_value(square) for square in self.own_lands(seat))

    def pay_toll(self, payer: int, square: int) -> None:
        """The payer pays the land's toll to its owner, selling lands first if short
        (a frame asks which); the battle calls this in §8.4 step 3 too."""
        amount = self.toll(square, payer)
        creditor = self.owner[square]
        if self.money[payer] >= amount:
            self._transfer(payer, creditor, amount)
        elif self.total_assets(payer) >= amount:
            self.push("sell", None, payer, [square, amount, creditor])
        else:
            for land in self.own_lands(payer):
                self.sell(payer, land)
            self._transfer(payer, creditor, self.money[payer])
            self.bankrupt[payer] = True
            self.end_pending = "bankruptcy"
            self.log("bankrupt", player=payer)

    def _transfer(self, payer: int, creditor: int, amount: int) -> None:
        self.money[payer] -= amount
        self.money[creditor] += amount
        self.log("toll", player=payer, to=creditor, money=amount)

    def sell(self, seat: int, square: int) -> None:
        """To the bank at the land value; the land becomes unowned, its cards go to the graveyard."""
        value = self.land_value(square)
        self.money[seat] += value
        graveyard = self.cards.graveyard
        graveyard.append(self.character[square])
        if self.land_spell[square] is not None:
            graveyard.append(self.land_spell[square])
        self.owner[square], self.level[square] = -1, 0
        self.character[square] = self.land_spell[square] = None
        self.log("sell", player=seat, square=self.board.square_id(square), money=value)


def _sell(state, frame, action) -> bool:
    """Sell lands one at a time until the cash covers the toll, then pay it."""
    seat = frame.player
    square, amount, creditor = frame.data
    if action is not None:
        state.sell(seat, action[1])
    if state.money[seat] >= amount:
        state._transfer(seat, creditor, amount)
        return True
    state.ask(seat, "sell", tuple(("sell", land) for land in state.own_lands(seat)), {"toll": amount})
    return False


TOLL_HANDLERS = {"sell": _sell}
