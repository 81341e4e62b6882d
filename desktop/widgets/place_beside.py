"""Where a floating zoom goes: beside the card it explains (right of it, or
left when the right has no room), centred on it, and inside its parent."""
from __future__ import annotations

from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QWidget

GAP = 10


def place_beside(popup: QWidget, anchor: QRect) -> None:
    """Move ``popup`` (a child widget) beside ``anchor``, given in global coordinates."""
    room = popup.parentWidget().rect()
    anchor = QRect(popup.parentWidget().mapFromGlobal(anchor.topLeft()), anchor.size())
    x = anchor.right() + GAP
    if x + popup.width() > room.right():
        x = anchor.left() - GAP - popup.width()
    y = anchor.center().y() - popup.height() // 2
    popup.move(QPoint(max(room.left(), x), min(max(room.top(), y), room.bottom() - popup.height())))
