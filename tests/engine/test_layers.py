"""The engine is pure Python: importing it, any of its modules, every
registered game and the agents and search hooks they name loads no Qt."""
import json
import subprocess
import sys

from tests.engine.toy import ROOT

_IMPORT_EVERYTHING = """
import importlib, json, pkgutil, sys
import engine
from engine.core.spec import all_specs, register, resolve
from tests.engine.toy import SPEC
register(SPEC)
for module in pkgutil.walk_packages(engine.__path__, "engine."):
    if module.name != "engine.__main__":       # it runs the CLI
        importlib.import_module(module.name)
for spec in all_specs().values():
    spec.start()
    for ref in (*spec.agents.values(), spec.search_hooks):
        resolve(ref)
qt = sorted(name for name in sys.modules if name.split(".")[0] in ("PySide6", "shiboken6"))
print(json.dumps({"games": sorted(all_specs()), "qt": qt}))
"""


def test_the_engine_and_every_game_load_no_qt():
    done = subprocess.run([sys.executable, "-c", _IMPORT_EVERYTHING], capture_output=True, text=True, cwd=ROOT,
                          timeout=120)
    assert done.returncode == 0, done.stderr
    found = json.loads(done.stdout)
    assert "toy" in found["games"]
    assert found["qt"] == []
