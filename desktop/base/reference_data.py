"""A game's rules reference as data: sections with ids, titles and bodies in
every language side by side, each marked with the part of the rules text it
was written from, checked by pydantic when it is read.

Why a data file and not the .ts pipeline: a section is prose several
paragraphs long, written once per language from the rules text; in a TOML
file the four versions of one section stand together, diff as prose and
carry their source, where the .ts/TSV pipeline holds one-line strings
(``\\n`` escapes, a row per string) that suit buttons and log lines. The
tests of ``tests/desktop/shell/test_reference_data.py`` and the game's own
reference tests hold these files to the same bar as the catalogues: every
language complete, no English left in a translation, the regional character
forms of ``tools/script_forms.py``, the glossary's terms.

A body is plain text with a little markup, turned into HTML here (never
taken from user data):

* paragraphs are separated by a blank line; a line starting ``- `` is a
  list item;
* ``[[section-id]]`` links to another section, shown as its title;
* ``{icon:name}`` shows one of the icons the game draws (``icons`` of
  ``section_html``), e.g. the coin or the link chain of its cards.
"""
from __future__ import annotations

import functools
import html
import re
import tomllib
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

LANGUAGE_CODES = ("en", "ja", "zh_Hans", "zh_Hant")
SECTION_ID = r"^[a-z0-9][a-z0-9-]*$"
LINK = re.compile(r"\[\[([a-z0-9-]+)\]\]")
ICON = re.compile(r"\{icon:([a-z0-9_-]+)\}")
TOKEN = re.compile(r"\[\[([a-z0-9-]+)\]\]|\{icon:([a-z0-9_-]+)\}")
HIGHLIGHT = "background-color:#ffe27a"


class ReferenceDataError(ValueError):
    """A reference file that cannot be used, with the file and the reason."""


class Texts(BaseModel):
    """One text in every language of the app."""
    model_config = ConfigDict(extra="forbid", frozen=True)
    en: str
    ja: str
    zh_Hans: str
    zh_Hant: str

    def get(self, code: str) -> str:
        return getattr(self, code if code in LANGUAGE_CODES else "en")


class Section(BaseModel):
    """``parent``: the id of the section it is listed under ("" for the top).
    ``cards``: the ids of the cards it is about (a card's FAQ is found by them).
    ``source``: the part of the rules text it was written from."""
    model_config = ConfigDict(extra="forbid", frozen=True)
    id: str = Field(pattern=SECTION_ID)
    parent: str = ""
    source: str = Field(min_length=1)
    cards: tuple[str, ...] = ()
    title: Texts
    body: Texts


