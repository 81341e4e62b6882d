"""Guild Masters' card icons: what a card's cost, conditions, tags, effects and
end scoring say, as marks drawn by the app (QPainter paths, no words), so a
card reads at table size in every language. Gold, power, potions, a drawn
card, a treasure, the junk cog and fame are the labyrinth's own marks
(``labyrinth.art``); the rest are drawn here in the same style.

``play_marks``, ``condition_marks``, ``end_marks`` … turn a content record into
``Mark``s (an icon and the number beside it); ``paint_icon`` draws one icon
around a centre, radius ``r``."""
from __future__ import annotations

from dataclasses import dataclass
from math import cos, pi, sin

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF

from desktop.games.guild_masters.labyrinth.art import (
    FAME, JUNK, PRODUCE, paint_adventurer, paint_base, paint_card, paint_coin, paint_junk,
    paint_potion, paint_power, paint_treasure, star_polygon)

INK = QColor("#2b2622")
TAG_COLOURS = {"life": QColor("#4f9a3f"), "trade": QColor("#d08a20"), "junk": QColor(JUNK),
               "person": QColor("#c0507a")}
EVENT = QColor("#7a5230")
REGALIA = QColor("#6a3d9a")
BACK = QColor("#3b4a5a")
TILE = QColor("#efe3c2")
ABYSS = QColor("#2a2030")
NEUTRAL = QColor("#6b5d4f")     # a base or an adventurer that is nobody's in particular
CIVILISATION = QColor("#3d7d9a")
AFFINITY = QColor("#d2506e")
SPECIAL = QColor("#2f6fb0")


@dataclass(frozen=True)
class Mark:
    """One icon and what is written beside it: ``+2``, ``≥4``, ``/2``.
    ``frame``: ``production`` (gained every round: the labyrinth's green frame),
    ``may`` (the player may decline: a dashed ring), ``extra`` (a red extra cost).
    ``per``: the icon a "for every" counts, drawn after the number."""
    icon: str
    number: str = ""
    frame: str = ""
    per: str = ""


# ---------------------------------------------------------------- from content to marks

def counter_icon(what: str, tag=None, resource=None) -> str:
    """The icon of what a condition or an end effect counts (content_schema.Counter)."""
    if what == "tag":
        return f"tag_{tag}"
    if what in ("production", "resource"):
        return resource
    return COUNTER_ICONS.get(what, "other")


COUNTER_ICONS = {"tags_any": "tags_any", "affinity": "affinity", "tiles": "tile", "abyss_tiles": "abyss",
                 "star_tiles": "star_tile", "civilisation": "civilisation", "events": "event",
                 "untagged_events": "untagged_event", "regalia": "regalia", "areas": "area", "bases": "base",
                 "treasures": "treasure", "adventurers_on_card": "adventurer", "face_down_events": "face_down"}


def condition_marks(requirement) -> list[Mark]:
    """One alternative of a play condition: each counter with its bound."""
    marks = []
    for condition in requirement:
        icon = counter_icon(condition.what, condition.tag, condition.resource)
        frame = "production" if condition.what == "production" else ""
        marks.append(Mark(icon, f"{'≤' if condition.at_most else '≥'}{condition.n}", frame))
    return marks


def _amount(n: int, one_is_plain: bool = True) -> str:
    if n == 1 and one_is_plain:
        return ""
    return f"+{n}" if n > 0 else str(n)


EFFECT_ICONS = {"draw": "card", "civilisation": "civilisation", "treasure": "treasure", "base": "base",
                "free_play": "free_play", "purify": "purify", "blank_tile": "blank_tile",
                "unlock_affinity": "affinity", "adventurer_on_card": "adventurer", "flip_self": "flip",
                "flip_card": "flip", "extra_turn": "extra_turn", "discard": "discard", "explore": "explore",
                "take_tile": "take_tile", "reveal_area": "reveal", "copy_play": "copy",
                "unbase_or_flip_self": "unbase", "gain_adventurer": "adventurer", "flip_face_up": "flip_up",
                "play_event": "free_play", "private_deck": "card", "from_private_deck": "card",
                "draw_up_to": "card", "floating_lab": "explore", "land_floating_lab": "explore",
                "add_white_abyss": "abyss", "gain_card": "card", "gain_chips": "treasure"}


