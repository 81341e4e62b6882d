"""Guild Masters' event cards and regalia drawn by the app, read as icons: a
band in the card's colour with the gold cost in a coin (the power mark when
power may pay it, red-framed extra costs) and the tags; the name, wrapped (or
abbreviated) and never smaller than ``SMALLEST_PX``; rows of icons with
numbers for the play condition (on a pale red strip), the play effects, what
lasts while the card lies played, and the end scoring; the printed fame in the
labyrinth's red seal; the card's picture (a Game Icons silhouette tinted by its
first tag) where room is left. The zoom (``full_text``) adds the rules text.

``face_layout`` places everything in boxes (the tests measure them);
``paint_face`` draws a layout. No scans: everything comes from the content records."""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen

from desktop.games.guild_masters.card_icons import (
    BACK, EVENT, REGALIA, TAG_COLOURS, Mark, condition_marks, cost_marks, end_marks, lasting_marks,
    paint_frame, paint_icon, paint_unless, play_marks, tag_icons)
from desktop.games.guild_masters.labyrinth.art import FAME, GOLD, STAR_RIM
from desktop.games.guild_masters.strings import card_name, card_text, counter_text
from desktop.widgets.card_icons import paint_card_icon

GAME_ID = "guild_masters"

PAPER = QColor("#fbf6ea")
INK = QColor("#2b2622")
CONDITION = QColor(192, 57, 43, 38)      # the pale red strip under a play condition
LASTING = QColor(47, 111, 176, 30)       # … under what lasts while played
ENDING = QColor(179, 66, 46, 30)         # … under the end scoring

SMALLEST_PX = 9          # no text on a card is smaller (issue 15: readable at 1280×800)
NAME_PX = 11
NUMBER_PX = 10
MARK_R = 5.5             # an icon's radius at table size
BAND = 18.0
FAME_R = 8.0
PICTURE_FLOOR = 18.0     # a smaller free space gets no picture

NAME_FLAGS = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap
TEXT_FLAGS = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap
NUMBER_FLAGS = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
CENTRE = Qt.AlignmentFlag.AlignCenter


@dataclass
class Text:
    text: str
    rect: QRectF
    font: QFont
    flags: object
    colour: QColor = field(default_factory=lambda: QColor(INK))


@dataclass
class Placed:
    """A mark at its place: its icon's centre and radius, and the centre of
    the icon of what it counts (``Mark.per``); its number is one of the layout's texts."""
    mark: Mark
    centre: QPointF
    r: float
    per_centre: QPointF | None = None


@dataclass
class FaceLayout:
    rect: QRectF
    colour: QColor
    coin: QRectF | None = None          # the gold cost's chip: round, wider for two digits
    marks: list[Placed] = field(default_factory=list)
    strips: list[tuple[QRectF, QColor]] = field(default_factory=list)
    pills: list[QRectF] = field(default_factory=list)       # light plates under the band's marks
    texts: list[Text] = field(default_factory=list)
    fame: tuple[QPointF, float] | None = None
    picture: QRectF | None = None
    overflow: list[str] = field(default_factory=list)     # what found no room (the tests fail on it)

    def mark_boxes(self) -> list[QRectF]:
        """The box of every icon drawn, a counted icon's included."""
        boxes = []
        for placed in self.marks:
            c, r = placed.centre, placed.r * (1.1 if placed.mark.frame else 1.0)
            boxes.append(QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r))
            if placed.per_centre is not None:
                c, r = placed.per_centre, placed.r
                boxes.append(QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r))
        return boxes


def card_colour(record) -> QColor:
    """The band: the first tag's colour, brown for an untagged event, purple for a regalia."""
    tags = getattr(record, "tags", None)
    if tags:
        return QColor(TAG_COLOURS[tags[0]]).darker(115)
    return QColor(EVENT if tags is not None else REGALIA)


def picture_colour(record) -> QColor:
    tags = getattr(record, "tags", [])
    return QColor(TAG_COLOURS[tags[0]] if tags else card_colour(record))


def pixel_font(base: QFont, pixels: float, bold: bool = False) -> QFont:
    font = QFont(base)
    font.setPixelSize(max(SMALLEST_PX, round(pixels)))
    font.setBold(bold)
    return font


# ---------------------------------------------------------------- the name

SMALL_WORDS = {"the", "of", "a", "an", "from", "for", "to", "with", "at", "in", "on", "by", "between", "and"}


