"""A large rendering of one Guild Masters card: its face drawn at twice its
layout size with the whole rules text under the icons. Placed and scaled like
Heart of Crown's zoom, whose placement it inherits; only the painting is this game's."""
from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen

from desktop.games.guild_masters.card_art import paint_face
from desktop.games.guild_masters.strings import content
from desktop.games.heart_of_crown.card_zoom import CardZoom as PlacedZoom
from desktop.base.guard import guarded

ZOOM_SIZE = QSize(300, 420)
ZOOM_SCALE = 2.0        # the face is laid out at half the zoom's size: its icons and text read large


def face_rect() -> QRectF:
    """The face's rectangle in layout units (before ``ZOOM_SCALE``)."""
    return QRectF(0, 0, ZOOM_SIZE.width() / ZOOM_SCALE, ZOOM_SIZE.height() / ZOOM_SCALE).adjusted(2, 2, -2, -2)


class CardZoom(PlacedZoom):
    @guarded
    def paintEvent(self, _event) -> None:
        records = content()
        record = records.events.get(self.card) or records.regalia.get(self.card)
        if record is None:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        painter.scale(self.scale * ZOOM_SCALE, self.scale * ZOOM_SCALE)
        frame = paint_face(painter, face_rect(), record, QFont(self.font()), full_text=True)
        painter.setPen(QPen(QColor("#8c7f6a"), 1.0))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(frame)
        painter.end()
