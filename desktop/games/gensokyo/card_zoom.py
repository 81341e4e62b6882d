"""A Gensokyo card shown large with its full texts: the painted face, then
the condition (要), the character's ability and support texts, or a spell's
or Charisma card's effect. A child of the table floating beside the hovered
card, inside the window, as Heart of Crown's zoom: the same ``CardZoom``
interface (``show_card(card, anchor)``, ``set_scale``, ``card``), so the
table's hover zoom works the same way. It never takes focus or the mouse."""
from __future__ import annotations

from PySide6.QtCore import QRect, QRectF, QSize, Qt, QT_TRANSLATE_NOOP
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QWidget

from desktop.base.guard import guarded
from desktop.base.i18n import current_language
from desktop.games.gensokyo.card_art import INK, PAPER, attribute_colour, card_pixmap
from desktop.games.gensokyo.card_texts import attribute_name, face_texts, tr
from desktop.games.heart_of_crown.card_zoom import FAQ_FLAGS, paint_fitting
from desktop.widgets.place_beside import place_beside
from engine.games.gensokyo.cards import CARDS

ZOOM_SIZE = QSize(300, 460)
FACE_WIDTH = 150
ABILITY = QT_TRANSLATE_NOOP("gensokyo", "Ability")
SUPPORT = QT_TRANSLATE_NOOP("gensokyo", "Support ability")
EFFECT = QT_TRANSLATE_NOOP("gensokyo", "Effect")
REQUIRES_ATTRIBUTE = QT_TRANSLATE_NOOP("gensokyo", "Requires: own a {attribute} land")
REQUIRES_LANDS = QT_TRANSLATE_NOOP("gensokyo", "Requires: own 3 or more lands")


def condition_text(card_id: str) -> str:
    """The card's 要 in words, or "" without one."""
    condition = CARDS[card_id].condition
    if condition is None:
        return ""
    if condition == "own_3_lands":
        return tr(REQUIRES_LANDS)
    return tr(REQUIRES_ATTRIBUTE).format(attribute=attribute_name(condition.removeprefix("own_")))


def sections(card_id: str) -> list[tuple[str, str]]:
    """(heading, text) of every text the zoom shows, in order."""
    card = CARDS[card_id]
    language = current_language()
    found = []
    if condition := condition_text(card_id):
        found.append(("", condition))
    if card.kind == "character":
        found.append((tr(ABILITY), card.ability_text.in_language(language)))
        found.append((tr(SUPPORT), card.support_text.in_language(language)))
    else:
        found.append((tr(EFFECT), card.effect_text.in_language(language)))
    return found


class CardZoom(QWidget):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.card: str | None = None
        self.scale = 1.0
        self._fit()

    def set_scale(self, scale: float) -> None:
        self.scale = scale
        self._fit()

    def _fit(self) -> None:
        self.setFixedSize(ZOOM_SIZE * self.scale)

    def show_card(self, card: str, anchor: QRect) -> None:
        """Show ``card`` beside ``anchor`` (global coordinates), inside the parent."""
        self.card = card
        self._fit()
        place_beside(self, anchor)
        self.update()
        self.show()
        self.raise_()

    @guarded
    def paintEvent(self, _event) -> None:
        if self.card is None:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.scale(self.scale, self.scale)
        frame = QRectF(1, 1, ZOOM_SIZE.width() - 2, ZOOM_SIZE.height() - 2)
        painter.setPen(QPen(attribute_colour(face_texts(self.card).attribute), 2))
        painter.setBrush(PAPER)
        painter.drawRoundedRect(frame, 10, 10)
        face = card_pixmap(self.card, round(FACE_WIDTH * self.scale))
        face.setDevicePixelRatio(self.scale)
        painter.drawPixmap(QRectF((ZOOM_SIZE.width() - FACE_WIDTH) / 2, 10, FACE_WIDTH, FACE_WIDTH * 1.4),
                           face, QRectF(face.rect()))
        self._paint_sections(painter, QRectF(14, 10 + FACE_WIDTH * 1.4 + 8, ZOOM_SIZE.width() - 28,
                                             ZOOM_SIZE.height() - FACE_WIDTH * 1.4 - 30))
        painter.end()

    def _paint_sections(self, painter: QPainter, box: QRectF) -> None:
        """The texts one under another at their natural height; when they
        don't all fit, each gets an equal share and is shrunk (not cut)."""
        parts = sections(self.card)
        heading_font = QFont(self.font())
        heading_font.setPointSizeF(9.0)
        heading_font.setBold(True)
        body = QFont(self.font())
        body.setPointSizeF(10.0)
        metrics = QFontMetricsF(body)
        needed = [(17 if heading else 0) + metrics.boundingRect(QRectF(0, 0, box.width(), 10000), FAQ_FLAGS,
                                                                text).height() + 8 for heading, text in parts]
        shares = needed if sum(needed) <= box.height() else [box.height() / len(parts)] * len(parts)
        top = box.top()
        for (heading, text), share in zip(parts, shares):
            room = QRectF(box.left(), top, box.width(), share - 4)
            if heading:
                painter.setPen(QColor("#6b5a3a"))
                painter.setFont(heading_font)
                painter.drawText(QRectF(room.left(), room.top(), room.width(), 16),
                                 Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, heading)
                room.setTop(room.top() + 17)
            painter.setPen(INK)
            paint_fitting(painter, room, text, body, 6.5)
            top += share
