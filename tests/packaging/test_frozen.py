"""Build the app with ``pyinstaller build.spec`` and run what was built.

Marked ``packaging``: one PyInstaller build (about half a minute on two cores)
for the whole module, into a temporary folder. ``KOTATSU_FROZEN_DIST=dist``
tests an existing build instead. Linux checks the size limits and the
libraries; every OS runs the smoke mode.
"""
import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from desktop.shell.games import playable_specs

from tests.packaging.helpers import ROOT, bundle, load

pytestmark = pytest.mark.packaging

LINUX = sys.platform.startswith("linux")
MB = 1_000_000
# 113.4 MB and 45.7 MB with ICU's whole data (31 MB, 12.4 MB packed); 89.6 and 36.1 without
# the parts Qt does not read (packaging/icu_data.py).
ONEDIR_LIMIT = 95 * MB
ARCHIVE_LIMIT = 39 * MB

# Qt libraries that must never be in the bundle, whatever packaging/bundle.py says.
FORBIDDEN = re.compile(r"(lib)?Qt6?(WebEngine|Quick|Qml|Pdf|Multimedia|3D|VirtualKeyboard|Network)",
                       re.IGNORECASE)

# What a bundled Linux binary may take from the system: glibc, the graphics
# stack (PyInstaller never bundles it) and bundle.LINUX_SYSTEM_LIBS.
LINUX_SYSTEM = re.compile(
    r"(libc|libm|libdl|libpthread|librt|libresolv|libutil|ld-linux[-\w]*|"
    r"libE?GLX?|libOpenGL|libGLdispatch|libxcb|libxcb-dri\d|libwayland-(client|cursor|egl)|libdrm|"
    r"libdbus-1|libstdc\+\+|libgcc_s|libX11|libX11-xcb)\.so(\.\d+)*$")


@pytest.fixture(scope="module")
def dist(tmp_path_factory):
    existing = os.environ.get("KOTATSU_FROZEN_DIST")
    if existing:
        return Path(existing).resolve()
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        if os.environ.get("CI"):
            pytest.fail("PyInstaller is missing: CI installs the 'build' extra (.ci/run)")
        pytest.skip("PyInstaller is not installed: pip install -e '.[build]'")
    out = tmp_path_factory.mktemp("frozen")
    started = time.monotonic()
    result = subprocess.run(
        [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
         "--distpath", str(out / "dist"), "--workpath", str(out / "build"), str(ROOT / "build.spec")],
        cwd=ROOT, capture_output=True, text=True, timeout=1200)
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    print(f"\npyinstaller build.spec: {time.monotonic() - started:.0f} s")
    return out / "dist"


def _files(root: Path):
    for path in root.rglob("*"):
        if path.is_file() and not path.is_symlink():
            yield path


def _run(dist: Path, *args, env=None, timeout=300):
    return subprocess.run([str(bundle.executable(dist)), *args], capture_output=True, text=True,
                          timeout=timeout, env={**os.environ, **(env or {})})


def test_smoke_mode_plays_saves_loads_and_switches_language(dist):
    result = _run(dist, "--smoke")
    assert result.returncode == 0, result.stdout + result.stderr
    # A game counts rounds if it has no turn numbers (Gensokyo, Guild Masters); every other game plays.
    others = ", ".join(rf"\d+ (turns|rounds) of {spec.id}" for spec in playable_specs()[1:])
    assert re.fullmatch(r"smoke ok: frozen, 3 AI seats, \d+ (turns|rounds) and \d+ actions, saved and loaded, "
                        + others + ", "
                        r"language switched to ja \(Kotatsu Sans JP\), a search worker answered",
                        result.stdout.strip())


def test_smoke_mode_from_the_environment_writes_its_log(dist, tmp_path):
    log = tmp_path / "smoke.log"
    result = _run(dist, env={"KOTATSU_SMOKE": "1", "KOTATSU_SMOKE_LOG": str(log)})
    assert result.returncode == 0, result.stdout + result.stderr
    assert log.read_text(encoding="utf-8").startswith("smoke ok: frozen")


