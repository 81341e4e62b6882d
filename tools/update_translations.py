"""Regenerate the Qt Linguist sources translations/kotatsu_<lang>.ts.

Steps:
  1. tools/extract_data_strings.py rewrites translations/data_strings.py;
  2. pyside6-lupdate reads that stub and the desktop sources into the .ts
     files (keeping every translation already there, dropping vanished
     strings);
  3. the checked-in tables translations/glossary.tsv and
     translations/data_translations.tsv are merged into the .ts files, so a
     data string's translation lives in a reviewable table and regenerating
     never loses it. A translation made in Linguist for a string the tables
     do not know is kept as it is;
  4. lupdate runs once more so the files keep lupdate's own layout.

By default lupdate reads the stub and desktop/i18n.py only (--data-only is the
default while the desktop's own strings are still moving). `--all` adds every
other module under desktop/; their strings then have to be translated (in
Linguist or in data_translations.tsv) before tests/translations passes.

    python tools/update_translations.py [--all]

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
    with open(path, encoding="utf-8", newline="") as handle:
        return list(csv.DictReader(handle, delimiter="\t", quoting=csv.QUOTE_NONE))


def load_table() -> dict[tuple[str, str], dict[str, str]]:
    """(context, English) -> {language: translation} from both tables. A string
    given twice with different translations is an error."""
    table: dict[tuple[str, str], dict[str, str]] = {}
    rows = [dict(row, context=GAME_CONTEXT) for row in _read_tsv(GLOSSARY)] + _read_tsv(TABLE)
    for row in rows:
        key = (row["context"], row["en"])
        entry = {code: row[code] for code in LANGUAGES}
        if key in table and table[key] != entry:
            raise ValueError(f"{key} is translated twice, differently: {table[key]} vs {entry}")
        table[key] = entry
    return table


def sources(include_ui: bool) -> list[Path]:
    files = [STUB, ROOT / "desktop" / "i18n.py"]
    if include_ui:
        files += sorted(p for p in (ROOT / "desktop").rglob("*.py") if p not in files)
    return files


def run_lupdate(files: list[Path]) -> None:
    lupdate = tool("pyside6-lupdate")
    for code, qt_language in LANGUAGES.items():
        subprocess.run([lupdate, "-silent", "-no-obsolete", "-locations", "relative",
                        "-target-language", qt_language, *map(str, files), "-ts", str(ts_path(code))],
                       check=True)


def fill(code: str, table) -> tuple[int, list[tuple[str, str]]]:
    """Write the table's translations into one .ts; returns (how many were
    filled or changed, the (context, source) pairs still untranslated)."""
    path = ts_path(code)
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
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--all", action="store_true", help="also read every desktop module (UI strings)")
    args = parser.parse_args(argv)

    from tools import extract_data_strings
    extract_data_strings.main([])
    table = load_table()
    files = sources(args.all)
    run_lupdate(files)
    status = 0
    for code in LANGUAGES:
        changed, missing = fill(code, table)
        print(f"{ts_path(code).name}: {changed} translations merged from the tables, {len(missing)} unfinished")
        for context, source in missing[:20]:
            print(f"    unfinished [{context}] {source!r}")
        status |= bool(missing)
    run_lupdate(files)     # back to lupdate's own layout
    return status


if __name__ == "__main__":
    sys.exit(main())
