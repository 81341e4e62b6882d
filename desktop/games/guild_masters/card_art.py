"""Guild Masters' event cards and regalia drawn by the app: the gold cost in a
coin (a "P" when power may pay it, red marks for extra costs), the play
condition, the name, the tags as coloured discs, the effect text, the card's
picture (a Game Icons silhouette tinted by its first tag) and the printed fame
in a star. No scans: everything comes from the content records."""
from __future__ import annotations

from math import cos, pi, sin

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QPolygonF

from desktop.games.guild_masters.strings import TAGS, card_name, card_text, counter_text, tr
from desktop.games.heart_of_crown.card_art import draw_words
from desktop.widgets.card_icons import paint_card_icon

GAME_ID = "guild_masters"

PAPER = QColor("#fbf6ea")
EVENT_BAND = QColor("#7a5230")
REGALIA_BAND = QColor("#6a3d9a")
BACK = QColor("#3b4a5a")
INK = QColor("#2b2622")
COIN = QColor("#e0b030")
STAR = QColor("#e0b030")
EXTRA = QColor("#c0392b")
TAG_COLOURS = {"life": QColor("#4f9a3f"), "trade": QColor("#d08a20"), "junk": QColor("#7a7a7a"),
               "person": QColor("#c0507a")}
EXTRA_MARKS = {"gold_production": "-G", "potions": "-P", "tiles": "-T"}


def card_colour(record) -> QColor:
    return EVENT_BAND if hasattr(record, "tags") else REGALIA_BAND


def paint_back(painter: QPainter, rect: QRectF) -> QPainterPath:
    """A face-down card: a played event turned over, or a hidden one."""
    frame = QPainterPath()
    frame.addRoundedRect(rect, 5, 5)
    painter.fillPath(frame, BACK)
    painter.setPen(QPen(QColor("#c8d4e0"), 1.2))
    painter.drawEllipse(rect.center(), rect.width() * 0.18, rect.width() * 0.18)
    return frame


def star_path(centre: QPointF, outer: float) -> QPolygonF:
    points = []
    for i in range(10):
        radius = outer if i % 2 == 0 else outer * 0.45
        angle = -pi / 2 + i * pi / 5
        points.append(QPointF(centre.x() + radius * cos(angle), centre.y() + radius * sin(angle)))
    return QPolygonF(points)


TEXT_FLAGS = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap
PICTURE_FLOOR = 0.16      # of the card's height: a smaller picture goes faint behind the text instead
FAINT = 55                # the alpha of a picture behind text: the text stays readable


def fitted_font(box: QRectF, text: str, font: QFont, smallest: float) -> tuple[QFont, float]:
    """``font`` shrunk until ``text`` wrapped in ``box`` fits (Qt wraps Japanese and Chinese
    anywhere), and the height the text then takes."""
    height = QFontMetricsF(font).boundingRect(box, TEXT_FLAGS, text).height()
    while font.pointSizeF() > smallest and height > box.height():
        font.setPointSizeF(font.pointSizeF() - 0.5)
        height = QFontMetricsF(font).boundingRect(box, TEXT_FLAGS, text).height()
    return font, min(height, box.height())


def picture_colour(record) -> QColor:
    tags = getattr(record, "tags", [])
    return QColor(TAG_COLOURS[tags[0]] if tags else card_colour(record))


def paint_picture(painter: QPainter, rect: QRectF, record, spaces: list[QRectF], text_box: QRectF) -> None:
    """The card's picture in the largest of the free ``spaces`` around its text and fame
    star; when none is big enough (a long text at table size), faint behind the text."""
    colour = picture_colour(record)
    space = max(spaces, key=lambda box: min(box.width(), box.height()))
    if min(space.width(), space.height()) >= rect.height() * PICTURE_FLOOR:
        paint_card_icon(painter, space.adjusted(2, 2, -2, -2), GAME_ID, record.id, colour)
    else:
        colour.setAlpha(FAINT)
        paint_card_icon(painter, text_box, GAME_ID, record.id, colour)


def condition_text(record) -> str:
    """The play condition in short marks (each alternative's counters ≥ n)."""
    return " / ".join(", ".join(counter_text(c) for c in requirement) for requirement in record.condition)


