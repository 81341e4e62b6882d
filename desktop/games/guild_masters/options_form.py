"""The new-game dialog's options for Isekai Guild Masters: the generated form
(the content set, the encounter cards offered) in a player's words, with a
line that says what is the publisher's and what is ours."""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtWidgets import QComboBox, QLabel

from desktop.games.guild_masters.strings import tr
from desktop.shell.options_form import GeneratedOptionsForm

PROVENANCE = QT_TRANSLATE_NOOP("guild_masters", "Rules as published; map and cards original to Kotatsu")
# The options' labels and values as a player reads them (the engine's are ids: "Content: standard").
LABELS = {
    "content": QT_TRANSLATE_NOOP("guild_masters", "Cards and map"),
    "offered": QT_TRANSLATE_NOOP("guild_masters", "Encounter cards to choose from"),
}
TIPS = {
    "content": QT_TRANSLATE_NOOP("guild_masters", "Which event cards, regalia and labyrinth tiles the game uses"),
    "offered": QT_TRANSLATE_NOOP(
        "guild_masters", "At set-up each player is dealt this many encounter cards and meets one of the receptionists"),
}
VALUES = {
    "standard": QT_TRANSLATE_NOOP("guild_masters", "Full set"),
    "sample": QT_TRANSLATE_NOOP("guild_masters", "Small sample set"),
}


class GuildMastersOptionsForm(GeneratedOptionsForm):
    def __init__(self, spec, seat_rows=None, parent=None):
        self.provenance = QLabel()
        self.provenance.setObjectName("provenanceNote")
        self.provenance.setWordWrap(True)
        super().__init__(spec, parent)
        self.layout().addRow(self.provenance)

    def retranslate(self) -> None:
        super().retranslate()
        for name, label in self.labels.items():
            label.setText(tr(LABELS[name]))
            label.setToolTip(tr(TIPS[name]))
            self.editors[name].setToolTip(tr(TIPS[name]))
            editor = self.editors[name]
            if isinstance(editor, QComboBox):
                for row in range(editor.count()):
                    editor.setItemText(row, tr(VALUES[editor.itemData(row)]))
        self.provenance.setText(tr(PROVENANCE))


def option_strings() -> list:
    """The form's own labels, tips and values: (English, note) pairs."""
    return ([(text, f"label of the option '{name}'") for name, text in LABELS.items()]
            + [(text, f"what the option '{name}' means (tooltip)") for name, text in TIPS.items()]
            + [(text, f"a value of the option 'content' ({value})") for value, text in VALUES.items()])
