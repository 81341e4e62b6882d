"""A game's picture on the start page: the icon of the card its spec names
(``GameSpec.emblem``, from resources/card_icons), on a round tile of the
app's colours. No official art."""
from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QWidget

from desktop.base.guard import guarded
from desktop.widgets.card_icons import paint_card_icon

TILE = QColor("#5e2b45")        # the start page's title colour
ICON = QColor("#fff4dc")


class GameEmblem(QWidget):
    def __init__(self, game_id: str, card: str, side: int = 56, parent=None):
        super().__init__(parent)
        self.game_id, self.card = game_id, card
        self.setFixedSize(QSize(side, side))

    @guarded
    def paintEvent(self, _event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        box = QRectF(self.rect()).adjusted(1, 1, -1, -1)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(TILE)
        painter.drawRoundedRect(box, box.width() * 0.22, box.height() * 0.22)
        margin = box.width() * 0.18
        paint_card_icon(painter, box.adjusted(margin, margin, -margin, -margin), self.game_id, self.card, ICON)
        painter.end()
