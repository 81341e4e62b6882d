"""Waiting for what the window does off the GUI thread, and answering its dialogs."""
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication


def open_record(qtbot, window, path) -> bool:
    """Open a record file as the window does (off the GUI thread) and wait for the outcome."""
    with qtbot.waitSignal(window.opened, timeout=20_000) as outcome:
        window.open_record(path)
    return outcome.args[0]


def answer_modals(*steps, poll_ms: int = 10, give_up_ms: int = 20_000):
    """Answer the modal dialogs the next actions open, in order: each step is
    (kind, act), and ``act(widget)`` runs on the first visible modal widget of
    that kind. A step whose dialog is still open after ``act`` (a file dialog
    still loading its folder, say) is tried again; polling ends after
    ``give_up_ms`` so a test that expected a dialog in vain fails, not hangs."""
    pending = list(steps)
    deadline = [give_up_ms // poll_ms]

    def poll():
        deadline[0] -= 1
        if not pending:
            return
        if deadline[0] < 0:        # the test fails on what is left, rather than hang in a dialog
            stuck = QApplication.activeModalWidget()
            if stuck is not None:
                stuck.reject()
            return
        kind, act = pending[0]
        widget = QApplication.activeModalWidget()
        if isinstance(widget, kind) and widget.isVisible():
            act(widget)
            if not widget.isVisible():
                pending.pop(0)
        QTimer.singleShot(poll_ms, poll)

    QTimer.singleShot(0, poll)
    return pending
