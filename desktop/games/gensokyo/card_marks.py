"""The keyword marks on a Gensokyo character's face (gensokyo.rules.md §15):
a small dark seal beside the medallion for each keyword the card carries, its
ability's on the left and its support's on the right, painted in plain shapes
so they read the same in every language. The zoom and the rules reference
(the legend and its keywords section) say in words what each one means."""
from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF

from engine.games.gensokyo.cards import CARDS, Effect

SEAL = QColor("#2b2622")
SEAL_RING = QColor("#d9b45a")
GLYPH = QColor("white")
NEGATION = QColor("#ff6b5e")

# The engine's keywords and effects → the mark that shows them. こいし's ability
# (her support gains 【不変】) shows 【不変】 on the ability's side.
KEYWORD_MARKS = {
    "negate_ability": "negate_ability", "negate_support": "negate_support",
    "unnegatable": "unnegatable", "grant_unnegatable": "unnegatable",
    "superhuman": "superhuman", "reversal": "reversal", "return": "return",
}
IMMEDIATE_MARKS = {"recollection": "recollection", "swap_random": "swap", "swap_graveyard": "swap"}
# In the order the legend lists them.
MARKS = ("global_support", "negate_ability", "negate_support", "unnegatable", "superhuman",
         "transform", "reversal", "swap", "recollection", "return")


def effect_marks(effect: Effect | None) -> tuple[str, ...]:
    """The marks of one ability or support, in the legend's order."""
    if effect is None:
        return ()
    found = {KEYWORD_MARKS[keyword] for keyword in effect.keywords}
    found |= {IMMEDIATE_MARKS[step] for step in effect.immediate if step in IMMEDIATE_MARKS}
    if effect.transform:
        found.add("transform")
    if effect.global_support:
        found.add("global_support")
    return tuple(mark for mark in MARKS if mark in found)


def card_marks(card_id: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """(the ability's marks, the support's marks) of a card; empty for a spell."""
    card = CARDS[card_id]
    return effect_marks(card.ability), effect_marks(card.support)


def paint_seal(painter: QPainter, centre: QPointF, radius: float, mark: str) -> None:
    """One mark: a dark disc with a gold rim and its glyph in white."""
    painter.save()
    painter.setPen(QPen(SEAL_RING, max(0.8, radius * 0.12)))
    painter.setBrush(SEAL)
    painter.drawEllipse(centre, radius, radius)
    painter.translate(centre)
    painter.scale(radius * 0.62, radius * 0.62)       # glyphs are drawn in a unit circle
    GLYPHS[mark](painter)
    painter.restore()


def paint_seals(painter: QPainter, rect: QRectF, marks: tuple[str, ...]) -> None:
    """``marks`` stacked down the middle of ``rect``, each as large as it allows."""
    if not marks:
        return
    step = min(rect.width(), rect.height() / len(marks))
    top = rect.center().y() - step * len(marks) / 2
    for index, mark in enumerate(marks):
        paint_seal(painter, QPointF(rect.center().x(), top + step * (index + 0.5)), step * 0.46, mark)


def _pen(painter: QPainter, colour: QColor = GLYPH, width: float = 0.22) -> None:
    pen = QPen(colour, width)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)


def _filled(painter: QPainter) -> None:
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(GLYPH)


def _arrow_head(painter: QPainter, tip: QPointF, angle: float, size: float = 0.5) -> None:
    """A filled triangle pointing along ``angle`` (radians) with its point at ``tip``."""
    back = [QPointF(tip.x() - size * math.cos(angle + turn), tip.y() - size * math.sin(angle + turn))
            for turn in (0.5, -0.5)]
    _filled(painter)
    painter.drawPolygon(QPolygonF([tip, *back]))


def _slash(painter: QPainter) -> None:
    """The red bar of a negation, across the glyph under it."""
    _pen(painter, NEGATION, 0.26)
    painter.drawLine(QPointF(-0.85, 0.85), QPointF(0.85, -0.85))


def _star(painter: QPainter) -> None:
    points = [QPointF((0.95 if i % 2 == 0 else 0.4) * math.sin(i * math.pi / 5),
                      -(0.95 if i % 2 == 0 else 0.4) * math.cos(i * math.pi / 5)) for i in range(10)]
    _filled(painter)
    painter.drawPolygon(QPolygonF(points))


