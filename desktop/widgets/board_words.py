"""The line over a board (``board_view``): a dark rounded label in a corner of
the viewport, the one away from the place it speaks of, so it never hides it.
Its text is shown literally (``plain_text``)."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

LABEL_WIDTH = 320           # the line wraps at this width (pixels)


class BoardWords(QLabel):
    """Created hidden on ``viewport``; ``say(text, about)`` shows it, ``say(None)`` hides it."""

    def __init__(self, viewport):
        super().__init__(viewport)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setObjectName("boardInfo")
        self.setWordWrap(True)
        self.setStyleSheet("QLabel#boardInfo { background: rgba(20, 16, 12, 215); color: #f5ecd8;"
                           " border-radius: 6px; padding: 6px 9px; }")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.hide()

    def say(self, text, about=None) -> None:
        """Show ``text`` (None or "": hide), in the corner away from ``about`` (a viewport point, or None)."""
        if not text:
            self.hide()
            return
        self.setText(text)
        area = self.parentWidget().rect()
        # as wide as one line of the text (padding included), wrapping past LABEL_WIDTH
        line = self.fontMetrics().horizontalAdvance(text) + 24
        self.setFixedWidth(max(60, min(line, LABEL_WIDTH, area.width() - 24)))
        self.setFixedHeight(self.heightForWidth(self.width()))
        # the board's corners are mostly background
        top = about is not None and about.y() > area.height() / 2
        left = about is None or about.x() > area.width() / 2
        self.move(12 if left else area.width() - self.width() - 12,
                  12 if top else area.height() - self.height() - 12)
        self.show()
        self.raise_()
