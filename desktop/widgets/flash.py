"""A short glow over a zone of the table where a card just went, so the eye
follows the game. It lets every mouse and drag event through and delays nothing."""
from __future__ import annotations

from PySide6.QtCore import Property, QPropertyAnimation, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QWidget

from desktop.base.guard import guarded

FLASH_MS = 300
GLOW = QColor("#f0a020")


class Flash(QWidget):
    """Laid over its parent; ``animation`` fades ``strength`` in and out once."""

    def __init__(self, zone: QWidget):
        super().__init__(zone)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self._strength = 0.0
        self.animation = QPropertyAnimation(self, b"strength", self)
        self.animation.setDuration(FLASH_MS)
        self.animation.setStartValue(0.0)
        self.animation.setKeyValueAt(0.3, 1.0)
        self.animation.setEndValue(0.0)
        self.animation.finished.connect(self.hide)
        self.hide()

    def _get_strength(self) -> float:
        return self._strength

    def _set_strength(self, value: float) -> None:
        self._strength = value
        self.update()

    strength = Property(float, _get_strength, _set_strength)

    def start(self) -> None:
        self.setGeometry(self.parentWidget().rect())
        self.raise_()
        self.show()
        self.animation.stop()
        self.animation.start()

    @guarded
    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        edge, fill = QColor(GLOW), QColor(GLOW)
        edge.setAlphaF(self._strength)
        fill.setAlphaF(0.3 * self._strength)
        painter.setPen(QPen(edge, 3))
        painter.setBrush(fill)
        painter.drawRoundedRect(self.rect().adjusted(2, 2, -2, -2), 6, 6)


def flash(zone: QWidget) -> QPropertyAnimation:
    """Flash ``zone`` once (again, if it is still glowing); returns the animation."""
    overlay = zone.findChild(Flash, options=Qt.FindChildOption.FindDirectChildrenOnly) or Flash(zone)
    overlay.start()
    return overlay.animation