def abbreviations(name: str):
    """Shorter forms of an English name, each shorter than the one before:
    the small words go, then the longest words keep their first four letters
    and a full stop. Japanese and Chinese names wrap anywhere and need none."""
    words = name.split()
    kept = [w for i, w in enumerate(words) if i == 0 or w.lower().strip("'’") not in SMALL_WORDS]
    if len(kept) < len(words):
        yield " ".join(kept)
    while True:
        longest = max(range(len(kept)), key=lambda i: len(kept[i]))
        word = kept[longest]
        letters = re.match(r"[\w'’-]*", word).group(0)
        if len(letters) <= 5:
            return
        kept[longest] = letters[:4] + "."
        yield " ".join(kept)


VOWELS = set("aeiouyAEIOUY")
DIGRAPHS = {"sh", "ch", "th", "ph", "ng", "ck", "wh", "gh"}


def _cuts(word: str):
    """Where an English word may take a hyphen: before a consonant that starts
    a syllable (a consonant before a vowel, never inside sh, ch, th …),
    leaving three letters or more before it and four after."""
    for i in range(3, len(word) - 3):
        if (word[i].isalpha() and word[i] not in VOWELS and word[i + 1] in VOWELS
                and word[i - 1:i + 1].lower() not in DIGRAPHS):
            yield i


def hyphenate(name: str, font: QFont, width: float) -> str:
    """``name`` with a hyphen in every word too wide for ``width`` (Qt wraps
    after a hyphen), at the last syllable break that fits: ``Demo-lishing``."""
    metrics = QFontMetricsF(font)
    words = []
    for word in name.split(" "):
        while metrics.horizontalAdvance(word) > width:
            cuts = [i for i in _cuts(word) if metrics.horizontalAdvance(word[:i] + "-") <= width]
            if not cuts:
                break
            words.append(word[:cuts[-1]] + "-")
            word = word[cuts[-1]:]
        words.append(word)
    return " ".join(words).replace("- ", "-")


def fits(font: QFont, box: QRectF, flags, text: str) -> bool:
    used = QFontMetricsF(font).boundingRect(box, flags, text)
    return used.width() <= box.width() + 0.01 and used.height() <= box.height() + 0.01


def fit_name(name: str, base: QFont, width: float, lines: int, largest: float = NAME_PX) -> tuple[str, QFont, float]:
    """(text, font, height) of the name in ``width``: the largest size from
    ``largest`` down to ``SMALLEST_PX`` at which it wraps into ``lines`` lines,
    else the first abbreviation that does at the smallest size."""
    hyphenated = hyphenate(name, pixel_font(base, SMALLEST_PX, bold=True), width)
    candidates = [name, *([hyphenated] if hyphenated != name else []), *abbreviations(name)]
    for text in candidates:
        sizes = [largest - step for step in range(0, int(largest - SMALLEST_PX) + 1)] if text == name else [SMALLEST_PX]
        for pixels in sizes:
            font = pixel_font(base, pixels, bold=True)
            box = QRectF(0, 0, width, lines_height(font, lines))
            if fits(font, box, NAME_FLAGS, text):
                used = QFontMetricsF(font).boundingRect(box, NAME_FLAGS, text).height()
                return text, font, used + 1
    font = pixel_font(base, SMALLEST_PX, bold=True)
    return candidates[-1], font, lines_height(font, lines)


def balanced_width(text: str, font: QFont, width: float) -> float:
    """The narrowest width at most ``width`` in which ``text`` takes no more
    lines than in ``width``: wrapped lines of even length, no lone last
    character (武具屋の大安売/り)."""
    metrics = QFontMetricsF(font)
    height = metrics.boundingRect(QRectF(0, 0, width, 1000), NAME_FLAGS, text).height()
    low, high = width / 2, width
    for _ in range(10):
        middle = (low + high) / 2
        box = QRectF(0, 0, middle, 1000)
        used = metrics.boundingRect(box, NAME_FLAGS, text)
        if used.height() <= height + 0.01 and used.width() <= middle + 0.01:
            high = middle
        else:
            low = middle
    return min(width, high + 0.5)


def lines_height(font: QFont, lines: int) -> float:
    """The height ``lines`` wrapped lines of ``font`` take, as Qt lays them out."""
    return QFontMetricsF(font).boundingRect(QRectF(0, 0, 1000, 1000), NAME_FLAGS, "\n".join("X" * lines)).height() + 0.5


# ---------------------------------------------------------------- rows of marks

def mark_width(mark: Mark, r: float, font: QFont) -> float:
    width = 2 * r * (1.1 if mark.frame else 1.0)
    if mark.number:
        width += 1 + QFontMetricsF(font).horizontalAdvance(mark.number)
    if mark.per:
        width += 1 + 2 * r
    return width