def effect_mark(effect) -> Mark:
    """One play effect as a mark (content_schema.Effect)."""
    may = "may" if effect.may else ""
    if effect.op in ("gain", "produce"):
        return Mark(effect.resource, _amount(effect.n, effect.op == "gain") if effect.n != 1 or effect.op == "produce"
                    else "", "production" if effect.op == "produce" else may)
    if effect.op == "gain_per":
        return Mark(effect.resource, f"{effect.n}/{effect.every}" if effect.every != 1 else str(effect.n),
                    may, counter_icon(effect.per, effect.tag))
    if effect.op in ("civilisation", "draw", "extra_turn", "discard", "flip_face_up"):
        return Mark(EFFECT_ICONS[effect.op], str(effect.n) if effect.n != 1 else "", may)
    return Mark(EFFECT_ICONS.get(effect.op, "other"), "", may)


def play_marks(record) -> list[Mark]:
    return [effect_mark(effect) for effect in record.play]


def end_marks(record) -> list[Mark]:
    """End effects (終了時効果): fame per what is counted, fame if or unless, extra turns."""
    marks = []
    for effect in record.end:
        if effect.op == "fame_per":
            number = f"{effect.n}/{effect.every}" if effect.every != 1 else str(effect.n)
            marks.append(Mark("fame", number, "", counter_icon(effect.per, effect.tag, effect.resource)))
        elif effect.op in ("fame_if", "fame_unless"):
            marks.append(Mark("fame", _amount(effect.n, False), "unless" if effect.op == "fame_unless" else ""))
            marks += condition_marks(effect.condition)
        else:
            marks.append(Mark("extra_turn", str(effect.n) if effect.n != 1 else ""))
    return marks


def lasting_marks(record) -> list[Mark]:
    """What works as long as the card lies played: triggers, discounts,
    modifiers and a special action, each behind its kind's mark."""
    marks = []
    for trigger in record.triggers:
        marks.append(Mark("trigger"))
        marks += [effect_mark(effect) for effect in trigger.effects]
    for discount in record.discounts:
        icon = {"events": "event", "explore": "explore", "build": "base"}[discount.applies_to]
        marks.append(Mark(icon, f"-{discount.n}", "", "gold"))
    for _modifier in record.modifiers:
        marks.append(Mark("trigger"))
        marks.append(Mark("abyss_as_blank"))
    if record.special is not None:
        marks.append(Mark("special"))
        marks += [effect_mark(effect) for effect in record.special.effects]
    return marks


def cost_marks(record) -> list[Mark]:
    """Beside the gold coin: power may pay (a power mark), the red extra costs."""
    marks = [Mark("power_pays")] if record.cost.power_pays else []
    icons = {"gold_production": ("gold", "production"), "potions": ("potion", "extra"), "tiles": ("tile", "extra")}
    for extra in record.cost.extra:
        icon, frame = icons[extra.kind]
        marks.append(Mark(icon, f"-{extra.n}", "extra" if frame == "extra" else "extra_production"))
    return marks


def tag_icons(record) -> list[str]:
    return [f"tag_{tag}" for tag in getattr(record, "tags", [])]


# ---------------------------------------------------------------- painting

def _pen(colour: QColor, width: float) -> QPen:
    pen = QPen(colour, width)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    return pen


def hexagon(c: QPointF, r: float) -> QPolygonF:
    return QPolygonF([QPointF(c.x() + r * cos(pi / 6 + i * pi / 3), c.y() + r * sin(pi / 6 + i * pi / 3))
                      for i in range(6)])


def _hex(painter, c, r, fill: QColor, rim: QColor = QColor("#5a4a38")) -> None:
    painter.setPen(_pen(rim, r * 0.16))
    painter.setBrush(fill)
    painter.drawPolygon(hexagon(c, r))


def _small_card(painter, c, r, fill: QColor, rim: QColor = QColor("#2b2622")) -> QRectF:
    box = QRectF(c.x() - r * 0.62, c.y() - r * 0.9, r * 1.24, r * 1.8)
    painter.setPen(_pen(rim, r * 0.14))
    painter.setBrush(fill)
    painter.drawRoundedRect(box, r * 0.2, r * 0.2)
    return box


