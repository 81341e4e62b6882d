"""Every string lupdate finds in the sources has a finished translation: running
lupdate over desktop/ and the stub changes nothing in the committed .ts files
(no new, vanished or unfinished string), and no string lands in an empty
context, where it could never be translated."""
from __future__ import annotations

import shutil
from xml.etree import ElementTree as ET

import pytest

from tests.translations.helpers import LANGUAGES, messages
from tools import update_translations


@pytest.fixture(scope="module")
def fresh(tmp_path_factory):
    """The .ts files as lupdate would write them now, per language."""
    out = tmp_path_factory.mktemp("ts")
    files = update_translations.sources()
    found = {}
    for code in LANGUAGES:
        ts = out / f"kotatsu_{code}.ts"
        shutil.copy(update_translations.ts_path(code), ts)
        update_translations.run_lupdate(files, code, ts)
        found[code] = messages_of(ts)
    return found


def messages_of(path):
    """(context, source) -> True if the translation is finished."""
    result = {}
    for context in ET.parse(path).getroot().iter("context"):
        for message in context.iter("message"):
            element = message.find("translation")
            finished = element is not None and not element.get("type") and bool(element.text)
            result[(context.findtext("name") or "", message.findtext("source") or "")] = finished
    return result


@pytest.mark.parametrize("code", LANGUAGES)
def test_lupdate_finds_nothing_new_or_unfinished(fresh, code):
    now, committed = fresh[code], set(messages(code))
    new, vanished = sorted(set(now) - committed), sorted(committed - set(now))
    assert not new, f"new strings (run tools/update_translations.py and translate them): {new[:10]}"
    assert not vanished, f"vanished strings (run tools/update_translations.py): {vanished[:10]}"
    assert all(now.values()), [key for key, ok in now.items() if not ok][:10]


def test_no_string_without_a_context(fresh):
    assert not [key for key in fresh["ja"] if not key[0] or "." in key[0]]


def test_the_widgets_strings_are_in_the_catalogues(fresh):
    contexts = {context for context, _ in fresh["ja"]}
    assert {"TablePage", "NewGameDialog", "SettingsDialog", "StartPage", "PromptPanel", "PlayersModel",
            "HeartOfCrownOptions", "EndDetails", "Games"} <= contexts
