"""Every card's picture: a Game Icons SVG (CC BY 3.0) chosen per card in
``resources/card_icons/mapping.toml`` (``card_icon_mapping``) and written
under ``resources/card_icons/<game>/<card>.svg`` by ``tools/card_icons.py``.
Painting needs only the SVG files; QtSvg is imported when the first card is drawn.

The SVGs are single-colour silhouettes; ``paint_card_icon`` draws one tinted
in the card's colour, from a pixmap cached per card, size and colour (a row
repaints often, an SVG parse each time would show)."""
from __future__ import annotations

import functools
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if getattr(sys, "frozen", False):  # PyInstaller puts data next to the executable
    ROOT = Path(getattr(sys, "_MEIPASS", ROOT))
ICONS_DIR = ROOT / "resources" / "card_icons"


def icon_path(game: str, card: str) -> Path:
    return ICONS_DIR / game / f"{card}.svg"


def card_icon_loads(game: str, card: str) -> bool:
    """Whether ``card``'s picture is there and QtSvg reads it (tests, the smoke check)."""
    return _renderer(game, card) is not None


@functools.cache
def _renderer(game: str, card: str):
    from PySide6.QtSvg import QSvgRenderer     # only once a card is painted: start-up stays light
    path = icon_path(game, card)
    renderer = QSvgRenderer(str(path)) if path.is_file() else None
    return renderer if renderer is not None and renderer.isValid() else None


@functools.lru_cache(maxsize=512)
def _tinted(game: str, card: str, side: int, rgba: int):
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QColor, QImage, QPainter, QPixmap
    renderer = _renderer(game, card)
    if renderer is None or side <= 0:
        return None
    image = QImage(side, side, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceIn)
    painter.fillRect(image.rect(), QColor.fromRgba(rgba))
    painter.end()
    return QPixmap.fromImage(image)


def paint_card_icon(painter, box, game: str, card: str, colour) -> bool:
    """Draw ``card``'s picture centred in ``box`` (a QRectF in painter
    coordinates) in ``colour``; False when the card has none."""
    from PySide6.QtCore import QRectF
    side = min(box.width(), box.height())
    if side < 4:
        return False
    # Rendered at the device's pixel size, so a scaled painter stays sharp.
    device = painter.transform().mapRect(QRectF(0, 0, side, side)).width()
    ratio = painter.device().devicePixelRatioF() if painter.device() is not None else 1.0
    pixmap = _tinted(game, card, max(1, round(device * ratio)), colour.rgba())
    if pixmap is None:
        return False
    target = QRectF(box.center().x() - side / 2, box.center().y() - side / 2, side, side)
    painter.drawPixmap(target, pixmap, QRectF(pixmap.rect()))
    return True
