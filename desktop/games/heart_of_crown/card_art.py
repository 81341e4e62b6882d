"""Drawing pieces shared by every card the app paints, small (in a list) or
large (the zoom): the paper frame with its type-colour band, the gold cost
coin, the link symbol, and names that wrap only between words."""
from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen

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
LINK_BLUE = QColor("#2f5597")
COIN_BROWN = QColor("#8a6400")
POINT_PURPLE = QColor("#6a3d99")
POINT_RED = QColor("#a03030")


def type_colours(card: str) -> list:
    spec = CARDS.get(card)
    if spec is None:
        return [QColor("#888888")]
    return [TYPE_COLOURS[t] for t in TYPE_ORDER if t in spec.types] or [QColor("#888888")]


def paint_paper(painter: QPainter, rect: QRectF, card: str, band_height: float, radius: float) -> QPainterPath:
    """Fill the card and its top band; returns the outline for the border."""
    frame = QPainterPath()
    frame.addRoundedRect(rect, radius, radius)
    painter.fillPath(frame, PAPER)
    colours = type_colours(card)
    painter.save()
    painter.setClipPath(frame)
    part = rect.width() / len(colours)
    for i, colour in enumerate(colours):
        painter.fillRect(QRectF(rect.left() + i * part, rect.top(), part + 1, band_height), colour)
    painter.restore()
    return frame


def paint_coin(painter: QPainter, rect: QRectF, text: str, font: QFont) -> None:
    painter.setBrush(GOLD)
    painter.setPen(QPen(INK, 1))
    painter.drawEllipse(rect)
    painter.setFont(font)
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)


def paint_link(painter: QPainter, x: float, y: float, links: int, scale: float = 1.0) -> None:
    """Links as a small chain and a number (no font has a reliable chain glyph)."""
    painter.save()
    painter.setPen(QPen(LINK_BLUE, 1.4 * scale))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(QRectF(x, y + 4 * scale, 8 * scale, 5 * scale), 2.5 * scale, 2.5 * scale)
    painter.drawRoundedRect(QRectF(x + 5 * scale, y + 7 * scale, 8 * scale, 5 * scale), 2.5 * scale, 2.5 * scale)
    painter.drawText(QRectF(x + 14 * scale, y, 14 * scale, 16 * scale),
                     Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, str(links))
    painter.restore()


def word_lines(words, width: float, metrics: QFontMetricsF) -> list:
    """Greedy lines that break only between words (spaces)."""
    lines = [words[0]]
    for word in words[1:]:
        trial = lines[-1] + " " + word
        if metrics.horizontalAdvance(trial) <= width:
            lines[-1] = trial
        else:
            lines.append(word)
    return lines


def draw_words(painter: QPainter, box: QRectF, text: str, font: QFont, smallest: float = 6.0) -> None:
    """Centred text in ``box``, shrunk until it fits, broken only at spaces.

    Qt's own wrapping breaks Japanese and Chinese between any two characters,
    which splits a princess's name (レイン&シ / オン); here the title and the
    name stay whole. A word still too wide at the smallest size is squeezed
    horizontally rather than broken."""
    words = text.split() or [""]
    trial = QFont(font)
    while True:
        metrics = QFontMetricsF(trial)
        lines = word_lines(words, box.width(), metrics)
        widest = max(metrics.horizontalAdvance(line) for line in lines)
        high = len(lines) * metrics.lineSpacing()
        if (widest <= box.width() and high <= box.height()) or trial.pointSizeF() <= smallest:
            break
        trial.setPointSizeF(trial.pointSizeF() - 0.5)
    painter.setFont(trial)
    y = box.top()
    for line in lines:
        advance = metrics.horizontalAdvance(line)
        squeeze = min(1.0, box.width() / advance) if advance else 1.0
        painter.save()
        painter.translate(box.center().x(), y)
        painter.scale(squeeze, 1.0)
        painter.drawText(QRectF(-advance / 2, 0, advance + 1, metrics.lineSpacing()),
                         Qt.AlignmentFlag.AlignCenter, line)
        painter.restore()
        y += metrics.lineSpacing()
