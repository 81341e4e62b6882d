"""Starting the desktop app (the ``kotatsu`` gui-script)."""
from __future__ import annotations

import sys

from PySide6.QtWidgets import QApplication

from desktop.style import STYLE_SHEET


def configure_app(app: QApplication) -> None:
    """Names that decide where QSettings and the autosave live."""
    app.setOrganizationName("Kotatsu")
    app.setApplicationName("Kotatsu")
    app.setStyleSheet(STYLE_SHEET)


def main(argv=None) -> int:
    argv = list(sys.argv if argv is None else argv)
    from desktop import smoke   # the packaged app's self-tests: --smoke, --measure-startup

    if smoke.wants_smoke(argv):
        return smoke.main(argv)
    app = QApplication.instance() or QApplication(argv)
    configure_app(app)
    from desktop.main_window import MainWindow   # after the app names: it reads settings

    window = MainWindow()
    window.resize(1280, 800)
    window.show()
    return app.exec()
