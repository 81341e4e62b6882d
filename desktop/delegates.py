"""Cards drawn by the app: a frame with a type colour band, cost, name,
coins, links and points. No scans; everything comes from the card table."""
from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QStyle, QStyledItemDelegate

from desktop.models.roles import CAPTION_ROLE, CARD_ROLE, COUNT_ROLE, LEGAL_ROLE
from engine.games.heart_of_crown.cards import CARDS

TYPE_COLOURS = {
    "territory": QColor("#4f8f3f"),
    "action": QColor("#3d6bb3"),
    "attack": QColor("#b8433c"),
    "succession": QColor("#8459b0"),
    "calamity": QColor("#3b3b3b"),
    "princess": QColor("#d0668f"),
}
# A card with several types shows a band split between them, in this order.
TYPE_ORDER = ("princess", "territory", "action", "attack", "succession", "calamity")
PAPER = QColor("#fbf6ea")
INK = QColor("#2b2622")
GOLD = QColor("#e0b030")
LEGAL = QColor("#f0a020")

CARD_SIZE = QSize(92, 124)
SMALL_CARD_SIZE = QSize(80, 100)


def type_colours(card: str) -> list:
    spec = CARDS.get(card)
    if spec is None:
        return [QColor("#888888")]
    return [TYPE_COLOURS[t] for t in TYPE_ORDER if t in spec.types] or [QColor("#888888")]


class CardDelegate(QStyledItemDelegate):
    """Paints the item's card; ``size`` fixes every item's size in its view."""

    def __init__(self, size: QSize = CARD_SIZE, parent=None):
        super().__init__(parent)
        self._size = size

    def sizeHint(self, option, index) -> QSize:
        return self._size

    def paint(self, painter: QPainter, option, index) -> None:
        card = index.data(CARD_ROLE)
        if not card:
            super().paint(painter, option, index)
            return
        spec = CARDS[card]
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(option.rect).adjusted(3, 3, -3, -3)
        frame = QPainterPath()
        frame.addRoundedRect(rect, 7, 7)
        painter.fillPath(frame, PAPER)

        band = QRectF(rect.left(), rect.top(), rect.width(), 14)
        colours = type_colours(card)
        painter.save()
        painter.setClipPath(frame)
        part = band.width() / len(colours)
        for i, colour in enumerate(colours):
            painter.fillRect(QRectF(band.left() + i * part, band.top(), part + 1, band.height()), colour)
        painter.restore()

        font = QFont(option.font)
        small = QFont(font)
        small.setPointSizeF(max(6.5, font.pointSizeF() * 0.8))
        bold = QFont(font)
        bold.setBold(True)
        bold.setPointSizeF(max(7.0, font.pointSizeF() * 0.9))

        # Cost in a gold coin over the band's left end.
        if spec.kind != "princess" and card != "curse":
            coin = QRectF(rect.left() + 2, rect.top() + 1, 22, 22)
            painter.setBrush(GOLD)
            painter.setPen(QPen(INK, 1))
            painter.drawEllipse(coin)
            painter.setFont(bold)
            painter.drawText(coin, Qt.AlignmentFlag.AlignCenter, str(spec.cost))

        count = index.data(COUNT_ROLE)
        if count is not None:
            badge = QRectF(rect.right() - 28, rect.top() + 1, 27, 17)
            painter.setBrush(QColor(20, 20, 20, 200))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.drawRoundedRect(badge, 6, 6)
            painter.setPen(QColor("white"))
            painter.setFont(small)
            painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, f"×{count}")

        name_box = QRectF(rect.left() + 4, rect.top() + 24, rect.width() - 8, rect.height() - 50)
        caption = index.data(CAPTION_ROLE)
        if caption:
            name_box.setHeight(name_box.height() - 16)
        painter.setPen(INK)
        self._draw_fitted(painter, name_box, str(index.data(Qt.ItemDataRole.DisplayRole)), bold)
        if caption:
            painter.setFont(small)
            painter.setPen(QColor("#6b4a1e"))
            cap_box = QRectF(rect.left() + 3, name_box.bottom(), rect.width() - 6, 16)
            painter.drawText(cap_box, Qt.AlignmentFlag.AlignCenter,
                             painter.fontMetrics().elidedText(caption, Qt.TextElideMode.ElideRight,
                                                              int(cap_box.width())))
        self._paint_numbers(painter, rect, spec, small)

        selected = bool(option.state & QStyle.StateFlag.State_Selected)
        if index.data(LEGAL_ROLE):
            painter.setPen(QPen(LEGAL, 3))
        elif selected:
            painter.setPen(QPen(option.palette.highlight().color(), 2))
        else:
            painter.setPen(QPen(QColor("#8c7f6a"), 1))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(frame)
        painter.restore()

    @staticmethod
    def _draw_fitted(painter, box: QRectF, text: str, font: QFont) -> None:
        """Wrapped text, shrunk until it fits (princess names are long). First
        try breaking only at spaces ("南海の市姫 クラムクラム" splits between
        title and name); if a word is still too wide, let Qt break where the
        script allows (between most CJK characters), and as a last resort
        anywhere."""
        flags = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap
        words = text.split() or [""]

        def fits(trial: QFont, whole_words: bool) -> bool:
            metrics = QFontMetricsF(trial)
            needed = metrics.boundingRect(box, flags, text)
            wide = max(metrics.horizontalAdvance(w) for w in words) if whole_words else needed.width()
            return needed.height() <= box.height() and wide <= box.width()

        for whole_words, smallest in ((True, 7.0), (False, 6.0)):
            trial = QFont(font)
            while not fits(trial, whole_words) and trial.pointSizeF() > smallest:
                trial.setPointSizeF(trial.pointSizeF() - 0.5)
            if fits(trial, whole_words):
                break
        else:
            flags = (flags & ~Qt.TextFlag.TextWordWrap) | Qt.TextFlag.TextWrapAnywhere
        painter.setFont(trial)
        painter.drawText(box, flags, text)

    @staticmethod
    def _draw_link(painter, x: float, y: float, links: int) -> None:
        """Links as a small chain symbol and a number (no font has a reliable chain glyph)."""
        painter.save()
        painter.setPen(QPen(QColor("#2f5597"), 1.4))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(QRectF(x, y + 4, 8, 5), 2.5, 2.5)
        painter.drawRoundedRect(QRectF(x + 5, y + 7, 8, 5), 2.5, 2.5)
        painter.drawText(QRectF(x + 14, y, 12, 16), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         str(links))
        painter.restore()

    def _paint_numbers(self, painter, rect: QRectF, spec, font) -> None:
        """Bottom line: coins (left), links (middle), succession points (right)."""
        painter.setFont(font)
        bottom = QRectF(rect.left() + 4, rect.bottom() - 20, rect.width() - 8, 17)
        if spec.coins:
            painter.setPen(QColor("#8a6400"))
            painter.drawText(bottom, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, f"+{spec.coins}¢")
        if spec.links is not None:
            self._draw_link(painter, bottom.center().x() - 12, bottom.top(), spec.links)
        if spec.points:
            painter.setPen(QColor("#6a3d99") if spec.points > 0 else QColor("#a03030"))
            painter.drawText(bottom, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, f"{spec.points:+d}★")
