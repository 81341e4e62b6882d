"""A short line over the bottom of the window when the app caught a fault in
its own code (desktop.base.guard): the player learns why a click did nothing, and
that the game goes on."""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt, QTimer
from PySide6.QtWidgets import QLabel

from desktop.base import guard

PROBLEM = QT_TRANSLATE_NOOP("Guard", "Something went wrong and was skipped; the game goes on.")
SHOW_MS = 6000
MARGIN = 12


class ProblemNotice(QLabel):
    """A child of the main window that floats above its pages and lets every
    click through; it hides itself after a few seconds."""

    def __init__(self, window):
        super().__init__(window)
        self.setObjectName("problemNotice")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.hide()
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(SHOW_MS)
        self._timer.timeout.connect(self.hide)
        # Queued: the report may come from inside a paint event or a layout pass.
        guard.reporter().reported.connect(self.show_problem, Qt.ConnectionType.QueuedConnection)

    def show_problem(self) -> None:
        self.setText(QCoreApplication.translate("Guard", PROBLEM))   # in the language of the moment
        self.adjustSize()
        room = self.parentWidget().rect()
        self.move((room.width() - self.width()) // 2, room.height() - self.height() - MARGIN)
        self.raise_()
        self.show()
        self._timer.start()
