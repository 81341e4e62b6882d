"""The seats' pieces on the Gensokyo board: a disc in the seat's colour (a
tick shows the facing on the cross map), moved only when its square, its
share of the square or its facing changed, and a walk that takes one piece
square by square along a path."""
from __future__ import annotations

import math
from typing import Callable, Optional

from PySide6.QtCore import QLineF, QObject, QPointF, QRectF, QVariantAnimation
from PySide6.QtGui import QBrush, QColor, QPen
from PySide6.QtWidgets import QGraphicsEllipseItem, QGraphicsLineItem

from desktop.widgets.seat_colours import seat_colour

PIECE = 16.0


class Piece(QGraphicsEllipseItem):
    """One seat's piece; ``drawn`` is what it shows now (None: not yet placed)."""

    def __init__(self, seat: int):
        super().__init__(QRectF(-PIECE / 2, -PIECE / 2, PIECE, PIECE))
        self.setPen(QPen(QColor("white"), 1.5))
        self.setBrush(QBrush(seat_colour(seat)))
        self.setZValue(3)
        self.tick = QGraphicsLineItem(self)
        self.tick.setPen(QPen(seat_colour(seat), 3.0))
        self.tick.hide()
        self.drawn: Optional[tuple] = None

    def point(self, way: Optional[QPointF]) -> None:
        """Show the tick towards ``way`` (a scene vector), or none."""
        length = 0.0 if way is None else math.hypot(way.x(), way.y())
        self.tick.setVisible(length > 0)
        if length:
            unit = QPointF(way.x() / length, way.y() / length)
            self.tick.setLine(QLineF(unit * (PIECE / 2), unit * PIECE))


def share_offset(place: int, sharing: int) -> QPointF:
    """Where the ``place``-th of ``sharing`` pieces on one square stands, from its centre."""
    if sharing == 1:
        return QPointF(0, 0)
    dx, dy = ((-1, -1), (1, -1), (-1, 1), (1, 1))[place % 4]
    return QPointF(dx * PIECE / 2, dy * PIECE / 2)


class Walk(QObject):
    """A piece going through ``points`` (scene points, one per square) in
    ``ms_per_square`` each, then ``done()`` (which puts it where it rests)."""

    def __init__(self, piece: Piece, points: list, ms_per_square: int, done: Callable, parent=None):
        super().__init__(parent)
        self.piece = piece
        self.points = points
        self.done = done
        self.animation = QVariantAnimation(self)
        self.animation.setDuration(max(1, ms_per_square * (len(points) - 1)))
        self.animation.setStartValue(0.0)
        self.animation.setEndValue(float(len(points) - 1))
        self.animation.valueChanged.connect(self._step)
        self.animation.finished.connect(self.finish)

    def start(self) -> None:
        self._step(0.0)
        self.animation.start()

    def running(self) -> bool:
        return self.animation.state() == QVariantAnimation.State.Running

    def finish(self) -> None:
        """End now (once): the piece goes where it rests."""
        if self.done is None:
            return
        done, self.done = self.done, None
        self.animation.stop()
        done()

    def _step(self, value) -> None:
        if self.done is None:
            return
        at = min(int(value), len(self.points) - 2)
        a, b = self.points[at], self.points[at + 1]
        share = float(value) - at
        self.piece.setPos(a + (b - a) * share)
        self.piece.point(b - a)
