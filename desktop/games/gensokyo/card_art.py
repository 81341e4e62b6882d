"""Gensokyo's card faces, painted (no official art, no image files): a paper
card with a band in the attribute's colour, a medallion with the character's
initial, the name, the money and hand costs, the keyword marks
(``card_marks``), and attack and HP for a character; the kind (instant, land
or player spell, Charisma card) for the others. Every word and number comes
from ``card_texts.face_texts``."""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QApplication

from desktop.games.gensokyo.card_marks import card_marks, paint_seals
from desktop.games.gensokyo.card_texts import FaceTexts, card_name, face_texts, spell_parts
from desktop.games.heart_of_crown.card_art import draw_name

__all__ = ["card_pixmap", "face_pixmap", "card_name", "attribute_colour", "CARD_RATIO"]

CARD_RATIO = 1.4
# A face's picture is its medallion, painted from the card's data: no Game Icons picture
# (tests/desktop/art/test_card_icons.py reads this).
CARD_PICTURES = "painted"
# 紅 冥 山 里, and the spell cards' violet (not an attribute: no land has it).
ATTRIBUTE_COLOURS = {
    "scarlet": QColor("#c0392b"),
    "nether": QColor("#5b4b8a"),
    "mountain": QColor("#3f7f3a"),
    "village": QColor("#b07a1e"),
}
SPELL_COLOUR = QColor("#2f6f9f")
PAPER = QColor("#fbf6ea")
INK = QColor("#2b2622")
ATTACK_RED = QColor("#a3262a")
HP_GREEN = QColor("#2d6a3e")
HAND_BROWN = QColor("#6b5a3a")


def attribute_colour(attribute: str | None) -> QColor:
    return ATTRIBUTE_COLOURS.get(attribute, SPELL_COLOUR)


def _font(pixels: float, bold: bool = False) -> QFont:
    font = QFont(QApplication.font())
    font.setPixelSize(max(6, round(pixels)))
    font.setBold(bold)
    return font


def _blank(width: int, height: int) -> QPixmap:
    pixmap = QPixmap(width, height)
    pixmap.fill(Qt.GlobalColor.transparent)
    return pixmap


def paint_medallion(painter: QPainter, rect: QRectF, texts: FaceTexts) -> None:
    """A disc in the attribute colour, a pale ring, the initial in white."""
    colour = attribute_colour(texts.attribute)
    ring = max(1.0, rect.width() * 0.06)
    painter.setPen(QPen(colour.lighter(160), ring))
    painter.setBrush(colour)
    painter.drawEllipse(rect.adjusted(ring / 2, ring / 2, -ring / 2, -ring / 2))
    painter.setPen(QColor("white"))
    painter.setFont(_font(rect.height() * 0.5, bold=True))
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, texts.initial)


def _pill(painter: QPainter, rect: QRectF, text: str, colour: QColor) -> None:
    """A number on a rounded coloured plate, white, shrunk to fit."""
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    painter.drawRoundedRect(rect, rect.height() / 2.5, rect.height() / 2.5)
    painter.setPen(QColor("white"))
    draw_name(painter, rect.adjusted(2, 0, -2, 0), text, _font(rect.height() * 0.72, bold=True), 1, 6)


def _hand_mark(painter: QPainter, rect: QRectF) -> None:
    """Two small fanned cards: the hand cost's mark, beside its number."""
    card = QRectF(0, 0, rect.height() * 0.42, rect.height() * 0.6)
    painter.setPen(QPen(HAND_BROWN, max(0.8, rect.height() / 14)))
    painter.setBrush(QColor("white"))
    for dx, angle in ((-0.12, -12), (0.12, 12)):
        painter.save()
        painter.translate(rect.center().x() + dx * rect.height(), rect.center().y())
        painter.rotate(angle)
        painter.drawRect(card.translated(-card.width() / 2, -card.height() / 2))
        painter.restore()


def _hand_pill(painter: QPainter, rect: QRectF, text: str) -> None:
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(HAND_BROWN)
    painter.drawRoundedRect(rect, rect.height() / 2.5, rect.height() / 2.5)
    mark = QRectF(rect.left() + 1, rect.top(), rect.height(), rect.height())
    _hand_mark(painter, mark)
    painter.setPen(QColor("white"))
    draw_name(painter, rect.adjusted(mark.width(), 0, -2, 0), text, _font(rect.height() * 0.72, bold=True), 1, 6)


