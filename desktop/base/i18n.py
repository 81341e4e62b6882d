"""Languages, app-wide words and CJK fonts for the desktop app.

Three things live here, so that the rest of the desktop never hard-codes a
language (each game's own words, its cards, prompts and log lines, are in
``desktop/games/<id>/strings.py``, in the game's context):

* **App-wide words as data.** Words every game shares (``APP_STRINGS``), AI
  levels and why a save can't be used, each wrapped in ``QT_TRANSLATE_NOOP``
  so ``pyside6-lupdate`` finds them (and ``tools/extract_data_strings.py``
  copies them into the translation stub); game names are translated in the
  ``Games`` context (``game_name``).
* **Language choice.** ``language_for_locale`` maps a system locale to one of
  ``LANGUAGES``; ``install_language`` swaps the Qt translators (ours and Qt's
  own ``qtbase``), which makes Qt send ``QEvent.LanguageChange`` to every
  widget: widgets and models retranslate themselves (``Retranslating``,
  ``RetranslatingModel``).
* **Fonts.** ``font_for_language`` registers the subset of Noto Sans CJK for
  the language (``resources/fonts/``) and returns its family, so 日本語,
  简体中文 and 繁體中文 each get their own regional glyph forms even on a machine
  without CJK fonts.

Templates use ``str.format`` fields: ``{player}``, ``{card}``, ``{cards}``,
``{land}``, ``{count}`` …; a translation must keep exactly the fields of its
source (``tests/translations`` checks this).
"""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import (QT_TRANSLATE_NOOP, QCoreApplication, QEvent, QLibraryInfo,
                            QLocale, QTranslator)
from PySide6.QtGui import QFont, QFontDatabase

from desktop.base.guard import guarded
from desktop.base.strict_number import strict_number
from engine.core.records import MAX_ACTIONS

APP_CONTEXT = "kotatsu"
GAMES_CONTEXT = "Games"     # the games' names (GameSpec.name)

# Language codes and their autonyms (never translated: a reader must find their
# own language in the list whatever language the app shows).
LANGUAGES = {
    "en": "English",
    "ja": "日本語",
    "zh_Hans": "简体中文",
    "zh_Hant": "繁體中文",
}
DEFAULT_LANGUAGE = "en"

# The locale each language runs as (numbers, Qt's own dialogs) and the name of
# Qt's own catalogue for it (qtbase_<name>.qm).
_QT_LOCALES = {"en": "en_US", "ja": "ja_JP", "zh_Hans": "zh_CN", "zh_Hant": "zh_TW"}

# The subset font of each language: file under resources/fonts/ and the
# family name written into it by tools/subset_fonts.py.
FONTS = {
    "ja": ("KotatsuSansJP-Regular.otf", "Kotatsu Sans JP"),
    "zh_Hans": ("KotatsuSansSC-Regular.otf", "Kotatsu Sans SC"),
    "zh_Hant": ("KotatsuSansTC-Regular.otf", "Kotatsu Sans TC"),
}

ROOT = Path(__file__).resolve().parents[2]
if getattr(sys, "frozen", False):  # PyInstaller puts data next to the executable
    ROOT = Path(getattr(sys, "_MEIPASS", ROOT))
TRANSLATIONS_DIR = ROOT / "translations"
FONTS_DIR = ROOT / "resources" / "fonts"


# ---------------------------------------------------------------- app-wide words
APP_STRINGS = {
    "app_name": QT_TRANSLATE_NOOP("kotatsu", "Kotatsu"),
    "language": QT_TRANSLATE_NOOP("kotatsu", "Language"),
    "player": QT_TRANSLATE_NOOP("kotatsu", "Player {number}"),
    "you": QT_TRANSLATE_NOOP("kotatsu", "You"),
    "human": QT_TRANSLATE_NOOP("kotatsu", "Human"),
    "ai_seat": QT_TRANSLATE_NOOP("kotatsu", "AI {number}"),
    #: Joins the items of a list in a sentence ("City, Duke, Curse").
    "list_separator": QT_TRANSLATE_NOOP("kotatsu", ", "),
    #: Shown for an empty list of cards.
    "nothing": QT_TRANSLATE_NOOP("kotatsu", "nothing"),
}

