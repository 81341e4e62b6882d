"""A large rendering of one Tanto Cuore card with its whole text: the face of
``card_art`` drawn big, the kind line and the rules text (with the note on a
reconstructed card). Placed and scaled like Heart of Crown's zoom, whose
placement it inherits; only the painting is this game's."""
from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen

from desktop.games.heart_of_crown.card_zoom import CardZoom as PlacedZoom
from desktop.games.heart_of_crown.card_zoom import paint_fitting
from desktop.games.tanto_cuore.card_art import INK, paint_face
from desktop.games.tanto_cuore.faces import face
from desktop.games.tanto_cuore.strings import card_name, card_text, kind_name
from desktop.base.guard import guarded
from engine.games.tanto_cuore.cards import CARDS

ZOOM_SIZE = QSize(300, 420)
FACE_HEIGHT = 190
ZOOM = 2.0


class CardZoom(PlacedZoom):
    @guarded
    def paintEvent(self, _event) -> None:
        if self.card not in CARDS:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.scale(self.scale, self.scale)
        outer = QRectF(0, 0, ZOOM_SIZE.width(), ZOOM_SIZE.height()).adjusted(4, 4, -4, -4)
        painter.setPen(QPen(QColor("#8c7f6a"), 1.5))
        painter.setBrush(QColor("#fbf6ea"))
        painter.drawRoundedRect(outer, 14, 14)
        base = QFont(self.font())
        base.setPointSizeF(9)
        top = QRectF(outer.left() + 8, outer.top() + 8, outer.width() - 16, FACE_HEIGHT)
        frame = paint_face(painter, top, face(self.card), self.card, card_name(self.card), base, ZOOM)
        painter.setPen(QPen(QColor("#8c7f6a"), 1))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(frame)
        kind = QFont(base)
        kind.setBold(True)
        kind.setPointSizeF(10)
        painter.setFont(kind)
        painter.setPen(QColor("#5d4632"))
        line = QRectF(outer.left() + 12, top.bottom() + 6, outer.width() - 24, 18)
        painter.drawText(line, Qt.AlignmentFlag.AlignCenter, kind_name(CARDS[self.card].kind))
        box = QRectF(outer.left() + 14, line.bottom() + 6, outer.width() - 28, outer.bottom() - line.bottom() - 16)
        font = QFont(base)
        font.setPointSizeF(11.5)
        painter.setPen(INK)
        paint_fitting(painter, box, card_text(self.card), font, 7)
        painter.end()
