"""Small images for a rules reference's legend (``{icon:name}``): a blank
canvas at twice the pixel density, a mark in text, a colour band and a card
border, so each game's legend draws its marks with its own card-art code."""
from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPen

ICON_SIZE = 22
CARD_PAPER = QColor("#fbf6ea")


def canvas(width: int = ICON_SIZE) -> tuple[QImage, QPainter]:
    """A transparent icon ``width`` × ``ICON_SIZE`` and its painter (end it when done)."""
    image = QImage(width * 2, ICON_SIZE * 2, QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(2)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    return image, painter


def text_icon(text: str, colour: QColor, width: int = 34) -> QImage:
    image, painter = canvas(width)
    font = QFont()
    font.setBold(True)
    font.setPixelSize(13)
    painter.setFont(font)
    painter.setPen(colour)
    painter.drawText(QRectF(0, 0, width, ICON_SIZE), Qt.AlignmentFlag.AlignCenter, text)
    painter.end()
    return image


def band(colour: QColor) -> QImage:
    """The colour of a kind of card."""
    image, painter = canvas(30)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    painter.drawRoundedRect(QRectF(1, 5, 28, 12), 3, 3)
    painter.end()
    return image


def border(colour: QColor, width: float) -> QImage:
    """A small card with the outline the table draws (usable, hinted)."""
    image, painter = canvas(18)
    painter.setPen(QPen(colour, width))
    painter.setBrush(CARD_PAPER)
    painter.drawRoundedRect(QRectF(2, 1, 14, 20), 3, 3)
    painter.end()
    return image
