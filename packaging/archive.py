"""Pack a build for download and print its sizes.

    python packaging/archive.py                 # dist/ -> dist/Kotatsu-<version>-<os>-<arch>.<ext>
    python packaging/archive.py --dist DIR      # a build made with --distpath DIR

Linux and macOS get a ``.tar.gz`` (of ``Kotatsu/``, or of ``Kotatsu.app`` on
macOS: a tar keeps the bundle's symlinks and executable bits, which a zip made
by other tools may lose); Windows gets a ``.zip`` of ``Kotatsu/``. Prints the
unpacked and packed sizes; ``tests/packaging`` checks them against limits.
"""
from __future__ import annotations

import argparse
import importlib.util
import os
import platform
import sys
import tarfile
import zipfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
_spec = importlib.util.spec_from_file_location("kotatsu_bundle", HERE / "bundle.py")
bundle = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(bundle)

OS_NAMES = {"linux": "linux", "darwin": "macos", "win32": "windows"}


def tree_size(path: Path) -> int:
    """Bytes of the regular files under ``path`` (symlinks not followed)."""
    total = 0
    for root, _dirs, files in os.walk(path):
        for name in files:
            file = Path(root) / name
            if not file.is_symlink():
                total += file.stat().st_size
    return total


def _reset(info: tarfile.TarInfo) -> tarfile.TarInfo:
    info.uid = info.gid = 0
    info.uname = info.gname = ""
    return info


def make_archive(dist: Path, out_dir: Path | None = None) -> Path:
    source = bundle.bundle_dir(dist)
    if not source.exists():
        raise SystemExit(f"no build in {dist}: run pyinstaller build.spec first")
    machine = platform.machine().lower().replace("amd64", "x86_64")
    stem = f"{bundle.APP_NAME}-{bundle.project_version()}-{OS_NAMES.get(sys.platform, sys.platform)}-{machine}"
    out_dir = out_dir or dist
    if sys.platform == "win32":
        target = out_dir / f"{stem}.zip"
        with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED, compresslevel=6) as archive:
            for file in sorted(source.rglob("*")):
                archive.write(file, file.relative_to(source.parent))
    else:
        target = out_dir / f"{stem}.tar.gz"
        with tarfile.open(target, "w:gz", compresslevel=6) as archive:
            archive.add(source, arcname=source.name, filter=_reset)
    return target


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dist", type=Path, default=bundle.ROOT / "dist", help="the build's dist folder")
    parser.add_argument("--out", type=Path, help="folder for the archive (default: the dist folder)")
    args = parser.parse_args(argv)
    target = make_archive(args.dist, args.out)
    unpacked = tree_size(bundle.bundle_dir(args.dist))
    packed = target.stat().st_size
    print(f"{bundle.bundle_dir(args.dist)}: {unpacked / 1e6:.1f} MB ({unpacked / 2**20:.1f} MiB)")
    print(f"{target}: {packed / 1e6:.1f} MB ({packed / 2**20:.1f} MiB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
