"""Starting the desktop app (the ``kotatsu`` gui-script)."""
from __future__ import annotations

import sys

from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtWidgets import QApplication

from desktop.base import guard
from desktop.shell import platform_check
from desktop.shell.style import STYLE_SHEET


def name_app(app: QCoreApplication) -> None:
    """Names that decide where QSettings and the autosave live."""
    app.setOrganizationName("Kotatsu")
    app.setApplicationName("Kotatsu")


def configure_app(app: QApplication) -> None:
    """The app's names and style sheet."""
    name_app(app)
    app.setStyleSheet(STYLE_SHEET)


def chosen_language() -> str:
    """The language saved in the settings; on first start, the system's."""
    from desktop.base.i18n import language_for_locale
    from desktop.base.settings import Settings

    return Settings().language or language_for_locale(QLocale.system())


def choose_language(app: QApplication) -> None:
    from desktop.base.i18n import install_language

    install_language(app, chosen_language())


def refuse_to_start(argv, sentence) -> int:
    """Qt's X11 plugin would abort the process: say why in one sentence, in the
    player's language (a QCoreApplication needs no platform plugin, and no
    font: there is no window), and fail. ``sentence`` makes the text once the
    language is installed."""
    from desktop.base.i18n import install_language

    app = QCoreApplication(argv)
    name_app(app)
    install_language(app, chosen_language(), set_font=False)
    print(sentence(), file=sys.stderr)
    return platform_check.EXIT_CODE


def main(argv=None) -> int:
    argv = list(sys.argv if argv is None else argv)
    from desktop import smoke   # the packaged app's self-tests: --smoke, --measure-startup

    if smoke.wants_smoke(argv):
        return smoke.main(argv)
    app = QApplication.instance()
    if app is None:
        if platform_check.lacks_a_display(argv):
            return refuse_to_start(argv, platform_check.no_display_text)
        missing = platform_check.missing_xcb_library(argv)
        if missing:
            return refuse_to_start(argv, lambda: platform_check.missing_library_text(missing))
        app = QApplication(argv)
    guard.install_excepthook()        # a slot's exception is reported like an event handler's
    configure_app(app)
    choose_language(app)
    from desktop.shell import crash_log
    from desktop.shell.main_window import MainWindow   # after the app names: it reads settings
    from desktop.shell.saves import data_dir

    report = crash_log.begin(data_dir())      # before the window: a crash building it is reported too
    window = MainWindow()
    if report is not None:
        window.start_page.crash_notice.show_report(report)
    window.resize(1280, 800)
    window.show()
    code = app.exec()
    crash_log.end()
    return code
