"""Kotatsu's PySide6 desktop app: it renders engine views and sends actions; it holds no rules."""
