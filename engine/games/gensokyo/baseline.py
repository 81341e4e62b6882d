"""The plain scripted Gensokyo player: always draws, casts the few spells that
plainly pay (Gold Rush with 2+ lands, Lucky Draw, Raising the Roof), claims
with the cheapest character it can pay (one whose attribute matches the land
first), invests in its best land while keeping a reserve, invades when its
strongest main's printed attack beats the defender's HP with the land bonus,
travels every gap, heads off START for the CHECK square it lacks, and sells
or discards what is worth least. It reads only its own hand and the public
state; the search plays its rollouts with it."""
from __future__ import annotations

from engine.ai.agents import Agent
from engine.core.rng import Rng
from engine.games.gensokyo.battle import LAND_BONUS
from engine.games.gensokyo.cards import CARDS

PASS = ("pass",)
RESERVE = 20                      # cash it keeps back when investing
GOOD_SPELLS = ("SP13", "SP07", "SP01")


def card_worth(card: str) -> int:
    spec = CARDS[card]
    if spec.kind == "charisma":
        return 15
    return spec.money + 5 * spec.hand


def defence(state, square: int) -> int:
    """The defender's printed HP plus the land bonus (§8.2 R3 step 5)."""
    defender = CARDS[state.character[square]]
    level = state.level[square]
    return defender.hp + LAND_BONUS[defender.attribute == state.board.attribute[square]] * level


class BaselineAgent(Agent):
    name = "baseline"

    def __init__(self, seed: int = 0):
        self.rng = Rng(seed)

    def act(self, state, stop=None):
        decision = state.decision
        options = decision.options
        handler = getattr(self, "_" + decision.kind, None)
        choice = handler(state, options) if handler is not None else None
        if choice is None:
            choice = PASS if PASS in options else options[0]
        return choice

    @staticmethod
    def _draw(state, options):
        return ("draw",)

    @staticmethod
    def _spell(state, options):
        seat = state.decision.player
        for spell in GOOD_SPELLS:
            for option in options:
                if option != PASS and option[1] == spell and (spell != "SP01" or len(state.own_lands(seat)) >= 2):
                    return option
        return PASS

    @staticmethod
    def _invest(state, options):
        seat = state.decision.player
        money = state.money[seat] - RESERVE
        grade = state.board.grade
        affordable = [o for o in options if o != PASS and grade[o[1]] * o[2] <= money]
        if not affordable:
            return PASS
        return max(affordable, key=lambda o: (state.has_monopoly(o[1]), grade[o[1]] * (state.level[o[1]] + o[2]), -o[1]))

    @staticmethod
    def _keep(state, options):
        return max(options, key=lambda o: sum(state.dice[i] for i in o[1]))

    @staticmethod
    def _move(state, options):
        return ("move", 7)

    @staticmethod
    def _travel(state, options):
        return ("travel",)

    @staticmethod
    def _step(state, options):
        """Off START on the cross map: onto a loop whose CHECK square this piece
        still lacks, since the lap bonus needs both (§4)."""
        board, seat = state.board, state.decision.player
        lacking = {loop for bit, check in enumerate(board.checks)
                   if not state.checks[seat] >> bit & 1 for loop in board.loop_of[check]}
        return next((o for o in options if lacking.intersection(board.loop_of[o[1]])), None)

    @staticmethod
    def _claim(state, options):
        square = state.position[state.decision.player]
        attribute = state.board.attribute[square]
        claims = [o for o in options if o != PASS]
        return min(claims, key=lambda o: (CARDS[o[1]].attribute != attribute, card_worth(o[1]), o[1]))

    @staticmethod
    def _toll_or_invade(state, options):
        seat = state.decision.player
        if ("invade",) not in options:
            return ("toll",)
        square = state.position[seat]
        best = max((CARDS[c].attack for c in state.characters_in_hand(seat) if state.can_pay(seat, c)), default=0)
        return ("invade",) if best >= defence(state, square) else ("toll",)

    @staticmethod
    def _battle_main(state, options):
        return max(options, key=lambda o: (CARDS[o[1]].attack, -card_worth(o[1]), o[1]))

    @staticmethod
    def _discard(state, options):
        return min(options, key=lambda o: (card_worth(o[1]), o[1]))

    @staticmethod
    def _take_away(state, options):
        return max(options, key=lambda o: (card_worth(o[1]), o[1]))

    @staticmethod
    def _search(state, options):
        return max(options, key=lambda o: (CARDS[o[1]].attack + CARDS[o[1]].hp, o[1]))

    @staticmethod
    def _sell(state, options):
        return min(options, key=lambda o: (state.land_value(o[1]), o[1]))
