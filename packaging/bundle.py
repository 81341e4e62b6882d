"""What goes into the frozen app: shared by ``build.spec`` and ``tests/packaging``.

``build.spec`` loads this file by path (``packaging/`` is a plain folder, not a
package: a package called ``packaging`` would shadow PyPA's ``packaging``,
which PyInstaller and pytest import). Everything here is plain Python; nothing
imports PyInstaller or Qt.

The trimming works on PyInstaller's lists of collected files (``a.binaries``,
``a.datas``: ``(name in the bundle, source path, type)``):

* **Qt plugins**: a keep-list per plugin folder. The app uses Qt Widgets with
  the raster engine only, so it needs a platform (xcb, wayland, windows,
  cocoa, and offscreen for the smoke mode), input methods (compose, ibus: CJK
  players type names), a platform theme and the native widget styles.
  Everything else goes: image formats and icon engines (PNG is built into
  QtGui; Kotatsu has no SVG, JPEG …), Qt's virtual keyboard (it pulls in Qt
  Quick and QML), the PDF image format (Qt PDF), TLS and network information
  (Qt Network), print support, SQL drivers, EGL/GLX integrations, evdev/TUIO
  input, the GTK theme (GTK 3 and its libraries).
* **Qt libraries** that only those plugins needed are then dropped by name
  (``UNNEEDED_QT_LIBS``); the tests fail if one is still in the bundle.
* **Qt's own translations**: only ``qtbase`` of the languages Kotatsu speaks.
* **Linux system libraries** (glibc, OpenGL, libX11 …) stay out
  (``LINUX_SYSTEM_LIBS``); of the X11 libraries Qt's xcb plugin links, the
  bundle carries those a desktop may lack (``XCB_LIBS_BUNDLED``).
* **ICU's data** on Linux loses what no Qt service Kotatsu uses reads
  (``packaging/icu_data.py``: 31 MB down to 8).
"""
from __future__ import annotations

import fnmatch
import re
import struct
import sys
import tomllib
from pathlib import Path, PurePosixPath

ROOT = Path(__file__).resolve().parent.parent
APP_NAME = "Kotatsu"
# Reverse-DNS id for the macOS bundle. Kotatsu owns no domain yet: change it
# once it has one (macOS keys preferences and permissions on it).
BUNDLE_ID = "org.kotatsu.Kotatsu"
COPYRIGHT = "Kotatsu contributors"

# Plugin folder -> file-name patterns kept (without lib prefix / suffix).
# A folder not listed here is dropped whole.
KEEP_PLUGINS = {
    "platforms": ["qxcb", "qwayland", "qwindows", "qcocoa", "qoffscreen"],
    "platformthemes": ["qxdgdesktopportal"],        # not qgtk3: it drags GTK 3 into the bundle
    "platforminputcontexts": ["composeplatforminputcontextplugin",
                              "ibusplatforminputcontextplugin"],
    "styles": ["qmodernwindowsstyle", "qwindowsvistastyle", "qmacstyle"],
    "wayland-shell-integration": ["xdg-shell"],
    "wayland-decoration-client": ["bradient"],
}

# Qt libraries no part of Kotatsu needs (glob patterns on the file name, any OS:
# libQt6Quick.so.6, Qt6Quick.dll, QtQuick.framework/...).
UNNEEDED_QT_LIBS = [
    "WebEngine*", "WebChannel*", "WebSockets*", "WebView*",
    "Quick*", "Qml*", "QuickWidgets*", "VirtualKeyboard*",
    "Pdf*", "Multimedia*", "SpatialAudio*", "3D*",
    "Network*", "Sql*", "PrintSupport*", "OpenGL*", "Designer*", "UiTools*",
    "Charts*", "DataVisualization*", "Graphs*", "Positioning*", "Sensors*", "SerialPort*",
    "Test*", "Help*", "Bluetooth*", "Nfc*", "RemoteObjects*", "Scxml*", "StateMachine*",
    "TextToSpeech*", "HttpServer*", "Location*", "ShaderTools*", "Concurrent*", "Xml*",
    "SvgWidgets*", "EglFs*", "WaylandEgl*", "WaylandCompositor*", "Wl*Compositor*",
    "LanguageServer*", "JsonRpc*",
]
_UNNEEDED_RE = re.compile(
    r"^(lib)?Qt6?(" + "|".join(re.escape(p).replace(r"\*", ".*") for p in UNNEEDED_QT_LIBS) + r")$",
    re.IGNORECASE)