def _disc(painter, c, r, fill: QColor) -> None:
    painter.setPen(_pen(QColor("white"), r * 0.14))
    painter.setBrush(fill)
    painter.drawEllipse(c, r, r)


def _white(painter) -> None:
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("white"))


def paint_tag(painter, c, r, tag: str) -> None:
    """A tag: the junk cog of the labyrinth, or a disc of the tag's colour with its sign."""
    if tag == "junk":
        paint_junk(painter, c, r)
        return
    _disc(painter, c, r, TAG_COLOURS[tag])
    _white(painter)
    if tag == "life":           # a leaf
        leaf = QPainterPath(QPointF(c.x() - r * 0.5, c.y() + r * 0.5))
        leaf.quadTo(QPointF(c.x() - r * 0.55, c.y() - r * 0.55), QPointF(c.x() + r * 0.55, c.y() - r * 0.55))
        leaf.quadTo(QPointF(c.x() + r * 0.5, c.y() + r * 0.5), QPointF(c.x() - r * 0.5, c.y() + r * 0.5))
        painter.drawPath(leaf)
    elif tag == "trade":        # a purse
        painter.drawEllipse(QPointF(c.x(), c.y() + r * 0.18), r * 0.5, r * 0.45)
        painter.drawPolygon(QPolygonF([QPointF(c.x() - r * 0.3, c.y() - r * 0.62), QPointF(c.x() + r * 0.3, c.y() - r * 0.62),
                                       QPointF(c.x() + r * 0.12, c.y() - r * 0.2), QPointF(c.x() - r * 0.12, c.y() - r * 0.2)]))
    else:                       # a person: head and shoulders
        painter.drawEllipse(QPointF(c.x(), c.y() - r * 0.3), r * 0.26, r * 0.26)
        body = QPainterPath(QPointF(c.x() - r * 0.55, c.y() + r * 0.6))
        body.quadTo(QPointF(c.x(), c.y() - r * 0.35), QPointF(c.x() + r * 0.55, c.y() + r * 0.6))
        body.closeSubpath()
        painter.drawPath(body)


def _tags_any(painter, c, r) -> None:
    for i, tag in enumerate(("life", "trade", "junk", "person")):
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(TAG_COLOURS[tag])
        painter.drawPie(QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r), 90 * 16 * i, 90 * 16)
    painter.setPen(_pen(QColor("white"), r * 0.14))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(c, r, r)


def _heart(painter, c, r, fill: QColor = AFFINITY) -> None:
    heart = QPainterPath(QPointF(c.x(), c.y() + r * 0.85))
    heart.cubicTo(QPointF(c.x() - r * 1.2, c.y() - r * 0.1), QPointF(c.x() - r * 0.6, c.y() - r * 1.05),
                  QPointF(c.x(), c.y() - r * 0.4))
    heart.cubicTo(QPointF(c.x() + r * 0.6, c.y() - r * 1.05), QPointF(c.x() + r * 1.2, c.y() - r * 0.1),
                  QPointF(c.x(), c.y() + r * 0.85))
    painter.setPen(_pen(QColor("#7a2236"), r * 0.14))
    painter.setBrush(fill)
    painter.drawPath(heart)


def _tower(painter, c, r) -> None:
    """Civilisation: a town tower on a blue disc (a base is a bare house)."""
    _disc(painter, c, r, CIVILISATION)
    body = QPolygonF([QPointF(c.x() + r * x, c.y() + r * y) for x, y in
                      ((-0.4, 0.6), (-0.4, -0.2), (-0.22, -0.2), (-0.22, -0.42), (-0.07, -0.42), (-0.07, -0.2),
                       (0.07, -0.2), (0.07, -0.42), (0.22, -0.42), (0.22, -0.2), (0.4, -0.2), (0.4, 0.6))])
    _white(painter)
    painter.drawPolygon(body)
    painter.setBrush(CIVILISATION)
    painter.drawRect(QRectF(c.x() - r * 0.12, c.y() + r * 0.22, r * 0.24, r * 0.38))


