"""Write each card's picture from the Game Icons collection (CC BY 3.0).

Reads ``resources/card_icons/mapping.toml`` (card id -> icon name, per game;
``desktop/widgets/card_icons.py`` validates it), takes the icons from the npm
package it names (``@iconify-json/game-icons``, its ``icons.json``) and writes
``resources/card_icons/<game>/<card>.svg``: checked in, so a build needs no
network. Fails, naming them, on icons the package lacks
(tests/desktop/test_card_icons.py checks that every card has one).

    python tools/card_icons.py [--package DIR]   # DIR: an unpacked package; default: `npm pack` it
"""
from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from desktop.widgets.card_icon_mapping import icon_mapping  # noqa: E402
from desktop.widgets.card_icons import ICONS_DIR  # noqa: E402

SVG = ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}">'
       '<!-- {icon}: Game Icons (game-icons.net) by {artist}, CC BY 3.0 -->{body}</svg>\n')


def fetch_package(spec: str, folder: Path) -> Path:
    """``npm pack`` the package into ``folder`` and unpack it; returns its folder."""
    subprocess.run(["npm", "pack", spec, "--silent"], cwd=folder, check=True, stdout=subprocess.DEVNULL)
    archive = next(folder.glob("*.tgz"))
    with tarfile.open(archive) as tar:
        tar.extractall(folder, filter="data")
    return folder / "package"


def write_icons(package: Path, out: Path = ICONS_DIR) -> list[str]:
    """Write every mapped card's SVG under ``out``; returns the problems (none: all written)."""
    data = json.loads((package / "icons.json").read_text(encoding="utf-8"))
    icons, width, height = data["icons"], data.get("width", 512), data.get("height", 512)
    problems = []
    for game, cards in icon_mapping().games.items():
        (out / game).mkdir(parents=True, exist_ok=True)
        for card, choice in cards.items():
            icon = icons.get(choice.icon)
            if icon is None:
                problems.append(f"{game}/{card}: no icon {choice.icon!r} in the package")
                continue
            # One colour the app tints at will: currentColor means nothing to QtSvg.
            body = icon["body"].replace('fill="currentColor"', 'fill="#000"')
            (out / game / f"{card}.svg").write_text(SVG.format(
                width=icon.get("width", width), height=icon.get("height", height), icon=choice.icon,
                artist=choice.artist, body=body), encoding="utf-8")
    return problems


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--package", type=Path, help="an unpacked @iconify-json/game-icons package")
    args = parser.parse_args(argv)
    mapping = icon_mapping()
    with tempfile.TemporaryDirectory() as temp:
        package = args.package or fetch_package(f"{mapping.package}@{mapping.version}", Path(temp))
        problems = write_icons(package)
    for problem in problems:
        print(problem, file=sys.stderr)
    count = sum(len(cards) for cards in mapping.games.values())
    print(f"{count - len(problems)} card icons written under {ICONS_DIR.relative_to(ROOT)}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
