"""The labyrinth on the shared board view (``desktop.widgets.board_view``,
hex layout): the items of ``items``, the Floating Lab beside the map and the
drop of an adventurer chip. The interface is described in the package's docstring."""
from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtGui import QColor, QPixmapCache

from desktop.games.guild_masters.labyrinth import geometry
from desktop.games.guild_masters.labyrinth.drag import dragged_adventurer
from desktop.games.guild_masters.labyrinth.items import BoardItem, CellItem, LabItem
from desktop.games.guild_masters.labyrinth.words import word
from desktop.base.guard import guarded
from desktop.widgets.board_layouts import HexLayout
from desktop.widgets.board_view import BoardView
from engine.boards.hex import Hex
from engine.games.guild_masters.content import standard

BACKGROUND = QColor("#1d2326")
# The items' device caches live in QPixmapCache: a full-screen map (the board and two
# layers of each cell) must fit in it with the cards, or each repaint renders every item anew.
PIXMAP_CACHE_KB = 96 * 1024
LAB_CELL = Hex(-4, 2)       # where the Floating Lab sits: off the map, past its west corner


class _Look:
    """What every item paints with: the content records and the seats' colours."""
    __slots__ = ("content", "colours")

    def __init__(self, content):
        self.content = content
        self.colours = {}


class LabyrinthView(BoardView):
    def __init__(self, parent=None, content=None):
        super().__init__(HexLayout(geometry.LAYOUT), parent)
        self.setObjectName("labyrinth")
        self.look = _Look(content if content is not None else standard())
        QPixmapCache.setCacheLimit(max(QPixmapCache.cacheLimit(), PIXMAP_CACHE_KB))
        self.board: BoardItem | None = None
        self.lab = LabItem(self.look)
        self.lab.setPos(geometry.centre(LAB_CELL))
        self.lab.set_seat(None)
        self.scene().addItem(self.lab)
        self.last_updated: list[Hex] = []   # the cells the last show_cells repainted
        self.setBackgroundBrush(BACKGROUND)
        self.setAcceptDrops(True)
        self.setMinimumSize(240, 200)
        self._retranslate()

    def _retranslate(self) -> None:
        self.setAccessibleName(word("map"))
        self.setAccessibleDescription(word("keys"))
        for item in (*self.place_items.values(), self.lab):
            item.update()

    # ------------------------------------------------------------------ the interface
    def set_content(self, content) -> None:
        """The content records the tiles are drawn from (the game's ``content`` option)."""
        self.look.content = content
        for item in self.place_items.values():
            item.update()

    def show_cells(self, cells: list, changes=None) -> None:
        """Show the view's cells. A new map builds the items once; after that only
        the cells in ``changes.places`` (``Place("cell", cell=hex)``) are looked at,
        or every cell when ``changes`` or its places is None, and an item repaints
        only when its cell differs from what it shows."""
        entries = {Hex(*entry["cell"]): entry for entry in cells}
        if entries.keys() != self.place_items.keys():
            self._build(entries)
            return
        places = getattr(changes, "places", None)
        if places is None:
            wanted = entries.keys()
        else:
            wanted = [p.cell for p in places if p.zone == "cell" and p.cell in entries]
        self.last_updated = [cell for cell in wanted if self.place_items[cell].set_entry(entries[cell])]

    def set_colours(self, colours: dict) -> None:
        """The players' colours, ``{seat: QColor}``."""
        self.look.colours = dict(colours)
        for item in self.place_items.values():
            item.update()
        self.lab.update()

    def set_floating_lab(self, seat) -> None:
        """Show the Floating Lab of ``seat`` off the map (None: nobody has one)."""
        self.lab.set_seat(seat)

    def fit_bounds(self):
        """The map's cells, grout included, and the Floating Lab when it shows."""
        bounds = geometry.map_bounds(self.place_items)
        return bounds.united(self.lab.sceneBoundingRect()) if self.lab.isVisible() else bounds

    def accepts_drop(self, mime) -> bool:
        """An adventurer chip may be dropped on the map (which cell takes it is the decision's)."""
        return dragged_adventurer(mime) is not None

    def zoom_cache(self, mode) -> None:
        super().zoom_cache(mode)
        if self.board is not None:
            self.board.setCacheMode(mode)

    # ------------------------------------------------------------------ inside
    def _build(self, entries: dict) -> None:
        if self.board is not None:
            self.scene().removeItem(self.board)
        self.board = BoardItem(entries, {cell for cell, entry in entries.items() if entry.get("edge")})
        self.scene().addItem(self.board)
        cells = sorted(entries.items(), key=lambda pair: (pair[0].r, pair[0].q))
        self.put_places({cell: CellItem(cell, entry, self.look) for cell, entry in cells})
        self.last_updated = list(self.place_items)

    @guarded
    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)