def _head(painter, tip: QPointF, ux: float, uy: float, size: float) -> None:
    """An arrow's head at ``tip`` pointing along the unit vector (``ux``, ``uy``)."""
    for side in (1, -1):
        painter.drawLine(tip, QPointF(tip.x() - size * (ux * 0.87 - side * uy * 0.5),
                                      tip.y() - size * (uy * 0.87 + side * ux * 0.5)))


def _arrow(painter, start: QPointF, end: QPointF, r, colour: QColor) -> None:
    painter.setPen(_pen(colour, r * 0.22))
    painter.drawLine(start, end)
    dx, dy = end.x() - start.x(), end.y() - start.y()
    length = max((dx * dx + dy * dy) ** 0.5, 1e-6)
    _head(painter, end, dx / length, dy / length, r * 0.4)


def _round_arrow(painter, c, r, colour: QColor) -> None:
    """Another turn: a circular arrow, counter-clockwise from 100° round to 30°."""
    painter.setPen(_pen(colour, r * 0.22))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    radius = r * 0.68
    painter.drawArc(QRectF(c.x() - radius, c.y() - radius, 2 * radius, 2 * radius), 100 * 16, 290 * 16)
    end = pi / 6
    tip = QPointF(c.x() + radius * cos(end), c.y() - radius * sin(end))
    _head(painter, tip, -sin(end), -cos(end), r * 0.4)


def _eye(painter, c, r) -> None:
    eye = QPainterPath(QPointF(c.x() - r, c.y()))
    eye.quadTo(QPointF(c.x(), c.y() - r * 1.1), QPointF(c.x() + r, c.y()))
    eye.quadTo(QPointF(c.x(), c.y() + r * 1.1), QPointF(c.x() - r, c.y()))
    painter.setPen(_pen(INK, r * 0.14))
    painter.setBrush(QColor("white"))
    painter.drawPath(eye)
    painter.setBrush(CIVILISATION)
    painter.drawEllipse(c, r * 0.38, r * 0.38)


def _cross(painter, c, r, colour: QColor) -> None:
    painter.setPen(_pen(colour, r * 0.22))
    painter.drawLine(QPointF(c.x() - r * 0.4, c.y() - r * 0.4), QPointF(c.x() + r * 0.4, c.y() + r * 0.4))
    painter.drawLine(QPointF(c.x() + r * 0.4, c.y() - r * 0.4), QPointF(c.x() - r * 0.4, c.y() + r * 0.4))


def _special(painter, c, r) -> None:
    """A special action (特別アクション): a blue diamond with a white star."""
    painter.setPen(_pen(QColor("white"), r * 0.14))
    painter.setBrush(SPECIAL)
    painter.drawPolygon(QPolygonF([QPointF(c.x(), c.y() - r), QPointF(c.x() + r, c.y()),
                                   QPointF(c.x(), c.y() + r), QPointF(c.x() - r, c.y())]))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("white"))
    painter.drawPolygon(star_polygon(c, r * 0.5))


def _trigger(painter, c, r) -> None:
    """Lasts while played (常時効果): a lightning bolt on gold, "each time"."""
    painter.setPen(_pen(QColor("#7a5a10"), r * 0.14))
    painter.setBrush(QColor("#f2c230"))
    painter.drawEllipse(c, r * 0.85, r * 0.85)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(INK)
    painter.drawPolygon(QPolygonF([QPointF(c.x() + r * x, c.y() + r * y) for x, y in
                                   ((0.12, -0.6), (-0.35, 0.08), (-0.02, 0.08), (-0.15, 0.6), (0.35, -0.12),
                                    (0.02, -0.12))]))


def paint_icon(painter: QPainter, icon: str, c: QPointF, r: float) -> None:
    """Draw ``icon`` (a ``Mark.icon``) centred on ``c``, ``r`` its radius."""
    painter.save()
    if icon in ICON_PAINTERS:
        ICON_PAINTERS[icon](painter, c, r)
    elif icon.startswith("tag_"):
        paint_tag(painter, c, r, icon[4:])
    else:                       # a kind without its own mark yet: a plain seal (the zoom's text says it)
        _disc(painter, c, r * 0.8, NEUTRAL)
    painter.restore()