# The AI opponents of engine.ai.agents that the new-game dialog offers, weakest
# first, and what each plays like. The scripted "baseline" (its id stays, in
# records) is Steady: Easy is the same player with a slip now and then
# (engine/ai/levels.py), and loses about two games in three against it; Normal
# wins most games against it (engine arena, Heart of Crown: 32/100 and 10/12).
AI_LEVELS = {
    "easy": QT_TRANSLATE_NOOP("kotatsu", "AI: Easy"),
    "baseline": QT_TRANSLATE_NOOP("kotatsu", "AI: Steady"),
    "normal": QT_TRANSLATE_NOOP("kotatsu", "AI: Normal"),
    "hard": QT_TRANSLATE_NOOP("kotatsu", "AI: Hard"),
}
AI_LEVEL_TIPS = {
    "easy": QT_TRANSLATE_NOOP("kotatsu", "Follows a simple plan, and slips now and then"),
    "baseline": QT_TRANSLATE_NOOP("kotatsu", "Follows a simple plan without a slip"),
    "normal": QT_TRANSLATE_NOOP("kotatsu", "Thinks a few moves ahead (about half a second a move)"),
    "hard": QT_TRANSLATE_NOOP("kotatsu", "Thinks further ahead (up to two seconds a move)"),
}

# Why a save file can't be used, by engine.core.records.RecordError.code.
RECORD_ERRORS = {
    "broken_json": QT_TRANSLATE_NOOP("kotatsu", "The file is damaged or cut short: it is not a Kotatsu save."),
    "not_a_record": QT_TRANSLATE_NOOP("kotatsu", "This file is not a Kotatsu save."),
    "newer_format": QT_TRANSLATE_NOOP(
        "kotatsu", "This save was made by a newer Kotatsu (format {version}); this version reads up to format {supported}."),
    "unreadable": QT_TRANSLATE_NOOP("kotatsu", "The file cannot be read."),
    "unknown_game": QT_TRANSLATE_NOOP("kotatsu", "This save is for a game this Kotatsu does not know ({game})."),
    "no_table": QT_TRANSLATE_NOOP("kotatsu", "This save is of {game}, which this Kotatsu cannot show at the table yet."),
    "newer_rules": QT_TRANSLATE_NOOP(
        "kotatsu", "This save needs rules version {needed}; this Kotatsu has version {have}."),
    "bad_options": QT_TRANSLATE_NOOP("kotatsu", "The game settings in this save are invalid."),
    "illegal_action": QT_TRANSLATE_NOOP("kotatsu", "This save is damaged: move {number} breaks the rules."),
    "not_a_file": QT_TRANSLATE_NOOP("kotatsu", "This is not a file that can hold a Kotatsu save."),
    "too_large": QT_TRANSLATE_NOOP("kotatsu", "This file is larger than any Kotatsu save can be ({limit} MB)."),
    "bad_seats": QT_TRANSLATE_NOOP("kotatsu", "This save is damaged: its players are not valid."),
    "replay_failed": QT_TRANSLATE_NOOP(
        "kotatsu", "Kotatsu could not open this save because of an error of its own; the file is left as it was."),
}

# A damaged save ("invalid": a part of the file is missing or wrong), by the
# part: the first name of the RecordError's ``where`` (``actions.3`` is move 4).
DAMAGED_PARTS = {
    "format": QT_TRANSLATE_NOOP("kotatsu", "This save is damaged: the number that says how it is written is missing or wrong."),
    "game_id": QT_TRANSLATE_NOOP("kotatsu", "This save is damaged: it does not say which game it is."),
    "rules_version": QT_TRANSLATE_NOOP("kotatsu", "This save is damaged: it does not say which version of the rules it was played with."),
    "options": QT_TRANSLATE_NOOP("kotatsu", "This save is damaged: the game's settings are missing or unreadable."),
    "seed": QT_TRANSLATE_NOOP("kotatsu", "This save is damaged: the number that decides the shuffles is missing or wrong."),
    "actions": QT_TRANSLATE_NOOP("kotatsu", "This save is damaged: its list of moves is missing or unreadable."),
    "move": QT_TRANSLATE_NOOP("kotatsu", "This save is damaged: move {number} cannot be read."),
    "meta": QT_TRANSLATE_NOOP("kotatsu", "This save is damaged: the players saved with it cannot be read."),
    "record": QT_TRANSLATE_NOOP("kotatsu", "This save is damaged: it holds no game."),
    "other": QT_TRANSLATE_NOOP("kotatsu", "This save is damaged: it holds something no Kotatsu save has (“{where}”)."),
}
DAMAGED_ALIASES = {"schema_version": "format"}     # format 1's name for the format number


# ---------------------------------------------------------------- translating
def tr(text: str, context: str) -> str:
    return QCoreApplication.translate(context, text)


def app_text(key: str) -> str:
    """An app-wide word from ``APP_STRINGS`` in the current language."""
    return tr(APP_STRINGS[key], APP_CONTEXT)


