"""Which Game Icons icon each card shows, and its artist:
``resources/card_icons/mapping.toml``, validated by pydantic. Read by
``tools/card_icons.py`` (which writes the SVGs), the About box (credits),
the smoke check and the tests; the table paints from the SVG files alone."""
from __future__ import annotations

import functools
import tomllib

from pydantic import BaseModel, ConfigDict, Field

from desktop.widgets.card_icons import ICONS_DIR

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