def _shield(painter: QPainter) -> None:
    path = QPainterPath(QPointF(0, -0.9))
    path.lineTo(0.75, -0.55)
    path.cubicTo(QPointF(0.75, 0.2), QPointF(0.4, 0.65), QPointF(0, 0.95))
    path.cubicTo(QPointF(-0.4, 0.65), QPointF(-0.75, 0.2), QPointF(-0.75, -0.55))
    path.closeSubpath()
    _filled(painter)
    painter.drawPath(path)


def negate_ability(painter: QPainter) -> None:
    _star(painter)
    _slash(painter)


def negate_support(painter: QPainter) -> None:
    _shield(painter)
    _slash(painter)


def unnegatable(painter: QPainter) -> None:
    """A padlock: nothing takes this effect away."""
    _pen(painter, width=0.2)
    painter.drawArc(QRectF(-0.45, -0.95, 0.9, 1.0), 0, 180 * 16)
    painter.drawLine(QPointF(-0.45, -0.45), QPointF(-0.45, -0.1))
    painter.drawLine(QPointF(0.45, -0.45), QPointF(0.45, -0.1))
    _filled(painter)
    painter.drawRoundedRect(QRectF(-0.7, -0.15, 1.4, 1.05), 0.15, 0.15)


def superhuman(painter: QPainter) -> None:
    """A lightning bolt."""
    _filled(painter)
    painter.drawPolygon(QPolygonF([QPointF(0.2, -0.95), QPointF(-0.55, 0.1), QPointF(-0.05, 0.1),
                                   QPointF(-0.25, 0.95), QPointF(0.55, -0.15), QPointF(0.05, -0.15)]))


def transform(painter: QPainter) -> None:
    """A disc half filled: this card takes another's form."""
    _pen(painter, width=0.18)
    painter.drawEllipse(QPointF(0, 0), 0.8, 0.8)
    path = QPainterPath(QPointF(0, -0.8))
    path.arcTo(QRectF(-0.8, -0.8, 1.6, 1.6), 90, 180)
    path.closeSubpath()
    _filled(painter)
    painter.drawPath(path)


def reversal(painter: QPainter) -> None:
    """Two arrows, up and down: attack and HP change places."""
    _pen(painter)
    painter.drawLine(QPointF(-0.35, 0.85), QPointF(-0.35, -0.45))
    painter.drawLine(QPointF(0.35, -0.85), QPointF(0.35, 0.45))
    _arrow_head(painter, QPointF(-0.35, -0.9), -math.pi / 2)
    _arrow_head(painter, QPointF(0.35, 0.9), math.pi / 2)


def swap(painter: QPainter) -> None:
    """Two arrows, left and right: cards change hands."""
    _pen(painter)
    painter.drawLine(QPointF(-0.85, -0.35), QPointF(0.45, -0.35))
    painter.drawLine(QPointF(0.85, 0.35), QPointF(-0.45, 0.35))
    _arrow_head(painter, QPointF(0.9, -0.35), 0)
    _arrow_head(painter, QPointF(-0.9, 0.35), math.pi)


def recollection(painter: QPainter) -> None:
    """An eye: the opponent's hand is seen."""
    path = QPainterPath(QPointF(-0.95, 0))
    path.quadTo(QPointF(0, -0.9), QPointF(0.95, 0))
    path.quadTo(QPointF(0, 0.9), QPointF(-0.95, 0))
    _pen(painter, width=0.16)
    painter.drawPath(path)
    _filled(painter)
    painter.drawEllipse(QPointF(0, 0), 0.3, 0.3)


def return_(painter: QPainter) -> None:
    """A turning arrow: the card comes back to the hand."""
    _pen(painter)
    painter.drawArc(QRectF(-0.7, -0.7, 1.4, 1.4), 200 * 16, 250 * 16)
    end = math.radians(200 + 250)
    tip = QPointF(0.7 * math.cos(end), -0.7 * math.sin(end))
    _arrow_head(painter, tip, math.atan2(-math.cos(end), -math.sin(end)))    # along the arc, anticlockwise


def global_support(painter: QPainter) -> None:
    """A centre and six points around it: help from every placed character."""
    _filled(painter)
    painter.drawEllipse(QPointF(0, 0), 0.3, 0.3)
    for i in range(6):
        angle = i * math.pi / 3
        painter.drawEllipse(QPointF(0.72 * math.cos(angle), 0.72 * math.sin(angle)), 0.17, 0.17)


GLYPHS = {
    "global_support": global_support, "negate_ability": negate_ability,
    "negate_support": negate_support, "unnegatable": unnegatable, "superhuman": superhuman,
    "transform": transform, "reversal": reversal, "swap": swap, "recollection": recollection,
    "return": return_,
}
