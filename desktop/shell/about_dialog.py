"""About Kotatsu: what the app is, and the credits the licences of what it
ships ask for: the Game Icons artists of the card pictures (CC BY 3.0) and
the Noto Sans CJK fonts (SIL OFL 1.1)."""
from __future__ import annotations

import html

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout

from desktop.base.i18n import Retranslating, app_text
from desktop.widgets.card_icon_mapping import icon_mapping

GAME_ICONS_URL = "https://game-icons.net"
CC_BY_URL = "https://creativecommons.org/licenses/by/3.0/"


class AboutDialog(Retranslating, QDialog):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("aboutDialog")
        layout = QVBoxLayout(self)
        self.text = QLabel()
        self.text.setObjectName("aboutText")
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setOpenExternalLinks(True)
        self.text.setMinimumWidth(420)
        layout.addWidget(self.text)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("About Kotatsu"))
        artists = ", ".join(icon_mapping().artists())
        icons = self.tr("Card pictures: Game Icons ({link}) by {artists}, under the Creative Commons "
                        "Attribution 3.0 licence ({licence}); drawn in the cards' colours.")
        fonts = self.tr("Japanese and Chinese text: Noto Sans CJK (subsets), under the SIL Open Font License 1.1.")
        what = self.tr("Japanese tabletop games on your computer, offline.")
        self.text.setText(
            f"<h3>{html.escape(app_text('app_name'))}</h3>"
            f"<p>{html.escape(what)}</p>"
            "<p>" + html.escape(icons).format(
                link=f'<a href="{GAME_ICONS_URL}">game-icons.net</a>', artists=html.escape(artists),
                licence=f'<a href="{CC_BY_URL}">CC BY 3.0</a>') + "</p>"
            f"<p>{html.escape(fonts)}</p>")
