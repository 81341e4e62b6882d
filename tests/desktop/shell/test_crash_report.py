"""A crash leaves a report: faulthandler writes the stacks to crash.log in the
app's data folder; the next start keeps that log under a dated name and says
so on the start page, once; a clean quit leaves no log behind."""
import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import QUrl
from PySide6.QtGui import QDesktopServices

from desktop.shell import crash_log
from desktop.shell.saves import data_dir

ROOT = Path(__file__).resolve().parents[3]

# The app's own start in a fresh Python on a sandbox folder: once its event
# loop runs, say whether the start page shows the crash notice, then quit.
START = """
import sys
from pathlib import Path
from desktop.shell import sandbox
sandbox.use_folder(Path(sys.argv[1]))
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
app = QApplication(["kotatsu"])
def look():
    window = next(w for w in app.topLevelWidgets() if hasattr(w, "start_page"))
    print("NOTICE", window.start_page.crash_notice.isVisible())
    app.quit()
QTimer.singleShot(0, look)
from desktop.app import main
main(["kotatsu"])
"""

CRASH = """
import faulthandler, sys
from pathlib import Path
from desktop.shell import crash_log
crash_log.begin(Path(sys.argv[1]))
faulthandler._sigsegv()
"""


def _run(script: str, home: Path) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-c", script, str(home)], cwd=ROOT, capture_output=True, text=True,
                          timeout=120, env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})


def _app_folder(home: Path) -> Path:
    return home / "xdg_data_home" / "Kotatsu" / "Kotatsu"


def _start(home: Path) -> bool:
    done = _run(START, home)
    notices = [line.split()[1] for line in done.stdout.splitlines() if line.startswith("NOTICE ")]
    assert done.returncode == 0 and notices, done.stdout + done.stderr
    return notices[0] == "True"


def test_a_crash_writes_the_stacks_to_the_log(tmp_path):
    done = _run(CRASH, tmp_path)
    assert done.returncode != 0
    text = (tmp_path / crash_log.LOG_NAME).read_text()
    assert "Segmentation fault" in text and "File" in text


def test_a_crash_log_at_start_shows_the_notice_once_and_a_clean_start_nothing(tmp_path):
    folder = _app_folder(tmp_path)
    folder.mkdir(parents=True)
    (folder / crash_log.LOG_NAME).write_text("Fatal Python error: Segmentation fault\n")
    assert _start(tmp_path)
    kept = list(folder.glob("crash *.log"))
    assert len(kept) == 1 and "Segmentation fault" in kept[0].read_text()
    assert not (folder / crash_log.LOG_NAME).exists()        # the clean quit removed this session's log
    assert not _start(tmp_path)
    assert list(folder.glob("crash *.log")) == kept


def test_a_first_start_shows_no_notice(tmp_path):
    assert not _start(tmp_path)
    assert not list(_app_folder(tmp_path).glob("crash*.log"))


def test_show_the_folder_opens_the_data_folder_and_dismiss_hides_the_notice(window, qtbot, monkeypatch):
    opened = []
    monkeypatch.setattr(QDesktopServices, "openUrl", lambda url: opened.append(url) or True)
    report = data_dir() / "crash 2026-01-01 000000.log"
    report.write_text("Fatal Python error: Segmentation fault\n")
    notice = window.start_page.crash_notice
    notice.show_report(report)
    assert notice.isVisible() and "unexpectedly" in notice.text.text()
    notice.show_folder.click()
    assert opened == [QUrl.fromLocalFile(str(data_dir()))]
    notice.dismiss.click()
    assert not notice.isVisible()
