"""The monkey: thousands of random clicks, keys, drags (hostile payloads too),
wheel turns and resizes on random visible widgets of the real main window,
with now and then a sensible move so that it gets to the table, the hot-seat
cover and the end page, and through the dialogs. It reports what went wrong:
exceptions (caught by desktop.base.guard or handed to sys.excepthook), Qt and Python
warnings, and stalls of the event loop. Settings, saves and records live in a
temporary folder; file dialogs are answered with files there only.

    python -m tools.monkey --seconds 300 --seed 1
"""
