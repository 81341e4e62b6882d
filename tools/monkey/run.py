"""The monkey's run: one input at a time from a single-shot timer, to whatever
is on top (a popup, a modal dialog, else the main window), until the time or
the number of inputs is used up; then every dialog is closed and the summary
returned.

A step schedules the next one once it is done, after whatever timers its input
started; a timer started before the input fires only if the input enters a
loop of its own (a modal dialog's exec()), and the monkey goes on inside it.
While a game opens or an AI move or a hint is being computed the monkey waits (a bounded
while), so that one seed meets the same games and sends the same inputs."""
from __future__ import annotations

import hashlib
import random
import time
from collections import Counter

from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox, QWidget

from desktop.app import configure_app
from desktop.shell.new_game import NewGameDialog
from desktop.base.settings import Settings
from tools.gestures import settled
from tools.shown_text import markup_leaks
from tools.monkey import inputs
from tools.monkey.player import Player, answer_file_dialog, finish_dialog, prepare_new_game
from tools.monkey.records import write_records
from tools.monkey.watch import Watch

STEP_MS = 2
SENSIBLE_SHARE = 0.3     # of the inputs outside a popup
AI_WAIT_S = 15.0         # then the monkey goes on even with a move still coming
# Inputs a popup or dialog gets (at most) before the monkey finishes it.
POPUP_INPUTS = 4
MESSAGE_INPUTS = 4
DIALOG_INPUTS = 30
FINISH_TURNS = 50        # to close what is open at the end
MARKUP_CHECK_STEPS = 20  # inputs between two looks for a name read as markup (a look walks every widget)
# Kinds of random input and how often each comes.
KINDS = {"click": 30, "hover": 10, "key": 16, "text": 4, "drag": 20, "wheel": 12, "resize": 3}


def run(args, home) -> dict:
    app = QApplication.instance() or QApplication(["kotatsu-monkey"])
    configure_app(app)
    app.setApplicationName("Kotatsu Monkey")           # never the player's data folder
    app.setQuitOnLastWindowClosed(False)               # Quit on the start page: the monkey opens it again
    QApplication.setAttribute(Qt.ApplicationAttribute.AA_DontUseNativeDialogs)   # dialogs it can answer
    QSettings().setValue("ai/pace_ms", 0)
    records = home / "records"
    write_records(records, args.seed, args.game)
    Settings().records_folder = str(records)
    watch = Watch(args.stall)
    watch.start()
    from desktop.shell.main_window import MainWindow         # after the app names: it reads settings

    window = MainWindow()
    window.resize(1280, 800)
    window.show()
    window.activateWindow()
    monkey = Monkey(window, random.Random(args.seed), records, watch, args.steps, args.seconds, args.game)
    QTimer.singleShot(0, monkey.step)
    app.exec()
    window.close()
    app.processEvents()
    watch.stop()
    if args.log:
        args.log.write_text("\n".join(monkey.log) + "\n", encoding="utf-8")
    return monkey.summary(args.seed)


