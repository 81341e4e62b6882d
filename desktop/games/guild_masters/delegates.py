"""Paints one Guild Masters card of a row: its face (``card_art``) or its
back, the adventurers on it, a caption, and a border that says whether it can
be used now or is the hint's choice."""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPixmap, QPixmapCache

from desktop.games.guild_masters.card_art import paint_back, paint_face
from desktop.games.guild_masters.models import FACE_DOWN_ROLE, SOURCE_ROLE
from desktop.games.guild_masters.strings import content
from desktop.base.guard import guarded
from desktop.base.i18n import current_language
from desktop.widgets.card_delegate import BaseCardDelegate, paint_caption
from desktop.widgets.card_delegate import HINTED, LEGAL  # noqa: F401  (the reference's legend shows these borders)
from desktop.widgets.card_view import CardListView
from desktop.widgets.roles import CAPTION_ROLE, CARD_ROLE

HAND_CARD = QSize(92, 128)
PLAYED_CARD = QSize(72, 96)      # room for a name of 4 lines at 9 px and the icons (test_card_faces)


class CardDelegate(BaseCardDelegate):
    """Paints one card (``desktop/widgets/card_delegate.py``)."""

    @guarded
    def paint(self, painter: QPainter, option, index) -> None:
        records = content()
        card = index.data(CARD_ROLE)
        record = records.events.get(card) or records.regalia.get(card) if card else None
        rect = self.begin_card(painter, option)
        font = QFont(option.font)
        caption = index.data(CAPTION_ROLE)
        body = rect.adjusted(0, 0, 0, -13) if caption else rect
        self._paint_card(painter, body, None if index.data(FACE_DOWN_ROLE) else record, font,
                         painter.device().devicePixelRatioF(), index.data(SOURCE_ROLE) == "played")
        frame = QPainterPath()
        frame.addRoundedRect(body, 5, 5)
        if caption:
            small = QFont(font)
            small.setPixelSize(9)        # no card text below 9 px
            paint_caption(painter, QRectF(rect.left(), body.bottom() + 1, rect.width(), 12), caption,
                          small, QColor("#e8dcc0"))
        self.paint_border(painter, option, index, frame)
        painter.restore()

    def _paint_card(self, painter: QPainter, body: QRectF, record, font: QFont, ratio: float,
                    played: bool = False) -> None:
        """The card's face (or back) from a cache: a face is drawn once per size,
        scale and language, not on every repaint of its row."""
        key = f"gm-card:{record.id if record else '-'}:{body.width()}x{body.height()}:{self.scale}:{ratio}:" \
              f"{current_language()}:{font.pointSizeF()}:{played}"
        pixmap = QPixmapCache.find(key)
        if pixmap is None:
            pixmap = QPixmap(round(body.width() * self.scale * ratio) + 2, round(body.height() * self.scale * ratio) + 2)
            pixmap.setDevicePixelRatio(ratio)
            pixmap.fill(Qt.GlobalColor.transparent)
            cached = QPainter(pixmap)
            cached.setRenderHint(QPainter.RenderHint.Antialiasing)
            cached.scale(self.scale, self.scale)
            area = QRectF(0, 0, body.width(), body.height())
            if record is None:
                paint_back(cached, area)
            else:
                paint_face(cached, area, record, font, played=played)
            cached.end()
            QPixmapCache.insert(key, pixmap)
        painter.save()
        painter.scale(1 / self.scale, 1 / self.scale)      # the pixmap is drawn at its own size
        painter.drawPixmap(QPointF(body.left() * self.scale, body.top() * self.scale), pixmap)
        painter.restore()


def card_row(size: QSize = HAND_CARD, target: str | None = None) -> CardListView:
    """A row of this game's cards, ``size`` each. Its cards are not dragged:
    Enter or a double-click plays, swaps, keeps or claims one (``target`` is
    the chrome's interface; this table has no card drop places)."""
    row = CardListView(CardDelegate(size), target)
    row.setDragEnabled(False)
    return row
