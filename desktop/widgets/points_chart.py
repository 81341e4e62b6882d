"""A small line chart of every player's points over the turns, drawn with
QPainter: one line a seat in its colour, the turns along the bottom, the
points up the side, the names in a legend."""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from desktop.shell.guard import guarded
from desktop.widgets.seat_colours import seat_colour

MARGIN_LEFT = 34
MARGIN_RIGHT = 12
MARGIN_TOP = 22         # room for the legend
MARGIN_BOTTOM = 22


def nice_step(top: float) -> int:
    """A round step for about four grid lines up to ``top``."""
    for step in (1, 2, 5, 10, 20, 25, 50, 100, 200, 500):
        if top / step <= 5:
            return step
    return 1000


class PointsChart(QWidget):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("pointsChart")
        self.samples: list = []     # (turn, [points by seat])
        self.names: list = []
        self.setMinimumSize(300, 150)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def set_series(self, samples, names) -> None:
        self.samples = [(turn, list(points)) for turn, points in samples]
        self.names = list(names)
        self.update()

    @guarded(default=QSize(560, 180))
    def sizeHint(self) -> QSize:
        return QSize(560, 180)

    def plot_rect(self) -> QRectF:
        return QRectF(MARGIN_LEFT, MARGIN_TOP, max(10, self.width() - MARGIN_LEFT - MARGIN_RIGHT),
                      max(10, self.height() - MARGIN_TOP - MARGIN_BOTTOM))

    def point_at(self, turn: float, points: float) -> QPointF:
        """Where (``turn``, ``points``) is drawn."""
        area = self.plot_rect()
        first, last = self.samples[0][0], self.samples[-1][0]
        low, high = self._range()
        x = area.left() + (turn - first) / max(1, last - first) * area.width()
        y = area.bottom() - (points - low) / max(1, high - low) * area.height()
        return QPointF(x, y)

    def _range(self) -> tuple[int, int]:
        values = [p for _, points in self.samples for p in points]
        low = min(0, min(values))
        high = max(values)
        step = nice_step(max(1, high - low))
        return low, max(step, -(-high // step) * step)

    @guarded
    def paintEvent(self, event) -> None:
        if len(self.samples) < 2:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        area = self.plot_rect()
        painter.fillRect(area, QColor("#fffaf0"))
        low, high = self._range()
        step = nice_step(max(1, high - low))
        metrics = painter.fontMetrics()
        for value in range(low // step * step, high + 1, step):
            y = self.point_at(self.samples[0][0], value).y()
            painter.setPen(QPen(QColor("#d8ccb4"), 1))
            painter.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
            painter.setPen(QColor("#5d5044"))
            painter.drawText(QRectF(0, y - 8, MARGIN_LEFT - 4, 16),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, str(value))
        first, last = self.samples[0][0], self.samples[-1][0]
        turn_step = nice_step(max(1, last - first) / 1.6)
        for turn in range(first, last + 1):
            if turn % turn_step == 0 or turn == first:
                x = self.point_at(turn, low).x()
                painter.drawText(QRectF(x - 20, area.bottom() + 3, 40, 16), Qt.AlignmentFlag.AlignHCenter, str(turn))
        seats = len(self.samples[0][1])
        for seat in range(seats):
            path = QPainterPath()
            for i, (turn, points) in enumerate(self.samples):
                spot = self.point_at(turn, points[seat])
                if i == 0:
                    path.moveTo(spot)
                else:
                    path.lineTo(spot)
            painter.setPen(QPen(seat_colour(seat), 2.2))
            painter.drawPath(path)
        x = area.left()
        for seat, name in enumerate(self.names[:seats]):
            painter.fillRect(QRectF(x, 6, 12, 4), seat_colour(seat))
            painter.setPen(QColor("#3b2d22"))
            painter.drawText(QPointF(x + 16, 12), name)
            x += 16 + metrics.horizontalAdvance(name) + 14
        painter.setPen(QPen(QColor("#a89478"), 1))
        painter.drawRect(area)
        painter.end()
