"""Dice on the table: each die a rounded square with its pips, readable at any
size (pips, not digits, as on real dice; the faces are also the widget's
accessible name and tooltip). A new roll tumbles briefly (other faces for
``ROLL_MS``) unless the player turned movement off in the Settings
(``animations``); a die not rolled yet is an empty outline."""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, QTimer
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from desktop.base.guard import guarded

ROLL_MS = 360
FRAME_MS = 60
FACE = QColor("#fbf7ee")
EDGE = QColor("#5b4a32")
PIP = QColor("#2b2118")
# Where a face's pips sit, on a 3 x 3 grid of the die (column, row).
PIPS = {
    1: ((1, 1),),
    2: ((0, 0), (2, 2)),
    3: ((0, 0), (1, 1), (2, 2)),
    4: ((0, 0), (2, 0), (0, 2), (2, 2)),
    5: ((0, 0), (2, 0), (1, 1), (0, 2), (2, 2)),
    6: ((0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)),
}


class DiceView(QWidget):
    """``count`` dice; ``show_dice(faces, rolled)`` shows the faces rolled so
    far (fewer than ``count`` while a roll is under way; more, a spell's third
    die, widen it until the next roll) and tumbles the newest when ``rolled``
    (a roll just happened, not a redraw)."""

    def __init__(self, count: int = 2, parent=None):
        super().__init__(parent)
        self.base_count = self.count = count
        self.animations = True
        self._faces: list = []
        self._frames_left = 0
        self._timer = QTimer(self)
        self._timer.setInterval(FRAME_MS)
        self._timer.timeout.connect(self._tumble)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self._describe()

    @guarded(default=QSize())
    def sizeHint(self) -> QSize:
        side = max(36, self.fontMetrics().height() * 2)
        return QSize(self.count * side + (self.count - 1) * side // 4, side)

    def faces(self) -> list:
        return list(self._faces)

    def is_rolling(self) -> bool:
        return self._frames_left > 0

    def show_dice(self, faces, rolled: bool = False) -> None:
        self._faces = list(faces)
        if max(self.base_count, len(self._faces)) != self.count:
            self.count = max(self.base_count, len(self._faces))
            self.updateGeometry()
        self._frames_left = ROLL_MS // FRAME_MS if rolled and self._faces and self.animations else 0
        if self._frames_left:
            self._timer.start()
        else:
            self._timer.stop()
        self._describe()
        self.update()

    def _tumble(self) -> None:
        self._frames_left -= 1
        if self._frames_left <= 0:
            self._frames_left = 0
            self._timer.stop()
        self.update()

    def shown_faces(self) -> list:
        """The faces drawn now: while tumbling, the newest die shows others."""
        faces = list(self._faces)
        if self._frames_left:
            faces[-1] = (faces[-1] + self._frames_left) % 6 + 1
        return faces

    def _describe(self) -> None:
        if self._faces:
            text = self.tr("Dice: {faces} (total {total})").format(
                faces=", ".join(map(str, self._faces)), total=sum(self._faces))
        else:
            text = self.tr("Not rolled yet")
        self.setAccessibleName(text)
        self.setToolTip(text)

    @guarded
    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        side = min(self.height(), self.width() / (self.count + (self.count - 1) / 4))
        faces = self.shown_faces()
        for index in range(self.count):
            box = QRectF(index * side * 1.25 + 1, (self.height() - side) / 2 + 1, side - 2, side - 2)
            face = faces[index] if index < len(faces) else None
            painter.setPen(QPen(EDGE, max(1.0, side / 24), Qt.PenStyle.SolidLine if face else Qt.PenStyle.DashLine))
            painter.setBrush(FACE if face else Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(box, side / 6, side / 6)
            if face:
                self._paint_pips(painter, box, face)
        painter.end()

    @staticmethod
    def _paint_pips(painter: QPainter, box: QRectF, face: int) -> None:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(PIP)
        step, radius = box.width() / 4, box.width() / 11
        for column, row in PIPS[face]:
            centre = QPointF(box.left() + step * (column + 1), box.top() + step * (row + 1))
            painter.drawEllipse(centre, radius, radius)
