"""Kotatsu's PySide6 desktop app: it renders engine views and sends actions; it holds no rules.

``shell/`` is the app that knows no game; ``games/<id>/`` is each game's table
(see ``games/__init__.py``); ``widgets/`` are widgets any game may use.
"""
