"""Self-tests of the packaged app: ``Kotatsu --smoke`` and ``Kotatsu --measure-startup``.

``desktop.app.main`` hands over to ``main`` here when the command line has
``--smoke`` or ``--measure-startup``, or the environment ``KOTATSU_SMOKE=1``.
Both run the frozen app (or the source checkout) for real, so a missing
module, Qt plugin, translation or font in the bundle shows up.

Smoke mode (``--smoke``) starts offscreen with settings and saves in a fresh
temporary folder (never the player's settings or autosave), opens the main
window, checks that its start page offers each game's lesson, plays the first
game between AI seats for several turns, saves it, loads it into a new session
and checks it is the same game, lets the AI go on, plays a few turns of every
other game at its own table, switches the language once
(``desktop.base.i18n.install_language``), has the Hard AI's search answered
by a worker process (the frozen app must start its own executable as one) and
quits.
It ends with one line: ``smoke ok: …`` and exit code 0, or ``smoke failed:
<reason>`` and exit code 1.

``--measure-startup`` starts the app through ``main`` itself, and as soon as the main
window has been shown and painted prints ``startup window_shown_at=<time.time()>``
and ``startup cpu_s=<time.process_time()>`` and quits: ``packaging/startup_bench.py``
compares the first with the time it launched the process.

A windowed Windows app has no stdout; set ``KOTATSU_SMOKE_LOG=<file>`` to get
the lines in a file as well.
"""
from __future__ import annotations

import os
import sys
import tempfile
import time
import traceback
from pathlib import Path

SMOKE_FLAG = "--smoke"
MEASURE_FLAG = "--measure-startup"
LOG_ENV = "KOTATSU_SMOKE_LOG"

PLAYERS = 3
TURNS = 6             # play until this turn has begun (or the game ended)
MORE_ACTIONS = 5      # actions the AI plays after loading the saved game
OTHER_TURNS = 4       # every other game is played until this turn has begun
LANGUAGE = "ja"       # the language switched to
TIMEOUT_S = 120       # for each wait on the AI


class SmokeFailure(Exception):
    """A check of the smoke run failed; the message is the one-line reason."""


def wants_smoke(argv) -> bool:
    """True when ``argv`` (or the environment) asks for one of the modes here."""
    return bool({SMOKE_FLAG, MEASURE_FLAG} & set(argv[1:])) or os.environ.get("KOTATSU_SMOKE") == "1"


def main(argv) -> int:
    if MEASURE_FLAG in argv[1:]:
        return measure_startup(argv)
    return run(argv)


def _say(line: str) -> None:
    """One line to stdout (when there is one) and to $KOTATSU_SMOKE_LOG (when set)."""
    if sys.stdout is not None:
        try:
            print(line, flush=True)
        except OSError:
            pass
    log = os.environ.get(LOG_ENV)
    if log:
        with open(log, "a", encoding="utf-8") as handle:
            handle.write(line + "\n")


# ---------------------------------------------------------------- smoke mode
def run(argv=None) -> int:
    """The smoke test; returns the process exit code."""
    argv = list(sys.argv if argv is None else argv)
    home = Path(tempfile.mkdtemp(prefix="kotatsu-smoke-"))
    try:
        summary = _smoke(argv, home)
    except SmokeFailure as exc:
        _say(f"smoke failed: {exc}")
        return 1
    except BaseException as exc:  # anything at all: one line, non-zero
        where = traceback.extract_tb(exc.__traceback__)[-1:] if exc.__traceback__ else []
        place = f" ({Path(where[0].filename).name}:{where[0].lineno})" if where else ""
        reason = " ".join(f"{type(exc).__name__}: {exc}".split())
        _say(f"smoke failed: {reason}{place}")
        return 1
    _say(f"smoke ok: {summary}")
    return 0


def _isolate(home: Path) -> None:
    """Offscreen, and settings and app data in ``home`` only. Must run before
    QApplication exists."""
    from desktop.shell import sandbox

    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    sandbox.use_folder(home)


def _wait(app, done, what: str, failures: list, timeout_s: float = TIMEOUT_S) -> None:
    """Run the event loop until ``done()``; SmokeFailure on a session failure or time-out."""
    deadline = time.monotonic() + timeout_s
    while not done():
        if failures:
            raise SmokeFailure(f"{what}: {failures[0]}")
        if time.monotonic() > deadline:
            raise SmokeFailure(f"{what}: timed out after {timeout_s:.0f} s")
        app.processEvents()
        time.sleep(0.002)
    if failures:
        raise SmokeFailure(f"{what}: {failures[0]}")


