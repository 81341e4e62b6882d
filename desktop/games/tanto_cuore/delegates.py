"""Paints one Tanto Cuore card of a row: its face (``card_art``), how many
there are, a caption, the Illnesses on her, and a border that says whether it
can be used now, is the hint's choice, or is where the card in hand may land."""
from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QStyle, QStyledItemDelegate

from desktop.games.tanto_cuore.card_art import paint_back, paint_face, paint_ill
from desktop.games.tanto_cuore.faces import face
from desktop.games.tanto_cuore.models import ACTIVE_ROLE, COST_ROLE, FACE_DOWN_ROLE, ILL_ROLE, TARGET_ROLE
from desktop.games.tanto_cuore.strings import card_name
from desktop.shell.guard import guarded
from desktop.widgets.card_view import CardListView
from desktop.widgets.roles import CAPTION_ROLE, CARD_ROLE, COUNT_ROLE, HINT_ROLE, LEGAL_ROLE

LEGAL = QColor("#f0a020")
HINTED = QColor("#1f9e8f")
TARGET = QColor("#d23c6e")

HAND_CARD = QSize(84, 112)
TOWN_CARD = QSize(76, 100)
QUARTERS_CARD = QSize(72, 98)


class CardDelegate(QStyledItemDelegate):
    """``size`` fixes every item's size in its view; ``scale`` enlarges the
    drawing on a large window (laid out at the base size, painted scaled)."""

    def __init__(self, size: QSize = HAND_CARD, parent=None):
        super().__init__(parent)
        self.size = size
        self.scale = 1.0

    @guarded(default=QSize())
    def sizeHint(self, option, index) -> QSize:
        return self.size * self.scale

    @guarded
    def paint(self, painter: QPainter, option, index) -> None:
        card = index.data(CARD_ROLE)
        if not card and not index.data(FACE_DOWN_ROLE):
            super().paint(painter, option, index)
            return
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.translate(QRectF(option.rect).topLeft())
        painter.scale(self.scale, self.scale)
        rect = QRectF(0, 0, self.size.width(), self.size.height()).adjusted(3, 3, -3, -3)
        font = QFont(option.font)
        small = QFont(font)
        small.setPointSizeF(max(6.5, font.pointSizeF() * 0.8))
        caption = index.data(CAPTION_ROLE)
        body = rect.adjusted(0, 0, 0, -13) if caption else rect
        if card:
            if not index.data(ACTIVE_ROLE):
                painter.setOpacity(0.6)      # a private maid under the top one: no ability
            shown = face(card)
            if index.data(COST_ROLE) is not None:     # the town's price under this game's rule options
                shown = replace(shown, cost=index.data(COST_ROLE))
            frame = paint_face(painter, body, shown, card, card_name(card), font)
            painter.setOpacity(1.0)
        else:
            frame = paint_back(painter, body, 6)
        self._paint_count(painter, body, index.data(COUNT_ROLE), small, card is None)
        ill = index.data(ILL_ROLE)
        if ill:
            label = card_name("illness") + (f" ×{ill}" if ill > 1 else "")
            paint_ill(painter, body, label, small)
        if caption:
            painter.setFont(small)
            painter.setPen(QColor("#5d4632"))
            box = QRectF(rect.left(), body.bottom() + 1, rect.width(), 12)
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter,
                             painter.fontMetrics().elidedText(caption, Qt.TextElideMode.ElideRight, int(box.width())))
        self._paint_border(painter, option, index, frame)
        painter.restore()

    @staticmethod
    def _paint_count(painter, rect: QRectF, count, font, centred: bool) -> None:
        if count is None:
            return
        text = str(count) if centred else f"×{count}"
        # Between the cost and the VP, over the band: the name below stays whole.
        badge = (QRectF(rect.center().x() - 16, rect.bottom() - 24, 32, 18) if centred
                 else QRectF(rect.center().x() - 13, rect.top() + 1, 26, 16))
        painter.setBrush(QColor(20, 20, 20, 200))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawRoundedRect(badge, 6, 6)
        painter.setPen(QColor("white"))
        painter.setFont(font)
        painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, text)

    @staticmethod
    def _paint_border(painter, option, index, frame) -> None:
        """Where the card in hand may land, else the hint, else usable, else selected, else a thin edge."""
        if index.data(TARGET_ROLE):
            pen = QPen(TARGET, 4, Qt.PenStyle.DashLine)
        elif index.data(HINT_ROLE):
            pen = QPen(HINTED, 4)
        elif index.data(LEGAL_ROLE):
            pen = QPen(LEGAL, 3)
        elif option.state & QStyle.StateFlag.State_Selected:
            pen = QPen(option.palette.highlight().color(), 2)
        else:
            pen = QPen(QColor("#8c7f6a"), 1)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(frame)


def card_row(size: QSize = HAND_CARD, target: str | None = None) -> CardListView:
    """A row of this game's cards, ``size`` each (a drop ``target``, or none)."""
    return CardListView(CardDelegate(size), target)
