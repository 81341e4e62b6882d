"""Start-up loads no game: the start page shows every game's name, Learn to
play and Rules without importing a game's desktop package or building a table,
and the first game is loaded only once the page is on screen (the warm-up).
How fast that is, is measured by ``packaging/startup_bench.py``, not here."""
import json
import os
import subprocess
import sys
from pathlib import Path

from desktop.shell.games import game_desktop, has_lesson, playable_specs

ROOT = Path(__file__).resolve().parents[3]

# The app's own start (desktop.app.main) in a fresh Python. At the start page's
# first paint it notes which game modules are loaded and which widgets exist;
# once the warm-up thread is done, what it loaded; then it quits.
WATCH_THE_START = """
import json, sys
from pathlib import Path
from desktop.shell import sandbox
sandbox.use_folder(Path(sys.argv[1]))
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QWidget
from desktop.shell.start_page import StartPage

def game_modules():
    return sorted(name for name in sys.modules if name.startswith(("desktop.games.", "engine.games.")))

class Spy(QObject):
    seen = {}
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint and isinstance(watched, StartPage) and not self.seen:
            window = watched.window()
            self.seen.update(at_first_paint=game_modules(), widgets=sorted(
                {type(w).__module__ for w in window.findChildren(QWidget)}), warming=window._warming is not None)
            QTimer.singleShot(0, lambda: self.wait_for(window, started=False))
        return False
    def wait_for(self, window, started):
        # A quick warm-up (Gensokyo's) may begin and end between two looks: the package it loads says so.
        started = started or any(name.startswith("desktop.games.") for name in sys.modules)
        if started and window._warming is None:
            self.seen.update(after_warm_up=game_modules(), table_built=window._table is not None)
            QApplication.instance().quit()
        else:
            QTimer.singleShot(5, lambda: self.wait_for(window, started or window._warming is not None))

app = QApplication(["kotatsu"])
spy = Spy()
app.installEventFilter(spy)          # before the window's own filters, which start the warm-up
QTimer.singleShot(60000, app.quit)
from desktop.app import main
main(["kotatsu"])
print("SEEN " + json.dumps(spy.seen))
"""


def _watch_the_start(home: Path) -> dict:
    result = subprocess.run([sys.executable, "-c", WATCH_THE_START, str(home)], cwd=ROOT, capture_output=True,
                            text=True, timeout=120, env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    seen = [line[5:] for line in result.stdout.splitlines() if line.startswith("SEEN ")]
    assert seen and seen[0] != "{}", result.stdout + result.stderr
    return json.loads(seen[0])


def test_the_start_page_is_painted_before_any_game_is_loaded_then_the_first_game_loads(tmp_path):
    seen = _watch_the_start(tmp_path)
    loaded = seen["at_first_paint"]
    assert not [name for name in loaded if name.startswith("desktop.games.")]     # no desktop package
    # Guild Masters' content is a data set validated on load: the costliest to import.
    assert "engine.games.guild_masters.content" not in loaded
    assert "engine.games.guild_masters.state" not in loaded
    assert not [module for module in seen["widgets"] if module.startswith("desktop.games.")]   # no table
    assert not seen["warming"]                   # the warm-up waits for this paint
    first = playable_specs()[0].id
    assert f"desktop.games.{first}" in seen["after_warm_up"]
    assert not seen["table_built"]               # a table is made for a game, or when asked for


def test_the_start_page_finds_each_lesson_where_the_package_exports_it():
    for spec in playable_specs():
        assert has_lesson(spec.id) == (getattr(game_desktop(spec.id), "GUIDED", None) is not None), spec.id


def test_before_any_game_the_table_is_the_first_games(window):
    assert isinstance(window.table, game_desktop(playable_specs()[0].id).TABLE)
    assert window.pages.indexOf(window.table) >= 0
