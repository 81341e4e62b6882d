"""Regenerate the Qt Linguist sources translations/kotatsu_<lang>.ts.

Steps:
  1. tools/extract_data_strings.py rewrites translations/data_strings.py;
  2. pyside6-lupdate reads that stub and every module of desktop/ (data
     strings and the widgets' own strings) into the .ts files (keeping every
     translation already there, dropping vanished strings);
  3. the checked-in tables translations/glossary.tsv and
     translations/data_translations.tsv are merged into the .ts files, so
     every translation lives in a reviewable table and regenerating never
     loses it. A translation made in Linguist for a string the tables do not
     know is kept as it is (copy it into the table);
  4. lupdate runs once more so the files keep lupdate's own layout.

    python tools/update_translations.py

Exits 1 if a string is left unfinished.
"""
from __future__ import annotations

import argparse
import csv
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

TRANSLATIONS = ROOT / "translations"
GLOSSARY = TRANSLATIONS / "glossary.tsv"
TABLE = TRANSLATIONS / "data_translations.tsv"
STUB = TRANSLATIONS / "data_strings.py"
GAME_CONTEXT = "heart_of_crown"

# Our language code -> the language written into the .ts (drives plural rules).
LANGUAGES = {"ja": "ja_JP", "zh_Hans": "zh_CN", "zh_Hant": "zh_TW"}


def ts_path(code: str) -> Path:
    return TRANSLATIONS / f"kotatsu_{code}.ts"


def tool(name: str) -> str:
    """A PySide6 tool from the running venv (or PATH)."""
    here = Path(sys.executable).with_name(name)
    found = str(here) if here.exists() else shutil.which(name)
    if not found:
        raise SystemExit(f"{name} not found: install PySide6 into this Python")
    return found


def _read_tsv(path: Path) -> list[dict]:
    """Rows of a table; a line break inside a string is written as \\n."""
    with open(path, encoding="utf-8", newline="") as handle:
        rows = list(csv.DictReader(handle, delimiter="\t", quoting=csv.QUOTE_NONE))
    # A short row (the glossary's game column left empty) reads as "".
    return [{key: (value or "").replace("\\n", "\n") for key, value in row.items()} for row in rows]


def load_table() -> dict[tuple[str, str], dict[str, str]]:
    """(context, English) -> {language: translation} from both tables. A string
    given twice with different translations is an error."""
    table: dict[tuple[str, str], dict[str, str]] = {}
    # A glossary term is translated in the context of its game (its ``game`` column; empty: Heart of Crown).
    rows = [dict(row, context=row.get("game") or GAME_CONTEXT) for row in _read_tsv(GLOSSARY)] + _read_tsv(TABLE)
    for row in rows:
        key = (row["context"], row["en"])
        entry = {code: row[code] for code in LANGUAGES}
        if key in table and table[key] != entry:
            raise ValueError(f"{key} is translated twice, differently: {table[key]} vs {entry}")
        table[key] = entry
    return table


def sources() -> list[Path]:
    return [STUB, *sorted((ROOT / "desktop").rglob("*.py"))]


def run_lupdate(files: list[Path], code: str, ts: Path) -> None:
    subprocess.run([tool("pyside6-lupdate"), "-silent", "-no-obsolete", "-locations", "relative",
                    "-target-language", LANGUAGES[code], *map(str, files), "-ts", str(ts)], check=True)


def fill(code: str, table, path: Path | None = None) -> tuple[int, list[tuple[str, str]]]:
    """Write the table's translations into one .ts; returns (how many were
    filled or changed, the (context, source) pairs still untranslated)."""
    path = path or ts_path(code)
    tree = ET.parse(path)
    changed, missing = 0, []
    for context in tree.getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            translation = message.find("translation")
            if translation is None:
                translation = ET.SubElement(message, "translation")
            wanted = table.get((name, source), {}).get(code)
            if wanted:
                if translation.text != wanted or translation.get("type"):
                    translation.text = wanted
                    translation.attrib.pop("type", None)
                    changed += 1
            elif translation.get("type") == "unfinished" or not translation.text:
                missing.append((name, source))
    if changed:
        with open(path, "wb") as handle:
            handle.write(b'<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n')
            tree.write(handle, encoding="utf-8", xml_declaration=False)
    return changed, missing


def main(argv=None) -> int:
    argparse.ArgumentParser(description=__doc__.splitlines()[0]).parse_args(argv)

    from tools import extract_data_strings
    extract_data_strings.main([])
    table = load_table()
    files = sources()
    status = 0
    for code in LANGUAGES:
        run_lupdate(files, code, ts_path(code))
        changed, missing = fill(code, table)
        print(f"{ts_path(code).name}: {changed} translations merged from the tables, {len(missing)} unfinished")
        for context, source in missing[:20]:
            print(f"    unfinished [{context}] {source!r}")
        status |= bool(missing)
        run_lupdate(files, code, ts_path(code))     # back to lupdate's own layout
    return status


if __name__ == "__main__":
    sys.exit(main())