# Other files of the Qt wheels that Kotatsu does not need: Mesa's software
# OpenGL for Windows (20 MB; Kotatsu draws with Qt's raster engine, no OpenGL).
UNNEEDED_FILES = {"opengl32sw.dll"}

# Python modules the app never imports; some would otherwise come along with
# a hook or an optional import in the standard library.
EXCLUDED_MODULES = [
    "tkinter", "_tkinter", "turtle", "turtledemo", "idlelib", "lib2to3", "pydoc_data",
    "unittest", "doctest", "pdb", "sqlite3", "xmlrpc", "ensurepip", "venv", "distutils",
    "setuptools", "pip", "pytest", "_pytest", "hypothesis", "pytestqt", "fontTools",
    "PyInstaller", "numpy",
    # No network: OpenSSL (libssl, libcrypto: 5 MB) stays out. hashlib and hmac
    # fall back to Python's own hashes without _hashlib.
    "ssl", "_ssl", "_hashlib",
    # pydantic's copy of its version 1 API and its mypy plugin.
    "pydantic.v1", "pydantic.mypy", "pydantic.experimental",
    # Qt modules: the app uses QtCore, QtGui, QtWidgets and QtSvg (the card pictures) only.
    "PySide6.QtNetwork", "PySide6.QtOpenGL", "PySide6.QtOpenGLWidgets", "PySide6.QtQml",
    "PySide6.QtQuick", "PySide6.QtQuickWidgets", "PySide6.QtSql", "PySide6.QtPrintSupport",
    "PySide6.QtSvgWidgets", "PySide6.QtXml", "PySide6.QtTest",
    "PySide6.QtConcurrent", "PySide6.QtDBus", "PySide6.QtUiTools", "PySide6.QtDesigner",
    "PySide6.QtHelp", "PySide6.QtMultimedia", "PySide6.QtWebEngineCore", "PySide6.QtPdf",
]

# Linux libraries left to the system although Qt links them:
# * the D-Bus client library is on every desktop Linux (the bus daemon comes
#   with it), and a bundled copy drags in libsystemd, libgcrypt, liblz4 … (3.5 MB);
# * the C++ and GCC runtimes: the Qt wheels are built for manylinux_2_28, so any
#   system that runs the bundle has new enough ones, and a bundled libstdc++
#   older than the system's breaks the system's OpenGL drivers when Qt loads them.
# * libX11: libQt6Gui links it and libGL (which the system must have, and
#   PyInstaller never bundles) needs it too.
# * libX11-xcb goes with libX11 (XCB_LIBS_FROM_SYSTEM).
LINUX_SYSTEM_LIBS = ["libdbus-1.so*", "libstdc++.so*", "libgcc_s.so*", "libX11.so*", "libX11-xcb.so*"]

# The X11 libraries that Qt's xcb platform plugin (libqxcb.so and
# libQt6XcbQpa.so.6) links, with the Debian package of each, by where the
# frozen app takes them from. PyInstaller copies what the build host has and
# only warns about the rest, so build.spec fails when one of XCB_LIBS_BUNDLED
# is not there (README "Building the app"); tests/packaging checks that the
# two lists name every X11 library the plugin links.
_XCB_UTIL = ("xcb-util helper library on top of libxcb with a stable ABI: many desktops lack it "
             "(Ubuntu has no libxcb-cursor0 by default), and no system library Kotatsu loads "
             "links it, so the bundled copy clashes with none")
_XCB_EXTENSION = ("binding of an X protocol extension, generated from the protocol description "
                  "with a stable ABI, so the build host's copy works beside a newer system libxcb; "
                  "a desktop has it only if some other program needed it")
