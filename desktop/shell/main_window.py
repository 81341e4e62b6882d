"""The main window: start page, table, hot-seat cover and end page, and the
session that drives them."""
from __future__ import annotations

import importlib
import secrets
from functools import partial
from pathlib import Path

from PySide6.QtCore import QEvent, QTimer, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QFileDialog, QMainWindow, QMessageBox, QStackedWidget

from desktop.shell.ai_worker import AiThread
from desktop.shell.rules import TableRules
from desktop.base.game_contract import GameDesktop, GameTable
from desktop.base.guard import guarded
from desktop.base.i18n import Retranslating, app_text, record_error_text
from desktop.shell.loading import GameLoader
from desktop.shell.saves import (abandoned_dir, autosave_is_unfinished, autosave_path, keep_abandoned_autosave,
                           remove_stale_temp_files)
from desktop.shell.session import GameSession
from desktop.base.settings import Settings
from desktop.shell.cover_page import CoverPage
from desktop.shell.end_page import EndPage
from desktop.shell.games import game_desktop, playable_specs, warm_up_engine
from desktop.shell.guided.panel import GuidePanel
from desktop.shell.guided.session import GuidedSession
from desktop.shell.problem_notice import ProblemNotice
from desktop.shell.start_page import StartPage
from desktop.shell.replay_page import ReplayPage
from desktop.shell.statistics import count_game, load_statistics
from desktop.shell.undo_words import refusal_text
from desktop.shell.save_names import records_folder, suggested_name
from engine.core.records import RecordError, load_record, save_record


def _load_first_game_desktop(game_id: str) -> None:
    """After the warm-up, on the GUI thread: the Qt modules New game and Start would load first."""
    importlib.import_module("desktop.shell.new_game")
    game_desktop(game_id)


