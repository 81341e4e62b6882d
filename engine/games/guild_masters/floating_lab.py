"""セレン裏's floating lab (浮遊ラボ, L304-313), as a mixin of the state: where
it may float (just outside the outer ring), which areas it is next to (it is
her base there: potions when they are explored, 5 gold more to build next to
it, a base for play conditions), and its landing at rank 3, where it becomes
an area she controls (our reading of where: RULES_NOTES.md, セレン裏)."""
from __future__ import annotations


class FloatingLab:
    __slots__ = ()

    def lab_spots(self) -> list:
        """Where a floating lab may float: any place just outside the outer ring."""
        cells = self.cells
        return sorted({n for c in self.edge for n in c.neighbours() if n not in cells})

    def lab_floats(self, player) -> bool:
        """Whether the player's floating lab is out, off the map."""
        return player.lab is not None and player.lab not in self.cells

    def lab_neighbours(self, spot) -> tuple:
        return tuple(n for n in spot.neighbours() if n in self.cells)

    def labs_next_to(self, cell) -> list:
        """The seats whose floating lab, off the map, is next to ``cell``."""
        return [p.seat for p in self.players if self.lab_floats(p) and cell in self.lab_neighbours(p.lab)]

    def lab_landings(self, player) -> list:
        """Rank 3: the areas next to the lab that nobody controls (never the boss)."""
        if not self.lab_floats(player):
            return []
        bosses = self.content.bosses
        return [c for c in self.lab_neighbours(player.lab) if c not in self.owners and self.cells[c][0] not in bosses]

    def land_lab(self, player, cell) -> None:
        """The lab lands: the tile there goes to its owner's area (no miasma, no
        reward: no explore), and the area is the owner's base."""
        tile = self.cells[cell][0]
        if tile is not None:
            player.tiles.append(tile)
        self.cells[cell] = [None, True]
        self.owners[cell] = [player.seat, True]
        player.lab = cell                       # on the map now: a base with no adventurer
        self.log("lab_landed", player.seat, cell=list(cell), tile=tile)
