"""The plain scripted Tanto Cuore player: serves every maid it can (the ones
that give servings first), never chambers, and employs the dearest card it
can afford from a fixed list (Love early, maid chiefs later). It never buys
an event. It reads only its own hand and the public zones.
"""
from __future__ import annotations

from engine.ai.agents import Agent
from engine.core.rng import Rng
from engine.games.tanto_cuore.cards import CARDS, LOVE_VALUE, PRIVATE_SET

# Serve order: maids that give servings back first, then draws, then the rest.
def serve_rank(card: str) -> tuple:
    spec = CARDS[card]
    return (-min(spec.servings, 1), -spec.draw, -(spec.love + spec.employs), card)


SERVE_RANKS = {card: serve_rank(card) for card in CARDS}    # looked up, not worked out, in rollouts


# How little a card is worth keeping in hand (discard the first of these first).
def junk_rank(card: str) -> tuple:
    spec = CARDS[card]
    if spec.kind == "chief" or spec.kind == "event":
        return (0, -spec.vp, card)
    if spec.kind == "love":
        return (1, spec.love_value, card)
    return (2, spec.cost, card)


class BaselineAgent(Agent):
    name = "baseline"

    def __init__(self, seed: int = 0):
        self.rng = Rng(seed)

    def act(self, state, stop=None):
        decision = state.decision
        handler = getattr(self, "_" + decision.kind, None)
        options = decision.options
        choice = handler(state, options) if handler is not None else None
        return choice if choice is not None else options[-1]

    # ---------------------------------------------------------------- phases
    def _start(self, state, options):
        for option in options:
            if option[0] == "cure" or (option[0] == "ability" and self.use_ability(state)):
                return option
        return ("end_start",)

    def use_ability(self, state) -> bool:
        """Every starting ability but Nord's (discarding the hand is a price it never pays)."""
        return state.players[state.turn].private[-1] != "nord"

    def _serving(self, state, options):
        serves = [o for o in options if o[0] == "serve"]
        if serves:
            return min(serves, key=lambda o: SERVE_RANKS[o[1]])
        return ("end_serving",)

    def employ_value(self, state, card: str) -> float:
        """What employing ``card`` is worth to this player: its cost, with
        Love and the chiefs preferred at the price they stand at."""
        if card in ("illness", "bad_habit"):
            return -1
        cost = state.cost[card]
        if card == "marianne":
            return 100
        if card == "love_3":
            return 50
        if card in PRIVATE_SET:
            return cost + 0.5
        return cost + (0.4 if card in LOVE_VALUE else 0)

    def _employ(self, state, options):
        best, best_value = ("end_turn",), 1.5       # never a 1 Love or a 2-cost maid
        for option in options:
            if len(option) == 2:
                value = self.employ_value(state, option[1])
                if value > best_value:
                    best, best_value = option, value
        return best

    # ---------------------------------------------------------------- effects
    def _fay(self, state, options):
        return ("choose", "love")

    def _sainsbury(self, state, options):
        offers = [o for o in options if o[0] == "exchange"]
        return max(offers, key=lambda o: (state.cost[o[1]], o[1])) if offers else None

    def _discard_junk(self, state, options, allow_done):
        hand = [o for o in options if o[0] == "discard"]
        if not hand:
            return None
        worst = min(hand, key=lambda o: junk_rank(o[1]))
        if allow_done and CARDS[worst[1]].kind not in ("chief", "event"):
            return None
        return worst

    def _natsumi(self, state, options):
        return ("decline",)

    def _natsumi_others(self, state, options):
        return self._discard_junk(state, options, False)

    def _esquine(self, state, options):
        return self._discard_junk(state, options, True) or ("done",)

    def _eliza(self, state, options):
        own = ("look", state.decision.player)
        return own if own in options else ("decline",)

    def _eliza_top(self, state, options):
        card = state.decision.prompt["looking"][0]
        seat, target = state.decision.player, state.decision.prompt["target"]
        junk = CARDS[card].kind == "chief"
        return ("discard_top",) if junk == (seat == target) else ("keep_top",)

    def _claire(self, state, options):
        returns = [o for o in options if o[0] == "return"]
        return returns[0] if returns else ("decline",)

    def _reaction(self, state, options):
        return ("react",)

    def _eugenie(self, state, options):
        return ("decline",)

    def _nord(self, state, options):
        return max(options, key=lambda o: (LOVE_VALUE.get(o[1], 0), state.cost[o[1]], o[1]))

    def _targets_of_others(self, state, options):
        seat = state.decision.player
        others = [o for o in options if o[1] != seat]
        return (others or list(options))[0]

    def _nord_target(self, state, options):
        return self._targets_of_others(state, options)

    def _sora(self, state, options):
        seat = state.decision.player
        mine = [o for o in options if o[0] == "move" and o[2] == seat]
        return mine[0] if mine else ("decline",)

    def _sora_target(self, state, options):
        return self._targets_of_others(state, options)
