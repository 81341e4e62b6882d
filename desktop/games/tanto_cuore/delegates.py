"""Paints one Tanto Cuore card of a row: its face (``card_art``), how many
there are, a caption, the Illnesses on her, and a border that says whether it
can be used now, is the hint's choice, or is where the card in hand may land."""
from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen

from desktop.games.tanto_cuore.card_art import paint_back, paint_face, paint_ill
from desktop.games.tanto_cuore.faces import face
from desktop.games.tanto_cuore.models import ACTIVE_ROLE, COST_ROLE, FACE_DOWN_ROLE, ILL_ROLE, TARGET_ROLE
from desktop.games.tanto_cuore.strings import card_name
from desktop.base.guard import guarded
from desktop.widgets.card_delegate import BaseCardDelegate, paint_badge, paint_caption, small_font
from desktop.widgets.card_delegate import HINTED, LEGAL  # noqa: F401  (the reference's legend shows these borders)
from desktop.widgets.card_view import CardListView
from desktop.widgets.roles import CAPTION_ROLE, CARD_ROLE, COUNT_ROLE

TARGET = QColor("#d23c6e")

HAND_CARD = QSize(84, 112)
TOWN_CARD = QSize(76, 100)
QUARTERS_CARD = QSize(72, 98)


class CardDelegate(BaseCardDelegate):
    """Paints one card (``desktop/widgets/card_delegate.py``)."""

    @guarded
    def paint(self, painter: QPainter, option, index) -> None:
        card = index.data(CARD_ROLE)
        if not card and not index.data(FACE_DOWN_ROLE):
            super().paint(painter, option, index)
            return
        rect = self.begin_card(painter, option)
        font = QFont(option.font)
        small = small_font(font)
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
            paint_caption(painter, QRectF(rect.left(), body.bottom() + 1, rect.width(), 12), caption, small,
                          QColor("#5d4632"))
        self.paint_border(painter, option, index, frame)
        painter.restore()

    @staticmethod
    def _paint_count(painter, rect: QRectF, count, font, centred: bool) -> None:
        if count is None:
            return
        # Between the cost and the VP, over the band: the name below stays whole.
        badge = (QRectF(rect.center().x() - 16, rect.bottom() - 24, 32, 18) if centred
                 else QRectF(rect.center().x() - 13, rect.top() + 1, 26, 16))
        paint_badge(painter, badge, str(count) if centred else f"×{count}", font)

    @staticmethod
    def border_pen(option, index) -> QPen:
        """Where the card in hand may land, else the shared borders."""
        if index.data(TARGET_ROLE):
            return QPen(TARGET, 4, Qt.PenStyle.DashLine)
        return BaseCardDelegate.border_pen(option, index)


def card_row(size: QSize = HAND_CARD, target: str | None = None) -> CardListView:
    """A row of this game's cards, ``size`` each (a drop ``target``, or none)."""
    return CardListView(CardDelegate(size), target)
