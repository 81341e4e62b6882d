"""Waiting for what the window does off the GUI thread."""


def open_record(qtbot, window, path) -> bool:
    """Open a record file as the window does (off the GUI thread) and wait for the outcome."""
    with qtbot.waitSignal(window.opened, timeout=20_000) as outcome:
        window.open_record(path)
    return outcome.args[0]
