"""What build.spec keeps and drops (packaging/bundle.py), the version resource,
the Info.plist, the icons, and the smoke mode run from the source checkout.
Fast: no PyInstaller build (that is test_frozen.py)."""
import os
import plistlib
import re
import struct
import subprocess
import sys
import tomllib
import types
from pathlib import Path

import pytest

from engine.ai.parallel import usable_cores

from tests.packaging.helpers import ROOT, bundle


@pytest.mark.parametrize("dest", [
    "PySide6/Qt/lib/libQt6Quick.so.6",
    "PySide6/Qt/lib/libQt6Qml.so.6",
    "PySide6/Qt/lib/libQt6QmlModels.so.6",
    "PySide6/Qt/lib/libQt6Pdf.so.6",
    "PySide6/Qt/lib/libQt6Network.so.6",
    "PySide6/Qt/lib/libQt6VirtualKeyboard.so.6",
    "PySide6/Qt/lib/libQt6EglFsKmsSupport.so.6",
    "PySide6/Qt/lib/libQt6SvgWidgets.so.6",
    "PySide6/Qt6WebEngineCore.dll",
    "PySide6\\Qt63DCore.dll",
    "PySide6/Qt6Multimedia.dll",
    "PySide6/Qt/lib/QtQuick.framework/Versions/A/QtQuick",
    "PySide6/Qt/lib/QtPdf.framework/Versions/A/QtPdf",
    "PySide6/QtNetwork.abi3.so",
])
def test_unneeded_qt_libraries_are_recognised(dest):
    assert bundle.is_unneeded_qt_lib(dest)
    assert not bundle.keep((dest, "/src", "BINARY"))


def test_software_opengl_stays_out():
    assert not bundle.keep(("PySide6\\opengl32sw.dll", "/src", "BINARY"))


@pytest.mark.parametrize("dest", [
    "PySide6/Qt/lib/libQt6Core.so.6",
    "PySide6/Qt/lib/libQt6Gui.so.6",
    "PySide6/Qt/lib/libQt6Widgets.so.6",
    "PySide6/Qt/lib/libQt6Svg.so.6",          # the card pictures
    "PySide6/Qt/lib/libQt6DBus.so.6",
    "PySide6/Qt/lib/libQt6XcbQpa.so.6",
    "PySide6/Qt/lib/libQt6WaylandClient.so.6",
    "PySide6/Qt/lib/libicudata.so.73",
    "PySide6/Qt6Core.dll",
    "PySide6/Qt6Widgets.dll",
    "PySide6/Qt/lib/QtGui.framework/Versions/A/QtGui",
    "PySide6/QtWidgets.abi3.so",
    "PySide6/libpyside6.abi3.so.6.11",
    "shiboken6/libshiboken6.abi3.so.6.11",
    "pydantic_core/_pydantic_core.cpython-311-x86_64-linux-gnu.so",
])
def test_needed_libraries_stay(dest):
    assert not bundle.is_unneeded_qt_lib(dest)
    if not sys.platform.startswith("linux"):
        assert bundle.keep((dest, "/src", "BINARY"))


