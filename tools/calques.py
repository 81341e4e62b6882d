"""Calque guards: known calques and foreign usage, per language, must not come back.

translations/calques.tsv lists, per language, a pattern a native reader marked
(的场合 from Japanese 場合, 组合 for a union, 書き方を示す番号, mainland 本應用 in
Taiwan text …), what to write instead and why. Every message of the .ts
files, every row of the tables and every part of the rules references is
searched; a hit is a problem.

    python tools/calques.py    # list every problem; exit 1 if there is one
"""
from __future__ import annotations

import csv
import re
import sys
from dataclasses import dataclass
from pathlib import Path

from tools import script_forms
from tools.texts import Text, texts

TABLE = script_forms.TRANSLATIONS / "calques.tsv"


@dataclass(frozen=True)
class Calque:
    lang: str
    pattern: re.Pattern
    write: str
    why: str


def calques(path: Path = TABLE) -> list[Calque]:
    with open(path, encoding="utf-8", newline="") as handle:
        return [Calque(row["lang"], re.compile(row["calque"]), row["write"], row["why"])
                for row in csv.DictReader(handle, delimiter="\t", quoting=csv.QUOTE_NONE)]


def problems(all_texts: list[Text] | None = None, table: list[Calque] | None = None) -> list[str]:
    all_texts = texts() if all_texts is None else all_texts
    table = calques() if table is None else table
    lines = []
    for text in all_texts:
        for calque in table:
            if calque.lang == text.lang and (hit := calque.pattern.search(text.text)):
                lines.append(f"{text.where}: {hit.group(0)}: write {calque.write} ({calque.why})")
    return lines


def main(argv=None) -> int:
    return script_forms.report(problems())


if __name__ == "__main__":
    sys.exit(main())
