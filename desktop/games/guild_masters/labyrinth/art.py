"""The labyrinth's marks, drawn by the app in scene units around a cell's
centre: stars, the resources of a reward (gold, power, potion, a drawn card, a
treasure, production), the junk tag, the area's printed fame, an adventurer
chip and a base. No scans: what a mark shows comes from the content records."""
from __future__ import annotations

from math import cos, pi, sin

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen, QPolygonF

INK = QColor("#2b2622")
STAR = QColor("#f2c230")
STAR_RIM = QColor("#8a6400")
GOLD = QColor("#e8b923")
POWER = QColor("#c8423b")
POTION = QColor("#8a4fc2")
CARD = QColor("#3d6bb3")
TREASURE = QColor("#32a6b8")
JUNK = QColor("#7d7468")
PRODUCE = QColor("#3f8f4f")
FAME = QColor("#b3422e")


def font(pixels: float, bold: bool = True) -> QFont:
    result = QFont()
    result.setPixelSize(max(1, round(pixels)))
    result.setBold(bold)
    return result


def star_polygon(centre: QPointF, radius: float) -> QPolygonF:
    points = []
    for i in range(10):
        r = radius if i % 2 == 0 else radius * 0.45
        angle = -pi / 2 + i * pi / 5
        points.append(QPointF(centre.x() + r * cos(angle), centre.y() + r * sin(angle)))
    return QPolygonF(points)


def paint_stars(painter: QPainter, centre: QPointF, count: int, radius: float, empty_mark: bool = True) -> None:
    """``count`` stars in a row centred on ``centre``; ★0 shows one hollow star."""
    painter.save()
    painter.setPen(QPen(STAR_RIM, radius * 0.18))
    step = radius * 2.15
    shown = max(count, 1 if empty_mark else 0)
    x = centre.x() - step * (shown - 1) / 2
    painter.setBrush(STAR if count else Qt.BrushStyle.NoBrush)
    for _ in range(shown):
        painter.drawPolygon(star_polygon(QPointF(x, centre.y()), radius))
        x += step
    painter.restore()


def _number(painter: QPainter, box: QRectF, text: str, colour: QColor = INK,
            align=Qt.AlignmentFlag.AlignCenter, size: float = 0.72) -> None:
    painter.setPen(colour)
    painter.setFont(font(box.height() * size))     # by default digits' height, with room above and below
    painter.drawText(box, align, text)


def paint_coin(painter: QPainter, c: QPointF, r: float) -> None:
    painter.setPen(QPen(STAR_RIM, r * 0.2))
    painter.setBrush(GOLD)
    painter.drawEllipse(c, r, r)
    painter.setPen(QPen(QColor("#fff3b0"), r * 0.18))
    painter.drawEllipse(c, r * 0.55, r * 0.55)


def paint_power(painter: QPainter, c: QPointF, r: float) -> None:
    painter.setPen(QPen(QColor("#6e1d18"), r * 0.2))
    painter.setBrush(POWER)
    painter.drawEllipse(c, r, r)
    bolt = QPolygonF([QPointF(c.x() + r * x, c.y() + r * y) for x, y in
                      ((0.15, -0.75), (-0.45, 0.1), (-0.02, 0.1), (-0.2, 0.75), (0.45, -0.15), (0.02, -0.15))])
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("white"))
    painter.drawPolygon(bolt)


def paint_potion(painter: QPainter, c: QPointF, r: float) -> None:
    flask = QPainterPath()
    flask.addEllipse(QPointF(c.x(), c.y() + r * 0.25), r * 0.78, r * 0.72)
    neck = QPainterPath()
    neck.addRect(QRectF(c.x() - r * 0.26, c.y() - r, r * 0.52, r * 0.7))
    shape = flask.united(neck)
    painter.setPen(QPen(QColor("#3f1f5e"), r * 0.18))
    painter.setBrush(POTION)
    painter.drawPath(shape)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(255, 255, 255, 150))
    painter.drawEllipse(QPointF(c.x() - r * 0.25, c.y() + r * 0.1), r * 0.18, r * 0.18)


def paint_card(painter: QPainter, c: QPointF, r: float) -> None:
    painter.setPen(QPen(QColor("#1d3560"), r * 0.16))
    painter.setBrush(CARD)
    painter.drawRoundedRect(QRectF(c.x() - r * 0.62, c.y() - r * 0.9, r * 1.24, r * 1.8), r * 0.2, r * 0.2)
    painter.setPen(QPen(QColor("white"), r * 0.22))
    painter.drawLine(QPointF(c.x() - r * 0.35, c.y()), QPointF(c.x() + r * 0.35, c.y()))
    painter.drawLine(QPointF(c.x(), c.y() - r * 0.35), QPointF(c.x(), c.y() + r * 0.35))


def paint_treasure(painter: QPainter, c: QPointF, r: float) -> None:
    gem = QPolygonF([QPointF(c.x() + r * x, c.y() + r * y) for x, y in
                     ((-0.5, -0.7), (0.5, -0.7), (0.95, -0.2), (0, 0.9), (-0.95, -0.2))])
    painter.setPen(QPen(QColor("#11545e"), r * 0.16))
    painter.setBrush(TREASURE)
    painter.drawPolygon(gem)
    painter.setPen(QPen(QColor(255, 255, 255, 170), r * 0.12))
    painter.drawLine(QPointF(c.x() - r * 0.95, c.y() - r * 0.2), QPointF(c.x() + r * 0.95, c.y() - r * 0.2))


