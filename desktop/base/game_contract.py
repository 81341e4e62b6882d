"""What the shell asks of a game's desktop package (``desktop/games/<id>/``)
and of its table, as types: the shell types against these and knows no game;
a game meets them without naming them, and ``tests/desktop/games/test_contract.py``
checks every registered game's package and table against them (every name
present, every method callable as written here), so a new game is checked
without a test of its own. ``desktop/games/__init__.py`` says what each name means.

On the ground floor so that the shell, the widgets (``TableChrome`` implements
most of ``GameTable``) and the games can all name it."""
from __future__ import annotations

from types import ModuleType
from typing import Any, Callable, Protocol

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QListView


class TablePrompt(Protocol):
    """The prompt panel a table places (``desktop.widgets.prompt_panel.PromptPanel``):
    the shell writes the hint's progress and words into it."""

    def set_hint_busy(self, busy: bool) -> None: ...

    def show_hint(self, text: str) -> None: ...


class TableZoom(Protocol):
    """The card shown large on hover (``desktop.widgets.hover_zoom.HoverZoom``):
    a replay puts it away when its page shows."""

    def hide(self) -> None: ...


class TableLog(Protocol):
    """The table's log (``desktop.widgets.log_model.LogModel``, made with the
    game's log lines): the shell feeds it the events and whose eyes read them."""

    addressed: bool

    def reset(self, names, viewer: int) -> None: ...

    def set_viewer(self, viewer: int) -> None: ...

    def add_events(self, action_number: int, events) -> None: ...

    def truncate(self, action_count: int) -> None: ...


class GameTable(Protocol):
    """The table widget shown while the game is played (``TABLE(parent=None)``);
    optionally with the signal ``rules_requested(section)``: the player asks for
    the rules reference ("": the section that fits the view)."""

    chosen: Signal              # (action) the viewer chose a legal action by any means
    hint_toggled: Signal
    undo_requested: Signal
    save_requested: Signal
    menu_requested: Signal
    prompt: TablePrompt
    log_model: TableLog
    log_view: QListView         # the log as shown; a lesson's panel keeps clear of it
    zoom: TableZoom
    confirm_end_phase: bool     # the player's settings: ask before a move the engine warns about,
    animations: bool            # show where cards went
    read_only: bool             # a watched replay: no gesture means anything

    def reset(self, names, rules) -> None: ...

    def show_view(self, view: dict, changes=None) -> None: ...

    def set_undo_allowed(self, allowed: bool, refusal: str = "") -> None: ...

    def highlight(self, option) -> None: ...

    def show_hint(self, result: dict) -> None: ...

    def show_notice(self, text: str, tone: str = "warning") -> None: ...


class EndDetails(Protocol):
    """The widget under the winner's name on the end page (``END_DETAILS()``).
    It may also have ``CHART_AT`` (where its layout takes the chart),
    ``show_story(story)`` and ``chart_title() -> str`` (the chart's heading in
    the current language; without it the shell's "Points over the turns")."""

    def show_result(self, view: dict, names, ending: dict) -> None: ...


class GameDesktop(Protocol):
    """A game's desktop package, as ``desktop.shell.games.game_desktop`` returns it."""

    TABLE: type[GameTable]
    END_DETAILS: type[EndDetails]
    options_form: Callable[..., Any] | None     # (spec, seat_rows); None: the form made from the spec
    strings: ModuleType                         # the game's words, in the context of its id

    def opening_events(self, state) -> list: ...

    def resumed_events(self, state) -> list: ...


class GameReference(Protocol):
    """A game's rules reference (F1), for a package that has ``REFERENCE``;
    ``reference_icons() -> {name: QImage}`` may come with it (the legend)."""

    REFERENCE: Any                              # the path of its reference file

    def reference_section(self, view) -> str | None: ...
