"""The new-game dialog's options for Isekai Guild Masters: the generated form
(the content set, the encounter cards offered) with a line that says what is
the publisher's and what is ours."""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtWidgets import QLabel

from desktop.games.guild_masters.strings import tr
from desktop.shell.options_form import GeneratedOptionsForm, choices_of, field_label

PROVENANCE = QT_TRANSLATE_NOOP("guild_masters", "Rules as published; map and cards original to Kotatsu")


class GuildMastersOptionsForm(GeneratedOptionsForm):
    def __init__(self, spec, seat_rows=None, parent=None):
        self.provenance = QLabel()
        self.provenance.setObjectName("provenanceNote")
        self.provenance.setWordWrap(True)
        super().__init__(spec, parent)
        self.layout().addRow(self.provenance)

    def retranslate(self) -> None:
        super().retranslate()
        self.provenance.setText(tr(PROVENANCE))


def option_strings(spec) -> list:
    """The labels and list values of the generated part (the extractor reads
    them from a generated form only): (English, note) pairs."""
    found = []
    for name, field in spec.options.model_fields.items():
        if name == "players":
            continue
        found.append((field_label(name, field), f"label of the option '{name}'"))
        found += [(str(value), f"a value of the option '{name}'") for value in choices_of(field.annotation) or ()]
    return found
