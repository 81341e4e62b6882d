"""Work around a reference-count bug seen with PySide6 6.12 on Python 3.11.

When C++ calls a Python override (``data()``, an event handler, an event
filter...), shiboken drops one reference to ``None`` too many on several paths;
measured: one per call of ``QModelIndex.data()`` answered with None and one per
resize event handled in Python. ``None`` starts with a few thousand references,
so a GUI dies with "Fatal Python error: none_dealloc" within minutes. Python
3.12 made ``None`` immortal, which hides the bug; on 3.11 we give ``None`` a
huge reference count once so it can never reach zero.
"""
from __future__ import annotations

import ctypes
import sys

_PINNED_REFERENCES = 1 << 48


def pin_none() -> None:
    if sys.version_info >= (3, 12) or getattr(pin_none, "done", False):
        return
    # ob_refcnt is the first field of every PyObject in CPython release builds.
    refcount = ctypes.c_ssize_t.from_address(id(None))
    refcount.value += _PINNED_REFERENCES
    pin_none.done = True