def _check_bundle(i18n) -> None:
    """Our translations and the CJK font subsets are where the app looks for them."""
    frozen = getattr(sys, "frozen", False)
    for code in i18n.LANGUAGES:
        if code == i18n.DEFAULT_LANGUAGE:
            continue
        if frozen and not i18n.qm_path(code).exists():
            raise SmokeFailure(f"missing translation {i18n.qm_path(code)}")
        if not (i18n.FONTS_DIR / i18n.FONTS[code][0]).exists():
            raise SmokeFailure(f"missing font {i18n.FONTS_DIR / i18n.FONTS[code][0]}")
    _check_card_icons()


def _check_card_icons() -> None:
    """Every card picture is bundled and QtSvg (kept in the bundle for them) reads it."""
    from desktop.widgets.card_icon_mapping import icon_mapping
    from desktop.widgets.card_icons import card_icon_loads
    for game, cards in icon_mapping().games.items():
        missing = [card for card in cards if not card_icon_loads(game, card)]
        if missing:
            raise SmokeFailure(f"card pictures of {game} missing or unreadable: {', '.join(missing[:5])}")


def _smoke(argv, home: Path) -> str:
    _isolate(home)
    from PySide6.QtCore import QtMsgType, qInstallMessageHandler
    from PySide6.QtWidgets import QApplication

    criticals: list = []

    def on_qt_message(kind, _context, message):
        if kind in (QtMsgType.QtCriticalMsg, QtMsgType.QtFatalMsg):
            criticals.append(message)

    qInstallMessageHandler(on_qt_message)
    app = QApplication.instance() or QApplication([argv[0] if argv else "kotatsu"])
    from desktop.app import configure_app

    configure_app(app)
    app.setApplicationName("Kotatsu Smoke")     # never the player's own data folder
    from desktop.base import i18n
    from desktop.shell.main_window import MainWindow

    _check_bundle(i18n)
    window = MainWindow()
    sessions: list = []
    try:
        return _play(app, window, sessions, home, criticals)
    finally:                                     # no AI thread may outlive the app
        for session in sessions:
            try:
                session.close()
            except RuntimeError:                 # already closed and deleted by the window
                pass
        window.close()
        app.processEvents()


def _play(app, window, sessions: list, home: Path, criticals: list) -> str:
    from desktop.base import i18n
    from desktop.base.seats import default_seat
    from desktop.shell.session import GameSession

    window.resize(1280, 800)
    window.show()
    app.processEvents()
    _check_start_page(window)

    failures: list = []
    seats = [default_seat("ai_seat", n, _first_game().scripted_agent) for n in range(1, PLAYERS + 1)]
    session = GameSession.new(_first_game().id, {"players": PLAYERS}, 20240601, seats,
                              save_path=home / "autosave.json", pace_ms=0)
    sessions.append(session)
    session.failed.connect(failures.append)
    window.start_session(session)
    _wait(app, lambda: session.decision is None or _progress(session.state)[0] >= TURNS,
          f"AI play to turn {TURNS}", failures)
    turns, unit = _progress(session.state)
    if not (home / "autosave.json").exists():
        raise SmokeFailure("the session did not autosave into the smoke folder")

    # Save as (the window's own code, without its file dialog), close the game,
    # load it again: the same game with the same seats, and it goes on.
    saved = home / "saved.json"
    actions = list(session.record.actions)
    view = session.view(0)
    if not window.save_record_as(saved):
        raise SmokeFailure(f"saving to {saved} failed")
    window.show_start()                          # ends the session
    loaded = GameSession.load(saved, save_path=home / "autosave.json", pace_ms=0)
    sessions.append(loaded)
    if loaded.record.actions != actions or loaded.view(0) != view:
        raise SmokeFailure("the loaded game differs from the saved one")
    if loaded.seats != seats:
        raise SmokeFailure("the loaded game has other seats than the saved one")
    loaded.failed.connect(failures.append)
    window.start_session(loaded)
    goal = len(actions) + MORE_ACTIONS
    _wait(app, lambda: loaded.decision is None or len(loaded.record.actions) >= goal,
          "AI play after loading", failures)

    others = _play_other_games(app, window, sessions, home, failures)

    # One language switch: our catalogue loads, the words change, widgets get LanguageChange.
    game = _first_game()
    english = i18n.game_name(game)
    if not i18n.install_language(app, LANGUAGE):
        raise SmokeFailure(f"the {LANGUAGE} translation did not load")
    app.processEvents()
    if i18n.game_name(game) == english:
        raise SmokeFailure(f"switching to {LANGUAGE} left the words in English")
    family = i18n.font_for_language(LANGUAGE)
    if not family or family not in app.font().families():
        raise SmokeFailure(f"the {LANGUAGE} font is not the application font")
    app.processEvents()

    workers = _check_search_workers()
    played = len(loaded.record.actions)
    if criticals:
        raise SmokeFailure(f"Qt critical message: {criticals[0]}")
    frozen = "frozen" if getattr(sys, "frozen", False) else "source"
    return (f"{frozen}, {PLAYERS} AI seats, {turns - 1} {unit} and {played} actions, "
            f"saved and loaded, {others}, language switched to {LANGUAGE} ({family}), {workers}")


