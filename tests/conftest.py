"""Shared test setup. Qt must not open a display and must not read the
developer's own settings or saves, so both are set before Qt is imported."""
import os
import tempfile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
_HOME = tempfile.mkdtemp(prefix="kotatsu-tests-")
os.environ["XDG_CONFIG_HOME"] = os.path.join(_HOME, "config")
os.environ["XDG_DATA_HOME"] = os.path.join(_HOME, "data")

import pytest  # noqa: E402


def pytest_collection_modifyitems(items):
    # Any Qt warning fails a desktop test; set here, per item, because only tests/desktop loads Qt.
    for item in items:
        if "tests/desktop" in item.nodeid.replace(os.sep, "/"):
            item.add_marker(pytest.mark.qt_log_level_fail("WARNING"))
            # The offscreen platform's own notice when a window is shown; not ours.
            item.add_marker(pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints"))


def pytest_configure(config):
    config.addinivalue_line(
        "markers", "packaging: builds the frozen app with PyInstaller and runs it (tests/packaging)")
