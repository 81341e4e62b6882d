"""Cards drawn by the app: a frame with a type colour band, cost, name,
coins, links and points. No scans; everything comes from the card table."""
from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QStyle, QStyledItemDelegate

from desktop.games.heart_of_crown.card_art import (COIN_BROWN, INK, POINT_PURPLE, POINT_RED, draw_name, icon_colour,
                                                mark_width, name_font, name_layout, paint_coin,
                                                paint_link, paint_mark, paint_paper)
from desktop.games.heart_of_crown.princess_lines import princess_line
from desktop.shell.guard import guarded
from desktop.widgets.card_icons import paint_card_icon
from desktop.widgets.card_view import CardListView
from desktop.widgets.roles import CAPTION_ROLE, CARD_ROLE, COUNT_ROLE, HINT_ROLE, LEGAL_ROLE
from engine.games.heart_of_crown.cards import CARDS

GAME_ID = "heart_of_crown"
LEGAL = QColor("#f0a020")
HINTED = QColor("#1f9e8f")

PRINCESS_INK = QColor("#8a2f5a")
EFFECT_LINES = 3
EFFECT_ROOM = 40            # three lines of 9 px text
ABILITY_MIN_HEIGHT = 130    # a card this tall has room for a princess's ability

CARD_SIZE = QSize(92, 124)
SMALL_CARD_SIZE = QSize(80, 100)
# Domains of 3 or 4 players: six cards side by side in half the table's width.
COMPACT_CARD_SIZE = QSize(68, 100)


def name_area(rect: QRectF, card: str, caption: bool = False, effect: bool = False) -> tuple:
    """(box, most lines) of the card's name in a card of ``rect``: under the
    coin, or right under the band for a princess (no coin, a long name),
    above her ability's words (``effect``). Three lines at most (a princess's
    long title four), the third only where two would not do (``name_layout``)."""
    princess = CARDS[card].kind == "princess"
    top = 17 if princess or card == "curse" else 24
    bottom = rect.bottom() - 22 - (16 if caption else 0) - (EFFECT_ROOM if effect else 0)
    return QRectF(rect.left() + 3, rect.top() + top, rect.width() - 6, bottom - rect.top() - top), \
        4 if princess else 3


def shows_ability(rect: QRectF, card: str) -> bool:
    """A princess's ability in words fits a tall card (the row of princesses
    to back), not one in a domain: there her name needs the room."""
    return CARDS[card].kind == "princess" and rect.height() >= ABILITY_MIN_HEIGHT


def effect_area(rect: QRectF) -> QRectF:
    """Where a princess's ability goes: the card's bottom, over its points line."""
    return QRectF(rect.left() + 3, rect.bottom() - 22 - EFFECT_ROOM, rect.width() - 6, EFFECT_ROOM)


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

        small = QFont(option.font)
        small.setPointSizeF(max(6.5, small.pointSizeF() * 0.8))
        bold = name_font(option.font)

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

        caption = index.data(CAPTION_ROLE)
        effect = princess_line(card) if shows_ability(rect, card) else ""
        box, lines = name_area(rect, card, bool(caption), bool(effect))
        painter.setPen(INK)
        used = draw_name(painter, box, str(index.data(Qt.ItemDataRole.DisplayRole)), bold, lines)
        art_bottom = box.bottom()
        if effect:      # a princess's ability in a few words, down to her points line
            area = effect_area(rect)
            layout = name_layout(effect, area.width(), area.height(), bold, EFFECT_LINES)
            top = area.bottom() - len(layout.lines) * layout.line_height
            painter.setPen(PRINCESS_INK)
            draw_name(painter, QRectF(area.left(), top, area.width(), area.bottom() - top), effect, bold, EFFECT_LINES)
            art_bottom = top
        art = QRectF(rect.left() + 6, box.top() + used + 1, rect.width() - 12, art_bottom - box.top() - used - 2)
        paint_card_icon(painter, art, GAME_ID, card, icon_colour(card))
        if caption:
            painter.setFont(small)
            painter.setPen(QColor("#6b4a1e"))
            cap_box = QRectF(rect.left() + 3, box.bottom(), rect.width() - 6, 16)
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
        coins = f"+{spec.coins}" if spec.coins else ""
        points = f"{spec.points:+d}" if spec.points else ""
        link = 14 + metrics.horizontalAdvance(str(spec.links)) if spec.links is not None else 0
        needed = sum(mark_width(metrics, bottom, t) for t in (coins, points) if t) + link + 6
        painter.save()
        if needed > bottom.width():     # a narrow card: the line is squeezed, not overlapped
            squeeze = bottom.width() / needed
            painter.translate(bottom.left(), 0)
            painter.scale(squeeze, 1)
            painter.translate(-bottom.left(), 0)
            bottom.setWidth(needed)
        left, right = bottom.left(), bottom.right()
        if coins:
            left += paint_mark(painter, left, bottom, "coins", coins, COIN_BROWN) + 3
        if points:
            width = mark_width(metrics, bottom, points)
            paint_mark(painter, right - width, bottom, "points", points, POINT_PURPLE if spec.points > 0 else POINT_RED)
            right -= width + 3
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
