"""Exploring (探索, the first common action, L139-165), as a mixin of the
state: which areas may be explored, the cost (5 gold a star of the tile and its
neighbours, never under 10), and the ``explore`` frame's eight steps, with the
three the rulebook's copy lacks read from its example (RULES_NOTES.md notes
5-9): reveal, pay or decline, take the tile, miasma, reward, potions for the
bases next to it. Receptionists change it: クリス裏 swaps a face-down target
first, アヤカ裏 pays with a flash chip, メリッサ裏 explores an abyss as a blank."""
from __future__ import annotations

from engine.core.protocol import ALL
from engine.games.guild_masters.player import POTION

EXPLORE_MINIMUM = 10
STAR_GOLD = 5
FLASH_STARS = 3           # アヤカ裏: a flash chip counts the target's stars 3 fewer
ALTAR_PENALTY = 2         # a declined explore puts a "2" on the altar of revival (L152)


class Exploring:
    __slots__ = ()

    def explore_targets(self, seat: int, where: str = "normal", area_fame=None) -> list:
        player = self.players[seat]
        if not player.tavern:
            return []
        cells = self.cells
        owners = self.owners
        fame = self.area_fame
        found = []
        if where == "unclaimed":
            claimed = set(owners)
            for cell, slot in cells.items():
                if slot[0] is None or cell in owners or (slot[1] and self.is_abyss(slot[0])):
                    continue
                if any(n in claimed for n in self.nbrs[cell]):
                    continue
                if area_fame is not None and fame[cell] != area_fame:
                    continue
                found.append(cell)
            return sorted(found)
        mine = {c for c, o in owners.items() if o[0] == seat}
        nbrs = self.nbrs
        blank = "abyss_as_blank" in self.modifiers(player)     # a white-framed abyss is a blank tile to her
        for cell, slot in cells.items():
            if slot[0] is None or cell in owners or (slot[1] and self.is_abyss(slot[0])
                                                      and not (blank and slot[0] == self.white_tile)):
                continue
            if cell in self.edge or any(n in mine for n in nbrs[cell]):
                if area_fame is None or fame[cell] == area_fame:
                    found.append(cell)
        return sorted(found)

    def explore_cost(self, player, cell) -> int:
        tile = self.cells[cell][0]
        stars = 0 if self.is_abyss(tile) else self.tile_stars(tile)
        return self.explore_price(player, stars + self.neighbour_stars(cell))

    def explore_price(self, player, stars: int) -> int:
        """5 gold a star less the discounts, never under 10."""
        cut = sum(d.n for _, record in self.sources(player) for d in record.discounts if d.applies_to == "explore")
        return max(EXPLORE_MINIMUM, STAR_GOLD * stars - cut)

    def neighbour_stars(self, cell) -> int:
        """The stars the neighbours add: a face-down tile its back's, an abyss, a
        blank tile and any controlled area none. Everyone can see them."""
        stars = 0
        for n in self.nbrs[cell]:
            slot = self.cells[n]
            if slot[0] is None or n in self.owners:
                continue
            if slot[1]:
                stars += 0 if self.is_abyss(slot[0]) else self.tile_stars(slot[0])
            else:
                stars += self.back_stars(slot[0])
        return stars

    def _explore(self, frame, action) -> bool:
        """data: (cell, by the common action, may discard the tile, where, area fame)."""
        seat = frame.player
        player = self.players[seat]
        cell, common, may_discard, *rest = frame.data
        step = frame.step
        if step == 0:
            if cell is None:
                if action is None:
                    targets = self.explore_targets(seat, *rest) if rest else self.explore_targets(seat)
                    return self._ask(seat, "explore_target", [("cell", c) for c in targets])
                frame.data = (action[1], common, may_discard, *rest)
                cell = action[1]
                action = None
            others = self._swap_partners(player, cell)
            if others:
                frame.step = 4
                return self._ask(seat, "swap_tile", [("skip",)] + [("cell", c) for c in others])
            step = 4
        if step == 4:
            if frame.step == 4 and action[0] == "cell":
                # クリス裏: the tile from there comes here, face down, and is explored as if chosen
                other = action[1]
                self.cells[cell][0], self.cells[other][0] = self.cells[other][0], self.cells[cell][0]
                self.log("swap_tile", seat, cells=[list(cell), list(other)])
            action = None
            slot = self.cells[cell]
            if not slot[1]:
                slot[1] = True
                self.barrier = True
                self.log("reveal", seat, cell=list(cell), tile=slot[0], reveals=True)
            if self.is_abyss(slot[0]) and "abyss_as_blank" not in self.modifiers(player):
                if common:
                    player.extra_turns += 1
                self.log("abyss", seat, cell=list(cell), extra_turn=common)
                return True
            frame.step = 1
        if frame.step == 1:
            cost = self.explore_cost(player, cell)
            flash = self._flash_cost(player, cell, cost)
            if action is None:
                pays = [("pay", p) for p in self.power_range(player, cost, True)]
                if flash is not None:
                    pays += [("flash", p) for p in self.power_range(player, flash, True)]
                # the prompt carries the price, so the table can say what each payment leaves
                prices = {"gold": cost} if flash is None else {"gold": cost, "flash": flash}
                self.decision = self.ask(seat, "explore_cost", tuple(pays + [("decline",)]),
                                         {"key": "explore_cost", **prices})
                return False
            if action[0] == "flash":
                player.chips["flash"] -= 1
                self.log("flash", seat, cell=list(cell))
                cost = flash
            if action[0] == "decline":
                slot = self.cells[cell]
                if slot[0] in self.content.bosses:
                    slot[1] = False
                player.altar += ALTAR_PENALTY
                self.log("decline", seat, cell=list(cell))
                return True
            self.pay_with(player, cost, action[1])
            frame.step = 2
            action = None
            if may_discard:
                return self._ask(seat, "keep_tile", [("yes",), ("skip",)])
        if frame.step == 2:
            tile = self.cells[cell][0]
            keep = action is None or action[0] == "yes"
            self.cells[cell] = [None, True]
            self.owners[cell] = [seat, False]
            player.tavern -= 1
            if keep:
                player.tiles.append(tile)
            else:
                self.discard_tile(player, tile, owned=False)
            self.log("explored", seat, cell=list(cell), tile=tile, kept=keep)
            self.move_miasma(self.tile_stars(tile))
            self._base_potions(seat, cell)
            record = self.content.tiles.get(tile) or self.content.bosses.get(tile)
            frame.step = 3
            self.fire(player, "explored")
            if record is not None and record.reward:
                self.push_effects(seat, None, record.reward)
            if record is not None and record.tags and keep:
                self.fire(player, "tag_gained", tags=list(record.tags))
            return False
        return True

    def _swap_partners(self, player, cell) -> list:
        """クリス裏: the face-down tiles a face-down target may trade places with
        (never the boss; a blank tile is face up)."""
        slot = self.cells[cell]
        if slot[1] or slot[0] in self.content.bosses or "swap_before_explore" not in self.modifiers(player):
            return []
        bosses = self.content.bosses
        return [c for c, other in sorted(self.cells.items())
                if c != cell and other[0] is not None and not other[1] and other[0] not in bosses]

    def _flash_cost(self, player, cell, cost):
        """アヤカ裏: the cost with a flash chip (the target's stars 3 fewer, for the
        cost only), or None when no chip may be paid or it would save nothing."""
        if not player.chips.get("flash") or "flash_explore" not in self.modifiers(player):
            return None
        tile = self.cells[cell][0]
        stars = 0 if self.is_abyss(tile) else self.tile_stars(tile)
        cheaper = self.explore_price(player, max(0, stars - FLASH_STARS) + self.neighbour_stars(cell))
        return cheaper if cheaper < cost else None

    def _base_potions(self, seat: int, cell) -> None:
        """Step 8: every owner of a base next to the explored area gains a potion,
        and so does the explorer (RULES_NOTES.md: once each). A floating lab off
        the map is a base next to the areas beside it."""
        owners = {self.owners[n][0] for n in self.nbrs[cell] if n in self.owners and self.owners[n][1]}
        owners.update(self.labs_next_to(cell))
        if owners:
            owners.add(seat)
            for owner in sorted(owners):
                self.players[owner].res[POTION] += 1
            self.log("base_potions", ALL, players=sorted(owners))
