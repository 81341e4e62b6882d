"""Every game's rules reference (its desktop package's ``REFERENCE``) holds to
the bar of the catalogues: it loads (links and parents resolve) for its game and
opens at the overview; every section is written in all four languages with no
English left in a translation, the same links and icons in each, the regional
character forms of tools/script_forms.py (which reads the file) and the
glossary's terms; every section names the part of the rules text it comes from;
the legend shows every mark the table paints; the app's fonts draw every character.

The games come from the registry (``desktop.shell.games.playable_specs``): the
next game with a reference is checked here without anyone writing a test. What
only one game has (its sections, its rules terms, its FAQ, its cards) stays in
``tests/desktop/games/<id>/test_reference_content.py``."""
from __future__ import annotations

import importlib
import re
from pathlib import Path

import pytest

from desktop.base import reference_data
from desktop.shell.games import game_desktop, playable_specs
from engine.core.spec import get_spec
from tools import script_forms
from tools.extract_data_strings import read_glossary

ROOT = Path(__file__).resolve().parents[3]
SHARED_RULES = ROOT.parent / "shared" / "rules"
TRANSLATIONS = ("ja", "zh_Hans", "zh_Hant")
GAMES = [spec.id for spec in playable_specs() if getattr(game_desktop(spec.id), "REFERENCE", None)]
# Latin words a translation may keep: the app's name, the names of keys, the FAQ and its Q and A;
# and what a game's own text keeps, with the reason.
KEPT_LATIN = {"Kotatsu", "F1", "Enter", "FAQ", "Q", "A"}
GAME_KEPT_LATIN = {
    "heart_of_crown": {"B", "C", "D"},                  # the players A to D of the sudden-death example
    "tanto_cuore": {"Tanto", "Cuore", "VP", "n"},       # its name in Chinese (as the game list has it),
                                                        # VP as the summary writes it, the legend's "+n"
    "guild_masters": {"CON", "CLOSED", "AI"},           # what the cards print in Latin letters; AI
                                                        # players, as the app's menus and dialogs call them
    "gensokyo": {"X", "Y"},                             # the rulebook's notation +X, 敵−X, 〈Name〉: +Y
}
LATIN_WORD = re.compile(r"[A-Za-z][A-Za-z0-9]*")
MARKUP = re.compile(r"\[\[[a-z0-9-]+\]\]|\{icon:[a-z0-9_-]+\}")
# The rules text a reference is written from, as its header comment names it.
RULES_NAMED = re.compile(r"shared/rules/(\S+?\.(?:txt|md))")      # Gensokyo's rulebook is Markdown


def reference_file(game: str) -> Path:
    return game_desktop(game).REFERENCE


def reference(game: str) -> reference_data.Reference:
    return reference_data.load_reference(reference_file(game))


def reading(ref, section, code: str) -> str:
    """A section's title and body as the reader sees them in ``code``."""
    return reference_data.plain_text(ref, section.title.get(code) + "\n" + section.body.get(code), code)


def texts(ref, code: str):
    """(where, text) of every title and body in ``code``."""
    for section in ref.sections:
        yield f"{section.id}.title", section.title.get(code)
        yield f"{section.id}.body", section.body.get(code)


def test_the_registry_has_games_with_a_reference():
    assert GAMES, "no registered game has a rules reference"


@pytest.mark.parametrize("game", GAMES)
def test_the_file_loads_for_its_game_and_opens_at_the_overview(game):
    """Loading checks that every link and parent names a section (``Reference._links_hold``)."""
    ref = reference(game)
    assert ref.game == game
    assert ref.children("")[0].id == "overview"
    assert [s.id for s in ref.sections if not s.source.strip()] == []


@pytest.mark.parametrize("code", reference_data.LANGUAGE_CODES)
@pytest.mark.parametrize("game", GAMES)
def test_every_section_is_written_in_every_language(game, code):
    assert [where for where, text in texts(reference(game), code) if not text.strip()] == []


@pytest.mark.parametrize("code", TRANSLATIONS)
@pytest.mark.parametrize("game", GAMES)
def test_no_english_is_left_in_a_translation(game, code):
    ref, kept = reference(game), KEPT_LATIN | GAME_KEPT_LATIN.get(game, set())
    left = []
    for section in ref.sections:
        for part in ("title", "body"):
            english, text = getattr(section, part).get("en"), getattr(section, part).get(code)
            if text.strip() == english.strip():
                left.append(f"{section.id}.{part}: the English text")
            words = set(LATIN_WORD.findall(reference_data.plain_text(ref, text, code))) - kept
            if words:
                left.append(f"{section.id}.{part}: {sorted(words)}")
    assert left == []


@pytest.mark.parametrize("game", GAMES)
def test_the_same_links_and_icons_stand_in_every_language(game):
    differ = []
    for section in reference(game).sections:
        marks = {code: sorted(MARKUP.findall(section.body.get(code))) for code in reference_data.LANGUAGE_CODES}
        differ += [f"{section.id} ({code})" for code in TRANSLATIONS if marks[code] != marks["en"]]
    assert differ == []


@pytest.mark.parametrize("code", TRANSLATIONS)
@pytest.mark.parametrize("game", GAMES)
def test_the_character_forms_are_the_regions_own(game, code):
    found = [f"{where}: {p}" for where, text in texts(reference(game), code) for p in script_forms.problems(text, code)]
    assert found == []


