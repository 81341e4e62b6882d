"""The shell knows no game: nothing under desktop/shell/ imports a game's
desktop package or engine module. It may use engine.core, engine.ai and the
registry's functions at the top of engine.games; a game's package is found by
its spec id at run time (desktop.shell.games)."""
import ast
import importlib.util
from pathlib import Path

import pytest

SHELL = Path(__file__).resolve().parents[3] / "desktop" / "shell"
ALLOWED_ENGINE = ("engine.core.", "engine.ai.")


def _is_module(name: str) -> bool:
    try:
        return importlib.util.find_spec(name) is not None
    except ModuleNotFoundError:
        return False


def imported_modules(path: Path) -> list[str]:
    """Every module a file imports; ``from package import name`` counts the
    module ``package.name`` when there is one (else the package)."""
    names = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.extend(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.append(node.module)
            names.extend(f"{node.module}.{alias.name}" for alias in node.names
                         if _is_module(f"{node.module}.{alias.name}"))
    return names


def refused(module: str) -> bool:
    """A game's desktop package or engine module."""
    if module == "desktop.games" or module.startswith("desktop.games."):
        return True
    if module == "engine" or module.startswith("engine."):
        return not (module == "engine.games" or module.startswith(ALLOWED_ENGINE))
    return False


SHELL_FILES = sorted(SHELL.rglob("*.py"))


@pytest.mark.parametrize("path", SHELL_FILES, ids=[p.name for p in SHELL_FILES])
def test_a_shell_module_imports_no_game(path):
    assert not [m for m in imported_modules(path) if refused(m)], path


def test_the_check_would_catch_one():
    assert refused("desktop.games.heart_of_crown.table") and refused("engine.games.heart_of_crown.cards")
    assert refused("engine.boards.hex") and refused("desktop.games")
    assert not refused("engine.games") and not refused("engine.core.records") and not refused("engine.ai.levels")
    assert not refused("desktop.widgets.flash") and not refused("desktop.base.guard")
