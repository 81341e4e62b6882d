"""The end of a game: who won, the game's own account of how (its
``END_DETAILS`` widget) and the way back to the start."""
from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from desktop.shell.i18n import Retranslating, join


class EndPage(Retranslating, QWidget):
    back = Signal()

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("endPage")
        self._result = None     # (winners, names) of the game shown
        self.details = None     # the game's END_DETAILS widget
        self._layout = layout = QVBoxLayout(self)
        layout.addStretch(1)
        self.title = QLabel()
        self.title.setObjectName("endTitle")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.back_button = QPushButton()
        self.back_button.setObjectName("endBack")
        self.back_button.clicked.connect(self.back)
        layout.addWidget(self.title)
        layout.addSpacing(12)
        layout.addWidget(self.back_button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(2)
        self.retranslate()

    def show_result(self, details_class, view: dict, names, ending: dict | None = None) -> None:
        """``view`` of the finished game; ``ending``: the engine's game_over event
        (its reason and details), which ``details_class`` shows."""
        if type(self.details) is not details_class:
            if self.details is not None:
                self.details.deleteLater()
            self.details = details_class()
            self._layout.insertWidget(2, self.details)
        self._result = (view["winners"] or [], list(names))
        self.details.show_result(view, names, ending or {})
        self.retranslate()

    def retranslate(self) -> None:
        self.back_button.setText(self.tr("Back to the start"))
        if self._result is not None:
            winners, names = self._result
            self.title.setText(self.tr("{names} won!").format(names=join(names[s] for s in winners)))
