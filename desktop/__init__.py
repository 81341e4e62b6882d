"""Kotatsu's PySide6 desktop app: it renders engine views and sends actions; it holds no rules."""
from desktop.pyside_workarounds import pin_none

pin_none()   # before any Qt callback can run; see the module for the bug
