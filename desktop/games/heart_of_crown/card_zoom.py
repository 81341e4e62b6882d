"""A large rendering of one card with its full rules text: name, type line,
cost, coins, links and succession points, and under it the card's FAQ
answers from the rules reference, if it has any. A child of the table floating
beside the hovered card, inside the window: it never takes focus and never
catches the mouse."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRect, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QWidget

from desktop.games.heart_of_crown.card_art import (COIN_BROWN, INK, POINT_PURPLE, POINT_RED, draw_words, icon_colour,
                                                paint_coin, paint_link, paint_paper)
from desktop.base.guard import guarded
from desktop.widgets.card_icons import paint_card_icon
from desktop.widgets.place_beside import place_beside
from desktop.games.heart_of_crown.reference import card_faq
from desktop.games.heart_of_crown.strings import card_name, card_text, type_name
from engine.games.heart_of_crown.cards import CARDS

GAME_ID = "heart_of_crown"
ZOOM_SIZE = QSize(300, 420)
FAQ_MAX_HEIGHT = 300       # the longest answers (Charm Witch's three) shrink to fit this
FAQ_FLAGS = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap
TYPE_LINE_ORDER = ("princess", "territory", "action", "attack", "succession", "calamity",
                   "military", "magic", "merchant", "maid", "plot")


def _term(text: str) -> str:
    """A glossary term: one translation in the game's context."""
    return QCoreApplication.translate("heart_of_crown", text)


def paint_fitting(painter, box: QRectF, text: str, font: QFont, floor: float) -> None:
    """``text`` wrapped in ``box``, its ``font`` shrunk by half points (down
    to ``floor``) until it fits; in the painter's pen."""
    font = QFont(font)
    while font.pointSizeF() > floor and QFontMetricsF(font).boundingRect(box, FAQ_FLAGS, text).height() > box.height():
        font.setPointSizeF(font.pointSizeF() - 0.5)
    painter.setFont(font)
    painter.drawText(box, FAQ_FLAGS, text)


def type_line(card: str) -> str:
    spec = CARDS[card]
    return " · ".join(type_name(t) for t in TYPE_LINE_ORDER if t in spec.all_types)


