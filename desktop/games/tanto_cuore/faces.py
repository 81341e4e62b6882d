"""What a card's face shows, read from the engine's card table in one place:
kind, cost, VP, the effects of serving her (or of her starting-phase ability),
the chamber cost and a Love card's value."""
from __future__ import annotations

from dataclasses import dataclass, field

from engine.games.tanto_cuore.cards import CARDS


@dataclass(frozen=True)
class Face:
    kind: str
    cost: int | None
    vp: int = 0
    vp_varies: bool = False          # Ophelia: her VP depends on how many you own
    effects: dict = field(default_factory=dict)
    chamber: int | None = None       # servings to chamber her (そば仕え)
    love_value: int = 0


def face(card: str) -> Face:
    spec = CARDS[card]
    effects = {"draw": spec.draw, "love": spec.love, "serving": spec.servings, "employ": spec.employs}
    return Face(kind=spec.kind, cost=spec.cost, vp=spec.vp, vp_varies=spec.vp_rule is not None,
                effects={k: v for k, v in effects.items() if v}, chamber=spec.chamber_cost,
                love_value=spec.love_value)