def record_error_text(error) -> str:
    """A RecordError in the current language (its message is English)."""
    if getattr(error, "code", "") == "invalid":
        return damaged_text(str(error.fields.get("where", "")))
    template = RECORD_ERRORS.get(getattr(error, "code", ""))
    if template is None:
        return str(error)
    return tr(template, APP_CONTEXT).format(**error.fields)


def damaged_text(where: str) -> str:
    """What is wrong with a damaged save, in words, from the part ``where`` names."""
    head, _, rest = where.partition(".")
    head = DAMAGED_ALIASES.get(head, head)
    move = strict_number(rest.split(".")[0], MAX_ACTIONS) if head == "actions" else None
    if move is not None:
        return tr(DAMAGED_PARTS["move"], APP_CONTEXT).format(number=move + 1)
    if head in DAMAGED_PARTS and head not in ("move", "other"):
        return tr(DAMAGED_PARTS[head], APP_CONTEXT)
    return tr(DAMAGED_PARTS["other"], APP_CONTEXT).format(where=where)


def sentences(*texts) -> str:
    """Sentences one after another: a space after an English full stop, none
    after a Chinese or Japanese one ("获胜。进行的回合", not "获胜。 进行的回合")."""
    out = ""
    for text in (t for t in texts if t):
        out += ("" if not out or out[-1] in "。！？」』）" else " ") + text
    return out


def join(items) -> str:
    items = list(items)
    return app_text("list_separator").join(items) if items else app_text("nothing")


def game_name(spec) -> str:
    """A game's name (``GameSpec.name``) in the current language."""
    return tr(spec.name, GAMES_CONTEXT)


def player_name(names, seat) -> str:
    """The name of ``seat`` from ``names``, or "Player n" for a seat without one."""
    if names is not None and isinstance(seat, int) and 0 <= seat < len(names):
        return names[seat]
    if isinstance(seat, int):
        return app_text("player").format(number=seat + 1)
    return ""


def options_error_words(error, templates: dict, context: str, card_name) -> str:
    """A game's OptionsError in the current language, from its ``templates``
    by code in ``context`` (its message is English, the fallback): cards by
    name, names as a list, seats counted from 1 as on screen."""
    template = templates.get(getattr(error, "code", ""))
    if template is None:
        return str(error)
    fields = dict(error.fields)
    if "cards" in fields:
        fields["cards"] = join(card_name(card) for card in fields["cards"])
    if "names" in fields:
        fields["names"] = join(fields["names"])
    if isinstance(fields.get("seat"), int):
        fields["seat"] += 1
    return tr(template, context).format(**fields)


# ---------------------------------------------------------------- a game's words for translators
def glossary_strings(glossary) -> list[tuple[str, str, str]]:
    """(English, note for translators, section) of a game's ``glossary`` rows,
    for its ``strings.data_strings`` (``tools/extract_data_strings.py``)."""
    return [(row["en"], f"glossary '{row['key']}'; Japanese: {row['ja']}"
             + (f"; {row['note']}" if row.get("note") else ""), "Glossary") for row in glossary]


def table_strings(groups) -> list[tuple[str, str, str]]:
    """(English, note, section) of every string of the (what, table, section)
    ``groups``, in order: each note says what the string is and its key."""
    return [(text, f"{what} '{key}'", section) for what, table, section in groups for key, text in table.items()]


# ---------------------------------------------------------------- following a switch
class Retranslating:
    """Widget mixin (put it before the Qt class): ``retranslate()`` sets every
    text the widget shows; the constructor calls it, and so does each
    QEvent.LanguageChange that ``install_language`` causes."""

    @guarded
    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class RetranslatingModel:
    """Item-model mixin: a widget passes LanguageChange on to its child objects,
    so a model owned by a widget hears of the switch and calls ``retranslate()``
    to tell its views (dataChanged, headerDataChanged or a reset)."""

    @guarded(default=False)
    def event(self, event) -> bool:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            return True
        return super().event(event)


# ---------------------------------------------------------------- choosing a language
def language_for_locale(locale: QLocale | None = None) -> str:
    """The language code for a locale (default: the system's): Chinese in
    Simplified script or of mainland China / Singapore → zh_Hans; Traditional
    script, Taiwan, Hong Kong, Macao → zh_Hant; Japanese → ja; else en."""
    locale = locale if locale is not None else QLocale.system()
    language = locale.language()
    if language == QLocale.Language.Japanese:
        return "ja"
    if language == QLocale.Language.Chinese:
        script = locale.script()
        if script == QLocale.Script.TraditionalHanScript:
            return "zh_Hant"
        if script == QLocale.Script.SimplifiedHanScript:
            return "zh_Hans"
        if locale.territory() in (QLocale.Country.Taiwan, QLocale.Country.HongKong,
                                  QLocale.Country.Macao):
            return "zh_Hant"
        return "zh_Hans"
    return "en"


