"""A large rendering of one Guild Masters card: its face drawn big, with the
whole effect text readable. Placed and scaled like Heart of Crown's zoom,
whose placement it inherits; only the painting is this game's."""
from __future__ import annotations

from PySide6.QtCore import QRectF, QSize
from PySide6.QtGui import QColor, QFont, QPainter, QPen

from desktop.games.guild_masters.card_art import paint_face
from desktop.games.guild_masters.strings import content
from desktop.games.heart_of_crown.card_zoom import CardZoom as PlacedZoom
from desktop.shell.guard import guarded

ZOOM_SIZE = QSize(300, 420)


class CardZoom(PlacedZoom):
    @guarded
    def paintEvent(self, _event) -> None:
        records = content()
        record = records.events.get(self.card) or records.regalia.get(self.card)
        if record is None:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.scale(self.scale, self.scale)
        outer = QRectF(0, 0, ZOOM_SIZE.width(), ZOOM_SIZE.height()).adjusted(4, 4, -4, -4)
        base = QFont(self.font())
        base.setPointSizeF(11)
        frame = paint_face(painter, outer, record, base, large=True)
        painter.setPen(QPen(QColor("#8c7f6a"), 1.5))
        painter.drawPath(frame)
        painter.end()
