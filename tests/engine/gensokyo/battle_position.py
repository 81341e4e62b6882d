"""Battle scenarios through the game's public ``position()``: the active
player's piece stands on the battle land at the square step, the position
from plain data (money, hands, deck, graveyard, lands by square id, spells),
and the invasion chosen; the state's own apply answers every decision."""
from __future__ import annotations

from engine.games.gensokyo.position import position
from engine.games.gensokyo.versions import RULES_VERSION

INVADE = ("invade",)
FILLER = ["CH09"] * 10          # deck cards nobody cares about


class Battle:
    """Invades ``land`` and answers decisions through the state's apply,
    checking after each that every card is still somewhere, once."""

    def __init__(self, land, hands, money, lands, *, deck=FILLER, graveyard=(), active=0, spells=(),
                 rules_version=RULES_VERSION):
        players = len(hands)
        self.state = position({
            "players": players, "hands": [list(h) for h in hands], "money": list(money),
            "deck": list(deck), "graveyard": list(graveyard), "active": active, "at": "square",
            "pieces": [{"at": land if seat == active else "A01"} for seat in range(players)],
            "lands": {square: dict(zip(("owner", "level", "character", "spell"), data))
                      for square, data in lands.items()},
            "player_spells": [{"card": c, "player": p, "expires": e} for c, p, e in spells],
            "rules_version": rules_version})
        self.square = self.state.board.index(land)
        self.cards = self.state.invariant_card_count()
        self.events = []
        assert self.state.decision.kind == "toll_or_invade"
        self.answer(INVADE)

    @property
    def decision(self):
        return self.state.decision

    @property
    def done(self) -> bool:
        return self.state.battle is None

    def answer(self, *actions):
        for action in actions:
            self.events += self.state.apply(action).events
            assert self.state.invariant_card_count() == self.cards

    def until_done(self, pick=lambda options: options[0]):
        while not self.done:
            self.answer(pick(self.decision.options))

    def event(self, kind):
        return next(e for e in self.events if e["type"] == kind)
