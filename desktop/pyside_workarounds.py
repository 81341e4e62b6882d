"""Work around a reference-count bug seen with PySide6 6.12 on Python 3.11.

On several paths where C++ calls into Python (``QModelIndex.data()`` answered
with None, event handlers, layouts), shiboken drops one reference to ``None``
(and, more rarely, to ``True``) too many. Measured: ~180 references to None
lost per action in a game. These singletons start with a few thousand
references, so the app died with "Fatal Python error: none_dealloc" (or
bool_dealloc) within minutes. Python 3.12 made them immortal, which hides the
bug; on 3.11 we give them a huge reference count once so it never reaches zero.
"""
from __future__ import annotations

import ctypes
import sys

_PINNED_REFERENCES = 1 << 48
_pinned = False


def pin_singletons() -> None:
    global _pinned
    if sys.version_info >= (3, 12) or _pinned:
        return
    for singleton in (None, True, False):
        # ob_refcnt is the first field of every PyObject in CPython release builds.
        ctypes.c_ssize_t.from_address(id(singleton)).value += _PINNED_REFERENCES
    _pinned = True
