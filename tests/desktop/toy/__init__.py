"""The test-only toy game's desktop package (``desktop/games/__init__.py``
names what one holds), put in place of ``desktop.games.toy`` while a test
runs: the toy game is never offered to players."""
from __future__ import annotations

import sys
from contextlib import contextmanager

from engine.core.protocol import ALL
from tests.desktop.toy.table import ToyEndDetails, ToyTable
from tests.engine.toy import registered

TABLE = ToyTable
END_DETAILS = ToyEndDetails
options_form = None


def opening_events(state) -> list:
    return [{"type": "round", "number": state.round, "visible_to": ALL}]


def resumed_events(state) -> list:
    return [{"type": "resumed", "number": state.round, "visible_to": ALL}]


@contextmanager
def toy_desktop():
    """The toy game registered, and this package as its desktop, while the block runs."""
    name = "desktop.games.toy"
    with registered() as spec:
        sys.modules[name] = sys.modules[__name__]
        try:
            yield spec
        finally:
            sys.modules.pop(name, None)
