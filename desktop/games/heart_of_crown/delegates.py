"""Cards drawn by the app: a frame with a type colour band, cost, name,
coins, links and points. No scans; everything comes from the card table."""
from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QStyle, QStyledItemDelegate

from desktop.games.heart_of_crown.card_art import (COIN_BROWN, INK, POINT_PURPLE, POINT_RED, draw_name, icon_colour,
                                                paint_coin, paint_link, paint_paper)
from desktop.shell.guard import guarded
from desktop.widgets.card_icons import paint_card_icon
from desktop.widgets.card_view import CardListView
from desktop.widgets.roles import CAPTION_ROLE, CARD_ROLE, COUNT_ROLE, HINT_ROLE, LEGAL_ROLE
from engine.games.heart_of_crown.cards import CARDS

GAME_ID = "heart_of_crown"
LEGAL = QColor("#f0a020")
HINTED = QColor("#1f9e8f")

CARD_SIZE = QSize(92, 124)
SMALL_CARD_SIZE = QSize(80, 100)
# Domains of 3 or 4 players: six cards side by side in half the table's width.
COMPACT_CARD_SIZE = QSize(68, 100)


class CardDelegate(QStyledItemDelegate):
    """Paints the item's card; ``size`` fixes every item's size in its view.
    ``scale`` enlarges the whole drawing on a large window: the card is laid
    out at its base size and painted through a scaled painter."""

    def __init__(self, size: QSize = CARD_SIZE, parent=None):
        super().__init__(parent)
        self.size = size
        self.scale = 1.0

    @guarded(default=QSize())
    def sizeHint(self, option, index) -> QSize:
        return self.size * self.scale

    @guarded
    def paint(self, painter: QPainter, option, index) -> None:
        card = index.data(CARD_ROLE)
        if not card:
            super().paint(painter, option, index)
            return
        spec = CARDS[card]
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.translate(QRectF(option.rect).topLeft())
        painter.scale(self.scale, self.scale)
        rect = QRectF(0, 0, self.size.width(), self.size.height()).adjusted(3, 3, -3, -3)
        frame = paint_paper(painter, rect, card, 14, 7)

        font = QFont(option.font)
        small = QFont(font)
        small.setPointSizeF(max(6.5, font.pointSizeF() * 0.8))
        bold = QFont(font)
        bold.setBold(True)
        bold.setPointSizeF(max(7.0, font.pointSizeF() * 0.9))

        has_coin = spec.kind != "princess" and card != "curse"
        if has_coin:
            paint_coin(painter, QRectF(rect.left() + 2, rect.top() + 1, 22, 22), str(spec.cost), bold)

        count = index.data(COUNT_ROLE)
        if count is not None:
            badge = QRectF(rect.right() - 28, rect.top() + 1, 27, 17)
            painter.setBrush(QColor(20, 20, 20, 200))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.drawRoundedRect(badge, 6, 6)
            painter.setPen(QColor("white"))
            painter.setFont(small)
            painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, f"×{count}")

        # Without a coin (princesses' long names) the name may start right under the band.
        name_top = 24 if has_coin else 17
        caption = index.data(CAPTION_ROLE)
        bottom = rect.bottom() - 22 - (16 if caption else 0)
        painter.setPen(INK)
        used = draw_name(painter, QRectF(rect.left() + 3, rect.top() + name_top, rect.width() - 6,
                                         bottom - rect.top() - name_top), str(index.data(Qt.ItemDataRole.DisplayRole)),
                         bold, 3 if spec.kind == "princess" else 2)
        art = QRectF(rect.left() + 6, rect.top() + name_top + used + 1, rect.width() - 12,
                     bottom - rect.top() - name_top - used - 2)
        paint_card_icon(painter, art, GAME_ID, card, icon_colour(card))
        if caption:
            painter.setFont(small)
            painter.setPen(QColor("#6b4a1e"))
            cap_box = QRectF(rect.left() + 3, bottom, rect.width() - 6, 16)
            painter.drawText(cap_box, Qt.AlignmentFlag.AlignCenter,
                             painter.fontMetrics().elidedText(caption, Qt.TextElideMode.ElideRight,
                                                              int(cap_box.width())))
        self._paint_numbers(painter, rect, spec, small)
        self._paint_border(painter, option, index, frame)
        painter.restore()

    @staticmethod
    def _paint_border(painter, option, index, frame) -> None:
        """The hint's choice, else a usable card, else the selection, else a thin edge."""
        if index.data(HINT_ROLE):
            painter.setPen(QPen(HINTED, 4))
        elif index.data(LEGAL_ROLE):
            painter.setPen(QPen(LEGAL, 3))
        elif option.state & QStyle.StateFlag.State_Selected:
            painter.setPen(QPen(option.palette.highlight().color(), 2))
        else:
            painter.setPen(QPen(QColor("#8c7f6a"), 1))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(frame)

    @staticmethod
    def _paint_numbers(painter, rect: QRectF, spec, font) -> None:
        """Bottom line: coins (left), links (middle), succession points (right)."""
        painter.setFont(font)
        bottom = QRectF(rect.left() + 4, rect.bottom() - 20, rect.width() - 8, 17)
        metrics = painter.fontMetrics()
        coins = f"+{spec.coins}¢" if spec.coins else ""
        points = f"{spec.points:+d}★" if spec.points else ""
        link = 14 + metrics.horizontalAdvance(str(spec.links)) if spec.links is not None else 0
        needed = sum(metrics.horizontalAdvance(t) for t in (coins, points)) + link + 6
        painter.save()
        if needed > bottom.width():     # a narrow card: the line is squeezed, not overlapped
            squeeze = bottom.width() / needed
            painter.translate(bottom.left(), 0)
            painter.scale(squeeze, 1)
            painter.translate(-bottom.left(), 0)
            bottom.setWidth(needed)
        left, right = bottom.left(), bottom.right()
        if coins:
            painter.setPen(COIN_BROWN)
            painter.drawText(bottom, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, coins)
            left += metrics.horizontalAdvance(coins) + 3
        if points:
            painter.setPen(POINT_PURPLE if spec.points > 0 else POINT_RED)
            painter.drawText(bottom, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, points)
            right -= metrics.horizontalAdvance(points) + 3
        if link:
            # In the middle, unless coins or points take it: then midway between them.
            x = bottom.center().x() - 12
            if x < left or x + link > right:
                x = max(left, (left + right - link) / 2)
            paint_link(painter, x, bottom.top(), spec.links)
        painter.restore()


def card_row(size: QSize = CARD_SIZE, target: str | None = None) -> CardListView:
    """A row of this game's cards, ``size`` each (a drop ``target``, or none)."""
    return CardListView(CardDelegate(size), target)
