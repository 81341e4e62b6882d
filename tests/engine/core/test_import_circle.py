"""``engine/core`` is the floor the games and the AI stand on: its modules
import each other without a circle (imports inside functions count too, so no
circle is held open by one) and never import a game or the AI (the registry
finds the games by name, ``engine.core.spec``)."""
from __future__ import annotations

import ast
from pathlib import Path

CORE = Path(__file__).resolve().parents[3] / "engine" / "core"
ABOVE = ("engine.games", "engine.ai")


def _imports(path: Path) -> set[str]:
    """Every module the file names in an import, at any depth."""
    names = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            names.add(node.module)
            names.update(f"{node.module}.{alias.name}" for alias in node.names)
    return names


def _module(path: Path) -> str:
    return "engine.core" if path.stem == "__init__" else f"engine.core.{path.stem}"


def _graph() -> dict[str, set[str]]:
    files = {_module(path): path for path in sorted(CORE.glob("*.py"))}
    return {module: {name for name in _imports(path) if name in files and name != module}
            for module, path in files.items()}


def _cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One import circle, as the modules along it; None if there is none."""
    done, path = set(), []

    def visit(module):
        if module in path:
            return path[path.index(module):] + [module]
        if module in done:
            return None
        path.append(module)
        for target in sorted(graph[module]):
            if (found := visit(target)) is not None:
                return found
        path.pop()
        done.add(module)
        return None

    for module in sorted(graph):
        if (found := visit(module)) is not None:
            return found
    return None


def test_core_imports_form_no_circle():
    cycle = _cycle(_graph())
    assert cycle is None, "engine/core imports in a circle: " + " -> ".join(cycle)


def test_core_imports_nothing_above_it():
    wrong = {path.name: sorted(name for name in _imports(path) if name.startswith(ABOVE))
             for path in CORE.glob("*.py")}
    assert not {name: found for name, found in wrong.items() if found}


def test_the_cycle_finder_finds_one():
    assert _cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert _cycle({"a": {"b"}, "b": set()}) is None