class Flow:
    """Marks placed in centred rows from ``top`` down, within ``left``…``right``;
    ``blocked`` boxes (the fame seal) are kept clear."""

    def __init__(self, layout: FaceLayout, left: float, right: float, top: float, bottom: float,
                 font: QFont, r: float, blocked=()):
        self.layout, self.left, self.right, self.top, self.bottom = layout, left, right, top, bottom
        self.font, self.r, self.blocked = font, r, list(blocked)
        self.row_height = max(2 * r * 1.1, QFontMetricsF(font).height()) + 2

    def _room(self, top: float) -> tuple[float, float]:
        right = self.right
        row = QRectF(self.left, top, self.right - self.left, self.row_height)
        for box in self.blocked:
            if box.intersects(row):
                right = min(right, box.left() - 1)
        return self.left, right

    def rows(self, marks: list[Mark], strip: QColor | None = None, what: str = "") -> None:
        if not marks:
            return
        gap = self.r * 0.5
        start = self.top
        pending: list[Mark] = []
        for mark in marks:
            left, right = self._room(self.top)
            trial = pending + [mark]
            width = sum(mark_width(m, self.r, self.font) for m in trial) + gap * (len(trial) - 1)
            if pending and width > right - left:
                self._place(pending, gap)
                pending = []
            pending.append(mark)
        self._place(pending, gap)
        if strip is not None:
            self.layout.strips.append((QRectF(self.left - 1, start, self.right - self.left + 2, self.top - start - 1),
                                       strip))
        if self.top - 1 > self.bottom:
            self.layout.overflow.append(what or "marks")

    def _place(self, marks: list[Mark], gap: float) -> None:
        left, right = self._room(self.top)
        widths = [mark_width(m, self.r, self.font) for m in marks]
        total = sum(widths) + gap * (len(marks) - 1)
        if total > right - left + 0.01:
            self.layout.overflow.append(f"row wider than the card: {[m.icon for m in marks]}")
        x = left + max(0.0, (right - left - total) / 2)
        cy = self.top + self.row_height / 2
        for mark, width in zip(marks, widths):
            r_icon = self.r * (1.1 if mark.frame else 1.0)
            centre = QPointF(x + r_icon, cy)
            after = x + 2 * r_icon
            if mark.number:
                advance = QFontMetricsF(self.font).horizontalAdvance(mark.number)
                box = QRectF(after + 1, self.top, advance + 0.5, self.row_height)
                colour = QColor("#c0392b") if mark.number.startswith("-") else QColor(INK)
                self.layout.texts.append(Text(mark.number, box, self.font, NUMBER_FLAGS, colour))
                after += 1 + advance
            per = QPointF(after + 1 + self.r, cy) if mark.per else None
            self.layout.marks.append(Placed(mark, centre, self.r, per))
            x += width + gap
        self.top += self.row_height


# ---------------------------------------------------------------- the layout

def centred_box(centre: QPointF, r: float, font: QFont) -> QRectF:
    """A number's box on a round mark: the mark's width, the font's line height
    (a Japanese or Chinese font's line is taller than the mark)."""
    height = max(2 * r, QFontMetricsF(font).height())
    return QRectF(centre.x() - r, centre.y() - height / 2, 2 * r, height)


def face_layout(rect: QRectF, record, font: QFont, full_text: bool = False, played: bool = False) -> FaceLayout:
    """Where everything of ``record``'s face goes in ``rect`` (painter units):
    the name takes as many lines (up to 4 on a small card, 3 on a hand card) as
    leave room for every icon; fewer lines mean a smaller or shorter name.
    ``played``: a card lying played shows what still matters (its tags, what
    lasts, its end scoring and fame), not its condition and play effects."""
    layout = None
    most = 3 if rect.height() >= 110 else 4     # a small card's name takes a 4th line before it shrinks
    for lines in range(most, 0, -1):
        layout = _layout(rect, record, font, full_text, played, lines)
        if not layout.overflow:
            break
    return layout


