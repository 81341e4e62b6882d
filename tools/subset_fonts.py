"""Cut one small font per language out of Noto Sans CJK (SIL OFL 1.1).

The Noto Sans CJK collection holds a face per region (JP, SC, TC, …) whose
character map points at that region's glyph forms: 直, 骨, 写 look different
in Japan, mainland China and Taiwan. For each language this keeps the face of
its region and only the characters the language needs:

  * every character of that language's translations in translations/*.ts,
    of its texts in the games' rules references (desktop/games/*/reference.toml)
    and of the Gensokyo cards' rules texts (engine/games/gensokyo/data/cards.toml);
  * every character the code writes as it is, in any language: the string
    literals of desktop/**/*.py (marks such as ● ≥ →) and the lessons'
    texts (desktop/games/*/lesson.json);
  * printable ASCII, a little common punctuation, and the autonyms of all
    languages (the language menu shows 日本語 / 简体中文 / 繁體中文 in any
    language).

The subsets are renamed "Kotatsu Sans JP/SC/TC": the OFL asks modified fonts
not to pass for the original. Run after translations change:

    python tools/subset_fonts.py [--source /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc]

Needs fontTools (`pip install -e .[translations]`) and the collection
(`apt-get install fonts-noto-cjk`).
"""
from __future__ import annotations

import argparse
import ast
import json
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

DEFAULT_SOURCE = Path("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc")
FONTS_DIR = ROOT / "resources" / "fonts"
TRANSLATIONS = ROOT / "translations"
DESKTOP = ROOT / "desktop"

# language -> (face family in the collection, output file, new family name)
FACES = {
    "ja": ("Noto Sans CJK JP", "KotatsuSansJP-Regular.otf", "Kotatsu Sans JP"),
    "zh_Hans": ("Noto Sans CJK SC", "KotatsuSansSC-Regular.otf", "Kotatsu Sans SC"),
    "zh_Hant": ("Noto Sans CJK TC", "KotatsuSansTC-Regular.otf", "Kotatsu Sans TC"),
}

ASCII = "".join(chr(c) for c in range(0x20, 0x7F))
# Punctuation and symbols any language may meet in the UI or in names.
EXTRA = "、。，．：；？！「」『』（）［］〈〉《》“”‘’…—–・·～〜×÷±→←↑↓　０１２３４５６７８９"
AUTONYMS = "English日本語简体中文繁體中文"


def ts_characters(code: str) -> set[str]:
    """Every character of the translations (not the English sources) in the
    language's .ts file."""
    tree = ET.parse(TRANSLATIONS / f"kotatsu_{code}.ts")
    chars: set[str] = set()
    for translation in tree.getroot().iter("translation"):
        for text in [translation.text, *(n.text for n in translation.iter("numerusform"))]:
            chars.update(text or "")
    return chars


def reference_characters(code: str) -> set[str]:
    """Every character of the language's titles and bodies in the rules references."""
    from tools.script_forms import REFERENCES, reference_messages
    return {c for path in REFERENCES for lang, _, _, text in reference_messages(path) if lang == code for c in text}


def card_text_characters(code: str) -> set[str]:
    """Every character of the language's Gensokyo card texts (the card zoom's)."""
    from tools.script_forms import card_text_messages
    return {c for lang, _, _, text in card_text_messages() if lang == code for c in text}


def _docstrings(tree: ast.AST) -> set[int]:
    return {id(node.body[0].value) for node in ast.walk(tree)
            if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef))
            and node.body and isinstance(node.body[0], ast.Expr) and isinstance(node.body[0].value, ast.Constant)}