class Monkey:
    def __init__(self, window, rng: random.Random, records, watch: Watch, steps: int | None, seconds: float,
                 game: str | None = None):
        self.window = window
        self.game = game                  # new games of this one only (None: any)
        self.rng = rng
        self.records = records
        self.watch = watch
        self.player = Player(rng, window)
        self.steps_left = steps
        self.started = time.monotonic()
        self.deadline = self.started + seconds
        self.sent = Counter()
        self.pages = Counter()
        self.dialogs = Counter()
        self.trace = hashlib.sha256()
        self.log: list[str] = []          # every input, in order
        self.actions = self.monkey_actions = self.games_started = self.end_pages = 0
        self._seen: set = set()           # dialogs and popups met, by object
        self._ages = Counter()            # inputs each of them has had
        self._leaks: set = set()          # markup findings already made
        self._session = None
        self._session_actions = 0
        self._page = None
        self._waiting_since = None
        self._table = None                # the table whose choices are counted (each game has its own)
        self._count_choices()

    def _on_chosen(self, _action: str) -> None:
        self.monkey_actions += 1

    def _count_choices(self) -> None:
        """Count what the table shown chooses: a game of another kind brings its own table."""
        if self.window.table is not self._table:
            self._table = self.window.table
            self._table.chosen.connect(self._on_chosen)

    # ------------------------------------------------------------ stepping
    def step(self) -> None:
        self._count_choices()
        if self._done():
            self._finish()
            return
        if self._computing():
            QTimer.singleShot(STEP_MS, self.step)
            return
        # Fires only if this step enters a loop of its own (a dialog's exec()):
        # the monkey goes on in there.
        inside = QTimer()
        inside.setSingleShot(True)
        inside.timeout.connect(self.step)
        inside.start(STEP_MS)
        self._note()
        index = len(self.log)
        self.log.append("(a dialog it opened is still open)")    # its place, before any inside the dialog
        self.watch.doing = f"input {index + 1}, see --log"
        what = self.log[index] = self._act()
        self.watch.doing = f"input {index + 1}: {what}"
        self.trace.update(what.encode("utf-8", "replace"))
        self.sent[what.split(" ", 1)[0]] += 1
        if index % MARKUP_CHECK_STEPS == 0:
            self._check_markup()
        if self.steps_left is not None:
            self.steps_left -= 1
        if inside.isActive():
            # Scheduled after the step's own work, so the timers it started
            # (delayed layouts) run first, whatever the machine's speed.
            inside.stop()
            QTimer.singleShot(STEP_MS, self.step)

    def _check_markup(self) -> None:
        """A finding for each place where a name the monkey may have given a seat is read as markup."""
        for leak in markup_leaks(inputs.HOSTILE_NAMES):
            if leak not in self._leaks:
                self._leaks.add(leak)
                self.watch.findings.append(f"markup: {leak} ({self.watch.doing})")

    def _done(self) -> bool:
        # <= 0: an input that opens a dialog lets the steps inside it run first, so the last
        # step may come back with the count already spent.
        return time.monotonic() > self.deadline or self.steps_left is not None and self.steps_left <= 0

    def _computing(self) -> bool:
        """True while a saved game is opening, or an AI move or a hint is
        coming (for at most AI_WAIT_S), and once more when it came, so that
        what it changed settles first; and while a button that has just taken
        another's place takes no click (its guard runs on the clock, the
        monkey's inputs must not)."""
        session = self.window.session
        busy = self.window.loader.is_busy() or session is not None and (session.hints.is_busy() or (
            session.decision is not None and session.human_to_move() is None)) or (
            self.window.pages.currentWidget() is self.window.table and not settled(self.window.table))
        if not busy:
            waited, self._waiting_since = self._waiting_since is not None, None
            return waited
        if self._waiting_since is None:
            self._waiting_since = time.monotonic()
        return time.monotonic() - self._waiting_since < AI_WAIT_S

    def _act(self) -> str:
        popup = QApplication.activePopupWidget()
        modal = QApplication.activeModalWidget()
        if popup is not None:
            return self._input(popup, POPUP_INPUTS, lambda: inputs.escape(popup))
        if isinstance(modal, QFileDialog):
            return answer_file_dialog(self.rng, modal, self.records)
        if modal is not None:
            limit = MESSAGE_INPUTS if isinstance(modal, QMessageBox) else DIALOG_INPUTS
            return self._input(modal, limit, lambda: finish_dialog(self.rng, modal, self.game))
        if not self.window.isVisible():
            self.window.show()
            self.window.activateWindow()
            return "reopen the window"
        if self.rng.random() < SENSIBLE_SHARE:
            return self.player.move()
        return self._input(self.window, None, None)

    def _input(self, root: QWidget, limit: int | None, finish) -> str:
        """Random input to ``root`` or a widget in it; once it has had ``limit``
        inputs, ``finish()`` closes it."""
        if root is not self.window:
            self._ages[root] += 1
            if self._ages[root] > limit or self.rng.random() < 0.1:
                return finish()
        kind = self.rng.choices(list(KINDS), list(KINDS.values()))[0]
        if kind == "resize":
            return inputs.resize(self.rng, root)
        if kind == "drag":
            targets = [drops.widget for drops in self.window.table.targets if drops.widget.isVisible()]
            widget = self.rng.choice(targets) if root is self.window and targets and self.rng.random() < 0.6 \
                else self.rng.choice(_widgets(root))
            return inputs.drag(self.rng, widget, self.window.table)
        widget = self.rng.choice(_widgets(root))
        return getattr(inputs, kind)(self.rng, widget)

    def _note(self) -> None:
        """Count what the window shows: pages, new dialogs, games and their actions."""
        window = self.window
        page = {window.start_page: "start", window.table: "table", window.cover: "cover",
                window.end_page: "end", window.replay_page: "replay"}[window.pages.currentWidget()]
        self.pages[page] += 1
        if page == "end" and self._page != "end":
            self.end_pages += 1
        self._page = page
        for shown in (QApplication.activeModalWidget(), QApplication.activePopupWidget()):
            if shown is not None and shown not in self._seen:
                self._seen.add(shown)
                self.dialogs[type(shown).__name__] += 1
                if isinstance(shown, NewGameDialog):
                    prepare_new_game(self.rng, shown, self.game)
        session = window.session
        if session is not self._session:
            self._session, self._session_actions = session, len(session.record.actions) if session else 0
            self.games_started += session is not None
        elif session is not None:
            count = len(session.record.actions)
            self.actions += max(0, count - self._session_actions)
            self._session_actions = count

    # ------------------------------------------------------------ ending
    def _finish(self, turns: int = 0) -> None:
        """Close the popups and dialogs on top, one a turn, then stop."""
        popup = QApplication.activePopupWidget()
        modal = QApplication.activeModalWidget()
        if popup is None and modal is None or turns > FINISH_TURNS:
            QApplication.quit()
            return
        if popup is not None:
            popup.close()
        else:
            modal.reject()
        QTimer.singleShot(STEP_MS, lambda: self._finish(turns + 1))

    def summary(self, seed: int) -> dict:
        stall, at = self.watch.longest_stall
        return {"seed": seed, "seconds": round(time.monotonic() - self.started, 1),
                "events": sum(self.sent.values()), "sent": dict(self.sent), "pages": dict(self.pages),
                "dialogs": dict(self.dialogs), "games_started": self.games_started,
                "end_pages": self.end_pages, "actions": self.actions,
                "monkey_actions": self.monkey_actions, "longest_stall": round(stall, 2),
                "longest_stall_at": at, "trace": self.trace.hexdigest()[:16],
                "findings": self.watch.findings}


def _widgets(root: QWidget) -> list:
    """The widgets of ``root``'s window a player could point at, in a stable order."""
    return [widget for widget in [root, *root.findChildren(QWidget)]
            if widget.isVisible() and widget.window() is root.window() and widget.width() > 0
            and widget.height() > 0 and not widget.testAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)]
