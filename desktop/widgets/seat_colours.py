"""One colour per seat, the same wherever a seat is named (the log, the end
page's chart): dark enough to read as text on the log's paper (#fffaf0) and
apart from each other for the common forms of colour blindness (Okabe–Ito)."""
from __future__ import annotations

from PySide6.QtGui import QColor

SEAT_COLOURS = ("#0b6aa8", "#b85400", "#00805f", "#a8457a")


def seat_colour(seat) -> QColor:
    """The colour of ``seat``; grey for no seat."""
    if isinstance(seat, int) and seat >= 0:
        return QColor(SEAT_COLOURS[seat % len(SEAT_COLOURS)])
    return QColor("#5d5044")
