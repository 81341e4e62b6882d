"""Qt's X11 platform plugin is checked before any QApplication exists
(desktop/shell/platform_check.py): a missing library ends the start with one
sentence that says what to install, instead of Qt's abort."""
import ctypes.util
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from desktop.shell import platform_check

ROOT = Path(__file__).resolve().parents[3]
LINUX = sys.platform.startswith("linux")
NOT_FOUND = "libxcb-icccm.so.4: cannot open shared object file: No such file or directory"
SENTENCE = ("Kotatsu cannot open its window because libxcb-icccm.so.4 is missing; "
            f"install Qt's X11 libraries with: {platform_check.INSTALL_COMMAND}")

# Runs desktop.app.main with a loader that cannot find libxcb-icccm, and with a
# QApplication that ends the process (exit code 99) if anything makes one.
START_WITHOUT_ICCCM = f"""
import desktop.shell.platform_check as check
def not_found(path):
    raise OSError({NOT_FOUND!r})
check.load_library = not_found
import desktop.app as app
class NoQApplication:
    instance = staticmethod(lambda: None)
    def __init__(self, *args):
        print("a QApplication was made")
        raise SystemExit(99)
app.QApplication = NoQApplication
code = app.main(["kotatsu"])
"""


def _run(code: str, home: Path, **env):
    """``code`` in a fresh Python, on xcb with a display named, in English, with
    settings in ``home``; an ``env`` value None leaves that variable out."""
    inherited = {name: value for name, value in os.environ.items()
                 if name not in ("WAYLAND_DISPLAY", "XDG_SESSION_TYPE", "QT_QPA_PLATFORM_PLUGIN_PATH")}
    environ = {**inherited, "QT_QPA_PLATFORM": "xcb", "DISPLAY": ":99", "XDG_CONFIG_HOME": str(home),
               "LC_ALL": "C.UTF-8", "LANGUAGE": "", **env}
    return subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True,
                          timeout=120, env={name: value for name, value in environ.items() if value is not None})


@pytest.mark.skipif(not LINUX, reason="Qt's xcb plugin is Linux's")
def test_a_missing_library_ends_the_start_with_the_install_command(tmp_path):
    result = _run(START_WITHOUT_ICCCM + "raise SystemExit(code)", tmp_path)
    assert result.returncode == platform_check.EXIT_CODE != 0, result.stderr
    assert result.stderr == SENTENCE + "\n"
    assert result.stdout == ""


@pytest.mark.skipif(not LINUX, reason="Qt's xcb plugin is Linux's")
def test_the_sentence_comes_in_the_language_of_the_settings(tmp_path):
    (tmp_path / "Kotatsu").mkdir()
    (tmp_path / "Kotatsu" / "Kotatsu.conf").write_text("[ui]\nlanguage=ja\n", encoding="utf-8")
    result = _run(START_WITHOUT_ICCCM + "from desktop.base import i18n\nprint(i18n.current_language(), code)",
                  tmp_path)
    assert result.stdout.split() == ["ja", str(platform_check.EXIT_CODE)], result.stderr
    assert "libxcb-icccm.so.4" in result.stderr


@pytest.mark.skipif(not LINUX, reason="Qt's xcb plugin is Linux's")
def test_no_display_ends_the_start_with_kotatsus_one_sentence(tmp_path):
    """An SSH session without X forwarding: Kotatsu's sentence, not Qt's abort."""
    result = _run(START_WITHOUT_ICCCM.replace("raise OSError", "pass  #") + "raise SystemExit(code)",
                  tmp_path, DISPLAY=None)
    assert result.returncode == platform_check.EXIT_CODE, result.stderr
    assert result.stderr == platform_check.NO_DISPLAY + "\n"
    assert "a QApplication was made" not in result.stdout


@pytest.mark.parametrize("argv, environ, lacks", [
    ([], {"QT_QPA_PLATFORM": "xcb"}, True),
    ([], {"QT_QPA_PLATFORM": "xcb", "DISPLAY": ":0"}, False),
    (["-display", ":1"], {"QT_QPA_PLATFORM": "xcb"}, False),
    ([], {"QT_QPA_PLATFORM": "offscreen"}, False),
    ([], {"WAYLAND_DISPLAY": "wayland-0"}, False),
])
def test_lacks_a_display_only_on_xcb_without_one(argv, environ, lacks):
    assert platform_check.lacks_a_display(["kotatsu", *argv], environ) is (lacks and LINUX)


