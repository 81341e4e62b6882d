"""Starting the desktop app (the ``kotatsu`` gui-script)."""
from __future__ import annotations

import sys

from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QApplication

from desktop import guard
from desktop.style import STYLE_SHEET


def configure_app(app: QApplication) -> None:
    """Names that decide where QSettings and the autosave live."""
    app.setOrganizationName("Kotatsu")
    app.setApplicationName("Kotatsu")
    app.setStyleSheet(STYLE_SHEET)


def choose_language(app: QApplication) -> None:
    """The language saved in the settings; on first start, the system's."""
    from desktop.i18n import install_language, language_for_locale
    from desktop.settings import Settings

    install_language(app, Settings().language or language_for_locale(QLocale.system()))


def main(argv=None) -> int:
    argv = list(sys.argv if argv is None else argv)
    from desktop import smoke   # the packaged app's self-tests: --smoke, --measure-startup

    if smoke.wants_smoke(argv):
        return smoke.main(argv)
    app = QApplication.instance() or QApplication(argv)
    guard.install_excepthook()        # a slot's exception is reported like an event handler's
    configure_app(app)
    choose_language(app)
    from desktop.main_window import MainWindow   # after the app names: it reads settings

    window = MainWindow()
    window.resize(1280, 800)
    window.show()
    return app.exec()