def qm_path(code: str) -> Path:
    return TRANSLATIONS_DIR / f"kotatsu_{code}.qm"


_built_qm_dir: Path | None = None


def _find_qm(code: str) -> Path | None:
    """Our compiled catalogue for ``code``. In a source checkout without built
    .qm files (they are not committed: translations/README.md), compile the
    .ts once into a temporary folder with pyside6-lrelease."""
    global _built_qm_dir
    path = qm_path(code)
    ts = TRANSLATIONS_DIR / f"kotatsu_{code}.ts"
    if path.exists() and (not ts.exists() or path.stat().st_mtime >= ts.stat().st_mtime):
        return path
    if not ts.exists():
        return path if path.exists() else None
    lrelease = shutil.which("pyside6-lrelease") or str(Path(sys.executable).with_name("pyside6-lrelease"))
    if not os.path.exists(lrelease):
        return path if path.exists() else None
    if _built_qm_dir is None:
        _built_qm_dir = Path(tempfile.mkdtemp(prefix="kotatsu-qm-"))
    out = _built_qm_dir / path.name
    if not out.exists() or out.stat().st_mtime < ts.stat().st_mtime:
        subprocess.run([lrelease, "-silent", str(ts), "-qm", str(out)], check=False,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return out if out.exists() else (path if path.exists() else None)


_installed: list[QTranslator] = []
_current_language = DEFAULT_LANGUAGE


def current_language() -> str:
    return _current_language


def install_language(app: QCoreApplication, code: str, *, set_font: bool = True) -> bool:
    """Switch the running app to language ``code``.

    Removes the translators installed before, then installs Qt's own catalogue
    (qtbase, for standard dialogs and buttons) and ours. Each install/remove
    makes Qt post a ``LanguageChange`` event to the application and every
    widget, so open windows retranslate in their ``changeEvent``. Also sets the
    default QLocale and (``set_font``) the application font for the language.
    Returns True if our catalogue was loaded (always True for English, which
    needs none)."""
    global _current_language
    if code not in LANGUAGES:
        code = DEFAULT_LANGUAGE
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    QLocale.setDefault(QLocale(_QT_LOCALES[code]))
    ok = True
    if code != DEFAULT_LANGUAGE:
        qt_translator = QTranslator(app)
        qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        if qt_translator.load(f"qtbase_{_QT_LOCALES[code]}", qt_dir) or \
                qt_translator.load(f"qtbase_{_QT_LOCALES[code].split('_')[0]}", qt_dir):
            app.installTranslator(qt_translator)
            _installed.append(qt_translator)
        ours = QTranslator(app)
        path = _find_qm(code)
        ok = bool(path) and ours.load(str(path))
        if ok:
            app.installTranslator(ours)
            _installed.append(ours)
    _current_language = code
    if set_font:
        apply_language_font(app, code)
    return ok


# ---------------------------------------------------------------- fonts
_font_ids: dict[str, int] = {}


def font_for_language(code: str) -> str | None:
    """Register the subset font of ``code`` (once) and return its family; None
    for English (the platform's default font serves) or when the font file is
    missing."""
    if code not in FONTS:
        return None
    filename, family = FONTS[code]
    font_id = _font_ids.get(code)
    if font_id is None:
        font_id = QFontDatabase.addApplicationFont(str(FONTS_DIR / filename))
        _font_ids[code] = font_id
    if font_id < 0:
        return None
    families = QFontDatabase.applicationFontFamilies(font_id)
    return families[0] if families else family


_default_font: QFont | None = None


def apply_language_font(app, code: str) -> None:
    """Make the language's subset the first family of the application font.
    The platform's own families follow, so text the subset lacks (names the
    players typed) still falls back to whatever the system has."""
    global _default_font
    if not hasattr(app, "setFont"):
        return  # a QCoreApplication: no fonts
    if _default_font is None:
        _default_font = QFont(app.font())
    family = font_for_language(code)
    font = QFont(_default_font)
    if family:
        font.setFamilies([family, *_default_font.families()])
    app.setFont(font)
    if app.styleSheet():
        # Widgets under a style sheet keep the font they were polished with:
        # polish them again, or the old language's glyphs would stay.
        app.setStyleSheet(app.styleSheet())
