"""The app's preferences, kept in QSettings."""
from __future__ import annotations

import json

from PySide6.QtCore import QSettings

from desktop.base.seats import Seat

DEFAULT_AI_PACE_MS = 600
# The text and card size setting: how much larger than the window alone makes them.
UI_SIZES = {"small": 0.85, "normal": 1.0, "large": 1.2}
DEFAULT_UI_SIZE = "normal"


class Settings:
    """Typed access to QSettings; QSettings stores strings on some platforms,
    so every read converts."""

    def __init__(self):
        self._store = QSettings()

    @property
    def ai_pace_ms(self) -> int:
        try:
            return max(0, int(self._store.value("ai/pace_ms", DEFAULT_AI_PACE_MS)))
        except (TypeError, ValueError):
            return DEFAULT_AI_PACE_MS

    @ai_pace_ms.setter
    def ai_pace_ms(self, value: int) -> None:
        self._store.setValue("ai/pace_ms", int(value))

    @property
    def language(self) -> str | None:
        """The language the player chose (a code of ``i18n.LANGUAGES``), or None before any choice."""
        value = self._store.value("ui/language")
        return str(value) if value else None

    @language.setter
    def language(self, code: str) -> None:
        self._store.setValue("ui/language", code)

    @property
    def confirm_end_phase(self) -> bool:
        """Ask for a second click before ending a phase with coins or links unused."""
        return str(self._store.value("confirm/end_phase", "true")).lower() in ("true", "1")

    @confirm_end_phase.setter
    def confirm_end_phase(self, value: bool) -> None:
        self._store.setValue("confirm/end_phase", "true" if value else "false")

    @property
    def animations(self) -> bool:
        """Briefly light up where a card went and fade the hot-seat cover in."""
        return str(self._store.value("ui/animations", "true")).lower() in ("true", "1")

    @animations.setter
    def animations(self, value: bool) -> None:
        self._store.setValue("ui/animations", "true" if value else "false")

    @property
    def records_folder(self) -> str:
        """Where the last game was saved or loaded by hand; "" before that."""
        return str(self._store.value("files/records_folder", "") or "")

    @records_folder.setter
    def records_folder(self, folder: str) -> None:
        self._store.setValue("files/records_folder", folder)

    @property
    def ui_size(self) -> str:
        """Small, normal or large text and cards at the table (a key of ``UI_SIZES``)."""
        value = str(self._store.value("ui/size", DEFAULT_UI_SIZE))
        return value if value in UI_SIZES else DEFAULT_UI_SIZE

    @ui_size.setter
    def ui_size(self, value: str) -> None:
        self._store.setValue("ui/size", value if value in UI_SIZES else DEFAULT_UI_SIZE)

    @property
    def last_new_game(self) -> tuple[str, list[Seat]] | None:
        """The game and seats of the last new game started (the New game dialog
        opens on them), or None: none yet, or a value that is not one."""
        try:
            value = json.loads(str(self._store.value("new_game/last", "")))
            seats = [Seat(seat["name"], seat["kind"], default=seat.get("default") is True) for seat in value["seats"]]
        except (ValueError, TypeError, KeyError):
            return None
        game_id = value["game"]
        if not isinstance(game_id, str) or not all(isinstance(s.name, str) and isinstance(s.kind, str)
                                                   for s in seats):
            return None
        return game_id, seats

    @last_new_game.setter
    def last_new_game(self, choice: tuple[str, list[Seat]]) -> None:
        game_id, seats = choice
        self._store.setValue("new_game/last", json.dumps(
            {"game": game_id, "seats": [{"name": s.name, "kind": s.kind, "default": s.default} for s in seats]}))