XCB_LIBS_BUNDLED = {
    "libxcb-cursor.so.0": ("libxcb-cursor0", _XCB_UTIL),
    "libxcb-icccm.so.4": ("libxcb-icccm4", _XCB_UTIL),
    "libxcb-image.so.0": ("libxcb-image0", _XCB_UTIL),
    "libxcb-keysyms.so.1": ("libxcb-keysyms1", _XCB_UTIL),
    "libxcb-render-util.so.0": ("libxcb-render-util0", _XCB_UTIL),
    "libxcb-util.so.1": ("libxcb-util1", _XCB_UTIL),
    "libxcb-randr.so.0": ("libxcb-randr0", _XCB_EXTENSION),
    "libxcb-render.so.0": ("libxcb-render0", _XCB_EXTENSION),
    "libxcb-shape.so.0": ("libxcb-shape0", _XCB_EXTENSION),
    "libxcb-shm.so.0": ("libxcb-shm0", _XCB_EXTENSION),
    "libxcb-sync.so.1": ("libxcb-sync1", _XCB_EXTENSION),
    "libxcb-xfixes.so.0": ("libxcb-xfixes0", _XCB_EXTENSION),
    "libxcb-xkb.so.1": ("libxcb-xkb1", _XCB_EXTENSION),
    "libxkbcommon.so.0": ("libxkbcommon0", "keymap handling with a stable ABI (libQt6Gui links it too); "
                                           "it reads the system's keymaps, which every X11 system has"),
    "libxkbcommon-x11.so.0": ("libxkbcommon-x11-0", "libxkbcommon's X11 part: a desktop that has "
                                                    "libxkbcommon may still lack it"),
}
XCB_LIBS_FROM_SYSTEM = {
    "libxcb.so.1": ("libxcb1", "the X connection itself: libX11 and the system's OpenGL link it and "
                               "must share one copy with Qt (PyInstaller never bundles it)"),
    "libX11.so.6": ("libx11-6", "libQt6Gui and the system's OpenGL link it (LINUX_SYSTEM_LIBS)"),
    "libX11-xcb.so.1": ("libx11-xcb1", "reads libX11's private Display structure, so it must come from "
                                       "the system's own libX11 build (Debian's libx11-6 breaks older "
                                       "ones); Mesa's GLX and EGL need it, so a system with OpenGL has it"),
}

# Languages Kotatsu speaks and the suffixes of Qt's catalogues for them
# (desktop/base/i18n.py: _QT_LOCALES). Only qtbase is loaded.
QT_CATALOGUES = {"qtbase_ja.qm", "qtbase_zh_CN.qm", "qtbase_zh_TW.qm"}

# Modules of ours that only the command-line tools use (the desktop app
# imports every other module of engine and desktop, some of them by name).
CLI_ONLY_MODULES = ("engine.__main__", "engine.cli", "engine.bench", "engine.ai.arena",
                    "desktop.__main__")


def app_module(name: str) -> bool:
    return not any(name == m or name.startswith(m + ".") for m in CLI_ONLY_MODULES)


# The files a game's packages read beside their modules, for every game:
# its lesson and rules reference (desktop/games/<id>/guided.py, reference.py)
# and its content (Guild Masters' engine/games/guild_masters/content.py).
# pyproject.toml's package-data says the same; tests/packaging checks that the
# two agree and that no other file of a game's folders is read.
GAME_DATA = ("desktop/games/*/lesson.json", "desktop/games/*/reference.toml",
             "engine/games/*/data/*.toml", "engine/games/*/evaluation.toml", "engine/games/*/samples/*.toml")


def _found(pattern: str) -> list[tuple[str, str]]:
    """(source, folder in the bundle) of the repository's files that match."""
    return [(path.relative_to(ROOT).as_posix(), path.parent.relative_to(ROOT).as_posix())
            for path in sorted(ROOT.glob(pattern))]


# Our data files: (source relative to the repository, folder in the bundle).
# desktop/base/i18n.py finds them under sys._MEIPASS at the same relative paths.
DATA_FILES = [
    ("resources/fonts/KotatsuSansJP-Regular.otf", "resources/fonts"),
    ("resources/fonts/KotatsuSansSC-Regular.otf", "resources/fonts"),
    ("resources/fonts/KotatsuSansTC-Regular.otf", "resources/fonts"),
    ("resources/fonts/OFL.txt", "resources/fonts"),
    ("resources/icons/kotatsu.png", "resources/icons"),
    # The card pictures (desktop/widgets/card_icons.py): the mapping and every game's SVGs.
    ("resources/card_icons/mapping.toml", "resources/card_icons"),
    *_found("resources/card_icons/*/*.svg"),
    # Every game's own files, found by GAME_DATA so that a new game needs no line here.
    *(entry for pattern in GAME_DATA for entry in _found(pattern)),
]
ICON_ICO = ROOT / "packaging" / "icons" / "kotatsu.ico"
ICON_ICNS = ROOT / "packaging" / "icons" / "kotatsu.icns"


def project_version() -> str:
    with open(ROOT / "pyproject.toml", "rb") as handle:
        return tomllib.load(handle)["project"]["version"]