class MainWindow(Retranslating, QMainWindow):
    """Holds at most one GameSession. The viewer is the human seat whose view
    the table shows; it only changes behind the cover, so one human never sees
    another's hand. ``opened(ok)`` tells when a record file asked for by
    ``open_record`` is at the table, or was refused. ``table`` is the table of
    the game at hand (``desktop/games/__init__.py``): of the first game until
    a game starts, made when first asked for, as the start page needs no game's
    package (``_warm_up`` loads the first game's once the page is shown)."""

    opened = Signal(bool)

    def __init__(self, parent=None):
        super().__init__(parent)
        remove_stale_temp_files()
        self.retranslate()
        self.settings = Settings()
        self.session: GameSession | None = None
        self.viewer = 0
        self._pending_viewer = 0     # the human the cover waits for
        self._ending = {}            # the game_over event: coronation, sudden death...
        self.pages = QStackedWidget()
        self.start_page = StartPage()
        self.cover = CoverPage()
        self.end_page = EndPage()
        self.replay_page = ReplayPage()
        self._statistics_damaged = False     # until the start page has said so
        for page in (self.start_page, self.cover, self.end_page, self.replay_page):
            self.pages.addWidget(page)
        self.game: GameDesktop | None = None         # the desktop package of the game at the table
        self._table: GameTable | None = None           # ``table``, made when first asked for
        self._warming = None         # the thread of ``_warm_up`` while it runs
        self.start_page.installEventFilter(self)     # its first paint starts the warm-up
        self.setCentralWidget(self.pages)
        self.problem_notice = ProblemNotice(self)

        self.start_page.new_game.connect(self.new_game)
        self.start_page.continue_game.connect(self.continue_game)
        self.start_page.load_game.connect(self.load_game)
        self.start_page.save_game.connect(self.save_game_as)
        self.start_page.settings.connect(self.edit_settings)
        self.start_page.quit.connect(self.close)
        self.start_page.learn_requested.connect(self.start_lesson)
        self.guide_panel = None
        self.cover.ready.connect(self._on_ready)
        self.cover.menu_requested.connect(self.show_start)
        self.cover.save_requested.connect(self.save_game_as)
        self.end_page.back.connect(self.show_start)
        self.end_page.rematch.connect(self.rematch)
        self.end_page.replay.connect(self.show_replay)
        self.replay_page.back.connect(lambda: self.pages.setCurrentWidget(self.end_page))
        self.loader = GameLoader(self)
        self.loader.progress.connect(self.start_page.show_progress)
        self.loader.loaded.connect(self._on_loaded)
        self.loader.failed.connect(self._on_load_failed)
        self._abandon_autosave = False      # the player agreed to set the game in progress aside
        self._told = (None, None)           # (session, its story) of the last game loaded
        self._add_rules()
        self.show_start()

    def retranslate(self) -> None:
        self.setWindowTitle(app_text("app_name"))

    @guarded(default=False)
    def eventFilter(self, watched, event) -> bool:
        if watched is self.start_page and event.type() == QEvent.Type.Paint:
            self.start_page.removeEventFilter(self)
            QTimer.singleShot(0, self._warm_up)      # after this paint, not within it
        return super().eventFilter(watched, event)

    def _warm_up(self) -> None:
        """Once the start page is on screen, the engine of the game New game
        offers first (``shell.games.warm_up_engine``) is loaded on a thread of
        its own, then its desktop package and the new-game dialog's module here:
        the first game starts as quickly as the next."""
        if not self.isVisible():      # closed already
            return
        self._warming = AiThread(self, name="kotatsu-warm-up")
        self._warming.worker.done.connect(self._warmed_up)
        self._warming.worker.failed.connect(self._end_warm_up)     # its first real use will say why
        self._warming.request.emit(partial(warm_up_engine, playable_specs()[0].id), 0)

    @guarded
    def _warmed_up(self, *_) -> None:
        if self._warming is not None:
            self._end_warm_up()
            _load_first_game_desktop(playable_specs()[0].id)

    def _end_warm_up(self, *_) -> None:
        if self._warming is not None:
            self._warming.stop()
            self._warming.deleteLater()
            self._warming = None

    @property
    def table(self) -> GameTable:
        if self._table is None:
            self._use_game(playable_specs()[0].id)
        return self._table

    def _use_game(self, game_id: str) -> None:
        """Put the table of ``game_id``'s desktop package in place (if it is not)."""
        game = game_desktop(game_id)
        if self._table is not None and isinstance(self._table, game.TABLE):
            return
        if self._table is not None:
            self.pages.removeWidget(self._table)
            self._table.deleteLater()
        self.game = game
        self._table = game.TABLE()
        self.pages.insertWidget(1, self.table)
        self.table.chosen.connect(self._on_action)
        self.table.undo_requested.connect(self._on_undo)
        self.table.hint_toggled.connect(self._on_hint)
        self.table.menu_requested.connect(self.show_start)
        self.table.save_requested.connect(self.save_game_as)
        rules = getattr(self.table, "rules_requested", None)     # optional in the table interface
        if rules is not None:
            rules.connect(lambda section: self.show_rules(None, section or None))

    # ------------------------------------------------------------ the rules reference
    def _add_rules(self) -> None:
        """F1 on every page, and the start page's Rules of each game."""
        self.rules_action = QAction(self)
        self.rules_action.setShortcut("F1")
        self.rules_action.triggered.connect(lambda: self.show_rules(None, None))
        self.addAction(self.rules_action)
        self.start_page.rules_requested.connect(lambda game_id: self.show_rules(game_id, "overview"))

    def show_rules(self, game_id: str | None, section: str | None):
        """The rules reference of ``game_id`` (None: the game at hand) at
        ``section`` (None: the one that fits what the viewer sees at the table)."""
        # From the start page: the first game that has a rules reference (not every table has one yet).
        game_id = game_id or (self.session.record.game_id if self.session else next(
            (s.id for s in playable_specs() if getattr(game_desktop(s.id), "REFERENCE", None)), playable_specs()[0].id))
        if section is None:
            section = self.rules_section(game_id)
        from desktop.shell.reference_window import open_reference    # as the dialogs: on first use
        return open_reference(self, game_id, section)

    def rules_section(self, game_id: str) -> str | None:
        """The section of the game's reference for the view at the table (F1)."""
        choose = getattr(game_desktop(game_id), "reference_section", None)
        if choose is None:
            return None
        # Not behind the cover: the section would tell what the next player is asked.
        shown = self.session is not None and self.pages.currentWidget() in (self.table, self.end_page)
        return choose(self.session.view(self.viewer) if shown else None)

    # ------------------------------------------------------------ pages
    def show_start(self) -> None:
        self._end_session()
        self.start_page.set_can_continue(autosave_path().exists(), self._autosave_resumes())
        self._show_statistics()
        self.pages.setCurrentWidget(self.start_page)
        self.start_page.buttons["new"].setFocus()      # not the last button the end page left it on (Quit)

    def new_game(self, game_id: str | None = None) -> None:
        """The New game dialog, on ``game_id`` (a lesson's) or else the last
        game started, with that game's last seats. The game is chosen first;
        only then, and only once, the question whether to set the game in
        progress aside."""
        # Imported on first use: the Qt widget types a dialog alone uses cost start-up time to load.
        from desktop.shell.new_game import NewGameDialog
        dialog = NewGameDialog(self, seed_source=lambda: secrets.randbelow(2**32))
        last = self.settings.last_new_game
        if last is not None and game_id in (None, last[0]):
            dialog.choose(*last)
        elif game_id is not None:
            dialog.choose(game_id)
        if dialog.exec() != NewGameDialog.DialogCode.Accepted or not self._may_replace_autosave():
            return
        self.settings.last_new_game = (dialog.game_id, dialog.seats)
        self.start_session(GameSession.new(dialog.game_id, dialog.options, dialog.seed, dialog.seats,
                                           **self._session_args()))

    def continue_game(self) -> None:
        self._abandon_autosave = False       # the game in progress is the one wanted
        self.open_record(autosave_path())

    def load_game(self) -> None:
        """The file is chosen first, then the question (as for a new game)."""
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Load a game"), records_folder(),
                                              self._file_filter())
        if not path:
            return
        Settings().records_folder = str(Path(path).parent)
        if self._may_replace_autosave():
            self.open_record(path)

    def _may_replace_autosave(self) -> bool:
        """A new or loaded game replaces the autosave. If it holds a game in
        progress, the player decides; an abandoned game is kept, not lost."""
        self._abandon_autosave = False
        if not autosave_is_unfinished():
            return True
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Abandon the game in progress?"),
                          self.tr("Abandon the game in progress?"), parent=self)
        box.setObjectName("abandonBox")       # the style sheet widens it: the path reads on one line
        box.setInformativeText(self.tr("It will be kept in this folder, where Load can open it again:") + "\n"
                               + str(abandoned_dir()))
        abandon = box.addButton(self.tr("Abandon it"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(self.tr("Keep playing it"), QMessageBox.ButtonRole.RejectRole)
        box.exec()
        self._abandon_autosave = box.clickedButton() is abandon
        return self._abandon_autosave

    def save_game_as(self) -> None:
        """Save the game at the table, or from the start page the autosaved one.
        The dialog opens where the last record went, with a dated name; a name
        typed without an extension gets .json, so Load finds the file."""
        if isinstance(self.session, GuidedSession):     # its prepared positions replay from no record
            self.table.show_notice(self.tr("A lesson is not saved: Start over takes it from the beginning."))
            return
        suggested = Path(records_folder()) / suggested_name(self._game_to_save())
        dialog = QFileDialog(self, self.tr("Save the game as"), str(suggested), self._file_filter())
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        dialog.setDefaultSuffix("json")      # before the dialog's own "replace it?" check
        if dialog.exec() != QFileDialog.DialogCode.Accepted or not dialog.selectedFiles():
            return
        path = Path(dialog.selectedFiles()[0])
        if self.save_record_as(path):
            Settings().records_folder = str(path.parent)

    @staticmethod
    def _autosave_resumes() -> dict | None:
        """Which game the autosave holds and where it stands (its record's meta)."""
        try:
            record = load_record(autosave_path())
        except (RecordError, OSError):
            return None
        where = {key: record.meta[key] for key in ("turn", "round") if isinstance(record.meta.get(key), int)}
        return {"game": record.game_id, **where}

    def _game_to_save(self) -> str | None:
        """The id of the game Save as… would save: the table's, else the autosave's."""
        if self.session is not None:
            return self.session.record.game_id
        resumes = self._autosave_resumes()
        return resumes["game"] if resumes else None

    def _file_filter(self) -> str:
        return self.tr("Kotatsu records (*.json);;All files (*)")

    def save_record_as(self, path) -> bool:
        """One atomic file with the actions and the seats; the outcome is told
        where the player is looking."""
        notice = self.start_page.show_error if not self.session else \
            self.cover.show_notice if self.pages.currentWidget() is self.cover else self.table.show_notice
        try:
            record = self.session.record if self.session else load_record(autosave_path())
            save_record(record, path)
        except (RecordError, OSError) as exc:
            reason = record_error_text(exc) if isinstance(exc, RecordError) else (exc.strerror or str(exc))
            notice(self.tr("Could not save to {path}: {reason}").format(path=path, reason=reason))
            return False
        notice(self.tr("Saved to {path}").format(path=path))
        return True

    def open_record(self, path) -> None:
        """Resume a record file, seats and all, read and replayed off the GUI
        thread while the start page shows progress; ``opened`` tells the end.
        A file that is no usable record is reported there and left as it is."""
        self._end_session()
        self.pages.setCurrentWidget(self.start_page)
        self.start_page.show_error("")
        self.start_page.set_loading(True)
        self._loading_path = path
        self.loader.open(path)

    def _on_loaded(self, loaded) -> None:
        self.start_page.set_loading(False)
        try:
            session = GameSession(**loaded.session_args(), **self._session_args())
        except ValueError as exc:    # seats that do not fit the game
            self._on_load_failed(exc)
            return
        self._told = (session, loaded.story)      # a finished game's story, told by the loader
        self.opened.emit(self.start_session(session))

    def _on_load_failed(self, error) -> None:
        self._abandon_autosave = False       # the game in progress stays where it is
        self.start_page.set_loading(False)
        reason = record_error_text(error) if isinstance(error, RecordError) else str(error)
        self.start_page.show_error(self.tr("Could not open {path}: {reason}").format(
            path=self._loading_path, reason=reason))
        self.opened.emit(False)

    def edit_settings(self) -> None:
        from desktop.shell.settings_dialog import SettingsDialog     # as the new-game dialog: on first use
        if SettingsDialog(self.settings, self).exec() == SettingsDialog.DialogCode.Accepted and self.session:
            self.session.set_pace(self.settings.ai_pace_ms)
            self.table.confirm_end_phase = self._confirm_end_phase()

    def _confirm_end_phase(self) -> bool:
        """The player's setting, except in a lesson: there the step it asks for
        goes through at once, and a wrong click gets the lesson's own refusal,
        not a "click again" the lesson then contradicts."""
        return self.settings.confirm_end_phase and not isinstance(self.session, GuidedSession)

    def _session_args(self) -> dict:
        return {"save_path": autosave_path(), "pace_ms": self.settings.ai_pace_ms}

    # ------------------------------------------------------------ the session
    def start_session(self, session: GameSession) -> bool:
        """Put ``session`` at the table; False if the game in progress, which it
        replaces, could not be set aside (then nothing changes)."""
        self._end_session()
        self.start_page.show_error("")
        kept = None
        if self._abandon_autosave and session.save_path == autosave_path():
            self._abandon_autosave = False
            try:
                kept = keep_abandoned_autosave()
            except OSError as exc:       # then the game in progress stays where it is
                session.close()
                self.start_page.show_error(self.tr("The game in progress could not be set aside: {reason}").format(
                    reason=exc.strerror or exc))
                return False
        self._use_game(session.record.game_id)
        self.session = session
        self._ending = {}
        humans = session.human_seats()
        self.viewer = humans[0] if humans else 0
        self.table.confirm_end_phase = self._confirm_end_phase()
        self.table.reset(session.names, TableRules(lambda: session.state))
        self.table.log_model.set_viewer(self.viewer)
        self.table.log_model.addressed = bool(humans)     # only a player reads "You play …"
        session.changed.connect(self._on_changed)
        session.events_applied.connect(self.table.log_model.add_events)
        session.events_applied.connect(self._note_end)
        session.undone.connect(self.table.log_model.truncate)
        session.failed.connect(self.table.show_notice)
        session.game_over.connect(self._on_game_over)
        session.hints.busy.connect(self.table.prompt.set_hint_busy)
        session.hints.ready.connect(self.table.show_hint)
        session.hints.failed.connect(lambda message: self.table.prompt.show_hint(
            self.tr("The hint failed: {reason}").format(reason=message)))
        self.pages.setCurrentWidget(self.table)
        self._show_past(session)
        session.start()
        if kept is not None:
            self.table.show_notice(self.tr("The abandoned game is kept as {path}.").format(path=kept), tone="info")
        return True

    def _show_past(self, session: GameSession) -> None:
        """The log of the whole game so far, so a resumed game reads as it was
        left (each seat sees only what it may; the log model filters)."""
        log = self.table.log_model
        log.add_events(0, session.history.opening_events)
        log.add_tagged(session.past_events)
        self._note_end(0, [event for _, event in session.past_events])   # a finished game's reason
        if session.record.actions:     # tagged with its action: an undo past it takes it away
            log.add_events(len(session.record.actions), self.game.resumed_events(session.state))

    # ------------------------------------------------------------ the guided game
    def start_lesson(self, game_id: str) -> None:
        """The game's guided first game at the table. It is never autosaved,
        so the game in progress stays where it is, for Continue."""
        guided = game_desktop(game_id).GUIDED
        session = GuidedSession(guided, pace_ms=self.settings.ai_pace_ms)
        if not self.start_session(session):
            return
        self.guide_panel = GuidePanel(session, self.table, guided.panel_area)
        session.stage_started.connect(self._on_stage_started)
        self.guide_panel.leave.connect(self.show_start)
        self.guide_panel.restart.connect(lambda: self.start_lesson(game_id))
        self.guide_panel.new_game.connect(lambda: self.new_game(game_id))
        self.guide_panel.rules.connect(lambda: self.start_page.rules_requested.emit(game_id))

    def _on_stage_started(self) -> None:
        """The lesson skipped ahead to a game of its own: the log starts afresh."""
        self.table.log_model.reset(self.session.names, self.viewer)
        self.table.log_model.add_events(0, self.session.history.opening_events)

    def _end_session(self) -> None:
        if self.guide_panel is not None:
            self.guide_panel.deleteLater()
            self.guide_panel = None
        if self.session is not None:
            self.session.close()
            self.session.deleteLater()
            self.session = None

    def _on_changed(self) -> None:
        session = self.session
        if session is None or session.decision is None:
            return
        deciding = session.human_to_move()
        if deciding is not None and deciding != self.viewer:
            # Another human's turn to decide: hide everything until they are ready.
            self._pending_viewer = deciding
            self.cover.show_for(session.names[deciding], fade=self.settings.animations)
            self.pages.setCurrentWidget(self.cover)
            return
        if self.pages.currentWidget() is not self.cover:
            self._show_table(session.changes)

    def _on_ready(self) -> None:
        self.viewer = self._pending_viewer
        self.table.log_model.set_viewer(self.viewer)
        self.pages.setCurrentWidget(self.table)
        self._show_table()

    def _show_table(self, changes=None) -> None:
        """The viewer's view; where the ``changes`` took cards glows, if the
        player likes that (read each time, so the setting applies at once)."""
        self.table.animations = self.settings.animations
        refusal = self.session.undo_refusal()
        self.table.set_undo_allowed(self.session.can_undo(), "" if self.session.human_to_move() is None
                                    else refusal_text(refusal))
        self.table.show_view(self.session.view(self.viewer), changes)

    def _on_action(self, action) -> None:
        if self.session is None:
            return
        reason = self.session.act(action)
        if reason:
            self.table.show_notice(reason)

    def _on_hint(self) -> None:
        """Ask for a hint, or cancel the one being computed."""
        if self.session is None:
            return
        if self.session.hints.is_busy():
            self.session.hints.cancel()
            self.table.prompt.show_hint("")
        elif not self.session.ask_hint():
            self.table.show_notice(self.tr("It is not your turn."))

    def _on_undo(self) -> None:
        if self.session is not None and not self.session.undo():
            self.table.show_notice(self.tr("Nothing to undo: a card was drawn or revealed, or another player acted."))

    def _note_end(self, _number: int, events: list) -> None:
        for event in events:
            if event["type"] == "game_over":
                self._ending = event

    def _on_game_over(self) -> None:
        if isinstance(self.session, GuidedSession):      # its panel says how it ended, and what next
            self._show_table()
            return
        # The table keeps the final view too: a language switch later redraws
        # it from its own view, whose options must be the state's.
        self._show_table()
        view = self.session.view(self.viewer)
        told = self._told[1] if self._told[0] is self.session else None
        self.end_page.show_result(self.game.END_DETAILS, view, self.session.names, self._ending,
                                  record=self.session.record, story=told)
        self._count_game(view)
        self.pages.setCurrentWidget(self.end_page)

    # ------------------------------------------------------------ after the end
    def rematch(self) -> None:
        """The same players at the same table (the game's ``rematch_options``:
        the same market), shuffled by another seed."""
        if self.session is None:
            return
        record, seats = self.session.record, list(self.session.seats)
        same = getattr(self.game.END_DETAILS, "rematch_options", None)
        options = same(dict(record.options), self.session.view(self.viewer)) if same else dict(record.options)
        seed = record.seed
        while seed == record.seed:
            seed = secrets.randbelow(2**32)
        self.start_session(GameSession.new(record.game_id, options, seed, seats, **self._session_args()))

    def show_replay(self) -> None:
        """The finished game again, step by step, on a read-only table."""
        if self.session is None:
            return
        self.replay_page.open(self.game, self.session.record, self.session.names, self.viewer,
                              addressed=bool(self.session.human_seats()))
        self.pages.setCurrentWidget(self.replay_page)

    def _count_game(self, view: dict) -> None:
        """Count the finished game with its length (each player's turns) and scores."""
        story = self.end_page.story
        try:
            stats = count_game(self.session.record, self.session.seats, view["winners"],
                               story.turns if story is not None else None, list(self.session.state.progress().scores))
        except OSError as exc:       # a full disk: the game is saved, only the count is lost
            self.end_page.show_notice(self.tr("The statistics could not be saved: {reason}").format(
                reason=exc.strerror or exc))
            return
        if stats is not None and stats.damaged:
            self._statistics_damaged = True

    def _show_statistics(self) -> None:
        stats = load_statistics()
        self._statistics_damaged |= stats.damaged
        self.start_page.show_statistics(stats, self._statistics_damaged)
        self._statistics_damaged = False

    @guarded
    def closeEvent(self, event) -> None:
        self.loader.close()
        self._end_warm_up()
        self._end_session()
        super().closeEvent(event)
