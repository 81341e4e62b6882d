"""Cards that move visibly: after an action, each card it moved flies from
where it was to where it went, all at once and briefly, so the eye follows
the game (a hand card to the play area, a market card to a discard pile, a
draw from the deck into the hand).

One transparent layer over the table draws every card in flight; it lets all
input through, delays nothing, and is hidden and empty once the flights end,
the table is resized or hidden (a game that ends mid-flight), or the next
action starts new ones.

A table calls ``take_off(paths)`` before it redraws (where the cards were,
and their faces, are read then) and ``land(pending)`` after (where they are
now). A path is ``(source, target, card)``: two widgets of the table and a
card id (None for a card nobody may see). A widget that is a card list
(a ``QAbstractItemView`` whose rows carry ``CARD_ROLE``) gives the card's own
place and face; any other widget (a pile, a player's strip) its middle.
"""
from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QEasingCurve, QEvent, QObject, QPoint, QRect, QRectF, QSize, Qt, QVariantAnimation
from PySide6.QtGui import QColor, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QAbstractItemView, QWidget

from desktop.base.guard import guarded
from desktop.widgets.roles import CARD_ROLE

FLIGHT_MS = 250
MAX_FLIGHTS = 12           # an end of turn moves a dozen cards; more would be noise
DEFAULT_CARD = QSize(60, 84)
BACK = QColor("#35506e")
BACK_EDGE = QColor("#d8c690")


@dataclass
class Flight:
    pixmap: QPixmap
    start: QRectF
    end: QRectF


@dataclass
class Pending:
    """A card that took off: where from and how it looks, if its source showed it."""
    target: QWidget
    card: str | None
    start: QRect
    pixmap: QPixmap | None


def card_back(size: QSize) -> QPixmap:
    """A plain card back, for a card whose face neither end shows."""
    pixmap = QPixmap(size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(BACK_EDGE, 2))
    painter.setBrush(BACK)
    painter.drawRoundedRect(QRectF(pixmap.rect()).adjusted(1, 1, -1, -1), 5, 5)
    painter.end()
    return pixmap


class MotionOverlay(QWidget):
    """Laid over ``host`` while cards fly; ``animation`` runs the batch from 0 to 1."""

    def __init__(self, host: QWidget):
        super().__init__(host)
        self.setObjectName("motionOverlay")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self._host = host
        self._flights: list[Flight] = []
        self._progress = 0.0
        self.animation = QVariantAnimation(self)
        self.animation.setDuration(FLIGHT_MS)
        self.animation.setStartValue(0.0)
        self.animation.setEndValue(1.0)
        self.animation.setEasingCurve(QEasingCurve.Type.OutCubic)
        self.animation.valueChanged.connect(self._step)
        self.animation.finished.connect(self.stop)
        host.installEventFilter(self)
        self.hide()

    def flights(self) -> list:
        return list(self._flights)

    def fly(self, flights: list) -> None:
        """Start ``flights`` (any still in the air land at once)."""
        self.stop()
        self._flights = list(flights[:MAX_FLIGHTS])
        if not self._flights:
            return
        self._progress = 0.0
        self.setGeometry(self._host.rect())
        self.raise_()
        self.show()
        self.animation.start()

    def stop(self) -> None:
        """End every flight now: nothing stays drawn."""
        self.animation.stop()
        self._flights = []
        self.hide()

    def _step(self, value) -> None:
        self._progress = float(value)
        self.update()

    @guarded(default=False)
    def eventFilter(self, watched, event) -> bool:
        # A resized table moved every card; a hidden one (end page, cover, menu) shows none.
        if watched is self._host and event.type() in (QEvent.Type.Resize, QEvent.Type.Hide):
            self.stop()
        return False

    @guarded
    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        t = self._progress
        for flight in self._flights:
            a, b = flight.start, flight.end
            rect = QRectF(a.x() + (b.x() - a.x()) * t, a.y() + (b.y() - a.y()) * t,
                          a.width() + (b.width() - a.width()) * t, a.height() + (b.height() - a.height()) * t)
            painter.setOpacity(1.0 - 0.35 * t)      # it fades a little as it arrives: the real card is there
            painter.drawPixmap(rect, flight.pixmap, QRectF(flight.pixmap.rect()))


class CardMotion(QObject):
    """The flights of one table (``host``)."""

    def __init__(self, host: QWidget):
        super().__init__(host)
        self.host = host
        self.overlay = MotionOverlay(host)

    def stop(self) -> None:
        self.overlay.stop()

    def take_off(self, paths) -> list:
        """Before the redraw: where each card of ``paths`` starts, and its face."""
        pending = []
        for source, target, card in paths:
            if source is None or target is None or source is target or not self._shown(source):
                continue
            rect, pixmap = self._card_place(source, card, first=True)
            pending.append(Pending(target, card, rect, pixmap))
        return pending

    def land(self, pending: list) -> list:
        """After the redraw: fly each card to where it is now; returns the flights."""
        flights = []
        for item in pending:
            if not self._shown(item.target):
                continue
            end, pixmap = self._card_place(item.target, item.card, first=False, size=item.start.size())
            face = pixmap or item.pixmap      # as it lies now: no count badge or selection of the row it left
            start = item.start
            if item.pixmap is None and pixmap is not None:     # it came from a pile: it starts at the target's size
                start = QRect(QPoint(0, 0), end.size())
                start.moveCenter(item.start.center())
            if face is None:
                face = card_back(start.size())
            flights.append(Flight(face, QRectF(start), QRectF(end)))
        self.overlay.fly(flights)
        return flights

    def _shown(self, widget) -> bool:
        return widget.isVisible() and self.host.isAncestorOf(widget)

    def _card_place(self, widget, card, first: bool, size: QSize | None = None) -> tuple:
        """(rect in the host, face or None): the card's row in a card list, else the widget's middle."""
        if isinstance(widget, QAbstractItemView) and card is not None and widget.model() is not None:
            model = widget.model()
            rows = [r for r in range(model.rowCount()) if model.index(r, 0).data(CARD_ROLE) == card]
            if rows:
                index = model.index(rows[0] if first else rows[-1], 0)
                rect = widget.visualRect(index).intersected(widget.viewport().rect())
                if not rect.isEmpty():
                    pixmap = widget.viewport().grab(rect)
                    return QRect(widget.viewport().mapTo(self.host, rect.topLeft()), rect.size()), pixmap
        rect = QRect(QPoint(0, 0), size or DEFAULT_CARD)
        rect.moveCenter(widget.mapTo(self.host, widget.rect().center()))
        return rect, None