def version_tuple(version: str) -> tuple:
    """'0.1.0' -> (0, 1, 0, 0); a suffix such as 'rc1' or '.dev2' is dropped."""
    numbers = [int(m) for m in re.findall(r"\d+", re.match(r"[\d.]*", version).group(0))][:4]
    return tuple(numbers + [0] * (4 - len(numbers)))


def windows_version_info(version: str) -> str:
    """The text of a PyInstaller version file (``EXE(version=...)``): the
    version resource Windows shows in the file's properties."""
    numbers = version_tuple(version)
    strings = {
        "CompanyName": COPYRIGHT,
        "FileDescription": f"{APP_NAME} - Japanese tabletop games",
        "FileVersion": version,
        "InternalName": APP_NAME,
        "LegalCopyright": f"(c) {COPYRIGHT}",
        "OriginalFilename": f"{APP_NAME}.exe",
        "ProductName": APP_NAME,
        "ProductVersion": version,
    }
    table = ",\n          ".join(f"StringStruct({k!r}, {v!r})" for k, v in strings.items())
    return f"""# UTF-8
# Generated by build.spec from pyproject.toml (packaging/bundle.py); do not edit.
VSVersionInfo(
  ffi=FixedFileInfo(
    filevers={numbers},
    prodvers={numbers},
    mask=0x3f,
    flags=0x0,
    OS=0x40004,
    fileType=0x1,
    subtype=0x0,
    date=(0, 0)
  ),
  kids=[
    StringFileInfo([
      StringTable(
        '040904B0',
        [{table}])
    ]),
    VarFileInfo([VarStruct('Translation', [1033, 1200])])
  ]
)
"""


def info_plist(version: str) -> dict:
    return {
        "CFBundleName": APP_NAME,
        "CFBundleDisplayName": APP_NAME,
        "CFBundleShortVersionString": version,
        "CFBundleVersion": version,
        "NSHighResolutionCapable": True,
        "NSRequiresAquaSystemAppearance": False,      # follow dark mode
        "LSApplicationCategoryType": "public.app-category.board-games",
        "NSHumanReadableCopyright": f"© {COPYRIGHT}",
        "CFBundleDevelopmentRegion": "en",
        "CFBundleLocalizations": ["en", "ja", "zh-Hans", "zh-Hant"],
    }


# ---------------------------------------------------------------- trimming
def _parts(dest: str) -> tuple:
    return PurePosixPath(dest.replace("\\", "/")).parts


def qt_lib_name(dest: str) -> str | None:
    """'Qt6Quick' style name of a Qt library in the bundle, or None.

    Linux ``libQt6Quick.so.6``, Windows ``Qt6Quick.dll``, macOS
    ``QtQuick.framework/...``."""
    for part in _parts(dest):
        match = re.match(r"^(?:lib)?(Qt6?[A-Za-z0-9]+?)(?:\.framework|\.so(?:\.\d+)*|\.dll|\.dylib|\.pyd|\.abi3\.so)?$",
                         part)
        if match and (part.endswith((".framework", ".dll", ".dylib")) or ".so" in part):
            return match.group(1)
    return None


def is_unneeded_qt_lib(dest: str) -> bool:
    name = qt_lib_name(dest)
    if name is None:
        return False
    return bool(_UNNEEDED_RE.match(name))


def plugin_of(dest: str) -> tuple[str, str] | None:
    """(plugin folder, plugin base name) for a Qt plugin in the bundle, or None."""
    parts = _parts(dest)
    if "plugins" not in parts:
        return None
    i = parts.index("plugins")
    if i == 0 or parts[i - 1] not in ("Qt", "PySide6") or len(parts) < i + 3:
        return None
    folder, filename = parts[i + 1], parts[-1]
    base = re.sub(r"^lib", "", filename.split(".")[0])
    return folder, base


def keep_plugin(dest: str) -> bool:
    folder, base = plugin_of(dest)
    return any(fnmatch.fnmatch(base, pattern) for pattern in KEEP_PLUGINS.get(folder, []))


def qt_translation(dest: str) -> str | None:
    parts = _parts(dest)
    if len(parts) >= 2 and parts[-2] == "translations" and "PySide6" in parts and parts[-1].endswith(".qm"):
        return parts[-1]
    return None


def keep(entry) -> bool:
    """Whether a (dest, source, type) entry of a.binaries / a.datas stays."""
    dest = entry[0]
    if _parts(dest)[-1].lower() in UNNEEDED_FILES:
        return False
    if sys.platform.startswith("linux") and any(
            fnmatch.fnmatch(_parts(dest)[-1], pattern) for pattern in LINUX_SYSTEM_LIBS):
        return False
    if plugin_of(dest) is not None:
        return keep_plugin(dest)
    catalogue = qt_translation(dest)
    if catalogue is not None:
        return catalogue in QT_CATALOGUES
    return not is_unneeded_qt_lib(dest)


