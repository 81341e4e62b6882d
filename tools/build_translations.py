"""Compile translations/kotatsu_<lang>.ts into .qm catalogues with pyside6-lrelease.

The .qm files are build products and are not committed (translations/README.md
says why); the packaging build and developers run this:

    python tools/build_translations.py            # into translations/
    python tools/build_translations.py --out DIR  # elsewhere (e.g. a build dir)

Exits non-zero if lrelease fails or reports an unfinished translation.
"""
from __future__ import annotations

import argparse
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from tools.update_translations import LANGUAGES, TRANSLATIONS, tool, ts_path  # noqa: E402


def build(out_dir: Path = TRANSLATIONS) -> list[Path]:
    out_dir.mkdir(parents=True, exist_ok=True)
    lrelease = tool("pyside6-lrelease")
    built = []
    for code in LANGUAGES:
        qm = out_dir / f"kotatsu_{code}.qm"
        result = subprocess.run([lrelease, str(ts_path(code)), "-qm", str(qm)],
                                capture_output=True, text=True)
        report = result.stdout + result.stderr
        if result.returncode != 0 or not qm.exists():
            raise RuntimeError(f"lrelease failed for {code}:\n{report}")
        if " 0 unfinished" not in report and "unfinished" in report:
            raise RuntimeError(f"{ts_path(code).name} has unfinished translations:\n{report}")
        built.append(qm)
    return built


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=TRANSLATIONS, help="folder for the .qm files")
    args = parser.parse_args(argv)
    for qm in build(args.out):
        print(f"{qm} ({qm.stat().st_size:,} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