@pytest.mark.parametrize("dest, kept", [
    ("PySide6/Qt/plugins/platforms/libqxcb.so", True),
    ("PySide6/Qt/plugins/platforms/libqwayland.so", True),
    ("PySide6/Qt/plugins/platforms/libqoffscreen.so", True),
    ("PySide6/plugins/platforms/qwindows.dll", True),
    ("PySide6/plugins/platforms/qoffscreen.dll", True),
    ("PySide6/Qt/plugins/platforms/libqcocoa.dylib", True),
    ("PySide6/plugins/styles/qmodernwindowsstyle.dll", True),
    ("PySide6/Qt/plugins/styles/libqmacstyle.dylib", True),
    ("PySide6/Qt/plugins/platforminputcontexts/libibusplatforminputcontextplugin.so", True),
    ("PySide6/Qt/plugins/platforms/libqeglfs.so", False),
    ("PySide6/Qt/plugins/platforms/libqvnc.so", False),
    ("PySide6/plugins/platforms/qdirect2d.dll", False),
    ("PySide6/Qt/plugins/platforminputcontexts/libqtvirtualkeyboardplugin.so", False),
    ("PySide6/Qt/plugins/platformthemes/libqgtk3.so", False),
    ("PySide6/Qt/plugins/imageformats/libqpdf.so", False),
    ("PySide6/plugins/imageformats/qjpeg.dll", False),
    ("PySide6/Qt/plugins/tls/libqopensslbackend.so", False),
    ("PySide6/Qt/plugins/networkinformation/libqnetworkmanager.so", False),
    ("PySide6/Qt/plugins/xcbglintegrations/libqxcb-glx-integration.so", False),
    ("PySide6/Qt/plugins/wayland-shell-integration/libxdg-shell.so", True),
    ("PySide6/Qt/plugins/wayland-graphics-integration-client/libqt-plugin-wayland-egl.so", False),
])
def test_plugins_by_keep_list(dest, kept):
    assert bundle.keep((dest, "/src", "BINARY")) is kept


def test_only_qtbase_catalogues_of_our_languages_stay():
    kept = [f"PySide6/Qt/translations/{name}" for name in ("qtbase_ja.qm", "qtbase_zh_CN.qm", "qtbase_zh_TW.qm")]
    dropped = ["PySide6/Qt/translations/qtbase_de.qm", "PySide6/Qt/translations/qt_help_ja.qm",
               "PySide6/translations/qtdeclarative_ja.qm"]
    assert all(bundle.keep((d, "/src", "DATA")) for d in kept)
    assert not any(bundle.keep((d, "/src", "DATA")) for d in dropped)
    assert bundle.keep(("translations/kotatsu_ja.qm", "/src", "DATA"))     # ours are no Qt catalogue


def test_pruning_keeps_what_roots_link_and_drops_the_rest():
    binaries = [
        ("PySide6/QtGui.abi3.so", "a", "EXTENSION"),
        ("PySide6/Qt/lib/libQt6Gui.so.6", "b", "BINARY"),
        ("PySide6/Qt/lib/libQt6Core.so.6", "c", "BINARY"),
        ("PySide6/Qt/plugins/platforms/libqxcb.so", "d", "BINARY"),
        ("PySide6/Qt/lib/libQt6XcbQpa.so.6", "e", "BINARY"),
        ("libgtk-3.so.0", "f", "BINARY"),            # was linked by a dropped plugin only
        ("libpython3.11.so.1.0", "g", "BINARY"),
    ]
    links = {"a": ["libQt6Gui.so.6"], "b": ["libQt6Core.so.6", "libc.so.6"], "c": [],
             "d": ["libQt6XcbQpa.so.6"], "e": ["libQt6Gui.so.6"], "f": [], "g": []}
    kept, dropped = bundle.prune_unlinked(binaries, links.__getitem__)
    assert [d for d, _, _ in dropped] == ["libgtk-3.so.0"]
    assert len(kept) == 6


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="ELF files")
def test_elf_needed_reads_direct_dependencies_only():
    import PySide6

    gui = os.path.join(os.path.dirname(PySide6.__file__), "Qt", "lib", "libQt6Gui.so.6")
    needed = bundle.elf_needed(gui)
    assert "libQt6Core.so.6" in needed
    assert "libicudata.so.73" not in needed          # Core's dependency, not Gui's
    assert bundle.elf_needed(__file__) == []


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="ELF files")
def test_every_x11_library_of_the_xcb_plugin_is_bundled_or_left_to_the_system():
    """A new PySide6 that links another X11 library must say where it comes from."""
    import PySide6

    qt = Path(PySide6.__file__).parent / "Qt"
    linked = {name for path in (qt / "plugins" / "platforms" / "libqxcb.so", qt / "lib" / "libQt6XcbQpa.so.6")
              for name in bundle.elf_needed(path) if re.match(r"lib(xcb|X11|xkbcommon)", name)}
    assert linked == set(bundle.XCB_LIBS_BUNDLED) | set(bundle.XCB_LIBS_FROM_SYSTEM)
    assert not set(bundle.XCB_LIBS_BUNDLED) & set(bundle.XCB_LIBS_FROM_SYSTEM)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the Linux system set")