def test_measure_startup_reports_the_shown_window(dist, tmp_path):
    before = time.time()
    result = _run(dist, "--measure-startup",
                  env={"QT_QPA_PLATFORM": "offscreen", "XDG_CONFIG_HOME": str(tmp_path / "config"),
                       "XDG_DATA_HOME": str(tmp_path / "data")})
    assert result.returncode == 0, result.stdout + result.stderr
    shown = float(re.search(r"startup window_shown_at=([\d.]+)", result.stdout).group(1))
    assert before < shown < time.time()


def test_translations_fonts_and_icon_are_inside(dist):
    names = {path.relative_to(bundle.bundle_dir(dist)).as_posix() for path in _files(bundle.bundle_dir(dist))}
    for code in ("ja", "zh_Hans", "zh_Hant"):
        assert any(n.endswith(f"translations/kotatsu_{code}.qm") for n in names), code
    for font in ("KotatsuSansJP-Regular.otf", "KotatsuSansSC-Regular.otf", "KotatsuSansTC-Regular.otf", "OFL.txt"):
        assert any(n.endswith(f"resources/fonts/{font}") for n in names), font
    assert any(n.endswith("resources/icons/kotatsu.png") for n in names)
    qt_catalogues = {n.rsplit("/", 1)[-1] for n in names if "PySide6" in n and n.endswith(".qm")}
    assert qt_catalogues == bundle.QT_CATALOGUES


def test_no_unneeded_qt_library_or_plugin(dist):
    root = bundle.bundle_dir(dist)
    relative = [path.relative_to(root).as_posix() for path in _files(root)]
    forbidden = [n for n in relative if any(FORBIDDEN.match(part) for part in n.split("/"))]
    assert not forbidden
    assert not [n for n in relative if bundle.is_unneeded_qt_lib(n)]
    plugins = [n for n in relative if bundle.plugin_of(n)]
    assert plugins and all(bundle.keep_plugin(n) for n in plugins)
    folders = {bundle.plugin_of(n)[0] for n in plugins}
    assert "platforms" in folders and not folders & {"imageformats", "tls", "networkinformation",
                                                      "printsupport", "sqldrivers", "qmltooling"}


@pytest.mark.skipif(not LINUX, reason="the size limits and library checks are for the Linux bundle")
def test_linux_bundle_sizes(dist, tmp_path):
    archive = load("archive")
    onedir = archive.tree_size(bundle.bundle_dir(dist))
    packed = archive.make_archive(dist, tmp_path).stat().st_size
    print(f"\nonedir {onedir / MB:.1f} MB, tar.gz {packed / MB:.1f} MB")
    assert onedir <= ONEDIR_LIMIT, f"dist/Kotatsu is {onedir / MB:.1f} MB"
    assert packed <= ARCHIVE_LIMIT, f"the .tar.gz is {packed / MB:.1f} MB"


@pytest.mark.skipif(not LINUX, reason="ELF files")
def test_every_linked_library_is_bundled_or_from_the_system_set(dist):
    """Each library a bundled binary links is in the bundle, or one of the
    system libraries the bundle relies on: nothing was trimmed that is needed,
    and nothing else is taken from the build machine at run time."""
    root = bundle.bundle_dir(dist)
    files = list(_files(root))
    present = {path.name for path in files} | {path.name for path in root.rglob("*") if path.is_symlink()}
    missing = {}
    for path in files:
        if path.name.endswith((".so",)) or ".so." in path.name or path == bundle.executable(dist):
            for name in bundle.elf_needed(path):
                if name not in present and not LINUX_SYSTEM.match(name):
                    missing.setdefault(name, []).append(path.relative_to(root).as_posix())
    assert not missing


@pytest.mark.skipif(not (LINUX and shutil.which("ldd")), reason="ldd")
def test_qt_platform_plugins_find_their_libraries(dist):
    """The loader resolves every library of the platform plugins (a system
    library this machine lacks, such as libwayland-cursor on a server, aside)."""
    root = bundle.bundle_dir(dist)
    env = {**os.environ, "LD_LIBRARY_PATH": str(root / "_internal")}
    for plugin in root.rglob("plugins/platforms/*.so"):
        output = subprocess.run(["ldd", str(plugin)], capture_output=True, text=True, env=env).stdout
        missing = {m for m in re.findall(r"(\S+) => not found", output) if not LINUX_SYSTEM.match(m)}
        assert not missing, f"{plugin.name}: {missing}"
