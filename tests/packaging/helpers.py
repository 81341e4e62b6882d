"""Loading packaging/*.py by path: packaging/ is a plain folder, since a package
named ``packaging`` would shadow PyPA's, which pytest and PyInstaller import."""
import importlib.util
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"


def load(name: str):
    spec = importlib.util.spec_from_file_location(f"kotatsu_packaging_{name}", PACKAGING / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


bundle = load("bundle")
