"""Whether Qt's X11 platform plugin can load, asked before any QApplication exists.

Qt's xcb plugin (``platforms/libqxcb.so``) links X11 libraries that PySide6
does not ship and a fresh Linux may lack (libxcb-cursor, libxcb-icccm,
libxcb-keysyms …). Without one of them the QApplication constructor aborts
the process, with a hint that names libxcb-cursor whichever is missing.
``missing_xcb_library`` asks the dynamic loader to open the plugin first, as
Qt would a moment later: a few milliseconds, no display needed, and the
libraries it loads are the ones Qt loads anyway. ``missing_library_text`` is
the sentence that tells the player what to install.

The frozen app carries these libraries (``packaging/bundle.py``), so there the
check only fails when the system lacks one of X11's own.
"""
from __future__ import annotations

import os
import sys
from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

# Debian / Ubuntu packages of the libraries the xcb plugin links, but for
# libxcb1 and libx11-6, which no X11 program can do without (README "Start";
# packaging/bundle.py: XCB_LIBS_BUNDLED, XCB_LIBS_FROM_SYSTEM say where each comes from).
XCB_PACKAGES = (
    "libx11-xcb1", "libxcb-cursor0", "libxcb-icccm4", "libxcb-image0", "libxcb-keysyms1",
    "libxcb-randr0", "libxcb-render-util0", "libxcb-render0", "libxcb-shape0", "libxcb-shm0",
    "libxcb-sync1", "libxcb-util1", "libxcb-xfixes0", "libxcb-xkb1", "libxkbcommon-x11-0",
    "libxkbcommon0",
)
INSTALL_COMMAND = "sudo apt-get install " + " ".join(XCB_PACKAGES)

MISSING_LIBRARY = QT_TRANSLATE_NOOP(
    "kotatsu", "Kotatsu cannot open its window because {library} is missing; install Qt's X11 libraries with: {command}")
NO_DISPLAY = QT_TRANSLATE_NOOP(
    "kotatsu", "Kotatsu cannot open its window because there is no display (neither DISPLAY nor WAYLAND_DISPLAY is set); start it in a desktop session")
EXIT_CODE = 1

PLUGIN_FILE = "libqxcb.so"
# How glibc's dlerror() begins when a library is not found at all, as opposed
# to a library that is there but unusable (Qt then says more than we could).
_NOT_FOUND = ": cannot open shared object file"


def first_platform(argv, environ) -> str:
    """The platform plugin Qt tries first, picked as QGuiApplication picks it:
    ``-platform``, else ``$QT_QPA_PLATFORM``, else wayland in a Wayland session
    and xcb elsewhere (Qt 6 falls back to xcb after a failed wayland)."""
    chosen = environ.get("QT_QPA_PLATFORM", "")
    args = list(argv[1:])
    for i, arg in enumerate(args[:-1]):
        if arg in ("-platform", "--platform"):
            chosen = args[i + 1]
    if not chosen:
        wayland = environ.get("WAYLAND_DISPLAY") or environ.get("XDG_SESSION_TYPE") == "wayland"
        chosen = "wayland" if wayland else "xcb"
    return chosen.split(";")[0].split(":")[0].strip()     # "wayland;xcb", "xcb:option"


def xcb_plugin(environ) -> Path | None:
    """libqxcb.so where Qt looks for it: ``$QT_QPA_PLATFORM_PLUGIN_PATH``, then
    the ``platforms`` folder of each Qt plugin path (the frozen app's too)."""
    folders = [environ["QT_QPA_PLATFORM_PLUGIN_PATH"]] if environ.get("QT_QPA_PLATFORM_PLUGIN_PATH") else []
    folders += [os.path.join(path, "platforms") for path in QCoreApplication.libraryPaths()]
    for folder in folders:
        plugin = Path(folder) / PLUGIN_FILE
        if plugin.is_file():
            return plugin
    return None


def load_library(path: str) -> None:
    """Open a shared library with the dynamic loader; OSError says what failed.
    (The seam the tests replace.)"""
    # ctypes.CDLL's own loader function: importing all of ctypes would take
    # longer than the loading (3 to 6 ms here), and only a start on xcb needs it.
    from _ctypes import dlopen

    dlopen(path)


def missing_xcb_library(argv, environ=os.environ) -> str | None:
    """The file name of the library that keeps Qt's xcb plugin from loading,
    when Qt is about to use that plugin; otherwise None (it loads, another
    platform comes first, not Linux, no xcb plugin at all, or a failure that
    Qt's own message describes better)."""
    if not sys.platform.startswith("linux") or first_platform(argv, environ) != "xcb":
        return None
    plugin = xcb_plugin(environ)
    if plugin is None:
        return None
    try:
        load_library(str(plugin))
    except OSError as exc:
        message = str(exc)
        if _NOT_FOUND in message:
            return message.split(_NOT_FOUND, 1)[0]       # "libxcb-icccm.so.4"
    return None


def lacks_a_display(argv, environ=os.environ) -> bool:
    """Whether Qt is about to use the xcb plugin with no X display to open:
    Qt would abort with its own plugin message (an SSH session, a service)."""
    if not sys.platform.startswith("linux") or first_platform(argv, environ) != "xcb":
        return False
    if any(arg in ("-display", "--display") for arg in argv[1:]):
        return False
    return not environ.get("DISPLAY")


def no_display_text() -> str:
    return QCoreApplication.translate("kotatsu", NO_DISPLAY)


def missing_library_text(library: str) -> str:
    """The sentence for the player, in the language installed on the app."""
    return QCoreApplication.translate("kotatsu", MISSING_LIBRARY).format(
        library=library, command=INSTALL_COMMAND)
