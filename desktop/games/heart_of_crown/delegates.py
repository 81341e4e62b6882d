"""Cards drawn by the app: a frame with a type colour band, cost, name,
coins, links and points. No scans; everything comes from the card table."""
from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter

from desktop.games.heart_of_crown.card_art import (COIN_BROWN, INK, POINT_PURPLE, POINT_RED, draw_name, icon_colour,
                                                mark_width, name_font, name_layout, paint_coin,
                                                paint_link, paint_mark, paint_paper)
from desktop.games.heart_of_crown.princess_lines import princess_line, title_and_name
from desktop.base.guard import guarded
from desktop.widgets.card_delegate import BaseCardDelegate, paint_badge, paint_caption, small_font
from desktop.widgets.card_delegate import HINTED, LEGAL  # noqa: F401  (the reference's legend shows these borders)
from desktop.widgets.card_icons import paint_card_icon
from desktop.widgets.card_view import CardListView
from desktop.widgets.roles import CAPTION_ROLE, CARD_ROLE, COUNT_ROLE
from engine.games.heart_of_crown.cards import CARDS

GAME_ID = "heart_of_crown"

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


def paint_card_name(painter, box: QRectF, card: str, name: str, bold, small, lines: int) -> float:
    """The card's name from the top of ``box``; the height it took. A princess's
    title goes small over her own name in the name's size: every princess's
    name reads alike, however long her title."""
    parts = title_and_name(card, name)
    if parts is None:
        return draw_name(painter, box, name, bold, lines)
    title, own = parts
    painter.save()
    painter.setPen(PRINCESS_INK)
    used = draw_name(painter, box, title, small, lines - 1)
    painter.restore()
    return used + draw_name(painter, box.adjusted(0, used, 0, 0), own, bold, 2)


class CardDelegate(BaseCardDelegate):
    """Paints the item's card (``desktop/widgets/card_delegate.py``)."""

    @guarded
    def paint(self, painter: QPainter, option, index) -> None:
        card = index.data(CARD_ROLE)
        if not card:
            super().paint(painter, option, index)
            return
        spec = CARDS[card]
        rect = self.begin_card(painter, option)
        frame = paint_paper(painter, rect, card, 14, 7)

        small = small_font(option.font)
        bold = name_font(option.font)

        has_coin = spec.kind != "princess" and card != "curse"
        if has_coin:
            paint_coin(painter, QRectF(rect.left() + 2, rect.top() + 1, 22, 22), str(spec.cost), bold)

        count = index.data(COUNT_ROLE)
        if count is not None:
            paint_badge(painter, QRectF(rect.right() - 28, rect.top() + 1, 27, 17), f"×{count}", small)

        caption = index.data(CAPTION_ROLE)
        effect = princess_line(card) if shows_ability(rect, card) else ""
        box, lines = name_area(rect, card, bool(caption), bool(effect))
        painter.setPen(INK)
        used = paint_card_name(painter, box, card, str(index.data(Qt.ItemDataRole.DisplayRole)), bold, small, lines)
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
            paint_caption(painter, QRectF(rect.left() + 3, box.bottom(), rect.width() - 6, 16), caption, small,
                          QColor("#6b4a1e"))
        self._paint_numbers(painter, rect, spec, small)
        self.paint_border(painter, option, index, frame)
        painter.restore()

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