def _check_start_page(window) -> None:
    """The start page offers the lesson of every game that has one: it finds
    them (in the bundle too) without importing the games' packages."""
    from desktop.shell.games import game_desktop, playable_specs
    for spec in playable_specs():
        offered = window.start_page.game_rows[spec.id][1] is not None
        if offered != (getattr(game_desktop(spec.id), "GUIDED", None) is not None):
            raise SmokeFailure(f"the start page {'offers' if offered else 'lacks'} the lesson of {spec.id}")


def _play_other_games(app, window, sessions: list, home: Path, failures: list) -> str:
    """A few turns of every other game between AI seats, at its own table:
    its desktop package, its table and its AI are in the bundle too."""
    from desktop.shell.games import game_desktop, playable_specs
    from desktop.base.seats import default_seat
    from desktop.shell.session import GameSession

    played = []
    for spec in playable_specs()[1:]:
        seats = [default_seat("ai_seat", n, spec.scripted_agent) for n in (1, 2)]
        session = GameSession.new(spec.id, {"players": 2}, 20240601, seats,
                                  save_path=home / "autosave.json", pace_ms=0)
        sessions.append(session)
        session.failed.connect(failures.append)
        window.start_session(session)
        _wait(app, lambda: session.decision is None or _progress(session.state)[0] >= OTHER_TURNS,
              f"AI play of {spec.id} to turn {OTHER_TURNS}", failures)
        table = window.table
        if not isinstance(table, game_desktop(spec.id).TABLE) or (table.view or {}).get("game") != spec.id:
            raise SmokeFailure(f"{spec.id} is not shown at its own table")
        if table.log_model.rowCount() == 0:
            raise SmokeFailure(f"the log of {spec.id} stayed empty")
        number, unit = _progress(session.state)
        played.append(f"{number - 1} {unit} of {spec.id}")
        window.show_start()                      # ends the session
    return ", ".join(played) or "no other game"


def _check_search_workers() -> str:
    """One small split search; a share must come back from a worker process."""
    from engine.ai import parallel
    from engine.ai.ismcts import ISMCTSAgent
    from engine.core.chance import settle
    from engine.games import new_game

    pool = parallel.shared_pool(2)
    if pool is None:
        return "search workers not used on one core"
    before = pool.remote_shares
    state = new_game(_first_game().id, {}, 1)
    settle(state)                                # a game may begin with dice (Gensokyo's turn order)
    ISMCTSAgent(1, iterations=20, millis=5000, depth=20, shares=2).search(state)
    if pool.remote_shares <= before:
        raise SmokeFailure("the Hard AI's search worker process gave no answer")
    return "a search worker answered"


# ---------------------------------------------------------------- start-up time
def measure_startup(argv) -> int:
    """Start the app through ``desktop.app.main`` itself; as soon as its main
    window is shown and painted, report the time and quit."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QMainWindow

    from desktop.shell import platform_check
    from desktop.app import main as app_main

    os.environ.pop("KOTATSU_SMOKE", None)        # main() must not come back here
    argv = [arg for arg in argv if arg != MEASURE_FLAG]
    # main() checks Qt's platform plugin before it makes the QApplication made here.
    if platform_check.missing_xcb_library(argv):
        return app_main(argv)                    # it says what is missing and fails
    app = QApplication.instance() or QApplication(argv)

    def poll():
        for widget in app.topLevelWidgets():
            handle = widget.windowHandle()
            if isinstance(widget, QMainWindow) and widget.isVisible() and handle and handle.isExposed():
                widget.repaint()                  # the first frame is painted
                _say(f"startup window_shown_at={time.time():.6f}")
                _say(f"startup cpu_s={time.process_time():.6f}")      # steadier on a busy machine
                app.quit()
                return
        QTimer.singleShot(1, poll)

    QTimer.singleShot(0, poll)
    return app_main(argv)


def _progress(state) -> tuple:
    """How far a game has gone: (its turn number, "turns"), or (its round,
    "rounds") for a game that counts rounds (Guild Masters)."""
    progress = state.progress()
    if progress.turn_number is not None:
        return progress.turn_number, "turns"
    return progress.round, "rounds"


def _first_game():
    """The game the smoke run plays: the first one the desktop can show."""
    from desktop.shell.games import playable_specs
    return playable_specs()[0]
