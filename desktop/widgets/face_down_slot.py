"""A face-down slot: the place a seat committed a card to, seen as the view
gives it (``engine.core.secrets.Sealed.shown``). The owner sees the card's
face, marked as face down; everyone else a card back and whose it is; once
revealed, the slot shows the card face up like any other. The face is drawn
by the game (``face_text``: its words for a card), so the slot knows no game."""
from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QWidget

from desktop.base.guard import guarded
from desktop.widgets.motion import card_back

FACE = QColor("#fbf7ee")
EDGE = QColor("#5b4a32")
SEALED_MARK = QColor("#35506e")


class FaceDownSlot(QWidget):
    """``show_slot(shown, owner_name)``: ``shown`` is None (empty), a view's
    ``{"sealed": True, "owner": …[, "value": …]}``, or a revealed card."""

    def __init__(self, face_text=str, parent=None):
        super().__init__(parent)
        self.face_text = face_text
        self._shown = None
        self._describe("")

    @guarded(default=QSize())
    def sizeHint(self) -> QSize:
        height = max(84, self.fontMetrics().height() * 5)
        return QSize(height * 5 // 7, height)

    def state(self) -> str:
        """"empty", "back" (another's secret), "own" (the viewer's own secret) or "face" (revealed)."""
        shown = self._shown
        if shown is None:
            return "empty"
        if isinstance(shown, dict) and shown.get("sealed"):
            return "own" if "value" in shown else "back"
        return "face"

    def show_slot(self, shown, owner_name: str = "") -> None:
        self._shown = shown
        self._describe(owner_name)
        self.update()

    def _describe(self, owner_name: str) -> None:
        state = self.state()
        if state == "empty":
            text = self.tr("Empty")
        elif state == "back":
            text = self.tr("{name} committed a card face down").format(name=owner_name)
        elif state == "own":
            text = self.tr("Your face-down card: {card}").format(card=self.face_text(self._shown["value"]))
        else:
            text = self.face_text(self._shown)
        self.setAccessibleName(text)
        self.setToolTip(text)

    @guarded
    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        box = QRectF(self.rect()).adjusted(2, 2, -2, -2)
        state = self.state()
        if state == "back":
            painter.drawPixmap(box.toRect(), card_back(box.size().toSize()))
        elif state == "empty":
            painter.setPen(QPen(EDGE, 1, Qt.PenStyle.DashLine))
            painter.drawRoundedRect(box, 5, 5)
        else:
            painter.setPen(QPen(SEALED_MARK if state == "own" else EDGE, 3 if state == "own" else 1,
                                Qt.PenStyle.DashLine if state == "own" else Qt.PenStyle.SolidLine))
            painter.setBrush(FACE)
            painter.drawRoundedRect(box, 5, 5)
            value = self._shown["value"] if state == "own" else self._shown
            painter.setPen(EDGE)
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self.face_text(value))
        painter.end()