def paint_junk(painter: QPainter, c: QPointF, r: float) -> None:
    """The junk tag: a cog."""
    teeth = QPolygonF()
    for i in range(16):
        radius = r if (i // 2) % 2 == 0 else r * 0.72
        angle = i * pi / 8
        teeth.append(QPointF(c.x() + radius * cos(angle), c.y() + radius * sin(angle)))
    painter.setPen(QPen(QColor("#3c3630"), r * 0.12))
    painter.setBrush(JUNK)
    painter.drawPolygon(teeth)
    painter.setBrush(QColor("#d9d2c5"))
    painter.drawEllipse(c, r * 0.3, r * 0.3)


RESOURCE_PAINTERS = {"gold": paint_coin, "power": paint_power, "potion": paint_potion}


def paint_reward(painter: QPainter, effects, centre: QPointF, r: float) -> None:
    """A reward's effects in a row: each its mark, the number beside it when not 1;
    production has a green frame (it is gained every round)."""
    marks = [_mark(effect) for effect in effects]
    marks = [m for m in marks if m is not None]
    if not marks:
        return
    widths = [2.1 * r + (1.2 * r * len(text) if text else 0) for _, text, _ in marks]
    x = centre.x() - (sum(widths) + 0.4 * r * (len(marks) - 1)) / 2
    for (paint, text, produce), width in zip(marks, widths):
        icon = QPointF(x + r, centre.y())
        if produce:
            painter.setPen(QPen(PRODUCE, r * 0.22))
            painter.setBrush(QColor(63, 143, 79, 60))
            painter.drawRoundedRect(QRectF(icon.x() - r * 1.05, icon.y() - r * 1.05, r * 2.1, r * 2.1),
                                    r * 0.35, r * 0.35)
        paint(painter, icon, r * (0.78 if produce else 0.95))
        if text:
            _number(painter, QRectF(x + 2.0 * r, centre.y() - r, 1.2 * r * len(text) + r * 0.2, 2 * r),
                    text, INK, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, 0.85)
        x += width + 0.4 * r


def _mark(effect):
    """(painter, number text, is production) of one reward effect, or None."""
    op = effect.op
    if op in ("gain", "produce") and effect.resource in RESOURCE_PAINTERS:
        return RESOURCE_PAINTERS[effect.resource], (str(effect.n) if effect.n != 1 else ""), op == "produce"
    if op == "draw":
        return paint_card, (str(effect.n) if effect.n != 1 else ""), False
    if op == "treasure":
        return paint_treasure, "", False
    return None


def paint_fame(painter: QPainter, c: QPointF, r: float, fame: int, fill: QColor = FAME) -> None:
    """Fame in a round seal (a tile's, or the area's printed fame)."""
    painter.setPen(QPen(QColor("#f7e7c4"), r * 0.16))
    painter.setBrush(fill)
    painter.drawEllipse(c, r, r)
    _number(painter, QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r), str(fame), QColor("white"))


def paint_plaque(painter: QPainter, c: QPointF, r: float, fame: int) -> None:
    """The fame printed on an area of the board: a small dark plaque, unlike a tile's round seal."""
    painter.setPen(QPen(QColor("#c9b48a"), r * 0.14))
    painter.setBrush(QColor("#3b2f22"))
    painter.drawRoundedRect(QRectF(c.x() - r * 1.1, c.y() - r * 0.85, r * 2.2, r * 1.7), r * 0.4, r * 0.4)
    _number(painter, QRectF(c.x() - r, c.y() - r * 0.9, 2 * r, 1.8 * r), str(fame), QColor("#f3e6c8"))


def paint_tags(painter: QPainter, tags, centre: QPointF, r: float) -> None:
    x = centre.x() - (len(tags) - 1) * r * 1.1
    for tag in tags:
        if tag == "junk":
            paint_junk(painter, QPointF(x, centre.y()), r)
        x += r * 2.2


def paint_adventurer(painter: QPainter, c: QPointF, r: float, colour: QColor) -> None:
    """An adventurer chip: a round chip of the player's colour with a figure."""
    painter.setPen(QPen(QColor("white"), r * 0.14))
    painter.setBrush(colour)
    painter.drawEllipse(c, r, r)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("white"))
    painter.drawEllipse(QPointF(c.x(), c.y() - r * 0.32), r * 0.24, r * 0.24)
    body = QPainterPath()
    body.moveTo(c.x() - r * 0.5, c.y() + r * 0.58)
    body.quadTo(c.x(), c.y() - r * 0.35, c.x() + r * 0.5, c.y() + r * 0.58)
    body.closeSubpath()
    painter.drawPath(body)


def paint_base(painter: QPainter, c: QPointF, r: float, colour: QColor) -> None:
    """A base: the chip turned over, a house of the player's colour."""
    house = QPolygonF([QPointF(c.x() + r * x, c.y() + r * y) for x, y in
                       ((0, -1.0), (0.95, -0.15), (0.75, -0.15), (0.75, 0.85), (-0.75, 0.85),
                        (-0.75, -0.15), (-0.95, -0.15))])
    painter.setPen(QPen(QColor("white"), r * 0.14))
    painter.setBrush(colour)
    painter.drawPolygon(house)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("white"))
    painter.drawRect(QRectF(c.x() - r * 0.2, c.y() + r * 0.25, r * 0.4, r * 0.6))


def paint_word(painter: QPainter, box: QRectF, text: str, colour: QColor, pixels: float) -> None:
    """A short word, shrunk to fit ``box``'s width."""
    f = font(pixels)
    painter.setFont(f)
    width = painter.fontMetrics().horizontalAdvance(text)
    if width > box.width() and width > 0:
        f = font(pixels * box.width() / width)
        painter.setFont(f)
    painter.setPen(colour)
    painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
