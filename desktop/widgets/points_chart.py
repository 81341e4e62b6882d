"""A small line chart of every player's points over the turns, drawn with
QPainter: one line a seat in its colour, the turns along the bottom, the
points up the side, the names in a legend.

The samples come by the game's turn (every seat's turns counted together);
the bottom counts each player's turns, as the end page's table does."""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from desktop.base.guard import guarded
from desktop.widgets.seat_colours import seat_colour

MARGIN_LEFT = 34        # at least: the widest points label sets it
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

    def margin_left(self) -> int:
        """Room for the points labels, "-15" as much as "120"."""
        low, high = self._range() if self.samples else (0, 0)
        widest = max(self.fontMetrics().horizontalAdvance(str(value)) for value in (low, high))
        return max(MARGIN_LEFT, widest + 8)

    def plot_rect(self) -> QRectF:
        left = self.margin_left()
        return QRectF(left, MARGIN_TOP, max(10, self.width() - left - MARGIN_RIGHT),
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
        """The points axis: from 0, or a round step below the lowest score, to a
        round step above the highest."""
        values = [p for _, points in self.samples for p in points]
        low = min(0, min(values))
        high = max(values)
        step = nice_step(max(1, high - low))
        return low // step * step, max(step, -(-high // step) * step)

    def grid_values(self) -> range:
        """The points that have a grid line and a label."""
        low, high = self._range()
        return range(low, high + 1, nice_step(max(1, high - low)))

    def turn_ticks(self) -> list[tuple[int, int]]:
        """(the game's turn, each player's turn count then) to label along the bottom."""
        seats = max(1, len(self.samples[0][1]))
        first, last = self.samples[0][0], self.samples[-1][0]
        rounds = (last - 1) // seats + 1
        step = nice_step(max(1, rounds - 1) / 1.6)
        ticks = []
        for turn in range(first, last + 1):
            count = (turn - 1) // seats + 1
            if (turn - 1) % seats == 0 and (count % step == 0 or turn == first) or turn == last and count == rounds:
                if not ticks or ticks[-1][1] != count:
                    ticks.append((turn, count))
        return ticks

    @guarded
    def paintEvent(self, event) -> None:
        if len(self.samples) < 2:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        area = self.plot_rect()
        painter.fillRect(area, QColor("#fffaf0"))
        low, _high = self._range()
        metrics = painter.fontMetrics()
        for value in self.grid_values():
            y = self.point_at(self.samples[0][0], value).y()
            painter.setPen(QPen(QColor("#d8ccb4") if value else QColor("#a89478"), 1))
            painter.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
            painter.setPen(QColor("#5d5044"))
            painter.drawText(QRectF(0, y - 8, area.left() - 4, 16),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, str(value))
        for turn, count in self.turn_ticks():
            x = self.point_at(turn, low).x()
            painter.drawText(QRectF(x - 20, area.bottom() + 3, 40, 16), Qt.AlignmentFlag.AlignHCenter, str(count))
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