@pytest.mark.parametrize("game", GAMES)
def test_the_script_forms_tool_reads_every_text_of_the_reference(game):
    """tools/script_forms.py (run on every change of the translations) checks
    each title and body of each translation."""
    assert reference_file(game) in script_forms.REFERENCES
    read = {(code, where) for code, where, _, _ in script_forms.reference_messages(reference_file(game))}
    assert read == {(code, where) for code in TRANSLATIONS for where, _ in texts(reference(game), code)}


def _glossary(game: str) -> list[dict]:
    """The game's rows of the glossary, longest English first ("Discard pile" before "Discard")."""
    return sorted(read_glossary(game=game), key=lambda row: -len(row["en"]))


def _card_names(game: str) -> list[str]:
    """The English names of the game's cards (a game whose card data has a
    ``CARDS`` table), longest first: a term inside a card's name ("Village" in
    "Farming Village") is the name's, translated with it."""
    cards = getattr(importlib.import_module(get_spec(game).cards), "CARDS", {}) if get_spec(game).cards else {}
    return sorted((card.name for card in cards.values()), key=len, reverse=True)


def _term_pattern(term: str, code: str) -> str:
    """A glossary term as it may stand in running text: a Japanese verb with
    its ending changed (捨てる → 捨てた), a Chinese one with a count inside
    (抽卡 → 抽5张卡, 1瓶药水 stays 药水)."""
    if code == "ja":
        return re.escape(re.sub(r"(する|[るくすうつむぶぬぐ])$", "", term))
    return r"(?:\d+[张張枚个個瓶])?".join(map(re.escape, term))


@pytest.mark.parametrize("game", GAMES)
def test_the_glossary_terms_of_the_english_are_in_every_translation(game):
    """Each glossary term in a section's English (not inside a card name that is
    no term itself, nor inside a longer term) appears in that section's
    translations as the glossary says."""
    ref, glossary = reference(game), _glossary(game)
    assert glossary, f"the glossary has no terms of {game}"
    terms = {row["en"] for row in glossary}
    names = [name for name in _card_names(game) if name not in terms]
    missing = []
    for section in ref.sections:
        english = reading(ref, section, "en")
        for name in names:
            english = english.replace(name, "#")
        for row in glossary:
            pattern = re.compile(r"\b" + re.escape(row["en"]) + r"(s|es)?\b", re.IGNORECASE)
            if not pattern.search(english):
                continue
            english = pattern.sub("#", english)
            missing += [f"{section.id}: {row['en']} → {row[code]} ({code})" for code in TRANSLATIONS
                        if not re.search(_term_pattern(row[code], code), reading(ref, section, code))]
    assert missing == []


def rules_text(game: str) -> str:
    """The rules text the reference's header comment names (shared/rules/…)."""
    header = reference_file(game).read_text(encoding="utf-8").split("[[section]]", 1)[0]
    named = RULES_NAMED.search(header)
    assert named, f"{reference_file(game)}: its header names no rules text (shared/rules/<file>.txt)"
    return (SHARED_RULES / named.group(1)).read_text(encoding="utf-8")


@pytest.mark.parametrize("game", GAMES)
def test_every_section_names_the_part_of_the_rules_text_it_comes_from(game):
    """Each ``;``-separated part of a section's source is "app:…" (the app
    chose) or starts with a heading of the rules text."""
    rules = rules_text(game)
    unknown = []
    for section in reference(game).sections:
        for part in section.source.split(";"):
            part = part.strip()
            heading = re.split(r"[ (]", part, maxsplit=1)[0]
            if not (part.startswith("app:") or (heading and heading in rules)):
                unknown.append(f"{section.id}: {part}")
    assert unknown == []


@pytest.mark.parametrize("game", GAMES)
def test_the_legend_shows_every_mark_the_table_paints(qapp, game):
    """The legend has every icon of ``reference_icons()``, and no section shows
    one it does not draw; each is drawn (not empty, not transparent)."""
    ref, icons = reference(game), game_desktop(game).reference_icons()
    legend = set(reference_data.ICON.findall(ref.section("legend").body.get("en")))
    everywhere = {name for s in ref.sections for name in reference_data.ICON.findall(s.body.get("en"))}
    assert sorted(set(icons) - legend) == []
    assert sorted(everywhere - set(icons)) == []
    blank = [name for name, image in icons.items()
             if image.isNull() or not any(image.pixelColor(x, y).alpha()
                                          for x in range(image.width()) for y in range(image.height()))]
    assert blank == []


@pytest.mark.parametrize("code", TRANSLATIONS)
@pytest.mark.parametrize("game", GAMES)
def test_every_character_of_the_reference_is_in_its_languages_font(qapp, game, code):
    """The app's own font subset draws the reference on a machine without CJK
    fonts (tools/subset_fonts.py reads the references). A mark the English
    shows as well (⤷, which Noto Sans CJK lacks) comes from the platform's font,
    as it does on the table."""
    from PySide6.QtGui import QRawFont

    from desktop.base import i18n
    ref = reference(game)
    raw = QRawFont(str(i18n.FONTS_DIR / i18n.FONTS[code][0]), 16)
    assert raw.isValid()
    english = {c for s in ref.sections for c in s.title.en + s.body.en}
    chars = {c for s in ref.sections for c in s.title.get(code) + s.body.get(code)} - english
    missing = sorted(c for c in chars if not c.isspace() and not raw.supportsCharacter(ord(c)))
    assert not missing, f"run tools/subset_fonts.py: {''.join(missing)}"
