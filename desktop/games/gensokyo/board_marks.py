"""What the Gensokyo board draws besides tiles and pieces: the track the
squares lie on (the cross map's figure eight visibly crossing at START), a band
joining each area's squares (in the owner's colour while one seat holds the
whole area: a monopoly, rules §6.3), the seats' laps and checks passed near
START, and money rising over a square."""
from __future__ import annotations

from typing import Optional

from PySide6.QtCore import QCoreApplication, QObject, QPointF, QRectF, Qt, QT_TRANSLATE_NOOP, QVariantAnimation
from PySide6.QtGui import QBrush, QColor, QFont, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsEllipseItem, QGraphicsPathItem, QGraphicsRectItem, QGraphicsSimpleTextItem

from desktop.games.gensokyo.board_items import ATTRIBUTE_COLOURS, TILE
from desktop.games.gensokyo.card_texts import MONEY
from desktop.widgets.seat_colours import seat_colour

LAPS = QT_TRANSLATE_NOOP("gensokyo", "Laps: {laps}")
CHECKS = QT_TRANSLATE_NOOP("gensokyo", "CHECK {passed}/{total}")
TRACK = QColor("#b8ab96")
BAND = TILE + 10                # an area's band shows this wide round its tiles
FLASH_MS = 900
FLASH_RISE = 26.0
GAIN, LOSS = QColor("#1e7b34"), QColor("#b3261e")


def _path(points: list, closed: bool = False) -> QPainterPath:
    path = QPainterPath(points[0])
    for point in points[1:]:
        path.lineTo(point)
    if closed:
        path.closeSubpath()
    return path


def track_item(loops: list) -> QGraphicsPathItem:
    """The line through each loop's squares (lists of scene points), under everything."""
    path = QPainterPath()
    for points in loops:
        path.addPath(_path(points, closed=True))
    item = QGraphicsPathItem(path)
    item.setPen(QPen(TRACK, 6.0, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
    item.setZValue(-2)
    return item


def monopoly_owner(area: list, lands: dict) -> Optional[int]:
    """The seat that owns every square of ``area`` (square ids), or None."""
    owners = {lands[square]["owner"] if square in lands else None for square in area}
    return next(iter(owners)) if len(owners) == 1 and None not in owners else None


class AreaBand(QGraphicsPathItem):
    """A band under an area's squares (``points``: theirs and any between, in
    route order): the attribute's colour darkened, the owner's for a monopoly."""

    def __init__(self, points: list, attribute: str):
        super().__init__(_path(points))
        self.plain = QColor(ATTRIBUTE_COLOURS[attribute]).darker(125)
        self.plain.setAlpha(170)
        self.owner: Optional[int] = None
        self.setZValue(-1)
        self._paint()

    def set_owner(self, owner: Optional[int]) -> None:
        if owner != self.owner:
            self.owner = owner
            self._paint()

    def _paint(self) -> None:
        colour = self.plain if self.owner is None else seat_colour(self.owner)
        width = BAND if self.owner is None else BAND + 6
        self.setPen(QPen(colour, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))


class LapBoard(QGraphicsRectItem):
    """A small panel, one row a seat: its colour, its laps and (on the cross
    map) the checks it passed this lap, its top edge's middle at ``top``."""

    ROW = 11.0

    def __init__(self, seats: int, checks: int, top: QPointF):
        super().__init__(QRectF(top.x(), top.y(), 10, seats * self.ROW + 4))
        self.checks = checks
        self.setBrush(QBrush(QColor(255, 255, 255, 200)))
        self.setPen(QPen(QColor("#5d5044"), 0.8))
        self.setZValue(2)
        self.rows: list[QGraphicsSimpleTextItem] = []
        font = QFont()
        font.setPointSizeF(6.5)
        for seat in range(seats):
            disc = QGraphicsEllipseItem(QRectF(3, 2 + seat * self.ROW + 2, 7, 7), self)
            disc.setBrush(QBrush(seat_colour(seat)))
            disc.setPen(QPen(Qt.PenStyle.NoPen))
            row = QGraphicsSimpleTextItem("", self)
            row.setFont(font)
            row.setPos(13, 2 + seat * self.ROW)
            self.rows.append(row)
        self.setRect(QRectF(0, 0, 10, seats * self.ROW + 4))
        self.top = top

    def show_players(self, players: list) -> None:
        for row, player in zip(self.rows, players):
            words = QCoreApplication.translate("gensokyo", LAPS).format(laps=player["laps"])
            if self.checks:
                words += "  " + QCoreApplication.translate("gensokyo", CHECKS).format(
                    passed=len(player["checks"]), total=self.checks)
            if row.text() != words:
                row.setText(words)
        wide = max(row.boundingRect().width() for row in self.rows) + 16
        if wide != self.rect().width():
            self.setRect(QRectF(0, 0, wide, self.rect().height()))
            self.setPos(self.top.x() - wide / 2, self.top.y())

    def row_text(self, seat: int) -> str:
        return self.rows[seat].text()


def money_text(amount: int) -> str:
    """"+40圓" or "−30圓" (a true minus sign), in the player's language's money."""
    words = QCoreApplication.translate("gensokyo", MONEY).format(amount=abs(amount))
    return ("+" if amount >= 0 else "\u2212") + words


class MoneyFlash(QObject):
    """``amount`` rising over ``centre`` and fading, then gone from ``scene``."""

    def __init__(self, scene, centre: QPointF, amount: int, parent=None):
        super().__init__(parent)
        self.item = QGraphicsSimpleTextItem(money_text(amount))
        font = QFont()
        font.setPointSizeF(10.0)
        font.setBold(True)
        self.item.setFont(font)
        self.item.setBrush(QBrush(GAIN if amount >= 0 else LOSS))
        self.item.setPen(QPen(QColor("white"), 0.6))
        box = self.item.boundingRect()
        self.start = QPointF(centre.x() - box.width() / 2, centre.y() - TILE / 2 - box.height())
        self.item.setPos(self.start)
        self.item.setZValue(5)
        scene.addItem(self.item)
        self.animation = QVariantAnimation(self)
        self.animation.setDuration(FLASH_MS)
        self.animation.setStartValue(0.0)
        self.animation.setEndValue(1.0)
        self.animation.valueChanged.connect(self._step)
        self.animation.finished.connect(self.end)
        self.animation.start()

    def _step(self, value) -> None:
        t = float(value)
        self.item.setPos(self.start - QPointF(0, FLASH_RISE * t))
        self.item.setOpacity(1.0 if t < 0.5 else 2.0 * (1.0 - t))

    def running(self) -> bool:
        return self.item is not None

    def end(self) -> None:
        """Gone now: the text leaves the scene."""
        if self.item is None:
            return
        self.animation.stop()
        if self.item.scene() is not None:
            self.item.scene().removeItem(self.item)
        self.item = None
        self.deleteLater()
