"""The first screen: new game, continue the autosave, load, save it elsewhere, settings, quit."""
from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from desktop.i18n import Retranslating, app_text


class StartPage(Retranslating, QWidget):
    new_game = Signal()
    continue_game = Signal()
    load_game = Signal()
    save_game = Signal()
    settings = Signal()
    quit = Signal()

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("startPage")
        layout = QVBoxLayout(self)
        layout.addStretch(2)
        self.title = QLabel()
        self.title.setObjectName("startTitle")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.subtitle = QLabel()
        self.subtitle.setObjectName("startSubtitle")
        self.subtitle.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.title)
        layout.addWidget(self.subtitle)
        layout.addSpacing(24)
        self.buttons = {}
        for key, signal in (("new", self.new_game), ("continue", self.continue_game), ("load", self.load_game),
                            ("save", self.save_game), ("settings", self.settings), ("quit", self.quit)):
            button = QPushButton()
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
        self.retranslate()

    def retranslate(self) -> None:
        self.title.setText(app_text("app_name"))
        self.subtitle.setText(self.tr("{game} — against AI or hot-seat").format(
            game=app_text("game_heart_of_crown")))
        for key, text in (("new", self.tr("New game")), ("continue", self.tr("Continue")),
                          ("load", self.tr("Load…")), ("save", self.tr("Save as…")),
                          ("settings", self.tr("Settings")), ("quit", self.tr("Quit"))):
            self.buttons[key].setText(text)

    def set_can_continue(self, can: bool) -> None:
        """Continue, and Save as, need an autosaved game."""
        self.buttons["continue"].setEnabled(can)
        self.buttons["save"].setEnabled(can)

    def show_error(self, text: str) -> None:
        self.error.setText(text)
