"""Every Guild Masters card laid out at the table's sizes (the hand, the played
rows and the regalia board, with and without a caption) and in the zoom, in
English, 日本語, 简体中文 and 繁體中文: no text is drawn below 9 px and no
text leaves its box, the card, or is elided; every icon lies on the card.

The faces are painted through a recording painter that measures each
``drawText`` with QFontMetricsF against the box it was given (in device
pixels, through the painter's transform), so the check holds for whatever
draws the face, not for a copy of its layout."""
import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QImage, QPainter
from PySide6.QtWidgets import QApplication

from desktop.games.guild_masters.card_art import face_layout, paint_face
from desktop.games.guild_masters.card_icons import all_icons
from desktop.games.guild_masters.delegates import HAND_CARD, PLAYED_CARD
from desktop.games.guild_masters.strings import card_name, card_text, content
from desktop.base import i18n

LANGUAGES = ("en", "ja", "zh_Hans", "zh_Hant")
SMALLEST = 9.0
SLACK = 0.6     # anti-aliasing and rounding, in device pixels


class RecordingPainter:
    """A real QPainter that also notes every ``drawText``: the text, its font,
    the box it was given and the painter's transform at that moment."""

    def __init__(self, painter: QPainter):
        self._painter = painter
        self.drawn = []

    def drawText(self, *args):
        self.drawn.append((args, QFont(self._painter.font()), self._painter.transform()))
        return self._painter.drawText(*args)

    def __getattr__(self, name):
        return getattr(self._painter, name)


def pixels(font: QFont, transform, device) -> float:
    """The font's height in device pixels (a squeezed line counts its narrower scale)."""
    size = font.pixelSize() if font.pixelSize() > 0 else font.pointSizeF() * device.logicalDpiY() / 72
    return size * min(abs(transform.m11()), abs(transform.m22()))


def problems_of(recorder, card_box: QRectF, device, allowed_ellipsis: bool) -> list[str]:
    found = []
    for args, font, transform in recorder.drawn:
        size = pixels(font, transform, device)
        metrics = QFontMetricsF(font)
        if isinstance(args[0], (QRectF,)) or hasattr(args[0], "width") and len(args) == 3:
            box, flags, text = QRectF(args[0]), args[1], args[2]
            used = metrics.boundingRect(box, int(flags) if not hasattr(flags, "value") else flags, text)
            if used.width() > box.width() + SLACK or used.height() > box.height() + SLACK:
                found.append(f"{text!r} needs {used.width():.1f}×{used.height():.1f}, "
                             f"its box is {box.width():.1f}×{box.height():.1f}")
            shown = transform.mapRect(used)
        else:
            point = QPointF(args[0]) if len(args) == 2 else QPointF(args[0], args[1])
            text = args[-1]
            shown = transform.mapRect(QRectF(point.x(), point.y() - metrics.ascent(),
                                             metrics.horizontalAdvance(text), metrics.height()))
        if size < SMALLEST - 0.01:
            found.append(f"{text!r} at {size:.1f} px")
        if not card_box.adjusted(-SLACK, -SLACK, SLACK, SLACK).contains(shown):
            found.append(f"{text!r} leaves the card")
        if "…" in text and not allowed_ellipsis:
            found.append(f"{text!r} is elided")
    return found


def face_problems(record, size, caption: bool = False, zoom: bool = False, played: bool = False) -> list[str]:
    image = QImage(size[0], size[1], QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor("white"))
    painter = QPainter(image)
    recorder = RecordingPainter(painter)
    font = QFont(QApplication.font())
    if zoom:        # as card_zoom paints it
        from desktop.games.guild_masters.card_zoom import face_rect, ZOOM_SCALE
        painter.scale(ZOOM_SCALE, ZOOM_SCALE)
        rect = face_rect()
        card_box = QRectF(0, 0, size[0], size[1])
        paint_face(recorder, rect, record, font, full_text=True)
    else:           # as the delegate paints a row's card at scale 1 (1280×800)
        rect = QRectF(0, 0, size[0], size[1]).adjusted(3, 3, -3, -3)
        if caption:
            rect.adjust(0, 0, 0, -13)
        card_box = rect
        paint_face(recorder, rect, record, font, played=played)
    painter.end()
    shown = card_name(record.id) + card_text(record.id)
    return problems_of(recorder, card_box, image, "…" in shown)


