"""Kotatsu's PySide6 desktop app: it renders engine views and sends actions; it holds no rules."""
from desktop.pyside_workarounds import pin_singletons

pin_singletons()   # before any Qt callback can run; see the module for the bug
