"""The hot-seat cover: hides the table until the next human is at the screen."""
from __future__ import annotations

from PySide6.QtCore import QPropertyAnimation, Qt, Signal
from PySide6.QtWidgets import QGraphicsOpacityEffect, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from desktop.base.i18n import Retranslating
from desktop.widgets.plain_text import plain_label

FADE_MS = 250


class CoverPage(Retranslating, QWidget):
    """``ready``: the next player is at the screen; ``menu_requested`` and
    ``save_requested``: leave for the start page, or save, without seeing the table."""

    ready = Signal()
    menu_requested = Signal()
    save_requested = Signal()

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("coverPage")
        # A plain QWidget ignores a style-sheet background unless asked; the cover must be opaque.
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self._name = ""
        layout = QVBoxLayout(self)
        layout.addStretch(2)
        self.title = plain_label()
        self.title.setObjectName("coverTitle")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hint = QLabel()
        self.hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hint.setWordWrap(True)
        self.ready_button = QPushButton()
        self.ready_button.setObjectName("coverReady")
        self.ready_button.setDefault(True)
        self.ready_button.clicked.connect(self.ready)
        layout.addWidget(self.title)
        layout.addWidget(self.hint)
        layout.addSpacing(16)
        layout.addWidget(self.ready_button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addSpacing(24)
        leave = QHBoxLayout()
        leave.addStretch(1)
        self.save_button = QPushButton()
        self.save_button.setObjectName("coverSave")
        self.save_button.clicked.connect(self.save_requested)
        self.menu_button = QPushButton()
        self.menu_button.setObjectName("coverMenu")
        self.menu_button.clicked.connect(self.menu_requested)
        leave.addWidget(self.save_button)
        leave.addWidget(self.menu_button)
        leave.addStretch(1)
        layout.addLayout(leave)
        self.notice = QLabel()
        self.notice.setObjectName("coverNotice")
        self.notice.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.notice.setWordWrap(True)
        layout.addWidget(self.notice)
        layout.addStretch(3)
        # Only while fading in: an effect draws the whole page through a pixmap.
        effect = QGraphicsOpacityEffect(self)
        effect.setEnabled(False)
        self.setGraphicsEffect(effect)
        self.fade = QPropertyAnimation(effect, b"opacity", self)
        self.fade.setDuration(FADE_MS)
        self.fade.setStartValue(0.0)
        self.fade.setEndValue(1.0)
        self.fade.finished.connect(lambda: effect.setEnabled(False))
        self.retranslate()

    def retranslate(self) -> None:
        self.title.setText(self.tr("Pass to {name}").format(name=self._name))
        self.hint.setText(self.tr("The other players look away. Your hand stays hidden until you are ready."))
        self.ready_button.setText(self.tr("Ready"))
        self.save_button.setText(self.tr("Save as…"))
        self.menu_button.setText(self.tr("Menu"))

    def show_notice(self, text: str) -> None:
        self.notice.setText(text)

    def show_for(self, name: str, fade: bool = False) -> None:
        """Ask ``name`` to the screen; ``fade`` fades the cover in (Ready works at once)."""
        self._name = name
        self.notice.clear()
        self.retranslate()
        self.ready_button.setFocus()
        if fade:
            self.graphicsEffect().setEnabled(True)
            self.fade.start()