def _regalia(painter, c, r) -> None:
    _small_card(painter, c, r, REGALIA)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#e8b923"))
    painter.drawPolygon(QPolygonF([QPointF(c.x() + r * x, c.y() + r * y) for x, y in
                                   ((-0.4, 0.2), (-0.4, -0.35), (-0.2, -0.1), (0, -0.45), (0.2, -0.1),
                                    (0.4, -0.35), (0.4, 0.2))]))


def _untagged(painter, c, r) -> None:
    _small_card(painter, c, r, QColor("#d9cdb4"))
    painter.setPen(_pen(INK, r * 0.14))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(c, r * 0.32, r * 0.32)
    painter.drawLine(QPointF(c.x() - r * 0.4, c.y() + r * 0.4), QPointF(c.x() + r * 0.4, c.y() - r * 0.4))


def _flip(painter, c, r, up: bool = False) -> None:
    _small_card(painter, QPointF(c.x() - r * 0.2, c.y()), r * 0.9, EVENT if up else BACK)
    _round_arrow(painter, QPointF(c.x() + r * 0.35, c.y() + r * 0.1), r * 0.7, QColor("#e8b923"))


def _discard(painter, c, r) -> None:
    _small_card(painter, c, r, EVENT)
    painter.setPen(_pen(QColor("white"), r * 0.22))
    painter.drawLine(QPointF(c.x() - r * 0.35, c.y()), QPointF(c.x() + r * 0.35, c.y()))


def _free_play(painter, c, r) -> None:
    _small_card(painter, QPointF(c.x() - r * 0.2, c.y()), r * 0.9, EVENT)
    paint_coin(painter, QPointF(c.x() + r * 0.4, c.y() + r * 0.35), r * 0.5)
    _cross(painter, QPointF(c.x() + r * 0.4, c.y() + r * 0.35), r * 0.8, QColor("#c0392b"))


def _copy(painter, c, r) -> None:
    _small_card(painter, QPointF(c.x() - r * 0.3, c.y() - r * 0.1), r * 0.85, EVENT)
    _small_card(painter, QPointF(c.x() + r * 0.3, c.y() + r * 0.1), r * 0.85, QColor("#a07850"))


def _explore(painter, c, r) -> None:
    _hex(painter, c, r, QColor("#3b4a6a"), QColor("#1d2a40"))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#f2c230"))
    painter.drawPolygon(star_polygon(c, r * 0.5))


def _take_tile(painter, c, r) -> None:
    _hex(painter, QPointF(c.x(), c.y() + r * 0.15), r * 0.85, TILE)
    _arrow(painter, QPointF(c.x(), c.y() + r * 0.4), QPointF(c.x(), c.y() - r * 0.75), r, QColor("#3f8f4f"))


def _star_tile(painter, c, r) -> None:
    _hex(painter, c, r, TILE)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#f2c230"))
    painter.drawPolygon(star_polygon(c, r * 0.55))


def _abyss(painter, c, r) -> None:
    _hex(painter, c, r, QColor("#5a3d6a"), QColor("#2a1a30"))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(ABYSS)
    painter.drawEllipse(c, r * 0.5, r * 0.38)


def _purify(painter, c, r) -> None:
    _abyss(painter, c, r)
    _cross(painter, c, r * 1.1, QColor("#f7e7c4"))


def _area(painter, c, r) -> None:
    _hex(painter, c, r, TILE, NEUTRAL)
    painter.setPen(_pen(NEUTRAL, r * 0.14))
    painter.drawLine(QPointF(c.x() - r * 0.2, c.y() + r * 0.5), QPointF(c.x() - r * 0.2, c.y() - r * 0.55))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#c0392b"))
    painter.drawPolygon(QPolygonF([QPointF(c.x() - r * 0.2, c.y() - r * 0.55), QPointF(c.x() + r * 0.45, c.y() - r * 0.35),
                                   QPointF(c.x() - r * 0.2, c.y() - r * 0.15)]))


def _unbase(painter, c, r) -> None:
    paint_base(painter, QPointF(c.x() - r * 0.25, c.y()), r * 0.75, NEUTRAL)
    _arrow(painter, QPointF(c.x() + r * 0.2, c.y() + r * 0.4), QPointF(c.x() + r * 0.9, c.y() - r * 0.4), r * 0.8,
           QColor("#c0392b"))


