"""Drawing pieces shared by every card the app paints, small (in a list) or
large (the zoom): the paper frame with its type-colour band, the gold cost
coin, the coins and points marks, the link symbol, and names laid out in one or two lines at a readable size."""
from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations
from math import cos, pi, sin

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontInfo, QFontMetricsF, QPainter, QPainterPath, QPen, QPolygonF

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


def icon_colour(card: str) -> QColor:
    """The card's picture: in its (first) type's colour, a little darker."""
    return type_colours(card)[0].darker(125)


def paint_paper(painter: QPainter, rect: QRectF, card: str, band_height: float, radius: float) -> QPainterPath:
    """Fill the card, its top band and a thin frame inside the edge in the
    type's colour; returns the outline for the border."""
    frame = QPainterPath()
    frame.addRoundedRect(rect, radius, radius)
    painter.fillPath(frame, PAPER)
    colours = type_colours(card)
    painter.save()
    painter.setClipPath(frame)
    part = rect.width() / len(colours)
    for i, colour in enumerate(colours):
        painter.fillRect(QRectF(rect.left() + i * part, rect.top(), part + 1, band_height), colour)
    inset = max(2.0, band_height / 6)
    painter.setPen(QPen(colours[0].lighter(130), max(1.0, inset / 2)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(rect.adjusted(inset, band_height, -inset, -inset), radius / 2, radius / 2)
    painter.restore()
    return frame


def paint_coin(painter: QPainter, rect: QRectF, text: str, font: QFont) -> None:
    painter.setBrush(GOLD)
    painter.setPen(QPen(INK, 1))
    painter.drawEllipse(rect)
    painter.setFont(font)
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)


def paint_mark(painter: QPainter, x: float, box: QRectF, mark: str, text: str, colour: QColor) -> float:
    """A small coin (``mark`` "coins") or star ("points") and ``text`` after
    it, from ``x``, centred in ``box``'s height, in the painter's font;
    returns the width taken (``mark_width``)."""
    size = mark_size(box)
    icon = QRectF(x, box.center().y() - size / 2, size, size)
    painter.save()
    painter.setPen(QPen(INK if mark == "coins" else colour.darker(130), 0.8))
    painter.setBrush(GOLD if mark == "coins" else colour)
    if mark == "coins":
        painter.drawEllipse(icon)
    else:
        painter.drawPolygon(star_points(icon))
    painter.setPen(colour)
    advance = painter.fontMetrics().horizontalAdvance(text)
    painter.drawText(QRectF(icon.right() + 1, box.top(), advance + 2, box.height()),
                     Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text)
    painter.restore()
    return size + 1 + advance


def mark_size(box: QRectF) -> float:
    return min(10.0, box.height() * 0.65)


def mark_width(metrics, box: QRectF, text: str) -> float:
    return mark_size(box) + 1 + metrics.horizontalAdvance(text)


def star_points(box: QRectF) -> QPolygonF:
    centre, outer, inner = box.center(), box.width() / 2, box.width() / 4.4
    return QPolygonF([QPointF(centre.x() + (outer if i % 2 == 0 else inner) * cos(pi * (i / 5 - 0.5)),
                              centre.y() + (outer if i % 2 == 0 else inner) * sin(pi * (i / 5 - 0.5)))
                      for i in range(10)])


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


# Where a name may break: after a space (dropped), a name dot or "&" (kept),
# and in Japanese after の; elsewhere between two CJK characters only at a cost.
BREAK_AFTER = ("・", "＝", "·", "&", "＆", "の", "之", "的")
# After a Japanese particle (宮廷侍女を / 5枚まで獲得), a little dearer: it may be part of a name.
PARTICLES = ("を", "に", "へ", "で", "が")
PARTICLE_COST = 0.1
CJK_BREAK_COST = 0.35        # of the box width: a nicer break may be this much wider
HYPHEN_COST = 0.5            # Devel-/opment: only where nothing else fits
NO_LINE_START = "ーっゃゅょァィゥェォッャュョ、。」）"     # never at the start of a line
# The smallest text a card shows at 1280×800 (issue 15: nothing below a readable size).
NAME_FLOOR_PX = 9
MIN_SQUEEZE = 0.85      # a name a little too wide is drawn this much narrower at most, not smaller


def name_font(base: QFont) -> QFont:
    """The font of a card's name (and of a princess's ability) in a row of cards."""
    bold = QFont(base)
    bold.setBold(True)
    bold.setPointSizeF(max(7.0, base.pointSizeF() * 0.9))
    return bold


def _is_cjk(char: str) -> bool:
    return "\u3040" <= char <= "\u9fff" or "\uf900" <= char <= "\ufaff" or "\uff00" <= char <= "\uffef"


def _breaks(text: str, inside_words: bool) -> list:
    """(index, cost, joint) of each place ``text`` may break: the next line
    starts at ``index``; ``joint`` is " " for a space left out, "-" for a
    hyphen added, "" for neither. Inside a word (between two CJK characters,
    or a long Latin word hyphenated) only if ``inside_words``."""
    places = []
    for i in range(1, len(text)):
        before, after = text[i - 1], text[i]
        if after == " " or before == " ":
            if after == " ":
                places.append((i, 0.0, " "))
        elif before in BREAK_AFTER:
            places.append((i, 0.0, ""))
        elif before in PARTICLES and _is_cjk(after):
            places.append((i, PARTICLE_COST, ""))
        elif inside_words and _is_cjk(before) and _is_cjk(after) and after not in NO_LINE_START:
            places.append((i, CJK_BREAK_COST, ""))
        elif inside_words and _in_long_word(text, i):
            places.append((i, HYPHEN_COST, "-"))
    return places


def _in_long_word(text: str, i: int) -> bool:
    """Whether ``i`` is inside a Latin word of 8 letters or more, 3 or more from its ends."""
    start, end = i, i
    while start > 0 and text[start - 1].isalpha() and not _is_cjk(text[start - 1]):
        start -= 1
    while end < len(text) and text[end].isalpha() and not _is_cjk(text[end]):
        end += 1
    return end - start >= 8 and i - start >= 3 and end - i >= 3


def _split(text: str, chosen) -> list:
    lines, start = [], 0
    for index, _cost, joint in chosen:
        lines.append(text[start:index] + ("-" if joint == "-" else ""))
        start = index + 1 if joint == " " else index
    lines.append(text[start:])
    return [line.strip() for line in lines]


def split_name(text: str, count: int, width: float, metrics: QFontMetricsF, inside_words: bool = False) -> list:
    """``text`` in ``count`` lines (fewer if it has fewer places to break),
    broken where the widest line is least wide; a break inside a word
    (``inside_words``) counts as wider by its cost, a share of ``width``."""
    if count <= 1:
        return [text]
    best, best_score = [text], None
    for chosen in combinations(_breaks(text, inside_words), count - 1):
        lines = _split(text, chosen)
        if not all(lines):
            continue
        widths = [metrics.horizontalAdvance(line) for line in lines]
        # The widest line, then the most even lines (セインズ/ベリー・, not セイ/ンズベリー・).
        score = (max(widths) + width * sum(c[1] for c in chosen), max(widths) - min(widths))
        if best_score is None or score < best_score:
            best, best_score = lines, score
    return best


@dataclass(frozen=True)
class NameLayout:
    font: QFont
    lines: tuple
    line_height: float
    squeeze: float = 1.0    # the narrowest a line is drawn (1: none squeezed), never below MIN_SQUEEZE
    cut: bool = False       # abbreviated: even at the floor size it did not fit

    @property
    def pixel_size(self) -> int:
        return QFontInfo(self.font).pixelSize()


_LAYOUTS: dict = {}      # name_layout's answers: a row repaints its cards often


def name_layout(text: str, width: float, height: float, font: QFont, max_lines: int = 2,
                floor_px: int = NAME_FLOOR_PX) -> NameLayout:
    """``_layout_name``, remembered."""
    key = (text, width, height, font.key(), max_lines, floor_px)
    layout = _LAYOUTS.get(key)
    if layout is None:
        if len(_LAYOUTS) > 4096:
            _LAYOUTS.clear()
        layout = _LAYOUTS[key] = _layout_name(text, width, height, font, max_lines, floor_px)
    return layout


def _layout_name(text: str, width: float, height: float, font: QFont, max_lines: int,
                 floor_px: int) -> NameLayout:
    """How ``text`` fits a ``width`` × ``height`` box: at the font's size if it
    can, in one or two lines, else a pixel smaller, down to ``floor_px``; then
    in up to ``max_lines`` lines, then a little narrower (``MIN_SQUEEZE``),
    then broken inside a word; a name that still does not fit is abbreviated
    with "…", never drawn smaller than that."""
    text = " ".join(text.split())
    trial = QFont(font)
    start = max(floor_px, QFontInfo(font).pixelSize())
    # Smaller before a third line, before a little narrower, before broken
    # inside a word: ルルナサイカ stays whole if any readable size allows.
    tries = [(False, 1.0, 2), (False, 1.0, max_lines), (False, MIN_SQUEEZE, max_lines), (True, 1.0, max_lines),
             (True, MIN_SQUEEZE, max_lines)]
    for inside_words, squeeze, cap in tries:
        for size in range(start, floor_px - 1, -1):
            trial.setPixelSize(size)
            metrics = QFontMetricsF(trial)
            most = max(1, min(cap, max_lines, int(height // metrics.lineSpacing())))
            for count in range(1, most + 1):
                lines = split_name(text, count, width / squeeze, metrics, inside_words)
                widest = max(metrics.horizontalAdvance(line) for line in lines)
                if len(lines) == count and widest * squeeze <= width:
                    return NameLayout(QFont(trial), tuple(lines), metrics.lineSpacing(),
                                      min(1.0, width / widest) if widest else 1.0)
    lines = max((split_name(text, count, width, metrics, True) for count in range(1, most + 1)), key=len)
    elided = tuple(metrics.elidedText(line, Qt.TextElideMode.ElideRight, width) for line in lines)
    return NameLayout(QFont(trial), elided, metrics.lineSpacing(), 1.0, True)


def draw_name(painter: QPainter, box: QRectF, text: str, font: QFont, max_lines: int = 2,
              floor_px: int = NAME_FLOOR_PX) -> float:
    """``text`` centred in ``box`` as ``name_layout`` lays it out, from the
    top; returns the height it took."""
    layout = name_layout(text, box.width(), box.height(), font, max_lines, floor_px)
    painter.setFont(layout.font)
    metrics = QFontMetricsF(layout.font)
    y = box.top()
    for line in layout.lines:
        advance = metrics.horizontalAdvance(line)
        squeeze = min(1.0, box.width() / advance) if advance else 1.0
        painter.save()
        painter.translate(box.center().x(), y)
        painter.scale(squeeze, 1.0)
        painter.drawText(QRectF(-advance / 2 - 1, 0, advance + 2, layout.line_height), Qt.AlignmentFlag.AlignCenter,
                         line)
        painter.restore()
        y += layout.line_height
    return y - box.top()


def draw_words(painter: QPainter, box: QRectF, text: str, font: QFont, smallest: float = 6.0) -> None:
    """A title in a large ``box`` (the zoom): as many lines as fit, shrunk no
    smaller than ``smallest`` points."""
    draw_name(painter, box, text, font, 6, round(smallest * 4 / 3))
