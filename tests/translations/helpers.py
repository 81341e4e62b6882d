"""Reading the committed translation files for the tests."""
from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
TRANSLATIONS = ROOT / "translations"
LANGUAGES = ("ja", "zh_Hans", "zh_Hant")
GAME = "heart_of_crown"
# The source rules texts and card facts (outside the repository, ../shared
# beside a clone); tests that need them skip without.
RULES = ROOT.parent / "shared" / "rules"
FACTS = ROOT.parent / "shared" / "research" / "data"


def games() -> list[str]:
    """Every game with a card table (engine/games/<id>/cards.py); its id is its
    translation context."""
    return sorted(path.parent.name for path in (ROOT / "engine" / "games").glob("*/cards.py"))


def messages(code: str) -> dict[tuple[str, str], ET.Element]:
    """(context, source) -> <message> of translations/kotatsu_<code>.ts."""
    tree = ET.parse(TRANSLATIONS / f"kotatsu_{code}.ts")
    found = {}
    for context in tree.getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            found[(name, message.findtext("source") or "")] = message
    return found


def translations(code: str) -> dict[tuple[str, str], str]:
    """(context, source) -> finished translation text ("" when unfinished)."""
    result = {}
    for key, message in messages(code).items():
        element = message.find("translation")
        ok = element is not None and element.get("type") not in ("unfinished", "vanished", "obsolete")
        result[key] = (element.text or "") if ok else ""
    return result
