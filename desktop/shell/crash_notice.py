"""The start page's line after a crash (``desktop.shell.crash_log``): Kotatsu
closed unexpectedly last time; Show the folder opens the data folder, where
the crash report and the autosave are, so the player can send them."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from desktop.base.guard import guarded
from desktop.base.i18n import Retranslating


class CrashNotice(Retranslating, QWidget):
    """Hidden until ``show_report(path)``; Dismiss hides it (the report was
    already kept under a name of its own, so no later start shows it again)."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("crashNotice")
        self.report: Path | None = None
        self.setStyleSheet("#crashNoticeText { font-size: 14px; }")     # as the start page's other lines
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        self.text = QLabel()
        self.text.setObjectName("crashNoticeText")
        self.text.setWordWrap(True)
        self.text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        column.addWidget(self.text)
        layout = QHBoxLayout()
        column.addLayout(layout)
        self.show_folder = QPushButton()
        self.show_folder.setObjectName("crashShowFolder")
        self.show_folder.clicked.connect(self._open_folder)
        self.dismiss = QPushButton()
        self.dismiss.setObjectName("crashDismiss")
        self.dismiss.clicked.connect(self.hide)
        layout.addStretch(1)
        layout.addWidget(self.show_folder)
        layout.addWidget(self.dismiss)
        layout.addStretch(1)
        self.hide()
        self.retranslate()

    def retranslate(self) -> None:
        self.text.setText(self.tr("Kotatsu closed unexpectedly last time. A crash report was saved."))
        self.show_folder.setText(self.tr("Show the folder"))
        self.dismiss.setText(self.tr("Dismiss"))

    def show_report(self, path: Path) -> None:
        self.report = path
        self.show()

    @guarded
    def _open_folder(self) -> None:
        if self.report is not None:
            QDesktopServices.openUrl(QUrl.fromLocalFile(str(self.report.parent)))