def test_the_xcb_libraries_stay_or_go_as_listed():
    for name in bundle.XCB_LIBS_BUNDLED:
        assert bundle.keep((name, f"/usr/lib/{name}", "BINARY")), name
    for name in set(bundle.XCB_LIBS_FROM_SYSTEM) - {"libxcb.so.1"}:     # PyInstaller never takes libxcb
        assert not bundle.keep((name, f"/usr/lib/{name}", "BINARY")), name


def test_a_build_host_without_an_xcb_library_is_named_with_its_package():
    binaries = [(name, f"/usr/lib/{name}", "BINARY") for name in bundle.XCB_LIBS_BUNDLED
                if name != "libxcb-icccm.so.4"]
    assert bundle.xcb_libs_missing(binaries) == {"libxcb-icccm.so.4": "libxcb-icccm4"}
    assert bundle.xcb_libs_missing(binaries + [("libxcb-icccm.so.4", "/x", "BINARY")]) == {}


def test_the_install_line_names_every_xcb_package_but_x11s_core():
    from desktop.shell.platform_check import XCB_PACKAGES

    packages = {package for package, _ in [*bundle.XCB_LIBS_BUNDLED.values(), *bundle.XCB_LIBS_FROM_SYSTEM.values()]}
    assert set(XCB_PACKAGES) == packages - {"libxcb1", "libx11-6"}


@pytest.mark.parametrize("build_host", [".ci/run", ".github/workflows/build.yml"])
def test_build_hosts_install_every_library_the_bundle_carries(build_host):
    named = set(re.findall(r"[\w.+-]+", (ROOT / build_host).read_text(encoding="utf-8")))
    packages = {package for package, _ in bundle.XCB_LIBS_BUNDLED.values()}
    assert packages <= named, sorted(packages - named)


def test_version_tuple():
    assert bundle.version_tuple("0.1.0") == (0, 1, 0, 0)
    assert bundle.version_tuple("1.2.3.4.5") == (1, 2, 3, 4)
    assert bundle.version_tuple("2.0rc1") == (2, 0, 0, 0)


def test_windows_version_file_is_what_pyinstaller_reads(monkeypatch, tmp_path):
    version = bundle.project_version()
    if sys.platform != "win32":                      # pefile and win32api: Windows only; parsing needs neither
        compat = pytest.importorskip("PyInstaller.compat")
        monkeypatch.setitem(sys.modules, "pefile", types.ModuleType("pefile"))
        monkeypatch.setattr(compat, "win32api", None, raising=False)
        monkeypatch.delitem(sys.modules, "PyInstaller.utils.win32.versioninfo", raising=False)
    versioninfo = pytest.importorskip("PyInstaller.utils.win32.versioninfo")
    version_file = tmp_path / "version.txt"
    version_file.write_text(bundle.windows_version_info(version), encoding="utf-8")
    info = versioninfo.load_version_info_from_text_file(str(version_file))   # PyInstaller's own reader
    assert isinstance(info, versioninfo.VSVersionInfo)
    text = str(info)
    assert f"StringStruct('ProductVersion', '{version}')" in text
    assert "StringStruct('OriginalFilename', 'Kotatsu.exe')" in text
    assert info.ffi.fileVersionMS == (bundle.version_tuple(version)[0] << 16) | bundle.version_tuple(version)[1]


def test_info_plist():
    plist = bundle.info_plist("0.1.0")
    assert plist["NSHighResolutionCapable"] is True
    assert plist["CFBundleShortVersionString"] == "0.1.0"
    plistlib.dumps(plist)                            # a valid property list
    assert bundle.BUNDLE_ID.count(".") >= 2