def _layout(rect: QRectF, record, font: QFont, full_text: bool, played: bool, lines: int) -> FaceLayout:
    layout = FaceLayout(QRectF(rect), card_colour(record))
    r = MARK_R
    number_font = pixel_font(font, NUMBER_PX, bold=True)
    inner_left, inner_right = rect.left() + 3, rect.right() - 3
    # the band: the cost coin and its marks on the left, the tags on the right
    coin_r = BAND / 2 - 1.5
    cost = str(record.cost.gold)
    chip_width = max(2 * coin_r, QFontMetricsF(number_font).horizontalAdvance(cost) + 6)
    layout.coin = QRectF(rect.left() + 2, rect.top() + BAND / 2 - coin_r, chip_width, 2 * coin_r)
    coin = layout.coin.center()
    height = max(2 * coin_r, QFontMetricsF(number_font).height())
    layout.texts.append(Text(cost, QRectF(layout.coin.left(), coin.y() - height / 2, chip_width, height),
                             number_font, CENTRE))
    tags = tag_icons(record)
    tag_left = inner_right - len(tags) * (2 * r + 1) + 1
    for i, icon in enumerate(tags):
        layout.marks.append(Placed(Mark(icon), QPointF(tag_left + r + i * (2 * r + 1), rect.top() + BAND / 2), r))
    band_flow = Flow(layout, layout.coin.right() + 2, tag_left - 2, rect.top() + (BAND - 2 * r * 1.1 - 2) / 2,
                     rect.top() + BAND, number_font, r)
    extras = cost_marks(record)
    cost_right = layout.coin.right()
    if extras:
        first = len(layout.texts)
        left_align(band_flow, extras, "the cost")
        cost_right = max([p.centre.x() + p.r * 1.1 for p in layout.marks[len(tags):]]
                         + [t.rect.right() for t in layout.texts[first:]])
    # light plates under the cost and the tags: they read on any band colour
    layout.pills.append(QRectF(rect.left() + 1.5, rect.top() + 1.5, cost_right + 1.5 - rect.left() - 1.5, BAND - 3))
    if tags:
        layout.pills.append(QRectF(tag_left - 1.5, rect.top() + BAND / 2 - r - 1.5,
                                   inner_right - tag_left + 3, 2 * r + 3))
    # the fame seal, bottom right, kept clear by every row
    fame_box = None
    if record.fame:
        centre = QPointF(rect.right() - FAME_R - 3, rect.bottom() - FAME_R - 3)
        layout.fame = (centre, FAME_R)
        fame_font = pixel_font(font, 11, bold=True)
        layout.texts.append(Text(str(record.fame), centred_box(centre, FAME_R, fame_font), fame_font, CENTRE,
                                 QColor("white")))
        fame_box = QRectF(centre.x() - FAME_R - 1, centre.y() - FAME_R - 1, 2 * FAME_R + 2, 2 * FAME_R + 2)
    # the name
    name, name_font, height = fit_name(card_name(record.id), font, inner_right - inner_left, lines)
    balanced = balanced_width(name, name_font, inner_right - inner_left)
    name_box = QRectF(rect.center().x() - balanced / 2, rect.top() + BAND + 2, balanced, height)
    layout.texts.append(Text(name, name_box, name_font, NAME_FLAGS))
    # the rows of marks
    flow = Flow(layout, inner_left, inner_right, name_box.bottom() + 1, rect.bottom() - 2, number_font, r,
                [fame_box] if fame_box is not None else [])
    if not played:
        for requirement in record.condition:
            flow.rows(condition_marks(requirement), CONDITION, "the condition")
        flow.rows(play_marks(record), None, "the effects")
    flow.rows(lasting_marks(record), LASTING, "what lasts")
    flow.rows(end_marks(record), ENDING, "the end scoring")
    top = flow.top + 1
    if full_text:       # the zoom: the condition in words (it teaches the icons), then the rules text
        words = condition_words(record)
        if words:
            box = QRectF(inner_left, top, inner_right - inner_left, rect.bottom() - top)
            words_font = pixel_font(font, 10, bold=True)
            height = QFontMetricsF(words_font).boundingRect(box, TEXT_FLAGS, words).height() + 1
            layout.texts.append(Text(words, QRectF(box.left(), top, box.width(), height), words_font, TEXT_FLAGS,
                                     QColor("#c0392b")))
            top += height + 1
        text = card_text(record.id)
        if text:
            bottom = rect.bottom() - (2 * FAME_R + 6 if fame_box is not None else 3)
            box = QRectF(inner_left, top, inner_right - inner_left, bottom - top)
            text_font = fitted_font(box, text, font, 10.0)
            layout.texts.append(Text(text, box, text_font, TEXT_FLAGS))
            if not fits(text_font, box, TEXT_FLAGS, text):
                layout.overflow.append("the text")
            top = top + QFontMetricsF(text_font).boundingRect(box, TEXT_FLAGS, text).height() + 2
    # the picture: the largest free space left
    spaces = [QRectF(inner_left, top, inner_right - inner_left,
                     (fame_box.top() if fame_box is not None else rect.bottom() - 2) - top)]
    if fame_box is not None:
        spaces.append(QRectF(inner_left, top, fame_box.left() - inner_left - 1, rect.bottom() - 2 - top))
    space = max(spaces, key=lambda box: min(box.width(), box.height()))
    if min(space.width(), space.height()) >= PICTURE_FLOOR:
        layout.picture = space
    return layout


