"""Qt's Python bindings are imported on the GUI thread only: PySide's import
hook and its lazily made types are not thread-safe, and a start-up with
Continue once ended in SIGSEGV while the warm-up and the load threads both
imported game packages. The threads run the engine alone."""
import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]

# Start the app on a sandbox folder with an autosave that has a Hard seat,
# press Continue, and note every module a thread of ours imports.
START_AND_CONTINUE = """
import json, sys
from pathlib import Path
from desktop.shell import sandbox
sandbox.use_folder(Path(sys.argv[1]))
from PySide6.QtCore import QThread, QTimer
from PySide6.QtWidgets import QApplication

imported = []
def audit(event, args):
    if event == "import":
        thread = QThread.currentThread().objectName()
        if thread.startswith("kotatsu"):
            imported.append([thread, args[0]])
sys.addaudithook(audit)

app = QApplication(["kotatsu"])
from desktop.app import configure_app
configure_app(app)
from desktop.shell.saves import autosave_path
from desktop.base.seats import Seat, put_seats
from engine.core.records import save_record
from engine.games import new_record
record = new_record("heart_of_crown", {"players": 2}, 5)
put_seats(record, [Seat("Ann"), Seat("Hard AI", "hard")])
save_record(record, autosave_path())
from desktop.shell.main_window import MainWindow
window = MainWindow()
window.show()
window.opened.connect(lambda ok: QTimer.singleShot(0, lambda: finish(ok)))
def finish(ok):
    def done():
        if window._warming is not None:
            QTimer.singleShot(20, done)
            return
        print("RESULT " + json.dumps({"opened": ok, "imported": imported}))
        app.quit()
    done()
QTimer.singleShot(0, window.continue_game)
QTimer.singleShot(60000, app.quit)
app.exec()
"""


def test_the_warm_up_and_the_load_threads_import_no_qt_module(tmp_path):
    done = subprocess.run([sys.executable, "-c", START_AND_CONTINUE, str(tmp_path)], cwd=ROOT, capture_output=True,
                          text=True, timeout=120, env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    results = [json.loads(line[7:]) for line in done.stdout.splitlines() if line.startswith("RESULT ")]
    assert results, done.stdout + done.stderr
    result = results[0]
    assert result["opened"]
    threads = {thread for thread, _ in result["imported"]}
    assert "kotatsu-warm-up" in threads        # the first game's engine: the audit sees our threads
    qt = sorted({f"{thread}: {name}" for thread, name in result["imported"]
                 if name.startswith(("desktop.", "PySide6", "shiboken6"))})
    assert qt == []
