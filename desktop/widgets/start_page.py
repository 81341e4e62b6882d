"""The first screen: new game, continue the autosave, load, settings, quit."""
from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget


class StartPage(QWidget):
    new_game = Signal()
    continue_game = Signal()
    load_game = Signal()
    settings = Signal()
    quit = Signal()

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("startPage")
        layout = QVBoxLayout(self)
        layout.addStretch(2)
        title = QLabel(self.tr("Kotatsu"))
        title.setObjectName("startTitle")
        title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        subtitle = QLabel(self.tr("Heart of Crown — against AI or hot-seat"))
        subtitle.setObjectName("startSubtitle")
        subtitle.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(title)
        layout.addWidget(subtitle)
        layout.addSpacing(24)
        self.buttons = {}
        for key, text, signal in (
            ("new", self.tr("New game"), self.new_game),
            ("continue", self.tr("Continue"), self.continue_game),
            ("load", self.tr("Load…"), self.load_game),
            ("settings", self.tr("Settings"), self.settings),
            ("quit", self.tr("Quit"), self.quit),
        ):
            button = QPushButton(text)
            button.setObjectName("start_" + key)
            button.setMinimumWidth(240)
            button.clicked.connect(signal)
            layout.addWidget(button, 0, Qt.AlignmentFlag.AlignHCenter)
            self.buttons[key] = button
        self.error = QLabel()
        self.error.setObjectName("errorLine")
        self.error.setWordWrap(True)
        self.error.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addSpacing(12)
        layout.addWidget(self.error)
        layout.addStretch(3)

    def set_can_continue(self, can: bool) -> None:
        self.buttons["continue"].setEnabled(can)

    def show_error(self, text: str) -> None:
        self.error.setText(text)
