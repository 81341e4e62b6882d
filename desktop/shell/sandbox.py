"""Running the app on a throwaway folder: settings and app data under ``home``,
never the player's own (the smoke test, the monkey)."""
from __future__ import annotations

import os
from pathlib import Path


def use_folder(home: Path) -> None:
    """Call before the QApplication exists. The XDG folders decide where Qt
    writes on Linux; QSettings goes to an INI file in ``home`` everywhere.
    Elsewhere the app data folder follows the application name: rename the app."""
    for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
        os.environ[name] = str(home / name.lower())
    from PySide6.QtCore import QSettings

    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(home / "settings"))
