"""Compare two folders of screenshots (say screenshots/shoot6.py's before and
after a refactor) pixel by pixel:

    python tools/shot_diff.py BEFORE AFTER DIFFS

prints, for every PNG the two share, "same" or how many pixels differ and the
box round them, and writes DIFFS/<name>.png for each that differs: the after
shot dimmed, its differing pixels red. Shots only one folder has are listed.
"""
from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtGui import QColor, QImage, QPainter

RED = QColor(255, 0, 0).rgb()


def compare(before: QImage, after: QImage):
    """(differing pixels, their box as (left, top, right, bottom), diff image), or
    None for the first two when the sizes differ."""
    if before.size() != after.size():
        return None, None, None
    a, b = (image.convertToFormat(QImage.Format.Format_RGB32) for image in (before, after))
    diff = QImage(b)
    with_dim = QPainter(diff)
    with_dim.fillRect(diff.rect(), QColor(0, 0, 0, 170))
    with_dim.end()
    width, stride = a.width(), a.bytesPerLine()
    old, new = bytes(a.constBits()), bytes(b.constBits())
    count, box = 0, None
    for y in range(a.height()):
        row = slice(y * stride, y * stride + 4 * width)
        if old[row] == new[row]:
            continue
        for x in range(width):
            at = y * stride + 4 * x
            if old[at:at + 3] != new[at:at + 3]:
                count += 1
                diff.setPixel(x, y, RED)
                box = (x, y, x, y) if box is None else (min(box[0], x), min(box[1], y), max(box[2], x), y)
    return count, box, diff


def main(argv) -> int:
    before, after, out = (Path(arg) for arg in argv[1:4])
    out.mkdir(parents=True, exist_ok=True)
    names = sorted({p.name for p in before.glob("*.png")} | {p.name for p in after.glob("*.png")})
    differing = 0
    for name in names:
        if not (before / name).exists() or not (after / name).exists():
            print(f"{name}: only in {after if (after / name).exists() else before}")
            continue
        count, box, diff = compare(QImage(str(before / name)), QImage(str(after / name)))
        if count is None:
            print(f"{name}: sizes differ")
            differing += 1
        elif count:
            diff.save(str(out / name))
            print(f"{name}: {count} pixels differ, within x {box[0]}-{box[2]}, y {box[1]}-{box[3]}")
            differing += 1
        else:
            print(f"{name}: same")
    return 1 if differing else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
