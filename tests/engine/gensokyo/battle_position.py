"""Battle scenarios on the real Gensokyo state, from plain data: money, hands,
deck, graveyard, lands by square id, the active player; the invasion started
on a land and the state's own apply answering every decision.

Until gensokyo-core's squares step calls ``battle_flow`` (and its position()
exists), the scenario's state class wires the battle in (its handler, the
invasion's entry points), and a ``halt`` frame under the battle stops the run
when the battle is done."""
from __future__ import annotations

from engine.games.gensokyo import battle_flow
from engine.games.gensokyo.state import HANDLERS, GensokyoState


def _halt(state, frame, action) -> bool:
    state.ask(frame.player, "halt", [("halt",)])
    return False


class ScenarioState(GensokyoState):
    __slots__ = ()
    handlers = {**HANDLERS, **battle_flow.BATTLE_HANDLERS, "halt": _halt}

    def start_invasion(self, square: int) -> None:
        battle_flow.start_invasion(self, square)

    def can_invade(self, seat: int) -> bool:
        return battle_flow.can_invade(self, seat)


def position(hands, money, lands, *, deck=(), graveyard=(), active=0, spells=(), players=None, seed=1):
    """``lands``: square id -> (owner, level, character[, land spell]);
    ``spells``: (spell, affected seat, expiry turn)."""
    players = players or len(hands)
    state = ScenarioState({"players": players, "map": "loop"}, seed, deal=False)
    state.cards.hands = [list(hand) for hand in hands]
    state.cards.deck = list(deck)
    state.cards.graveyard = list(graveyard)
    state.money = list(money)
    for square_id, (owner, level, character, *spell) in lands.items():
        square = state.board.index(square_id)
        state.owner[square], state.level[square], state.character[square] = owner, level, character
        state.land_spell[square] = spell[0] if spell else None
    state.player_spells = list(spells)
    state.active = active
    state.turn_no = 1
    return state


class Driver:
    """Answers decisions through the state's apply, checking after each that
    every card is still somewhere, once."""

    def __init__(self, state, square_id: str):
        self.state = state
        self.square = state.board.index(square_id)
        self.cards = state.invariant_card_count()
        self.events = []
        state.push("halt", None, state.active)
        battle_flow.start_invasion(state, self.square)
        state.run()

    @property
    def decision(self):
        return self.state.decision

    def answer(self, *actions):
        for action in actions:
            changes = self.state.apply(action)
            self.events += changes.events
            assert self.state.invariant_card_count() == self.cards

    def until_done(self, pick=lambda options: options[0]):
        while self.decision.kind != "halt":
            self.answer(pick(self.decision.options))

    @property
    def done(self) -> bool:
        return self.state.battle is None and self.decision.kind == "halt"

    def event(self, kind):
        return next(e for e in self.events if e["type"] == kind)
