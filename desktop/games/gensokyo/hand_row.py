"""Your hand on Gensokyo's table (and a pile's cards in its window): a row
of card faces (``card_art``), each lit when an option of the decision uses it
(claim, relocate, a battle's main character or support, a spell, a discard),
draggable onto a lit land of the board. Enter or a double-click chooses the
card's first option."""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from PySide6.QtCore import QRectF, QSize
from PySide6.QtGui import QPainter, QPainterPath

from desktop.base.guard import guarded
from desktop.base.i18n import current_language
from desktop.games.gensokyo.card_art import CARD_RATIO, card_name, card_pixmap
from desktop.widgets.card_delegate import BaseCardDelegate, paint_badge, small_font
from desktop.widgets.card_list_model import BaseCardListModel
from desktop.widgets.card_view import CardListView
from desktop.widgets.drag_payload import read_payload
from desktop.widgets.roles import CARD_ROLE, COUNT_ROLE
from engine.games.gensokyo.cards import CARDS

HAND_CARD = QSize(90, round(90 * CARD_RATIO))
PAYLOAD_KEYS = frozenset({"source", "card", "slot"})


@dataclass(frozen=True)
class CardItem:
    card: str
    count: int | None = None
    source: str = ""            # "hand": the viewer's own card, which may be dragged
    slot: str | None = None
    caption: str = ""
    caption_fields: tuple = ()


def hand_card(mime) -> str | None:
    """The card of a drag of one of the hand's cards exactly as the row writes it, or None."""
    payload = read_payload(mime, PAYLOAD_KEYS)
    if payload is None or payload["source"] != "hand" or payload["slot"] is not None:
        return None
    card = payload["card"]
    return card if isinstance(card, str) and card in CARDS else None


def card_options(card: str, choices) -> list:
    """The decision's options that use ``card`` from the hand, in the engine's order."""
    return [action for action, info in choices
            if info.card == card and info.source is not None and info.source.zone == "hand"]


class HandModel(BaseCardListModel):
    context = "gensokyo"
    card_name = staticmethod(card_name)

    def legal_actions(self, row: int) -> list:
        item = self._items[row]
        return card_options(item.card, self._choices) if item.source == "hand" else []


@lru_cache(maxsize=256)
def _face(card: str, width: int, language: str):
    """A face drawn once per size and language: a row repaints often."""
    return card_pixmap(card, width)


class CardDelegate(BaseCardDelegate):
    @guarded
    def paint(self, painter: QPainter, option, index) -> None:
        card = index.data(CARD_ROLE)
        if not card:
            super().paint(painter, option, index)
            return
        rect = self.begin_card(painter, option)
        pixels = max(8, round(rect.width() * self.scale * painter.device().devicePixelRatioF()))
        painter.drawPixmap(rect, _face(card, pixels, current_language()), QRectF())
        count = index.data(COUNT_ROLE)
        if count:
            paint_badge(painter, QRectF(rect.right() - 26, rect.top() + 2, 24, 16), f"×{count}",
                        small_font(option.font))
        frame = QPainterPath()
        frame.addRoundedRect(rect, 6, 6)
        self.paint_border(painter, option, index, frame)
        painter.restore()


def card_row(size: QSize = HAND_CARD, target: str | None = None) -> CardListView:
    """A row of Gensokyo cards, ``size`` each."""
    return CardListView(CardDelegate(size), target)