def test_icons_hold_every_size():
    ico = bundle.ICON_ICO.read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", ico)
    sides = {struct.unpack_from("<B", ico, 6 + 16 * i)[0] or 256 for i in range(count)}
    assert (reserved, kind) == (0, 1) and {16, 32, 48, 256} <= sides
    icns = bundle.ICON_ICNS.read_bytes()
    assert icns[:4] == b"icns" and struct.unpack_from(">I", icns, 4)[0] == len(icns)
    kinds, pos = set(), 8
    while pos < len(icns):
        kinds.add(icns[pos:pos + 4].decode())
        pos += struct.unpack_from(">I", icns, pos + 4)[0]
    assert {"ic07", "ic08", "ic09", "ic10"} <= kinds
    assert (ROOT / "resources" / "icons" / "kotatsu.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_data_files_exist():
    for src, _dest in bundle.DATA_FILES:
        assert (ROOT / src).is_file(), src


def _game_files():
    """Every file in a game's folders but its code and its notes for developers."""
    for folder in ("engine/games", "desktop/games"):
        for path in sorted((ROOT / folder).glob("*/**/*")):
            if path.is_file() and path.suffix not in (".py", ".pyc", ".md"):
                yield path.relative_to(ROOT).as_posix()


def test_every_file_a_game_reads_goes_into_the_bundle():
    bundled = {src for src, _dest in bundle.DATA_FILES}
    files = list(_game_files())
    assert "engine/games/guild_masters/data/tiles.toml" in files
    assert [f for f in files if f not in bundled] == []


def test_package_data_installs_what_the_bundle_carries():
    """pip install (not -e) copies pyproject.toml's package-data: the same files as GAME_DATA."""
    with open(ROOT / "pyproject.toml", "rb") as handle:
        package_data = tomllib.load(handle)["tool"]["setuptools"]["package-data"]
    patterns = {f"{package.replace('.', '/')}/{pattern}"
                for package, patterns in package_data.items() for pattern in patterns}
    assert patterns == set(bundle.GAME_DATA)


# ---------------------------------------------------------------- smoke mode from source
def _run_source(code: str, **env):
    return subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True,
                          timeout=300, env={**os.environ, **env})


def test_smoke_mode_passes_from_source():
    result = _run_source("from desktop.app import main; raise SystemExit(main(['kotatsu', '--smoke']))")
    assert result.returncode == 0, result.stdout + result.stderr
    last = result.stdout.strip().splitlines()[-1]
    assert last.startswith("smoke ok: source, 3 AI seats")
    assert re.search(r", [1-9]\d* turns of tanto_cuore, ", last), last      # every other game is played too
    assert last.endswith("a search worker answered" if usable_cores() >= 2 else "not used on one core")


def test_the_bundle_collects_every_game_package():
    """build.spec's hidden imports (collect_submodules of engine and desktop) find
    every registered game's engine, the modules its spec names and its table,
    which the app imports by name only."""
    from PyInstaller.utils.hooks import collect_submodules

    from desktop.shell.games import playable_specs
    from engine.core.spec import all_specs

    found = set(collect_submodules("engine", filter=bundle.app_module)
                + collect_submodules("desktop", filter=bundle.app_module))
    assert all_specs() and playable_specs()
    for spec in all_specs().values():
        by_name = {spec.search_hooks, *spec.agents.values()}     # "module:object"
        named = {f"engine.games.{spec.id}", spec.cards, *(ref.split(":")[0] for ref in by_name)} - {None}
        assert named <= found, spec.id
    for spec in playable_specs():
        assert {f"desktop.games.{spec.id}", f"desktop.games.{spec.id}.table"} <= found, spec.id


def test_smoke_mode_fails_with_one_line(tmp_path):
    """A broken language switch: exit code 1 and one line that says why, also in the log file."""
    log = tmp_path / "smoke.log"
    result = _run_source("import desktop.base.i18n as i18n\n"
                         "i18n.install_language = lambda *args, **kwargs: False\n"
                         "from desktop.app import main\n"
                         "raise SystemExit(main(['kotatsu']))",
                         KOTATSU_SMOKE="1", KOTATSU_SMOKE_LOG=str(log))
    assert result.returncode == 1
    assert result.stdout.strip() == "smoke failed: the ja translation did not load"
    assert log.read_text(encoding="utf-8") == "smoke failed: the ja translation did not load\n"