def _abyss_as_blank(painter, c, r) -> None:
    _abyss(painter, QPointF(c.x() - r * 0.45, c.y()), r * 0.6)
    _hex(painter, QPointF(c.x() + r * 0.45, c.y()), r * 0.6, QColor("#d9d2c5"))


def _power_pays(painter, c, r) -> None:
    paint_power(painter, c, r * 0.85)


def _fame_blank(painter, c, r) -> None:
    """Fame as the labyrinth shows it: a red round seal (its number goes beside it)."""
    painter.setPen(QPen(QColor("#f7e7c4"), r * 0.16))
    painter.setBrush(FAME)
    painter.drawEllipse(c, r, r)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#f7e7c4"))
    painter.drawPolygon(star_polygon(c, r * 0.55))


ICON_PAINTERS = {
    "gold": paint_coin,
    "power": paint_power,
    "potion": paint_potion,
    "card": paint_card,
    "treasure": paint_treasure,
    "base": lambda p, c, r: paint_base(p, c, r, NEUTRAL),
    "adventurer": lambda p, c, r: paint_adventurer(p, c, r, NEUTRAL),
    "fame": _fame_blank,
    "event": lambda p, c, r: _small_card(p, c, r, EVENT),
    "regalia": _regalia,
    "untagged_event": _untagged,
    "face_down": lambda p, c, r: _small_card(p, c, r, BACK),
    "flip": _flip,
    "flip_up": lambda p, c, r: _flip(p, c, r, True),
    "discard": _discard,
    "free_play": _free_play,
    "copy": _copy,
    "tile": lambda p, c, r: _hex(p, c, r, TILE),
    "blank_tile": lambda p, c, r: _hex(p, c, r, QColor("#d9d2c5")),
    "star_tile": _star_tile,
    "abyss": _abyss,
    "purify": _purify,
    "explore": _explore,
    "take_tile": _take_tile,
    "reveal": _eye,
    "area": _area,
    "unbase": _unbase,
    "abyss_as_blank": _abyss_as_blank,
    "civilisation": _tower,
    "affinity": _heart,
    "tags_any": _tags_any,
    "extra_turn": lambda p, c, r: _round_arrow(p, c, r * 1.2, SPECIAL),
    "special": _special,
    "trigger": _trigger,
    "power_pays": _power_pays,
}


def paint_frame(painter: QPainter, frame: str, c: QPointF, r: float) -> None:
    """The frame around a mark's icon: production's green, an extra cost's red,
    a dashed ring for "you may", a red bar for "unless"."""
    box = QRectF(c.x() - r * 1.1, c.y() - r * 1.1, r * 2.2, r * 2.2)
    painter.save()
    painter.setBrush(Qt.BrushStyle.NoBrush)
    if frame in ("production", "extra_production"):
        painter.setPen(_pen(PRODUCE if frame == "production" else QColor("#c0392b"), r * 0.22))
        painter.setBrush(QColor(63, 143, 79, 60) if frame == "production" else QColor(192, 57, 43, 50))
        painter.drawRoundedRect(box, r * 0.35, r * 0.35)
    elif frame == "extra":
        painter.setPen(_pen(QColor("#c0392b"), r * 0.22))
        painter.drawRoundedRect(box, r * 0.35, r * 0.35)
    elif frame == "may":
        pen = _pen(QColor("#6b5d4f"), r * 0.14)
        pen.setStyle(Qt.PenStyle.DotLine)
        painter.setPen(pen)
        painter.drawEllipse(c, r * 1.1, r * 1.1)
    painter.restore()


def paint_unless(painter: QPainter, c: QPointF, r: float) -> None:
    """A "unless" fame (lost unless the condition holds): the seal struck through."""
    painter.save()
    painter.setPen(_pen(QColor("#2b2622"), r * 0.22))
    painter.drawLine(QPointF(c.x() - r, c.y() + r), QPointF(c.x() + r, c.y() - r))
    painter.restore()


def all_icons() -> set[str]:
    """Every icon with a mark of its own (tests: no card shows the plain seal)."""
    return set(ICON_PAINTERS) | {f"tag_{tag}" for tag in TAG_COLOURS}