def trim(entries) -> tuple[list, list]:
    """(kept, dropped) entries."""
    kept, dropped = [], []
    for entry in entries:
        (kept if keep(entry) else dropped).append(entry)
    return kept, dropped


def xcb_libs_missing(binaries) -> dict[str, str]:
    """{library: Debian package} of the XCB_LIBS_BUNDLED that are not among
    ``binaries`` (``a.binaries``): the build host lacks them."""
    names = {_parts(dest)[-1] for dest, _, _ in binaries}
    return {library: package for library, (package, _) in XCB_LIBS_BUNDLED.items() if library not in names}


def elf_needed(path) -> list[str]:
    """The DT_NEEDED entries of an ELF file: the libraries it links directly
    (``ldd`` lists the whole closure, resolved against this machine)."""
    with open(path, "rb") as handle:
        data = handle.read()
    if data[:4] != b"\x7fELF":
        return []
    wide, order = data[4] == 2, "<" if data[5] == 1 else ">"
    if wide:
        shoff, = struct.unpack_from(order + "Q", data, 0x28)
        shentsize, shnum = struct.unpack_from(order + "HH", data, 0x3A)
        section = order + "IIQQQQIIQQ"
        entry = order + "qQ"
    else:
        shoff, = struct.unpack_from(order + "I", data, 0x20)
        shentsize, shnum = struct.unpack_from(order + "HH", data, 0x2E)
        section = order + "IIIIIIIIII"
        entry = order + "iI"
    sections = [struct.unpack_from(section, data, shoff + i * shentsize) for i in range(shnum)]
    needed = []
    for _name, kind, _flags, _addr, offset, size, link, *_ in sections:
        if kind != 6:                               # SHT_DYNAMIC
            continue
        strtab = sections[link][4]
        for pos in range(offset, offset + size, struct.calcsize(entry)):
            tag, value = struct.unpack_from(entry, data, pos)
            if tag == 0:                            # DT_NULL
                break
            if tag == 1:                            # DT_NEEDED
                end = data.index(b"\0", strtab + value)
                needed.append(data[strtab + value:end].decode())
    return needed


def prune_unlinked(binaries, needed_by) -> tuple[list, list]:
    """(kept, dropped): drop the shared libraries that no kept binary links.

    PyInstaller collects the libraries every collected binary links, so a
    dropped plugin leaves its own dependencies behind (GTK for the GTK theme,
    Kerberos and OpenSSL for TLS …). Roots are the Python extension modules,
    the kept Qt plugins and libpython (which the bootloader opens); a library
    stays if a root links it, directly or through other libraries.
    ``needed_by(source_path)`` gives the file names a binary links."""
    by_name = {}
    for entry in binaries:
        by_name.setdefault(PurePosixPath(entry[0].replace("\\", "/")).name.lower(), []).append(entry)

    def is_root(entry) -> bool:
        name = PurePosixPath(entry[0].replace("\\", "/")).name.lower()
        return (entry[2] == "EXTENSION" or plugin_of(entry[0]) is not None
                or name.startswith(("libpython", "python3")))

    reached = set()
    todo = [entry for entry in binaries if is_root(entry)]
    while todo:
        entry = todo.pop()
        if entry[0] in reached:
            continue
        reached.add(entry[0])
        for name in needed_by(entry[1]):
            todo.extend(e for e in by_name.get(PurePosixPath(name.replace("\\", "/")).name.lower(), [])
                        if e[0] not in reached)
    kept = [entry for entry in binaries if entry[0] in reached]
    dropped = [entry for entry in binaries if entry[0] not in reached]
    return kept, dropped


def bundle_dir(dist: Path) -> Path:
    """The folder that holds the app's files inside a build (``dist/``)."""
    if sys.platform == "darwin" and (dist / f"{APP_NAME}.app").exists():
        return dist / f"{APP_NAME}.app"
    return dist / APP_NAME


def executable(dist: Path) -> Path:
    if sys.platform == "darwin" and (dist / f"{APP_NAME}.app").exists():
        return dist / f"{APP_NAME}.app" / "Contents" / "MacOS" / APP_NAME
    return dist / APP_NAME / (APP_NAME + (".exe" if sys.platform == "win32" else ""))
