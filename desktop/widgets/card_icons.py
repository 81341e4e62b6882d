"""Every card's picture: a Game Icons SVG (CC BY 3.0) chosen per card in
``resources/card_icons/mapping.toml`` (validated here by pydantic) and written
under ``resources/card_icons/<game>/<card>.svg`` by ``tools/card_icons.py``.

The SVGs are single-colour silhouettes; ``paint_card_icon`` draws one tinted
in the card's colour, from a pixmap cached per card, size and colour (a row
repaints often, an SVG parse each time would show)."""
from __future__ import annotations

import functools
import sys
import tomllib
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field

ROOT = Path(__file__).resolve().parents[2]
if getattr(sys, "frozen", False):  # PyInstaller puts data next to the executable
    ROOT = Path(getattr(sys, "_MEIPASS", ROOT))
ICONS_DIR = ROOT / "resources" / "card_icons"
MAPPING_PATH = ICONS_DIR / "mapping.toml"


class IconChoice(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    icon: str = Field(pattern=r"^[a-z0-9][a-z0-9-]*$")
    artist: str = Field(min_length=1)


class IconMapping(BaseModel):
    """``games``: game id -> card id -> its icon; ``package``/``version``: where the icons come from."""
    model_config = ConfigDict(extra="forbid", frozen=True)
    package: str
    version: str
    games: dict[str, dict[str, IconChoice]]

    def artists(self) -> list[str]:
        """The authors of the icons the app ships, most icons first."""
        counts: dict[str, int] = {}
        for cards in self.games.values():
            for choice in cards.values():
                counts[choice.artist] = counts.get(choice.artist, 0) + 1
        return sorted(counts, key=lambda name: (-counts[name], name))


@functools.cache
def icon_mapping() -> IconMapping:
    with MAPPING_PATH.open("rb") as file:
        return IconMapping.model_validate(tomllib.load(file))


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
