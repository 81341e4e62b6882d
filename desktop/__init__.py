"""Kotatsu's PySide6 desktop app: it renders engine views and sends actions; it holds no rules.

``shell/`` is the app that knows no game; ``games/<id>/`` is each game's table
(see ``games/__init__.py``); ``widgets/`` are widgets any game may use.
"""
from engine.core.spec import all_specs

if "heart_of_crown" not in all_specs():     # until the merge brings the real SPEC
    from desktop import _spec_until_merge  # noqa: F401