def _paint_name(painter: QPainter, box: QRectF, texts: FaceTexts, unit: float, spell: bool) -> None:
    """The name, centred; a spell's sign on a small line of its own above its
    「title」, so neither is shrunk to fit the other."""
    painter.setPen(INK)
    sign, title = spell_parts(texts.name) if spell else ("", texts.name)
    if sign:
        used = draw_name(painter, QRectF(box.left(), box.top(), box.width(), 11 * unit), sign,
                         _font(9 * unit), 1, 7)
        box = box.adjusted(0, used + 1 * unit, 0, 0)
    draw_name(painter, box, title, _font(11 * unit, bold=True), 2 if texts.attack else 3, 7)


def card_pixmap(card_id: str, width: int) -> QPixmap:
    """The whole face, ``round(width * 1.4)`` high, in the current language."""
    texts = face_texts(card_id)
    height = round(width * CARD_RATIO)
    pixmap = _blank(width, height)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    unit = width / 90                                  # a 90 px card is the design size
    outer = QRectF(0.5, 0.5, width - 1, height - 1)
    colour = attribute_colour(texts.attribute)
    painter.setPen(QPen(colour.darker(130), max(1.0, 1.5 * unit)))
    painter.setBrush(PAPER)
    painter.drawRoundedRect(outer, 6 * unit, 6 * unit)
    # The band on top: the kind and the attribute word.
    band = QRectF(outer.left() + 3 * unit, outer.top() + 3 * unit, outer.width() - 6 * unit, 13 * unit)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    painter.drawRoundedRect(band, 4 * unit, 4 * unit)
    painter.setPen(QColor("white"))
    label = f"{texts.attribute_word} · {texts.kind}" if texts.attribute and texts.attack else texts.kind
    draw_name(painter, band.adjusted(3 * unit, 1 * unit, -3 * unit, 0), label, _font(9 * unit, bold=True), 1, 6)
    # The medallion.
    disc = 40 * unit
    medallion = QRectF((width - disc) / 2, band.bottom() + 4 * unit, disc, disc)
    paint_medallion(painter, medallion, texts)
    # Costs at the medallion's shoulders: money left, hand cost right.
    if texts.money:
        _pill(painter, QRectF(band.left(), band.bottom() + 2 * unit, 28 * unit, 13 * unit), texts.money, INK)
    if texts.hand:
        hand = QRectF(0, band.bottom() + 2 * unit, 28 * unit, 13 * unit)
        hand.moveRight(band.right())
        _hand_pill(painter, hand, texts.hand)
    # Keyword marks under the costs: the ability's left of the medallion, the support's right.
    ability_marks, support_marks = card_marks(card_id)
    shoulder_top = band.bottom() + 17 * unit
    shoulder = QRectF(band.left(), shoulder_top, medallion.left() - band.left(), medallion.bottom() - shoulder_top)
    paint_seals(painter, shoulder, ability_marks)
    paint_seals(painter, shoulder.translated(medallion.right() - band.left(), 0), support_marks)
    # The name under the medallion: two lines over a character's stats, three
    # for a spell's longer sign「name」.
    bottom = QRectF(band.left(), outer.bottom() - 18 * unit, band.width(), 14 * unit)
    if texts.effect:
        bottom.setTop(bottom.bottom() - 22 * unit)
    name_bottom = bottom.top() if texts.attack or texts.effect else outer.bottom() - 4 * unit
    name_top = medallion.bottom() + 3 * unit
    name_box = QRectF(band.left(), name_top, band.width(), name_bottom - name_top - 1 * unit)
    _paint_name(painter, name_box, texts, unit, texts.kind_id == "spell")
    # Bottom row: attack and HP, or a Charisma card's bonus.
    if texts.attack and texts.hp:
        half = (bottom.width() - 3 * unit) / 2
        _pill(painter, QRectF(bottom.left(), bottom.top(), half, bottom.height()), texts.attack, ATTACK_RED)
        _pill(painter, QRectF(bottom.right() - half, bottom.top(), half, bottom.height()), texts.hp, HP_GREEN)
    elif texts.effect:
        painter.setPen(INK)
        draw_name(painter, bottom, texts.effect, _font(9 * unit, bold=True), 2, 7)
    painter.end()
    return pixmap


def face_pixmap(card_id: str, diameter: int) -> QPixmap:
    """The round medallion alone, for a character placed on a land."""
    pixmap = _blank(diameter, diameter)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    paint_medallion(painter, QRectF(QPointF(0, 0), QPointF(diameter, diameter)), face_texts(card_id))
    painter.end()
    return pixmap
