"""Where games are saved: the autosave lives in the app's data folder."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QStandardPaths

AUTOSAVE_NAME = "autosave.json"


def data_dir() -> Path:
    path = Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation))
    path.mkdir(parents=True, exist_ok=True)
    return path


def autosave_path() -> Path:
    return data_dir() / AUTOSAVE_NAME
