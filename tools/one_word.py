"""One word for one thing: each game term is rendered one way in each language.

translations/renderings.tsv lists, per game and language, the renderings a
term may take and the rival renderings a reader found for it (解放 beside 解锁,
手番 beside ターン in Heart of Crown). A text of that game (a message of its
context, a part of its rules reference; game ``*``: every text) fails where
its English names the term (the ``en`` pattern) and its translation holds
none of the allowed renderings (messages only: a reference part retells its
English freely), or where it holds a rival (every text). A term that is a
glossary key must allow the glossary's own word. Extend the table as games
arrive: a row per term and language, with the reason.

    python tools/one_word.py    # list every problem; exit 1 if there is one
"""
from __future__ import annotations

import csv
import re
import sys
from dataclasses import dataclass
from pathlib import Path

from tools import script_forms
from tools.texts import Text, texts

TABLE = script_forms.TRANSLATIONS / "renderings.tsv"
GLOSSARY = script_forms.TRANSLATIONS / "glossary.tsv"


@dataclass(frozen=True)
class Rendering:
    game: str
    term: str
    en: re.Pattern | None
    lang: str
    allowed: tuple[str, ...]
    rivals: re.Pattern | None
    why: str

    def covers(self, text: Text) -> bool:
        return text.lang == self.lang and self.game in ("*", text.game)


def renderings(path: Path = TABLE) -> list[Rendering]:
    with open(path, encoding="utf-8", newline="") as handle:
        rows = list(csv.DictReader(handle, delimiter="\t", quoting=csv.QUOTE_NONE))
    return [Rendering(row["game"], row["term"],
                      re.compile(row["en"], re.I) if row["en"] else None, row["lang"],
                      tuple(w for w in row["allowed"].split("|") if w),
                      re.compile(row["rivals"]) if row["rivals"] else None, row["why"])
            for row in rows]


def glossary() -> dict[str, dict[str, str]]:
    with open(GLOSSARY, encoding="utf-8", newline="") as handle:
        return {row["key"]: row for row in csv.DictReader(handle, delimiter="\t", quoting=csv.QUOTE_NONE)}


def problems(all_texts: list[Text] | None = None, table: list[Rendering] | None = None) -> list[str]:
    # The tables are not read: each of their rows is a message of the .ts files.
    all_texts = texts(tables=()) if all_texts is None else all_texts
    table = renderings() if table is None else table
    terms = glossary()
    lines = []
    for rule in table:
        if rule.term in terms and not any(w in terms[rule.term][rule.lang] for w in rule.allowed):
            lines.append(f"{rule.game} {rule.term} {rule.lang}: the glossary's "
                         f"{terms[rule.term][rule.lang]} is not among {'|'.join(rule.allowed)}")
        for text in filter(rule.covers, all_texts):
            # A rules-reference part retells its English freely: only its rivals are checked.
            if (rule.en and text.kind == "message" and rule.en.search(text.en)
                    and not any(w in text.text for w in rule.allowed)):
                lines.append(f"{text.where}: {rule.term} is written {'|'.join(rule.allowed)} in {rule.game}")
            if rule.rivals and (rival := rule.rivals.search(text.text)):
                lines.append(f"{text.where}: {rival.group(0)} for {rule.term}: write "
                             f"{'|'.join(rule.allowed) or 'as the table says'} ({rule.why})")
    return lines


def main(argv=None) -> int:
    return script_forms.report(problems())


if __name__ == "__main__":
    sys.exit(main())
