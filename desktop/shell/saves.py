"""Where games are saved: the autosave and the games a player abandoned
live in the app's data folder."""
from __future__ import annotations

import time
from pathlib import Path

from PySide6.QtCore import QStandardPaths

from engine.core.records import RecordError, load_record
from engine.games import replay

AUTOSAVE_NAME = "autosave.json"
TEMP_PATTERN = ".kotatsu-*.tmp"      # save_record's temporary files


def data_dir() -> Path:
    path = Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation))
    path.mkdir(parents=True, exist_ok=True)
    return path


def autosave_path() -> Path:
    return data_dir() / AUTOSAVE_NAME


def abandoned_dir() -> Path:
    return data_dir() / "abandoned games"


def autosave_is_unfinished() -> bool:
    """Whether the autosave holds a game a player may still want: one whose
    record does not replay to the game's end, or one that can't even be read
    (it is kept too). The record decides, not a mark a file could carry."""
    path = autosave_path()
    if not path.exists():
        return False
    try:
        return replay(load_record(path)).decision is not None
    except RecordError:
        return True


def keep_abandoned_autosave() -> Path:
    """Move the autosave aside under a dated name, where Load can open it."""
    folder = abandoned_dir()
    folder.mkdir(parents=True, exist_ok=True)
    stamp = time.strftime("Kotatsu %Y-%m-%d %H%M%S")
    target = folder / f"{stamp}.json"
    number = 2
    while target.exists():
        target = folder / f"{stamp} ({number}).json"
        number += 1
    autosave_path().replace(target)      # one folder tree: an atomic rename
    return target


def remove_stale_temp_files() -> int:
    """Temporary files a save left when the app was killed mid-write; the save
    they belonged to is whole (records are replaced atomically)."""
    removed = 0
    for folder in (data_dir(), abandoned_dir()):
        for path in folder.glob(TEMP_PATTERN):
            try:
                path.unlink()
                removed += 1
            except OSError:
                pass
    return removed
