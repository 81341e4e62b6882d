"""Preferences: the language, how fast the AI plays, whether ending a phase
early asks twice, whether the table animates and how large its text and
cards are; and the About box. A new language applies on OK, not while the
dialog is open: a live switch resized the dialog under the cursor (a click
meant for OK landed on About); Cancel keeps the language as it was."""
from __future__ import annotations

from PySide6.QtWidgets import (QApplication, QCheckBox, QComboBox, QDialog, QDialogButtonBox,
                               QFormLayout, QLabel, QPushButton, QSpinBox)

from desktop.base.guard import guarded
from desktop.base.i18n import LANGUAGES, Retranslating, app_text, current_language, install_language
from desktop.base.settings import UI_SIZES, Settings


class SettingsDialog(Retranslating, QDialog):
    def __init__(self, settings: Settings, parent=None):
        super().__init__(parent)
        self._settings = settings
        self._language_before = current_language()
        form = QFormLayout(self)
        self.language = QComboBox()
        self.language.setObjectName("language")
        for code, autonym in LANGUAGES.items():   # each in its own language, never translated
            self.language.addItem(autonym, code)
        self.language.setCurrentIndex(max(0, self.language.findData(self._language_before)))
        self.pace = QSpinBox()
        self.pace.setObjectName("aiPace")
        self.pace.setRange(0, 5000)
        self.pace.setSingleStep(100)
        self.pace.setValue(settings.ai_pace_ms)
        self.confirm = QCheckBox()
        self.confirm.setObjectName("confirmEndPhase")
        self.confirm.setChecked(settings.confirm_end_phase)
        self.animations = QCheckBox()
        self.animations.setObjectName("animations")
        self.animations.setChecked(settings.animations)
        self.language_label, self.pace_label = QLabel(), QLabel()
        form.addRow(self.language_label, self.language)
        form.addRow(self.pace_label, self.pace)
        form.addRow(self.confirm)
        form.addRow(self.animations)
        self._add_size_and_about(form)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        self.retranslate()

    def _add_size_and_about(self, form: QFormLayout) -> None:
        """The table's text and card size, and the About box (credits)."""
        self.ui_size = QComboBox()
        self.ui_size.setObjectName("uiSize")
        for key in UI_SIZES:
            self.ui_size.addItem("", key)
        self.ui_size.setCurrentIndex(max(0, self.ui_size.findData(self._settings.ui_size)))
        self.ui_size_label = QLabel()
        form.addRow(self.ui_size_label, self.ui_size)
        self.about_button = QPushButton()
        self.about_button.setObjectName("aboutButton")
        self.about_button.clicked.connect(self._show_about)
        form.addRow(self.about_button)

    def _show_about(self) -> None:
        from desktop.shell.about_dialog import AboutDialog     # its credits are read only when asked for
        AboutDialog(self).exec()

    def _retranslate_size_and_about(self) -> None:
        self.ui_size_label.setText(self.tr("Text and card size"))
        names = {"small": self.tr("Small"), "normal": self.tr("Normal"), "large": self.tr("Large")}
        for row in range(self.ui_size.count()):
            self.ui_size.setItemText(row, names[self.ui_size.itemData(row)])
        self.about_button.setText(self.tr("About Kotatsu…"))

    def retranslate(self) -> None:
        self._retranslate_size_and_about()
        self.setWindowTitle(self.tr("Settings"))
        self.language_label.setText(app_text("language"))
        self.pace_label.setText(self.tr("Pause between AI moves"))
        self.pace.setSuffix(self.tr(" ms"))
        self.confirm.setText(self.tr("Ask before ending a phase with plays or coins left"))
        self.animations.setText(self.tr("Animations"))

    @guarded
    def accept(self) -> None:
        self._settings.language = self.language.currentData()
        self._settings.ai_pace_ms = self.pace.value()
        self._settings.confirm_end_phase = self.confirm.isChecked()
        self._settings.animations = self.animations.isChecked()
        self._settings.ui_size = self.ui_size.currentData()
        super().accept()
        if self.language.currentData() != self._language_before:
            install_language(QApplication.instance(), self.language.currentData())

