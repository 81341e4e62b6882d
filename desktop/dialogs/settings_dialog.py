"""Preferences: how fast the AI plays and whether ending a phase early asks twice."""
from __future__ import annotations

from PySide6.QtWidgets import QCheckBox, QDialog, QDialogButtonBox, QFormLayout, QSpinBox

from desktop.settings import Settings


class SettingsDialog(QDialog):
    def __init__(self, settings: Settings, parent=None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Settings"))
        self._settings = settings
        form = QFormLayout(self)
        self.pace = QSpinBox()
        self.pace.setObjectName("aiPace")
        self.pace.setRange(0, 5000)
        self.pace.setSingleStep(100)
        self.pace.setSuffix(self.tr(" ms"))
        self.pace.setValue(settings.ai_pace_ms)
        self.confirm = QCheckBox(self.tr("Ask before ending a phase with plays or coins left"))
        self.confirm.setObjectName("confirmEndPhase")
        self.confirm.setChecked(settings.confirm_end_phase)
        form.addRow(self.tr("Pause between AI moves"), self.pace)
        form.addRow(self.confirm)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def accept(self) -> None:
        self._settings.ai_pace_ms = self.pace.value()
        self._settings.confirm_end_phase = self.confirm.isChecked()
        super().accept()