class Reference(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    game: str
    sections: tuple[Section, ...] = Field(alias="section", min_length=1)

    @model_validator(mode="after")
    def _links_hold(self):
        ids = set()
        for section in self.sections:
            if section.id in ids:
                raise ValueError(f"section {section.id!r} appears twice")
            if section.parent and section.parent not in ids:
                raise ValueError(f"section {section.id!r}: its parent {section.parent!r} must come before it")
            ids.add(section.id)
        for section in self.sections:
            for code in LANGUAGE_CODES:
                for target in LINK.findall(section.body.get(code)):
                    if target not in ids:
                        raise ValueError(f"section {section.id!r} ({code}) links to no section: {target!r}")
        return self

    def section(self, section_id: str) -> Section | None:
        return next((s for s in self.sections if s.id == section_id), None)

    def children(self, parent: str) -> list[Section]:
        return [s for s in self.sections if s.parent == parent]

    def for_card(self, card: str) -> list[Section]:
        """The sections about ``card`` (its FAQ answers), in file order."""
        return [s for s in self.sections if card in s.cards]


@functools.lru_cache(maxsize=None)
def load_reference(path: Path) -> Reference:
    """The reference in ``path``, read once; ReferenceDataError says what is wrong."""
    try:
        with open(path, "rb") as handle:
            data = tomllib.load(handle)
        return Reference.model_validate(data)
    except (OSError, tomllib.TOMLDecodeError, ValidationError) as exc:
        raise ReferenceDataError(f"{path}: {exc}") from exc


# ---------------------------------------------------------------- plain text and search
def plain_text(reference: Reference, text: str, code: str) -> str:
    """``text`` as a reader sees it: links as their titles, icons left out."""
    def link(match):
        target = reference.section(match.group(1))
        return target.title.get(code) if target else match.group(1)
    return ICON.sub("", LINK.sub(link, text))


def matches(reference: Reference, section: Section, code: str, query: str) -> bool:
    """Whether ``query`` occurs in the section's title or body: a substring,
    case-insensitive, so it works for Chinese and Japanese as for English."""
    needle = query.strip().casefold()
    if not needle:
        return True
    haystack = section.title.get(code) + "\n" + plain_text(reference, section.body.get(code), code)
    return needle in haystack.casefold()


def _marked(text: str, query: str) -> str:
    """``text`` escaped for HTML, each occurrence of ``query`` highlighted."""
    needle = query.strip().casefold()
    if not needle:
        return html.escape(text)
    folded = text.casefold()
    if len(folded) != len(text):      # a letter that folds to two: no highlight rather than a wrong one
        return html.escape(text)
    out, start = [], 0
    while (found := folded.find(needle, start)) >= 0:
        out.append(html.escape(text[start:found]))
        out.append(f'<span style="{HIGHLIGHT}">{html.escape(text[found:found + len(needle)])}</span>')
        start = found + len(needle)
    out.append(html.escape(text[start:]))
    return "".join(out)


def _inline(reference: Reference, text: str, code: str, query: str, icons) -> str:
    out, start = [], 0
    for match in TOKEN.finditer(text):
        out.append(_marked(text[start:match.start()], query))
        target_id, icon = match.groups()
        if target_id:
            target = reference.section(target_id)
            out.append(f'<a href="section:{target_id}">{_marked(target.title.get(code), query)}</a>')
        elif icon in icons:
            out.append(f'<img src="icon:{icon}" style="vertical-align:middle">')
        start = match.end()
    out.append(_marked(text[start:], query))
    return "".join(out)


def body_html(reference: Reference, text: str, code: str, query: str = "", icons=()) -> str:
    """The markup of a body as HTML: paragraphs, lists, links, icons."""
    blocks = []
    for paragraph in re.split(r"\n\s*\n", text.strip()):
        lines = [line.strip() for line in paragraph.splitlines() if line.strip()]
        items = [line for line in lines if line.startswith("- ")]
        if items and len(items) == len(lines):
            blocks.append("<ul>" + "".join(f"<li>{_inline(reference, line[2:], code, query, icons)}</li>"
                                           for line in lines) + "</ul>")
        else:
            blocks.append("<p>" + "<br>".join(_inline(reference, line, code, query, icons) for line in lines) + "</p>")
    return "\n".join(blocks)


def section_html(reference: Reference, section: Section, code: str, query: str = "", icons=(),
                 more: str = "") -> str:
    """A whole section: its title, its body, and the links to the sections
    under it (``more`` is the heading over them, in the reader's language)."""
    parts = [f"<h2>{_marked(section.title.get(code), query)}</h2>",
             body_html(reference, section.body.get(code), code, query, icons)]
    children = reference.children(section.id)
    if children:
        parts.append(f"<p><b>{html.escape(more)}</b></p><ul>" + "".join(
            f'<li><a href="section:{c.id}">{_marked(c.title.get(code), query)}</a></li>' for c in children)
            + "</ul>")
    return "\n".join(parts)


def tip_html(reference: Reference, section_id: str, code: str) -> str:
    """A tooltip from a section: its title in bold and its body, as rich text."""
    section = reference.section(section_id)
    if section is None:
        return ""
    return (f"<b>{html.escape(section.title.get(code))}</b>"
            + body_html(reference, section.body.get(code), code))
