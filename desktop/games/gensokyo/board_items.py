"""One Gensokyo square on the board: a rounded tile in its kind's or its land
attribute's colour, with a short label (kind, or grade), and once owned a rim in
the owner's seat colour, the level, the face (or initial) of the placed
character (between the grade above and the level and toll below, never over
them), a mark for a land spell, the current toll and a crown in the owner's
colour while the owner holds the tile's whole area. It draws only what the
board gives it; it knows no rule."""
from __future__ import annotations

from typing import Callable, Optional

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt, QT_TRANSLATE_NOOP
from PySide6.QtGui import QBrush, QColor, QFont, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsPixmapItem, QGraphicsPolygonItem, QGraphicsRectItem, QGraphicsSimpleTextItem

from desktop.widgets.board_view import CURSOR
from desktop.widgets.seat_colours import seat_colour
from engine.games.gensokyo.cards import CARDS

TILE = 40.0                     # a square's side, in scene units
KIND_LABELS = {"start": QT_TRANSLATE_NOOP("gensokyo", "START"), "check": QT_TRANSLATE_NOOP("gensokyo", "CHECK"),
               "event": QT_TRANSLATE_NOOP("gensokyo", "EVENT"), "gap": QT_TRANSLATE_NOOP("gensokyo", "Gap")}
KIND_COLOURS = {"start": "#f6e7a8", "check": "#cfe3f5", "event": "#e6d2f0", "gap": "#9a9488"}
ATTRIBUTE_COLOURS = {"village": "#d9c89a", "scarlet": "#e79a9a", "mountain": "#a7cf9a", "nether": "#b3b8e6"}
LIT = QColor("#f2b705")
RIM = QColor("#5d5044")
FACE = 18                       # a face's diameter at most; less if the texts above and below leave less room
CROWN = ((0, 6), (0, 0), (2.5, 3), (4, 0), (5.5, 3), (8, 0), (8, 6))     # a crown's outline, 8 × 6


def _text(parent, words: str, size: float, bold: bool = False) -> QGraphicsSimpleTextItem:
    item = QGraphicsSimpleTextItem(words, parent)
    font = QFont()
    font.setPointSizeF(size)
    font.setBold(bold)
    item.setFont(font)
    return item


def _name(card_id: str) -> str:
    """The character's name in the player's language (the English name is the key)."""
    card = CARDS.get(card_id)
    return card_id if card is None else QCoreApplication.translate("gensokyo", card.names.en)


class SquareTile(QGraphicsRectItem):
    """A square at ``centre``; ``show_land`` puts the land's current state on it."""

    def __init__(self, centre: QPointF, kind: str, attribute: Optional[str], grade: int):
        super().__init__(QRectF(centre.x() - TILE / 2, centre.y() - TILE / 2, TILE, TILE))
        self.centre = centre
        colour = ATTRIBUTE_COLOURS.get(attribute or "", KIND_COLOURS.get(kind, "#e8dcc4"))
        self.setBrush(QBrush(QColor(colour)))
        self.looks = {"target": False, "cursor": False, "hovered": False}
        self.owner: Optional[int] = None
        self.drawn: Optional[tuple] = None      # what the land shows now, to redraw only on a change
        label = QCoreApplication.translate("gensokyo", KIND_LABELS[kind]) if kind in KIND_LABELS else str(grade)
        self.label = _text(self, label, 6.5, bold=kind != "land")
        self._place(self.label, 0, -TILE / 2 + 2, top=True)
        self.level = _text(self, "", 6.5, bold=True)
        self.toll = _text(self, "", 7.0, bold=True)
        self.spell = _text(self, "", 7.0, bold=True)
        self.face: Optional[QGraphicsPixmapItem] = None
        self.initial = _text(self, "", 9.0, bold=True)
        self.crown = QGraphicsPolygonItem(QPolygonF([QPointF(x, y) for x, y in CROWN]), self)
        self.crown.setPos(self.centre.x() - TILE / 2 + 3, self.centre.y() - TILE / 2 + 3)
        self.crown.setPen(QPen(RIM, 0.8))
        self.crown.hide()
        self._monopoly: Optional[int] = None
        self._restyle()

    def monopoly_owner(self) -> Optional[int]:
        """The seat holding this tile's whole area (its crown shows), or None."""
        return self._monopoly

    def set_monopoly(self, owner: Optional[int]) -> None:
        if owner == self._monopoly:
            return
        self._monopoly = owner
        self.crown.setVisible(owner is not None)
        if owner is not None:
            self.crown.setBrush(QBrush(seat_colour(owner)))

    def middle(self) -> QRectF:
        """The room left for a face: below the grade, above the level and toll (as placed now)."""
        top = self.label.sceneBoundingRect().bottom()
        bottom = min(self.level.sceneBoundingRect().top(), self.toll.sceneBoundingRect().top())
        return QRectF(self.centre.x() - TILE / 2, top, TILE, bottom - top)

    def _place(self, item, dx: float, y: float, top: bool = False) -> None:
        box = item.boundingRect()
        item.setPos(self.centre.x() + dx - box.width() / 2, self.centre.y() + y - (0 if top else box.height()))

    def show_land(self, land: Optional[dict], face: Optional[Callable]) -> None:
        """``land`` is the view's ``lands[square]`` (None: an unowned land or not a land)."""
        drawn = None if land is None else (land["owner"], land["level"], land["character"], land["spell"], land["toll"])
        if drawn == self.drawn:
            return
        self.drawn = drawn
        self.owner = None if land is None else land["owner"]
        self.level.setText("" if land is None else f"L{land['level']}")
        self._place(self.level, -TILE / 2 + 8, TILE / 2 - 1)
        self.toll.setText("" if land is None else str(land["toll"]))
        self._place(self.toll, TILE / 2 - 10, TILE / 2 - 1)
        self.spell.setText("" if land is None or not land["spell"] else "★")
        self._place(self.spell, TILE / 2 - 5, -TILE / 2 + 12)
        if self.face is not None:
            self.scene().removeItem(self.face) if self.scene() else None
            self.face = None
        character = None if land is None else land["character"]
        self.initial.setText("")
        room = self.middle()
        if character and face is not None:
            size = int(min(FACE, room.height()))
            self.face = QGraphicsPixmapItem(face(character, size), self)
            self.face.setPos(room.center().x() - size / 2, room.center().y() - size / 2)
        elif character:
            self.initial.setText(_name(character)[:1])
            self._place(self.initial, 0, room.center().y() - self.centre.y() + self.initial.boundingRect().height() / 2)
        self._restyle()

    def set_flags(self, *, target=None, dimmed=None, cursor=None, hovered=None) -> None:
        """As ``board_view`` asks; the board dims nothing."""
        for name, value in (("target", target), ("cursor", cursor), ("hovered", hovered)):
            if value is not None:
                self.looks[name] = value
        self._restyle()

    def set_cache(self, mode) -> None:
        self.setCacheMode(mode)

    def rim_colour(self) -> QColor:
        if self.looks["cursor"]:
            return CURSOR
        if self.looks["target"]:
            return QColor("white") if self.looks["hovered"] else LIT
        return RIM if self.owner is None else seat_colour(self.owner)

    def _restyle(self) -> None:
        lit = self.looks["target"] or self.looks["cursor"]
        self.setPen(QPen(self.rim_colour(), 4.0 if lit or self.owner is not None else 1.2))
        self.setZValue(1 if lit else 0)
