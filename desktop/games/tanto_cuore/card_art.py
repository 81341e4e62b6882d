"""Tanto Cuore's cards drawn by the app, small (in a row) or large (the zoom):
a paper frame with the colour of the card's kind, the cost in a heart, the
VP in a star, the name, the card's picture (``card_icons``), the effect icons (draw, Love, serving, employ) and the
chamber cost. No scans: everything comes from the card data (``faces``)."""
from __future__ import annotations

from math import cos, pi, sin

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen, QPolygonF

from desktop.games.heart_of_crown.card_art import NAME_FLOOR_PX, draw_name, name_font
from desktop.games.tanto_cuore.faces import Face
from desktop.widgets.card_icons import paint_card_icon

GAME_ID = "tanto_cuore"
NAME_LINES = 3
EFFECT_PX = 16          # the effects' line on a card of the row: icons this tall, numbers 4/5 of it
EFFECT_MARGIN = 1       # and its margin either side, within the card

# The frame colours of the printed cards (cards.md §1): blue general maids,
# green chiefs, black private maids, purple events, pink Love.
KIND_COLOURS = {
    "general": QColor("#3d6bb3"),
    "chief": QColor("#4f8f3f"),
    "private": QColor("#2f2a33"),
    "event": QColor("#7a4fa0"),
    "love": QColor("#d0668f"),
}
PAPER = QColor("#fbf6ea")
BACK = QColor("#5b2f4a")          # a face-down card
INK = QColor("#2b2622")
HEART = QColor("#e0507a")
STAR = QColor("#e0b030")
MINUS = QColor("#a03030")
ICON = {"draw": QColor("#3d6bb3"), "love": HEART, "serving": QColor("#8a6400"), "employ": QColor("#4f8f3f")}
EFFECT_ORDER = ("draw", "love", "serving", "employ")
ILL = QColor(150, 40, 60, 200)