def paint_face(painter: QPainter, rect: QRectF, record, font: QFont, large: bool = False) -> QPainterPath:
    """One card's face in ``rect``; returns its outline (for the border)."""
    frame = QPainterPath()
    frame.addRoundedRect(rect, 5, 5)
    painter.fillPath(frame, PAPER)
    band = rect.height() * 0.2
    painter.save()
    painter.setClipPath(frame)
    painter.fillRect(QRectF(rect.left(), rect.top(), rect.width(), band), card_colour(record))
    painter.restore()
    small = QFont(font)
    small.setPointSizeF(max(6.0, font.pointSizeF() * (0.95 if large else 0.72)))
    bold = QFont(small)
    bold.setBold(True)
    # the cost coin, top left
    coin = QRectF(rect.left() + 2, rect.top() + 2, band - 4, band - 4)
    painter.setPen(QPen(QColor("#7a5a10"), 1))
    painter.setBrush(COIN)
    painter.drawEllipse(coin)
    painter.setFont(bold)
    painter.setPen(INK)
    painter.drawText(coin, Qt.AlignmentFlag.AlignCenter, str(record.cost.gold))
    x = coin.right() + 2
    marks = (["P"] if record.cost.power_pays else []) + [f"{EXTRA_MARKS[e.kind]}{e.n}" for e in record.cost.extra]
    for mark in marks:
        width = painter.fontMetrics().horizontalAdvance(mark) + 4
        box = QRectF(x, coin.top() + 1, width, coin.height() - 2)
        painter.setBrush(EXTRA if mark != "P" else QColor("#3d6bb3"))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawRoundedRect(box, 3, 3)
        painter.setPen(QColor("white"))
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, mark)
        x = box.right() + 2
    # the tags, top right
    tags = getattr(record, "tags", [])
    diameter = band * 0.55
    for i, tag in enumerate(reversed(tags)):
        disc = QRectF(rect.right() - 3 - diameter * (i + 1) - i, rect.top() + (band - diameter) / 2, diameter, diameter)
        painter.setBrush(TAG_COLOURS[tag])
        painter.setPen(QPen(QColor("white"), 1))
        painter.drawEllipse(disc)
        painter.setPen(QColor("white"))
        painter.drawText(disc, Qt.AlignmentFlag.AlignCenter, tr(TAGS[tag])[:1])
    # the name
    painter.setPen(INK)
    name_box = QRectF(rect.left() + 3, rect.top() + band + 1, rect.width() - 6, rect.height() * 0.26)
    name_font = QFont(font)
    name_font.setBold(True)
    name_font.setPointSizeF(font.pointSizeF() * (1.1 if large else 0.8))
    draw_words(painter, name_box, card_name(record.id), name_font, smallest=5.5)
    # the condition, then the effect text
    top = name_box.bottom()
    condition = condition_text(record)
    if condition:
        painter.setFont(small)
        painter.setPen(EXTRA)
        line = QRectF(rect.left() + 3, top, rect.width() - 6, painter.fontMetrics().height())
        painter.drawText(line, Qt.AlignmentFlag.AlignCenter,
                         painter.fontMetrics().elidedText(condition, Qt.TextElideMode.ElideRight, int(line.width())))
        top = line.bottom()
    text = card_text(record.id)
    fame_size = rect.height() * 0.13
    box = QRectF(rect.left() + 3, top + 1, rect.width() - 6, rect.bottom() - top - fame_size * 2 - 2)
    text_font, used = fitted_font(box, text, QFont(small), 6.5 if large else 5.0) if text else (small, 0.0)
    # free of text and star: the full width above the star's row, or beside the star
    under = box.top() + used + 1
    star_top = rect.bottom() - fame_size * 2 - 2
    spaces = [QRectF(rect.left() + 3, under, rect.width() - 6, star_top - under),
              QRectF(rect.left() + 3, under, rect.width() - fame_size * 2 - 9, rect.bottom() - 3 - under)]
    paint_picture(painter, rect, record, spaces, box)
    if text:
        painter.setPen(INK)
        painter.setFont(text_font)
        painter.drawText(box, TEXT_FLAGS, text)
    # the printed fame, bottom right
    if record.fame:
        centre = QPointF(rect.right() - fame_size - 2, rect.bottom() - fame_size - 2)
        painter.setBrush(STAR if record.fame > 0 else EXTRA)
        painter.setPen(QPen(QColor("#7a5a10"), 1))
        painter.drawPolygon(star_path(centre, fame_size))
        painter.setFont(bold)
        painter.setPen(INK)
        painter.drawText(QRectF(centre.x() - fame_size, centre.y() - fame_size, 2 * fame_size, 2 * fame_size),
                         Qt.AlignmentFlag.AlignCenter, str(record.fame))
    return frame