class CardZoom(QWidget):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setFixedSize(ZOOM_SIZE)
        self.card: str | None = None
        self.faq = ""
        self.scale = 1.0

    def set_scale(self, scale: float) -> None:
        self.scale = scale
        self._fit()

    def _faq_font(self, size: float = 9.0) -> QFont:
        font = QFont(self.font())
        font.setPointSizeF(size)
        return font

    def _faq_box(self) -> QRectF:
        """Where the FAQ text goes, below the card (empty without one)."""
        if not self.faq:
            return QRectF()
        width = ZOOM_SIZE.width() - 28
        needed = QFontMetricsF(self._faq_font()).boundingRect(QRectF(0, 0, width, 10000), FAQ_FLAGS,
                                                             self.faq).height()
        return QRectF(14, ZOOM_SIZE.height() + 22, width, min(needed, FAQ_MAX_HEIGHT) + 4)

    def _fit(self) -> None:
        box = self._faq_box()
        height = ZOOM_SIZE.height() + (box.height() + 30 if self.faq else 0)
        self.setFixedSize(QSize(ZOOM_SIZE.width(), round(height)) * self.scale)

    def show_card(self, card: str, anchor: QRect) -> None:
        """Show ``card`` beside ``anchor`` (global coordinates), inside the parent."""
        self.card = card
        self.faq = card_faq(card) if card in CARDS else ""
        self._fit()
        place_beside(self, anchor)
        self.update()
        self.show()
        self.raise_()

    def stats(self) -> list:
        """(label, value, colour) chips for the bottom row."""
        spec = CARDS[self.card]
        chips = []
        if spec.kind != "princess":
            chips.append((_term("Cost"), str(spec.cost), INK))
        if spec.coins:
            chips.append((_term("Coin"), f"+{spec.coins}", COIN_BROWN))
        if spec.links is not None:
            chips.append((_term("Link"), str(spec.links), None))
        if spec.points:
            chips.append((_term("Succession points"), f"{spec.points:+d}",
                          POINT_PURPLE if spec.points > 0 else POINT_RED))
        return chips

    @guarded
    def paintEvent(self, _event) -> None:
        if self.card not in CARDS:
            return
        spec = CARDS[self.card]
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.scale(self.scale, self.scale)
        rect = QRectF(0, 0, ZOOM_SIZE.width(), ZOOM_SIZE.height()).adjusted(4, 4, -4, -4)
        frame = paint_paper(painter, rect, self.card, 40, 14)
        base = QFont(self.font())
        bold = QFont(base)
        bold.setBold(True)
        bold.setPointSizeF(11)
        if spec.kind != "princess" and self.card != "curse":
            big = QFont(bold)
            big.setPointSizeF(15)
            paint_coin(painter, QRectF(rect.left() + 6, rect.top() + 4, 32, 32), str(spec.cost), big)
        painter.setPen(QColor("white"))
        painter.setFont(bold)
        painter.drawText(QRectF(rect.left() + 44, rect.top(), rect.width() - 52, 40),
                         Qt.AlignmentFlag.AlignCenter, type_line(self.card))

        title = QFont(bold)
        title.setPointSizeF(16)
        painter.setPen(INK)
        draw_words(painter, QRectF(rect.left() + 12, rect.top() + 50, rect.width() - 24, 60), card_name(self.card),
                   title, 9.0)
        painter.setPen(QPen(QColor("#c9b99a"), 1))
        painter.drawLine(int(rect.left() + 16), int(rect.top() + 118), int(rect.right() - 16), int(rect.top() + 118))
        text_box = QRectF(rect.left() + 14, rect.top() + 126, rect.width() - 28, rect.height() - 126 - 70)
        # The card's picture, faint behind its text: the text stays readable.
        art = QColor(icon_colour(self.card))
        art.setAlpha(45)
        paint_card_icon(painter, text_box, GAME_ID, self.card, art)
        self._paint_text(painter, text_box, base)
        self._paint_stats(painter, QRectF(rect.left() + 8, rect.bottom() - 64, rect.width() - 16, 56), base)
        painter.setPen(QPen(QColor("#8c7f6a"), 1.5))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(frame)
        if self.faq:
            self._paint_faq(painter, bold)
        painter.end()

    def _paint_faq(self, painter, bold: QFont) -> None:
        """The card's FAQ answers on a note under the card, shrunk until they fit."""
        box = self._faq_box()
        note = QRectF(4, ZOOM_SIZE.height() + 2, ZOOM_SIZE.width() - 8, box.bottom() - ZOOM_SIZE.height() + 6)
        painter.setPen(QPen(QColor("#8c7f6a"), 1.5))
        painter.setBrush(QColor("#f3ecdc"))
        painter.drawRoundedRect(note, 10, 10)
        painter.setPen(INK)
        painter.setFont(bold)
        painter.drawText(QRectF(box.left(), note.top() + 2, box.width(), 18), Qt.AlignmentFlag.AlignLeft, "FAQ")
        paint_fitting(painter, box, self.faq, self._faq_font(), 6.5)

    def _paint_text(self, painter, box: QRectF, base: QFont) -> None:
        """The rules text, shrunk until it fits (the longest texts are long)."""
        font = QFont(base)
        font.setPointSizeF(12)
        painter.setPen(INK)
        paint_fitting(painter, box, card_text(self.card), font, 7)

    def _paint_stats(self, painter, box: QRectF, base: QFont) -> None:
        chips = self.stats()
        if not chips:
            return
        value_font = QFont(base)
        value_font.setBold(True)
        value_font.setPointSizeF(15)
        width = box.width() / len(chips)
        for i, (label, value, colour) in enumerate(chips):
            cell = QRectF(box.left() + i * width + 3, box.top(), width - 6, box.height())
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor("#efe6d2"))
            painter.drawRoundedRect(cell, 8, 8)
            painter.setPen(QColor("#5d4632"))
            label_box, label_font = stat_label_fit(label, cell, base)
            painter.setFont(label_font)
            painter.drawText(label_box, STAT_LABEL_FLAGS, label)
            value_box = QRectF(cell.left(), label_box.bottom(), cell.width(), cell.bottom() - label_box.bottom())
            painter.setFont(value_font)
            if colour is None:   # links: the chain symbol the small cards use, larger
                paint_link(painter, value_box.center().x() - 18, value_box.top() + 2, int(value), 1.6)
            else:
                painter.setPen(colour)
                painter.drawText(value_box, Qt.AlignmentFlag.AlignCenter, value)


STAT_LABEL_FLAGS = Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap
STAT_LABEL_SIZES = (8.5, 8.0, 7.5, 7.0, 6.5)
STAT_LABEL_LINE = 18     # one line's room; a long label ("Succession points") takes two


def stat_label_fit(label: str, cell: QRectF, base: QFont) -> tuple:
    """(box, font) of a chip's label, whole, never cut short: on one line if
    a size down to 6.5 pt fits it, else on two lines; the value takes the rest."""
    font = QFont(base)
    width = cell.width() - 6
    one_line = QRectF(cell.left() + 3, cell.top() + 3, width, STAT_LABEL_LINE)
    two_lines = QRectF(cell.left() + 3, cell.top() + 2, width, 2 * STAT_LABEL_LINE - 6)
    for box, flags in ((one_line, Qt.AlignmentFlag.AlignCenter), (two_lines, STAT_LABEL_FLAGS)):
        for size in STAT_LABEL_SIZES:
            font.setPointSizeF(size)
            needed = QFontMetricsF(font).boundingRect(box, flags, label)
            if needed.width() <= box.width() and needed.height() <= box.height():
                return box, QFont(font)
    return two_lines, font
