"""Where Save as… opens and the name it proposes: the folder the last record
went to, else the Documents folder, else home (never the process's working
directory); the game's name in the player's language and the time."""
from __future__ import annotations

import time
from pathlib import Path

from PySide6.QtCore import QStandardPaths

from desktop.base.i18n import game_name
from desktop.base.settings import Settings
from engine.core.spec import get_spec


def records_folder() -> str:
    folder = Settings().records_folder
    if folder and Path(folder).is_dir():
        return folder
    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    return documents if documents and Path(documents).is_dir() else str(Path.home())


def suggested_name(game_id: str | None) -> str:
    """"Heart of Crown 2026-12-01 2147.json"; "Kotatsu …" when the game is not known."""
    try:
        name = game_name(get_spec(game_id)) if game_id else "Kotatsu"
    except ValueError:
        name = "Kotatsu"
    # A name may hold no path separator (a translation could).
    name = name.replace("/", " ").replace("\\", " ")
    return f"{name} {time.strftime('%Y-%m-%d %H%M')}.json"