def left_align(flow: Flow, marks: list[Mark], what: str) -> None:
    """A row placed from the left edge of ``flow`` (the band's cost marks)."""
    widths = [mark_width(m, flow.r, flow.font) for m in marks]
    if sum(widths) + flow.r * 0.5 * (len(marks) - 1) > flow.right - flow.left + 0.01:
        flow.layout.overflow.append(what)
    saved_right = flow.right
    flow.right = flow.left + sum(widths) + flow.r * 0.5 * (len(marks) - 1)
    flow.rows(marks, None, what)
    flow.right = saved_right


def fitted_font(box: QRectF, text: str, base: QFont, largest: float) -> QFont:
    """The largest font from ``largest`` down to ``SMALLEST_PX`` pixels at which ``text`` fits ``box``."""
    pixels = largest
    font = pixel_font(base, pixels)
    while pixels > SMALLEST_PX and not fits(font, box, TEXT_FLAGS, text):
        pixels -= 0.5
        font = QFont(base)
        font.setPixelSize(max(SMALLEST_PX, int(pixels)))
    return font


def condition_words(record) -> str:
    """The play condition in short words (each alternative's counters ≥ n)."""
    return " / ".join(", ".join(counter_text(c) for c in requirement) for requirement in record.condition)


# ---------------------------------------------------------------- painting

def paint_back(painter: QPainter, rect: QRectF) -> QPainterPath:
    """A face-down card: a played event turned over, or a hidden one."""
    frame = QPainterPath()
    frame.addRoundedRect(rect, 5, 5)
    painter.fillPath(frame, BACK)
    painter.setPen(QPen(QColor("#c8d4e0"), 1.2))
    painter.drawEllipse(rect.center(), rect.width() * 0.18, rect.width() * 0.18)
    return frame


def paint_face(painter: QPainter, rect: QRectF, record, font: QFont, full_text: bool = False,
               played: bool = False) -> QPainterPath:
    """One card's face in ``rect`` (``face_layout``); returns its outline (for the border)."""
    layout = face_layout(rect, record, font, full_text, played)
    frame = QPainterPath()
    frame.addRoundedRect(rect, 5, 5)
    painter.save()          # the caller's pen, brush and font come back unchanged
    painter.fillPath(frame, PAPER)
    painter.save()
    painter.setClipPath(frame)
    painter.fillRect(QRectF(rect.left(), rect.top(), rect.width(), BAND), layout.colour)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(251, 246, 234, 215))
    for pill in layout.pills:
        painter.drawRoundedRect(pill, pill.height() / 2, pill.height() / 2)
    for box, colour in layout.strips:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour)
        painter.drawRoundedRect(box, 3, 3)
    painter.restore()
    if layout.picture is not None:
        paint_card_icon(painter, layout.picture.adjusted(1, 1, -1, -1), GAME_ID, record.id, picture_colour(record))
    painter.setPen(QPen(STAR_RIM, 1.2))        # the labyrinth's coin, stretched for two digits
    painter.setBrush(GOLD)
    painter.drawRoundedRect(layout.coin, layout.coin.height() / 2, layout.coin.height() / 2)
    for placed in layout.marks:
        if placed.mark.frame:
            paint_frame(painter, placed.mark.frame, placed.centre, placed.r)
        paint_icon(painter, placed.mark.icon, placed.centre, placed.r * (0.85 if placed.mark.frame in
                                                                         ("production", "extra_production") else 1))
        if placed.mark.frame == "unless":
            paint_unless(painter, placed.centre, placed.r)
        if placed.per_centre is not None:
            paint_icon(painter, placed.mark.per, placed.per_centre, placed.r * 0.9)
    if layout.fame is not None:       # the labyrinth's fame seal; a loss of fame dark
        centre, radius = layout.fame
        painter.setPen(QPen(QColor("#f7e7c4"), radius * 0.16))
        painter.setBrush(FAME if record.fame > 0 else QColor("#3b2f22"))
        painter.drawEllipse(centre, radius, radius)
    for text in layout.texts:
        painter.setFont(text.font)
        painter.setPen(text.colour)
        painter.drawText(text.rect, text.flags, text.text)
    painter.restore()
    return frame