@pytest.mark.skipif(not LINUX, reason="ELF plugins")
@pytest.mark.skipif(bool(ctypes.util.find_library("Qt6XcbQpa")), reason="a system-wide Qt 6 is installed")
def test_the_real_loader_names_the_library_it_cannot_find(tmp_path):
    """A copy of the plugin away from Qt's libraries: its RUNPATH finds no libQt6XcbQpa."""
    plugin = platform_check.xcb_plugin({})
    shutil.copy(plugin, tmp_path / plugin.name)
    result = _run("from desktop.shell import platform_check\n"
                  "print(platform_check.missing_xcb_library(['kotatsu']))",
                  tmp_path, QT_QPA_PLATFORM_PLUGIN_PATH=str(tmp_path))
    assert result.stdout.strip() == "libQt6XcbQpa.so.6", result.stderr


@pytest.mark.parametrize("argv, environ, platform", [
    ([], {}, "xcb"),
    ([], {"QT_QPA_PLATFORM": "xcb"}, "xcb"),
    ([], {"QT_QPA_PLATFORM": "offscreen"}, "offscreen"),
    ([], {"QT_QPA_PLATFORM": "wayland;xcb"}, "wayland"),
    ([], {"QT_QPA_PLATFORM": "xcb:nograb"}, "xcb"),
    ([], {"WAYLAND_DISPLAY": "wayland-0", "DISPLAY": ":0"}, "wayland"),
    ([], {"XDG_SESSION_TYPE": "wayland"}, "wayland"),
    ([], {"XDG_SESSION_TYPE": "x11", "DISPLAY": ":0"}, "xcb"),
    (["-platform", "offscreen"], {"QT_QPA_PLATFORM": "xcb"}, "offscreen"),
    (["--platform", "xcb"], {"WAYLAND_DISPLAY": "wayland-0"}, "xcb"),
])
def test_first_platform_is_the_one_qt_tries_first(argv, environ, platform):
    assert platform_check.first_platform(["kotatsu", *argv], environ) == platform


def _loader(monkeypatch, error=None) -> list:
    calls = []

    def load(path):
        calls.append(path)
        if error:
            raise error

    monkeypatch.setattr(platform_check, "load_library", load)
    return calls


@pytest.mark.parametrize("environ", [{"QT_QPA_PLATFORM": "offscreen"}, {"WAYLAND_DISPLAY": "wayland-0"}])
def test_no_check_when_qt_starts_with_another_platform(monkeypatch, environ):
    calls = _loader(monkeypatch, OSError(NOT_FOUND))
    assert platform_check.missing_xcb_library(["kotatsu"], environ) is None
    assert calls == []


@pytest.mark.skipif(not LINUX, reason="Qt's xcb plugin is Linux's")
def test_the_check_loads_the_plugin_qt_would_load(monkeypatch):
    calls = _loader(monkeypatch)
    assert platform_check.missing_xcb_library(["kotatsu"], {"QT_QPA_PLATFORM": "xcb"}) is None
    assert [Path(path).name for path in calls] == ["libqxcb.so"]


@pytest.mark.skipif(not LINUX, reason="Qt's xcb plugin is Linux's")
@pytest.mark.parametrize("error, missing", [
    (OSError(NOT_FOUND), "libxcb-icccm.so.4"),
    # Found but unusable: Qt's own message says more than ours could.
    (OSError("/usr/lib/libxkbcommon.so.0: undefined symbol: xkb_keymap_key_get_mods_for_level"), None),
])
def test_only_a_library_not_found_counts_as_missing(monkeypatch, error, missing):
    _loader(monkeypatch, error)
    assert platform_check.missing_xcb_library(["kotatsu"], {"QT_QPA_PLATFORM": "xcb"}) == missing


def test_the_plugin_folder_of_qt_qpa_platform_plugin_path_comes_first(tmp_path):
    (tmp_path / "libqxcb.so").write_bytes(b"")
    assert platform_check.xcb_plugin({"QT_QPA_PLATFORM_PLUGIN_PATH": str(tmp_path)}) == tmp_path / "libqxcb.so"


def test_the_readme_gives_the_same_command():
    assert platform_check.INSTALL_COMMAND in (ROOT / "README.md").read_text(encoding="utf-8")
