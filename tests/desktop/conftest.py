import shutil

import pytest
from PySide6.QtCore import QSettings

from desktop.base import guard
from desktop.app import configure_app
from desktop.shell.saves import data_dir


@pytest.fixture(autouse=True)
def clean_app(qapp):
    """Every test starts with default settings and no saves."""
    configure_app(qapp)
    QSettings().clear()
    QSettings().setValue("ai/pace_ms", 0)
    shutil.rmtree(data_dir(), ignore_errors=True)
    yield
    QSettings().clear()


@pytest.fixture(autouse=True)
def no_guarded_exceptions():
    """An exception the guard caught is a bug even though the app survived it."""
    guard.recent.clear()
    yield
    assert not guard.recent, "exceptions caught by desktop.base.guard:\n" + "\n".join(guard.recent)


@pytest.fixture
def reports():
    """The guard's reports, for a test that causes them on purpose."""
    yield guard.recent
    guard.recent.clear()


@pytest.fixture
def window(qtbot):
    """The real main window at the size the app opens with."""
    from desktop.shell.main_window import MainWindow

    win = MainWindow()
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    yield win
    win.close()
