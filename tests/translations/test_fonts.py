"""The CJK font subsets: every translated character renders with its
language's subset, in that region's glyph forms, and the files stay small."""
from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtGui import QFont, QFontMetrics, QRawFont  # noqa: E402

from desktop.base import i18n  # noqa: E402
from tests.translations.helpers import LANGUAGES, translations  # noqa: E402
from tools.script_forms import card_text_messages  # noqa: E402

# Three games' words (Guild Masters' 590 strings brought Traditional Chinese to ~1,190 characters, 294 kB;
# the tables' new words of issue 28 to 1,302 characters, 321 kB; Gensokyo's 66 card names of issue 27 to
# 1,382 characters, 343 kB): a little room above the largest subset.
MAX_BYTES = 350_000


def _path(code):
    return i18n.FONTS_DIR / i18n.FONTS[code][0]


def _characters(code):
    """Every character of every translation: data strings, the widgets' own and
    the Gensokyo card texts the card zoom shows."""
    texts = translations(code)
    assert {"heart_of_crown", "kotatsu", "TablePage", "NewGameDialog"} <= {context for context, _ in texts}
    chars = set()
    for text in texts.values():
        chars.update(text)
    for language, _, _, text in card_text_messages():
        if language == code:
            chars.update(text)
    return chars | set("".join(i18n.LANGUAGES.values()))


@pytest.mark.parametrize("code", LANGUAGES)
def test_subset_is_small_and_licensed(code):
    assert _path(code).exists()
    assert _path(code).stat().st_size < MAX_BYTES
    assert "SIL OPEN FONT LICENSE Version 1.1" in (i18n.FONTS_DIR / "OFL.txt").read_text(encoding="utf-8")


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_translated_character_is_in_the_subset(qapp, code):
    raw = QRawFont(str(_path(code)), 16)
    assert raw.isValid()
    missing = sorted(c for c in _characters(code) if not c.isspace() and not raw.supportsCharacter(ord(c)))
    assert not missing, f"run tools/subset_fonts.py: {''.join(missing)}"


@pytest.mark.parametrize("code", LANGUAGES)
def test_font_for_language_registers_the_subset(qapp, code):
    family = i18n.font_for_language(code)
    assert family == i18n.FONTS[code][1]
    metrics = QFontMetrics(QFont(family))
    sample = i18n.LANGUAGES[code]
    assert all(metrics.inFontUcs4(ord(c)) for c in sample)


def test_english_needs_no_subset(qapp):
    assert i18n.font_for_language("en") is None


def test_install_language_puts_the_subset_first_and_keeps_fallbacks(qapp):
    try:
        i18n.install_language(qapp, "zh_Hant")
        families = qapp.font().families()
        assert families[0] == "Kotatsu Sans TC" and len(families) > 1
        i18n.install_language(qapp, "en")
        assert "Kotatsu Sans TC" not in qapp.font().families()
    finally:
        i18n.install_language(qapp, "en")


def test_each_language_has_its_regional_glyph_forms():
    """Same character, different glyphs: the JP, SC and TC faces of Noto Sans
    CJK map e.g. 直 to different outlines, and each subset keeps its own."""
    ttLib = pytest.importorskip("fontTools.ttLib")
    cmaps = {code: ttLib.TTFont(str(_path(code))).getBestCmap() for code in LANGUAGES}
    for a, b in (("ja", "zh_Hans"), ("ja", "zh_Hant"), ("zh_Hans", "zh_Hant")):
        shared = set(cmaps[a]) & set(cmaps[b])
        assert any(cmaps[a][u] != cmaps[b][u] for u in shared), (a, b)
    assert cmaps["ja"][ord("直")] != cmaps["zh_Hans"][ord("直")]


def test_subset_glyphs_are_those_of_the_regional_face():
    ttLib = pytest.importorskip("fontTools.ttLib")
    from tools.subset_fonts import DEFAULT_SOURCE, FACES
    if not DEFAULT_SOURCE.exists():
        pytest.skip("Noto Sans CJK is not installed")
    collection = ttLib.TTCollection(str(DEFAULT_SOURCE))
    faces = {font["name"].getDebugName(1): font.getBestCmap() for font in collection.fonts[:5]}
    for code in LANGUAGES:
        source = faces[FACES[code][0]]
        subset = ttLib.TTFont(str(_path(code))).getBestCmap()
        assert {u: source[u] for u in subset} == subset, code
        name = ttLib.TTFont(str(_path(code)))["name"].getDebugName(1)
        assert "Noto" not in name and "Source" not in name


# Marks Noto Sans CJK lacks that the code still writes, with the reason:
# ⤷ (Heart of Crown's kept card) is named as it is in the rules reference of every
# language and comes from the platform's font, in English as well.
NOT_IN_NOTO = {"⤷"}


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_character_the_desktop_code_writes_is_in_the_subset(qapp, code):
    """Marks written in the code (● ≥ → in desktop/**/*.py, the lessons' texts)
    show in every language: a mark outside the subset is a box on a machine
    without CJK fonts (⚗ and ≥ were)."""
    from tools.subset_fonts import source_characters
    raw = QRawFont(str(_path(code)), 16)
    chars = source_characters()
    assert {"●", "≥", "→", "·"} <= chars and "\u3040" not in chars   # literals, not docstrings or bounds
    missing = sorted(c for c in chars - NOT_IN_NOTO if not c.isspace() and not raw.supportsCharacter(ord(c)))
    assert not missing, f"draw it, or use a mark Noto Sans CJK has, and run tools/subset_fonts.py: {''.join(missing)}"