def literal_texts(path: Path) -> list[str]:
    """The string literals of a module that can reach the screen: not its
    docstrings, nor the bounds of comparisons ("\\u3040" <= char)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    hidden = _docstrings(tree) | {id(operand) for node in ast.walk(tree) if isinstance(node, ast.Compare)
                                  for operand in (node.left, *node.comparators)}
    return [node.value for node in ast.walk(tree)
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in hidden]


def _json_texts(value) -> list[str]:
    if isinstance(value, str):
        return [value]
    items = value.values() if isinstance(value, dict) else value if isinstance(value, list) else []
    return [text for item in items for text in _json_texts(item)]


def source_characters() -> set[str]:
    """Every character the desktop code and the lessons write as they are,
    whatever the language (a translation may keep a mark of its source)."""
    texts = [text for path in sorted(DESKTOP.rglob("*.py")) for text in literal_texts(path)]
    for path in sorted((DESKTOP / "games").glob("*/lesson.json")):
        texts += _json_texts(json.loads(path.read_text(encoding="utf-8")))
    return {c for text in texts for c in text}


def characters_for(code: str) -> set[str]:
    chars = ts_characters(code) | reference_characters(code) | card_text_characters(code) | source_characters() \
        | set(ASCII) | set(EXTRA) | set(AUTONYMS)
    return {c for c in chars if c.isprintable() or c == "\u3000"}


def _face(source: Path, family: str):
    from fontTools.ttLib import TTCollection
    collection = TTCollection(str(source), lazy=False)
    for font in collection.fonts:
        if font["name"].getDebugName(1) == family:
            return font
    raise SystemExit(f"{source} has no face named {family!r}")


def _rename(font, family: str) -> None:
    postscript = family.replace(" ", "") + "-Regular"
    name = font["name"]
    original = name.getDebugName(4)
    for record in list(name.names):
        if record.nameID in (16, 17, 21, 22):
            name.removeNames(nameID=record.nameID)
    for name_id, value in ((1, family), (2, "Regular"), (3, f"{postscript};subset of {original}"),
                           (4, family), (6, postscript)):
        name.setName(value, name_id, 3, 1, 0x409)
        name.setName(value, name_id, 1, 0, 0)
    name.setName(f"Subset of {original} made by Kotatsu's tools/subset_fonts.py. "
                 "Licensed under the SIL Open Font License, Version 1.1.", 5, 3, 1, 0x409)
    if "CFF " in font:
        cff = font["CFF "].cff
        cff.fontNames = [postscript]
        top = cff.topDictIndex[0]
        for key, value in (("FamilyName", family), ("FullName", family)):
            if hasattr(top, key):
                setattr(top, key, value)


def subset(code: str, source: Path = DEFAULT_SOURCE, out_dir: Path = FONTS_DIR) -> Path:
    from fontTools import subset as ft_subset

    face_family, filename, family = FACES[code]
    font = _face(source, face_family)
    options = ft_subset.Options()
    options.drop_tables += ["vhea", "vmtx", "VORG"]   # no vertical text in the app
    # Horizontal text only, and the cmap of the regional face already gives the
    # regional forms: vertical, half-width and other-region ("locl") alternates
    # would only double the glyph count.
    options.layout_features = ["ccmp", "kern"]
    options.name_IDs = ["*"]
    options.notdef_outline = True
    options.hinting = True
    subsetter = ft_subset.Subsetter(options)
    subsetter.populate(unicodes=sorted(ord(c) for c in characters_for(code)))
    subsetter.subset(font)
    _rename(font, family)
    out_dir.mkdir(parents=True, exist_ok=True)
    path = out_dir / filename
    font.recalcTimestamp = False   # keep the source's date: same input, same bytes
    font.save(str(path))
    return path


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--source", type=Path, default=DEFAULT_SOURCE, help="NotoSansCJK-Regular.ttc")
    parser.add_argument("--out", type=Path, default=FONTS_DIR)
    args = parser.parse_args(argv)
    for code in FACES:
        path = subset(code, args.source, args.out)
        print(f"{path.relative_to(ROOT) if path.is_relative_to(ROOT) else path}: "
              f"{len(characters_for(code))} characters, {path.stat().st_size:,} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
