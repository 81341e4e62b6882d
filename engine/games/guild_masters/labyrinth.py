"""The labyrinth's tiles, as a mixin of the state: what a tile is worth (its
stars, an abyss face, a face-down tile's back), the white-framed abyss tile
(メリッサ裏), the areas' printed fame, and where a tile goes when it leaves a
guild or the map (the discard pile, the blank or white stock, and what fills
the hole: the glossary's 無地タイル)."""
from __future__ import annotations

from engine.boards.hex import Hex


class Labyrinth:
    __slots__ = ()

    def tile_stars(self, tile) -> int:
        record = self.content.tiles.get(tile)
        if record is not None:
            return record.stars
        boss = self.content.bosses.get(tile)
        return boss.stars if boss is not None else 0

    def is_abyss(self, tile) -> bool:
        record = self.content.tiles.get(tile)
        return record is not None and record.face == "abyss"

    def back_stars(self, tile) -> int:
        boss = self.content.bosses.get(tile)
        return boss.back if boss is not None else 1

    @property
    def white_tile(self):
        """The white-framed abyss tile's id (メリッサ裏), None in content without one."""
        return _white_tile(self.content)

    @property
    def area_fame(self) -> dict:
        return _area_fame(self.content)

    def discard_tile(self, player, tile: str, owned: bool) -> None:
        if owned:
            player.tiles.remove(tile)
        if tile == "blank":
            self.blanks += 1
        elif tile == self.white_tile:
            self.white_stock += 1
        else:
            self.tile_discard.append(tile)
        if owned:
            self.fire(player, "tile_discarded")

    def fill_emptied(self, cell) -> None:
        """A blank tile takes the place of a tile taken off the map; with none
        left, a discarded labyrinth tile face down (the glossary)."""
        if self.white_stock:
            self.white_stock -= 1               # メリッサ裏's white-framed abyss tiles go first
            self.cells[cell] = [self.white_tile, True]
        elif self.blanks:
            self.blanks -= 1
            self.cells[cell] = ["blank", True]
        elif self.tile_discard:
            self.cells[cell] = [self.tile_discard.pop(), False]
        else:
            self.cells[cell] = [None, True]


_FAME_CACHE = {}


def _white_tile(content):
    return next((t.id for t in content.tiles.values() if t.white), None)


def _area_fame(content) -> dict:
    key = id(content)
    if key not in _FAME_CACHE:
        _FAME_CACHE[key] = {Hex(*a.cell): a.fame for a in content.maps["hex"].areas}
    return _FAME_CACHE[key]
