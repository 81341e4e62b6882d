"""Draw Kotatsu's app icon with QPainter and write it as PNG, ICO and ICNS.

    python packaging/make_icons.py          # rewrites the files below

Writes ``resources/icons/kotatsu.png`` (256 px, the window icon and the Linux
icon), ``packaging/icons/kotatsu.ico`` (Windows: 16 to 256 px) and
``packaging/icons/kotatsu.icns`` (macOS: 16 to 1024 px). The outputs are
committed, so a build needs no drawing; run this again after changing the
drawing. ICO and ICNS are written here from PNG images (both formats can hold
PNG data), so no imaging library is needed.

The picture is the app's namesake: a kotatsu (a low table with a quilt) with
two playing cards on its top, on a night-blue rounded square.
"""
from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PNG_PATH = ROOT / "resources" / "icons" / "kotatsu.png"
ICO_PATH = ROOT / "packaging" / "icons" / "kotatsu.ico"
ICNS_PATH = ROOT / "packaging" / "icons" / "kotatsu.icns"

ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# ICNS element types holding PNG data, and their pixel sizes.
ICNS_TYPES = (("icp4", 16), ("icp5", 32), ("ic11", 32), ("icp6", 64), ("ic12", 64),
              ("ic07", 128), ("ic08", 256), ("ic13", 256), ("ic09", 512), ("ic14", 512),
              ("ic10", 1024))


def draw(size: int):
    """The icon as a QImage of ``size`` × ``size`` pixels (drawn on a 1024 grid)."""
    from PySide6.QtCore import QPointF, QRectF, Qt
    from PySide6.QtGui import (QBrush, QColor, QImage, QLinearGradient, QPainter, QPainterPath,
                               QPen, QPolygonF)

    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    p = QPainter(image)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.scale(size / 1024, size / 1024)

    # Night-blue rounded square.
    sky = QLinearGradient(0, 0, 0, 1024)
    sky.setColorAt(0, QColor("#27346b"))
    sky.setColorAt(1, QColor("#141a3a"))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QBrush(sky))
    p.drawRoundedRect(QRectF(32, 32, 960, 960), 200, 200)

    # The quilt: a warm red skirt, wider at the floor, with a band of pattern.
    quilt = QPainterPath()
    quilt.moveTo(230, 520)
    quilt.lineTo(794, 520)
    quilt.cubicTo(850, 640, 880, 760, 900, 850)
    quilt.quadTo(512, 900, 124, 850)
    quilt.cubicTo(144, 760, 174, 640, 230, 520)
    warm = QLinearGradient(0, 520, 0, 880)
    warm.setColorAt(0, QColor("#e0543e"))
    warm.setColorAt(1, QColor("#a92f2b"))
    p.setBrush(QBrush(warm))
    p.drawPath(quilt)
    p.setBrush(QColor("#f3b13c"))
    for i in range(7):                            # a row of golden diamonds
        x = 236 + i * 92
        p.drawPolygon(QPolygonF([QPointF(x, 700), QPointF(x + 26, 672), QPointF(x + 52, 700),
                                 QPointF(x + 26, 728)]))

    # The table top: a wooden slab over the quilt.
    wood = QLinearGradient(0, 470, 0, 540)
    wood.setColorAt(0, QColor("#c98a4b"))
    wood.setColorAt(1, QColor("#8a5429"))
    p.setBrush(QBrush(wood))
    p.drawRoundedRect(QRectF(170, 468, 684, 70), 22, 22)

    # Two cards on the table, fanned.
    for angle, dx, mark in ((-12, -70, "#d23a3a"), (10, 70, "#2f6fb3")):
        p.save()
        p.translate(512 + dx, 330)
        p.rotate(angle)
        p.setPen(QPen(QColor("#5b4a3a"), 10))
        p.setBrush(QColor("#fbf3e2"))
        p.drawRoundedRect(QRectF(-105, -150, 210, 290), 24, 24)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(mark))
        heart = QPainterPath()                    # a plain heart on each card
        heart.moveTo(0, 50)
        heart.cubicTo(-95, -10, -55, -95, 0, -50)
        heart.cubicTo(55, -95, 95, -10, 0, 50)
        p.drawPath(heart)
        p.restore()
    p.end()
    return image


def png_bytes(image) -> bytes:
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice

    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):
        raise RuntimeError("could not encode PNG")
    buffer.close()
    return bytes(data.data())


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """An ICO file of PNG images (Windows Vista and later read PNG entries)."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, blobs = b"", b""
    for size in sizes:
        data = pngs[size]
        side = 0 if size >= 256 else size         # 0 means 256
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset)
        blobs += data
        offset += len(data)
    return header + entries + blobs


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """An ICNS file of PNG elements (macOS 10.7 and later)."""
    body = b"".join(kind.encode("ascii") + struct.pack(">I", 8 + len(pngs[size])) + pngs[size]
                    for kind, size in ICNS_TYPES)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])  # noqa: F841 - fonts, painting
    sizes = sorted(set(ICO_SIZES) | {size for _, size in ICNS_TYPES})
    pngs = {size: png_bytes(draw(size)) for size in sizes}
    for path, data in ((PNG_PATH, pngs[256]), (ICO_PATH, ico_bytes({s: pngs[s] for s in ICO_SIZES})),
                       (ICNS_PATH, icns_bytes(pngs))):
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
        print(f"{path.relative_to(ROOT)} ({len(data):,} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