def layout_problems(record, size, caption=False, played=False) -> list[str]:
    rect = QRectF(0, 0, size[0], size[1]).adjusted(3, 3, -3, -3)
    if caption:
        rect.adjust(0, 0, 0, -13)
    layout = face_layout(rect, record, QFont(QApplication.font()), played=played)
    found = list(layout.overflow)
    found += [f"an icon at {box.topLeft().toTuple()} off the card" for box in layout.mark_boxes()
              if not rect.adjusted(-0.5, -0.5, 0.5, 0.5).contains(box)]
    found += [f"no icon of its own for {p.mark.icon}" for p in layout.marks if p.mark.icon not in all_icons()]
    return found


HAND = (HAND_CARD.width(), HAND_CARD.height())
PLAYED = (PLAYED_CARD.width(), PLAYED_CARD.height())
SIZES = [("hand", HAND, False, False),                       # the hand, the cards looked at
         ("regalia board", PLAYED, False, False),            # what can be claimed shows everything
         ("played", PLAYED, False, True),
         ("played, adventurers on it", PLAYED, True, True)]


def shown_at(where: str, record) -> bool:
    """The regalia board holds only regalia; the other rows hold any card."""
    return where != "regalia board" or record.id in content().regalia


@pytest.fixture(params=LANGUAGES)
def language(qapp, request):
    assert i18n.install_language(qapp, request.param)
    yield request.param
    i18n.install_language(qapp, "en")


def cards():
    records = content()
    return [*records.events.values(), *records.regalia.values()]


def test_every_card_reads_at_table_size_in_every_language(language):
    problems = []
    for record in cards():
        for where, size, caption, played in SIZES:
            if not shown_at(where, record):
                continue
            problems += [f"{language} {where} {record.id}: {p}"
                         for p in face_problems(record, size, caption, played=played)]
            problems += [f"{language} {where} {record.id}: {p}" for p in layout_problems(record, size, caption, played)]
    assert not problems, f"{len(problems)} problems:\n" + "\n".join(problems[:40])


def test_every_card_reads_in_the_zoom_in_every_language(language):
    from desktop.games.guild_masters.card_zoom import ZOOM_SIZE
    problems = []
    for record in cards():
        problems += [f"{language} zoom {record.id}: {p}"
                     for p in face_problems(record, (ZOOM_SIZE.width(), ZOOM_SIZE.height()), zoom=True)]
    assert not problems, f"{len(problems)} problems:\n" + "\n".join(problems[:40])


def test_the_recorder_catches_small_and_clipped_text(qapp):
    """The measure itself: a 7 px line and a line too long for its box are caught."""
    image = QImage(100, 100, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    recorder = RecordingPainter(painter)
    small = QFont(QApplication.font())
    small.setPixelSize(7)
    recorder.setFont(small)
    recorder.drawText(QRectF(0, 0, 90, 20), 0, "tiny")
    big = QFont(QApplication.font())
    big.setPixelSize(12)
    recorder.setFont(big)
    recorder.drawText(QRectF(0, 30, 20, 14), 0, "far too long for this box")
    recorder.drawText(QRectF(0, 60, 90, 20), 0, "Elided…")
    painter.end()
    found = problems_of(recorder, QRectF(0, 0, 100, 100), image, False)
    assert any("7.0 px" in p for p in found), found
    assert any("far too long" in p and "needs" in p for p in found), found
    assert any("elided" in p for p in found), found


def test_the_table_draws_its_cards_at_least_at_their_base_size_at_1280x800(window, qtbot):
    """The sizes above are what a player sees at 1280×800: no row shrinks its cards."""
    from desktop.base.seats import Seat
    from desktop.shell.session import GameSession
    session = GameSession.new("guild_masters", {"players": 2}, 5, [Seat("Ann"), Seat("Bo")], **window._session_args())
    window.start_session(session)
    qtbot.waitUntil(lambda: window.table.view is not None, timeout=5000)
    scales = {view.objectName() or repr(view): view.shown_scale() for view in window.table.card_views()}
    assert all(scale >= 1.0 for scale in scales.values()), scales
