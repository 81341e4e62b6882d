"""What every game's card delegate shares: a fixed base size scaled for a
large window (the card is laid out at its base size and painted through a
scaled painter), the small font of counts and captions, the count badge,
the caption line,
and the border that says whether a card is the hint's choice, usable now,
selected, or none of these."""
from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QStyle, QStyledItemDelegate

from desktop.base.guard import guarded
from desktop.widgets.roles import HINT_ROLE, LEGAL_ROLE

LEGAL = QColor("#f0a020")
HINTED = QColor("#1f9e8f")
EDGE = QColor("#8c7f6a")


def small_font(font: QFont) -> QFont:
    """The font of counts and captions: a little smaller, never unreadable."""
    small = QFont(font)
    small.setPointSizeF(max(6.5, font.pointSizeF() * 0.8))
    return small


def paint_caption(painter: QPainter, box: QRectF, caption: str, font: QFont, colour: QColor) -> None:
    """One line under the card's body, cut short with "…" if it is too long."""
    painter.setFont(font)
    painter.setPen(colour)
    painter.drawText(box, Qt.AlignmentFlag.AlignCenter,
                     painter.fontMetrics().elidedText(caption, Qt.TextElideMode.ElideRight, int(box.width())))


def paint_badge(painter: QPainter, box: QRectF, text: str, font: QFont) -> None:
    """A count in white on a dark rounded badge, over the card."""
    painter.setBrush(QColor(20, 20, 20, 200))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.drawRoundedRect(box, 6, 6)
    painter.setPen(QColor("white"))
    painter.setFont(font)
    painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)


class BaseCardDelegate(QStyledItemDelegate):
    """``size`` fixes every item's size in its view; ``scale`` enlarges the
    drawing on a large window."""

    def __init__(self, size: QSize, parent=None):
        super().__init__(parent)
        self.size = size
        self.scale = 1.0

    @guarded(default=QSize())
    def sizeHint(self, option, index) -> QSize:
        return self.size * self.scale

    def begin_card(self, painter: QPainter, option) -> QRectF:
        """Save the painter and set it to draw one card at its base size in the
        item's place; the card's rectangle (``painter.restore()`` ends it)."""
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.translate(QRectF(option.rect).topLeft())
        painter.scale(self.scale, self.scale)
        return QRectF(0, 0, self.size.width(), self.size.height()).adjusted(3, 3, -3, -3)

    @staticmethod
    def border_pen(option, index) -> QPen:
        """The hint's choice, else a usable card, else the selection, else a thin edge."""
        if index.data(HINT_ROLE):
            return QPen(HINTED, 4)
        if index.data(LEGAL_ROLE):
            return QPen(LEGAL, 3)
        if option.state & QStyle.StateFlag.State_Selected:
            return QPen(option.palette.highlight().color(), 2)
        return QPen(EDGE, 1)

    def paint_border(self, painter: QPainter, option, index, frame) -> None:
        painter.setPen(self.border_pen(option, index))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(frame)
