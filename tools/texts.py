"""Every translated text of the catalogues, grouped for the word checks
(one_word.py, calques.py): the messages of translations/*.ts, the rows of the
tables and the parts of the games' rules references, each with its game."""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from tools import script_forms


@dataclass(frozen=True)
class Text:
    where: str      # file and message, for the report
    game: str       # the context of a message (a game's id or a widget's), or the reference's game
    lang: str
    en: str
    text: str
    kind: str = "message"   # "message" (a .ts or a table row) or "reference"


def texts(ts_dir: Path = script_forms.TRANSLATIONS, tables=script_forms.TABLES,
          references=script_forms.REFERENCES) -> list[Text]:
    found = []
    for code in script_forms.LANGUAGES:
        path = ts_dir / f"kotatsu_{code}.ts"
        for context, source, text in script_forms.ts_messages(path):
            found.append(Text(f"{path.name} [{context}] {source[:50]!r}", context, code, source, text))
    for path in tables:
        for code, context, source, text in script_forms.table_messages(path):
            found.append(Text(f"{path.name} {code} [{context}] {source[:50]!r}", context, code, source, text))
    for path in references:
        game = path.parent.name
        for code, where, source, text in script_forms.reference_messages(path):
            found.append(Text(f"{game}/{path.name} {code} [{where}]", game, code, source, text, "reference"))
    return found
