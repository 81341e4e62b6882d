"""Game options for Isekai Guild Masters."""
from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field


class GuildMastersOptions(BaseModel):
    """``content``: ``standard`` plays ``data/`` (the samples until it exists),
    ``sample`` the small sample set the rules' tests use. ``offered``: the
    encounter cards each player is dealt to pick one from (fewer if there are
    not enough for everyone)."""

    model_config = ConfigDict(extra="forbid", frozen=True, strict=True)

    players: int = Field(2, ge=2, le=4)
    content: Literal["standard", "sample"] = "standard"
    offered: int = Field(2, ge=1, le=3)
