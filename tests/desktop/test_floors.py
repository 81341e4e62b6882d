"""The desktop's floors: ``desktop/base`` (the ground floor) under
``desktop/widgets`` under ``desktop/shell`` under ``desktop/games``. A module
imports only from its own floor or those below it, so a widget can be used
(and tested) without the app, and the ground floor without either. Every
import counts: those inside functions, relative ones and literal
``importlib.import_module`` names. The shell finds a game's package only by
its spec id at run time (``desktop/shell/games.py``, a name built from the id);
``tests/desktop/shell/test_knows_no_game.py`` guards that side."""
import ast
from pathlib import Path

import pytest

DESKTOP = Path(__file__).resolve().parents[2] / "desktop"
FLOORS = ("base", "widgets", "shell", "games")


def module_name(path: Path) -> str:
    parts = path.relative_to(DESKTOP.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imported_modules(path: Path) -> list[tuple[int, str]]:
    """(line, module) for every import in the file; ``from package import
    name`` also counts ``package.name`` (it may be a module)."""
    package = module_name(path).split(".")
    if path.name != "__init__.py":
        package = package[:-1]
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.extend((node.lineno, alias.name) for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = package[:len(package) - node.level + 1] if node.level else []
            module = ".".join(base + ([node.module] if node.module else []))
            found.append((node.lineno, module))
            found.extend((node.lineno, f"{module}.{alias.name}") for alias in node.names)
        elif (isinstance(node, ast.Call) and getattr(node.func, "attr", getattr(node.func, "id", None))
              == "import_module" and node.args and isinstance(node.args[0], ast.Constant)):
            found.append((node.lineno, node.args[0].value))
    return found


def floor(module: str) -> int | None:
    """The floor of a module under desktop/ (None: not on a floor)."""
    parts = module.split(".")
    if len(parts) > 1 and parts[0] == "desktop" and parts[1] in FLOORS:
        return FLOORS.index(parts[1])
    return None


def upward_imports(path: Path) -> list[str]:
    own = floor(module_name(path))
    return [f"{path.relative_to(DESKTOP.parent)}:{line} imports {module}"
            for line, module in imported_modules(path)
            if (target := floor(module)) is not None and target > own]


FLOOR_FILES = sorted(path for name in FLOORS[:-1] for path in (DESKTOP / name).rglob("*.py"))


@pytest.mark.parametrize("path", FLOOR_FILES, ids=[module_name(p) for p in FLOOR_FILES])
def test_no_import_goes_up_a_floor(path):
    assert upward_imports(path) == []


def test_the_check_would_catch_one(tmp_path, monkeypatch):
    widgets = tmp_path / "desktop" / "widgets"
    widgets.mkdir(parents=True)
    (widgets / "bad.py").write_text(
        "from ..shell import guard\n"
        "def late():\n    import desktop.games.toy\n"
        "    importlib.import_module('desktop.shell.saves')\n"
        "from desktop.base.guard import guarded\n", encoding="utf-8")
    monkeypatch.setitem(globals(), "DESKTOP", tmp_path / "desktop")
    assert [line.split(" imports ")[1] for line in upward_imports(widgets / "bad.py")] == [
        "desktop.shell", "desktop.shell.guard", "desktop.games.toy", "desktop.shell.saves"]