def paint_paper(painter: QPainter, rect: QRectF, kind: str, band: float, radius: float) -> QPainterPath:
    """The card's paper, its kind-coloured top band and frame; returns the outline."""
    frame = QPainterPath()
    frame.addRoundedRect(rect, radius, radius)
    painter.fillPath(frame, PAPER)
    painter.save()
    painter.setClipPath(frame)
    colour = KIND_COLOURS.get(kind, QColor("#888"))
    painter.fillRect(QRectF(rect.left(), rect.top(), rect.width(), band), colour)
    inset = max(2.0, band / 6)     # a thin frame inside the edge in the kind's colour
    painter.setPen(QPen(colour.lighter(150), max(1.0, inset / 2)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(rect.adjusted(inset, band, -inset, -inset), radius / 2, radius / 2)
    painter.restore()
    return frame


def paint_back(painter: QPainter, rect: QRectF, radius: float) -> QPainterPath:
    """A face-down card (the private-maid pile)."""
    frame = QPainterPath()
    frame.addRoundedRect(rect, radius, radius)
    painter.fillPath(frame, BACK)
    painter.setPen(QPen(QColor("#e7c6d6"), 1.5))
    painter.drawPath(_heart_path(QRectF(rect.center().x() - 14, rect.center().y() - 12, 28, 24)))
    return frame


def _heart_path(box: QRectF) -> QPainterPath:
    x, y, w, h = box.x(), box.y(), box.width(), box.height()
    path = QPainterPath(QPointF(x + w / 2, y + h))
    path.cubicTo(x - w * 0.1, y + h * 0.55, x + w * 0.05, y - h * 0.05, x + w / 2, y + h * 0.28)
    path.cubicTo(x + w * 0.95, y - h * 0.05, x + w * 1.1, y + h * 0.55, x + w / 2, y + h)
    return path


def paint_heart(painter: QPainter, box: QRectF, text: str, font: QFont, colour: QColor = HEART) -> None:
    """A heart with ``text`` in it: a cost, or a Love card's value."""
    painter.save()
    painter.setPen(QPen(INK, 0.8))
    painter.setBrush(colour)
    painter.drawPath(_heart_path(box))
    painter.setPen(QColor("white"))
    painter.setFont(font)
    painter.drawText(box.adjusted(0, -box.height() * 0.08, 0, 0), Qt.AlignmentFlag.AlignCenter, text)
    painter.restore()


def paint_star(painter: QPainter, box: QRectF, text: str, font: QFont, negative: bool = False) -> None:
    """The VP: a star with the number (``?`` when it depends on the game)."""
    centre, outer, inner = box.center(), box.width() / 2, box.width() / 4.4
    points = QPolygonF()
    for i in range(10):
        radius = outer if i % 2 == 0 else inner
        angle = pi * (i / 5 - 0.5)
        points.append(QPointF(centre.x() + radius * cos(angle), centre.y() + radius * sin(angle)))
    painter.save()
    painter.setPen(QPen(INK, 0.8))
    painter.setBrush(MINUS if negative else STAR)
    painter.drawPolygon(points)
    painter.setPen(QColor("white") if negative else INK)
    painter.setFont(font)
    painter.drawText(box.adjusted(0, box.height() * 0.06, 0, 0), Qt.AlignmentFlag.AlignCenter, text)
    painter.restore()


def paint_icon(painter: QPainter, box: QRectF, effect: str) -> None:
    """One effect's symbol: cards (draw), a heart (Love), a cup (serving), a
    bell (employ). Symbols, not letters: they read the same in every language."""
    colour = ICON[effect]
    painter.save()
    painter.setPen(QPen(colour, 1.2))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    x, y, w, h = box.x(), box.y(), box.width(), box.height()
    if effect == "draw":
        painter.drawRoundedRect(QRectF(x + w * 0.1, y + h * 0.1, w * 0.5, h * 0.7), 1.5, 1.5)
        painter.setBrush(PAPER)
        painter.drawRoundedRect(QRectF(x + w * 0.35, y + h * 0.25, w * 0.5, h * 0.7), 1.5, 1.5)
    elif effect == "love":
        painter.setBrush(colour)
        painter.drawPath(_heart_path(QRectF(x + w * 0.1, y + h * 0.15, w * 0.8, h * 0.72)))
    elif effect == "serving":
        painter.drawChord(QRectF(x + w * 0.08, y - h * 0.05, w * 0.7, h * 0.85), 180 * 16, 180 * 16)
        painter.drawArc(QRectF(x + w * 0.6, y + h * 0.3, w * 0.32, h * 0.32), 90 * 16, -180 * 16)
        painter.drawLine(QPointF(x + w * 0.05, y + h * 0.9), QPointF(x + w * 0.85, y + h * 0.9))
    else:   # employ: a service bell
        painter.setBrush(colour)
        painter.drawChord(QRectF(x + w * 0.12, y + h * 0.22, w * 0.76, h * 0.9), 0, 180 * 16)
        painter.drawLine(QPointF(x + w * 0.05, y + h * 0.72), QPointF(x + w * 0.95, y + h * 0.72))
        painter.drawEllipse(QRectF(x + w * 0.43, y + h * 0.08, w * 0.14, w * 0.14))
    painter.restore()


def paint_room(painter: QPainter, box: QRectF) -> None:
    """The chamber symbol: a little house (the Private Quarters)."""
    painter.save()
    painter.setPen(QPen(KIND_COLOURS["chief"], 1.2))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    x, y, w, h = box.x(), box.y(), box.width(), box.height()
    roof = QPolygonF([QPointF(x + w * 0.05, y + h * 0.5), QPointF(x + w * 0.5, y + h * 0.08),
                      QPointF(x + w * 0.95, y + h * 0.5)])
    painter.drawPolyline(roof)
    painter.drawRect(QRectF(x + w * 0.2, y + h * 0.45, w * 0.6, h * 0.47))
    painter.restore()


def effect_chips(face: Face) -> list:
    """(effect, text) for each effect the card gives, in the printed order."""
    return [(effect, f"+{face.effects[effect]}") for effect in EFFECT_ORDER if face.effects.get(effect)]


def effect_font(font: QFont, zoom: float = 1.0) -> QFont:
    """The effects' numbers: bold, and as tall as their icons, to read at a glance
    (they were 8-px glyphs at 1280×800)."""
    numbers = QFont(font)
    numbers.setBold(True)
    numbers.setPixelSize(round(EFFECT_PX * zoom * 0.8))
    return numbers


def effects_line(face: Face) -> list:
    """(effect, text) of the effects' line: the effects, then the chamber cost."""
    chips = effect_chips(face)
    if face.chamber is not None:
        chips.append(("room", f"−{face.chamber}"))
    return chips


def chip_widths(chips: list, metrics, size: float) -> list:
    """Each chip's width: its icon (``size`` tall, a little narrower) and its number."""
    return [size * 0.9 + metrics.horizontalAdvance(text) + 2 for _, text in chips]


def paint_effects(painter: QPainter, box: QRectF, face: Face, font: QFont) -> None:
    """The effect icons with their numbers, then the chamber cost, across ``box``;
    squeezed rather than overlapped on a narrow card."""
    chips = effects_line(face)
    if not chips:
        return
    painter.save()
    painter.setFont(font)
    size = box.height()
    widths = chip_widths(chips, painter.fontMetrics(), size)
    needed = sum(widths)
    x = box.left() + max(0.0, (box.width() - needed) / 2)
    if needed > box.width():
        painter.translate(box.left(), 0)
        painter.scale(box.width() / needed, 1)
        painter.translate(-box.left(), 0)
    for (effect, text), width in zip(chips, widths):
        icon = QRectF(x, box.top(), size * 0.9, size)
        if effect == "room":
            paint_room(painter, icon)
            painter.setPen(KIND_COLOURS["chief"])
        else:
            paint_icon(painter, icon, effect)
            painter.setPen(ICON[effect])
        painter.drawText(QRectF(x + size * 0.9, box.top(), width - size * 0.9, size),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text)
        x += width
    painter.restore()


def vp_text(face: Face) -> str | None:
    """The star's text: the VP, ``?`` when it depends on the game, None for none."""
    if face.vp_varies:
        return "?"
    return None if not face.vp else str(face.vp)


def name_area(rect: QRectF, face: Face, zoom: float = 1.0) -> QRectF:
    """Where a card of ``rect`` shows its name: under a Love card's heart, else
    under the cost and VP, down to the effect icons."""
    if face.kind == "love":
        return QRectF(rect.left() + 4 * zoom, rect.bottom() - 30 * zoom, rect.width() - 8 * zoom, 26 * zoom)
    top = rect.top() + 24 * zoom
    return QRectF(rect.left() + 3 * zoom, top, rect.width() - 6 * zoom, rect.bottom() - 21 * zoom - top)


def paint_face(painter: QPainter, rect: QRectF, face: Face, card: str, name: str, font: QFont,
               zoom: float = 1.0) -> QPainterPath:
    """A whole card face in ``rect`` (laid out for a small card; ``zoom`` scales
    the symbols for the large one). Returns the outline for a border."""
    band = 12 * zoom
    frame = paint_paper(painter, rect, face.kind, band, 6 * zoom)
    bold = name_font(font)
    bold.setPointSizeF(bold.pointSizeF() * zoom)
    badge = 20 * zoom
    big = QFont(bold)
    big.setPointSizeF(bold.pointSizeF() * 1.6)
    if face.cost is not None:
        paint_heart(painter, QRectF(rect.left() + 2 * zoom, rect.top() + 1 * zoom, badge, badge * 0.9),
                    str(face.cost), bold, QColor("#b03a62"))
    star = vp_text(face)
    if star is not None:
        paint_star(painter, QRectF(rect.right() - badge - 2 * zoom, rect.top() + 1 * zoom, badge, badge), star,
                   bold, negative=face.vp < 0)
    painter.setPen(INK)
    box = name_area(rect, face, zoom)
    floor = round(NAME_FLOOR_PX * zoom)
    if face.kind == "love":   # the picture behind the value's heart, the name under it
        paint_card_icon(painter, QRectF(rect.left(), rect.top() + band + 4 * zoom, rect.width(), 60 * zoom), GAME_ID,
                        card, QColor(208, 102, 143, 70))
        paint_heart(painter, QRectF(rect.center().x() - 22 * zoom, rect.top() + band + 20 * zoom, 44 * zoom,
                                    40 * zoom), str(face.love_value), big)
        draw_name(painter, box, name, bold, NAME_LINES, floor)
    else:
        used = draw_name(painter, box, name, bold, NAME_LINES, floor)
        paint_card_icon(painter, QRectF(rect.left() + 6 * zoom, box.top() + used + 1 * zoom, rect.width() - 12 * zoom,
                                        box.height() - used - 3 * zoom),
                        GAME_ID, card, KIND_COLOURS.get(face.kind, INK).darker(115))
    paint_effects(painter, QRectF(rect.left() + EFFECT_MARGIN * zoom, rect.bottom() - 21 * zoom,
                                  rect.width() - 2 * EFFECT_MARGIN * zoom,
                                  EFFECT_PX * zoom), face, effect_font(font, zoom))
    return frame


def paint_ill(painter: QPainter, rect: QRectF, label: str, font: QFont) -> None:
    """An Illness lying on a maid: a red ribbon across her card."""
    painter.save()
    ribbon = QRectF(rect.left(), rect.bottom() - 19, rect.width(), 16)     # over her effects, below her name
    painter.fillRect(ribbon, ILL)
    painter.setPen(QColor("white"))
    painter.setFont(font)
    painter.drawText(ribbon, Qt.AlignmentFlag.AlignCenter,
                     painter.fontMetrics().elidedText(label, Qt.TextElideMode.ElideRight, int(rect.width() - 4)))
    painter.restore()
