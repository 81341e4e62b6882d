"""build.spec's hook for pydantic, in place of pyinstaller-hooks-contrib's.

That hook takes every submodule of pydantic; Kotatsu leaves out pydantic's copy
of its version 1 API, its mypy plugin and its experimental modules
(packaging/bundle.py EXCLUDED_MODULES), which would otherwise each warn
"Hidden import not found"."""
from PyInstaller.utils.hooks import collect_submodules

_LEFT_OUT = ("pydantic.v1", "pydantic.mypy", "pydantic.experimental")

hiddenimports = collect_submodules(
    "pydantic", filter=lambda name: not any(name == m or name.startswith(m + ".") for m in _LEFT_OUT))
