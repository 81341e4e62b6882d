"""A simple scripted Isekai Guild Masters player, the baseline every AI must beat.

It explores when the cost is what the tile is worth, plays the card with the
most fame and production for its gold, takes regalia the moment it may,
develops whenever it can, builds bases on its best areas, and passes when
nothing is left. It reads only its own cards and the public table.
"""
from __future__ import annotations

from engine.ai.agents import Agent
from engine.core.rng import Rng

KEEP_RESERVE = 6        # gold kept back when buying cards while gathering
KEEP_MOST = 3


class BaselineAgent(Agent):
    name = "baseline"

    def __init__(self, seed: int = 0):
        self.rng = Rng(seed)

    def act(self, state, stop=None):
        decision = state.decision
        options = decision.options
        kind = decision.kind
        player = state.players[decision.player]
        handler = getattr(self, "_" + kind, None)
        if handler is not None:
            choice = handler(state, player, options)
            if choice is not None:
                return choice
        return _first_not(options, ("skip", "decline", "sell", "sell_potion", "done")) or options[0]

    # -- setup and gathering

    def _encounter(self, state, player, options):
        return options[0]

    def _face(self, state, player, options):
        return ("face", "back") if ("face", "back") in options else options[0]

    def _swap(self, state, player, options):
        return ("done",)

    def _keep(self, state, player, options):
        keeps = [o for o in options if o[0] == "keep"]
        if not keeps or state.picks and len(state.picks) >= KEEP_MOST:
            return ("done",)
        if player.res[0] - 3 * (len(state.picks) + 1) < KEEP_RESERVE:
            return ("done",)
        return max(keeps, key=lambda o: card_value(state, player, o[1]))

    # -- a turn

    def _turn(self, state, player, options):
        best, best_score = ("pass",), 0.0
        for option in options:
            score = self.turn_score(state, player, option)
            if score > best_score:
                best, best_score = option, score
        return best

    def turn_score(self, state, player, option) -> float:
        verb = option[0]
        if verb in ("regalia", "claim"):
            card = option[1] if verb == "regalia" else state.regalia_board[option[1]]
            return 50 + state.content.regalia[card].fame
        if verb == "develop":
            return 30 + 5 * len(option[1])
        if verb == "explore":
            cell = option[1]
            cost = state.explore_cost(player, cell) if state.cells[cell][1] else 5 * _guess_stars(state, cell)
            worth = 2 * state.area_fame[cell] + 8
            if cost > player.res[0] + 5 * player.res[1]:
                return 0
            return 20 + worth - cost / 5
        if verb == "play":
            return 10 + card_value(state, player, option[1])
        if verb == "build":
            return 15 + state.area_fame[option[1]]
        if verb == "potion":
            return 8
        if verb == "special":
            return 12
        return 0

    # -- answers inside rules

    def _pay(self, state, player, options):
        return options[0]                        # as little power as will do

    def _explore_cost(self, state, player, options):
        pays = [o for o in options if o[0] == "flash"] or [o for o in options if o[0] == "pay"]
        return pays[0] if pays else ("decline",)

    def _keep_tile(self, state, player, options):
        return ("yes",)

    def _base(self, state, player, options):
        cells = [o for o in options if o[0] == "cell"]
        return max(cells, key=lambda o: state.area_fame[o[1]]) if cells else ("skip",)


def _first_not(options, verbs):
    return next((o for o in options if o[0] not in verbs), None)


def _guess_stars(state, cell) -> int:
    """The stars an explore of a face-down tile will likely cost: its own (a boss's
    are known, there being one boss per back), and its neighbours' as seen."""
    tile = state.cells[cell][0]
    boss = state.content.bosses.get(tile)
    stars = boss.stars if boss is not None else 1.5
    for n in state.nbrs[cell]:
        slot = state.cells[n]
        if slot[0] is not None and n not in state.owners:
            if slot[1]:
                stars += state.tile_stars(slot[0])
            else:
                other = state.content.bosses.get(slot[0])
                stars += other.back if other is not None else 1
    return max(2, round(stars))


def card_value(state, player, card_id) -> float:
    """Fame and production for the gold: what a card is worth to this player."""
    card = state.content.card(card_id)
    value = card.fame * 2
    for effect in card.play:
        if effect.op == "produce":
            value += {"gold": 1.5, "power": 4, "potion": 4}[effect.resource] * effect.n
        elif effect.op == "gain":
            value += {"gold": 0.5, "power": 2, "potion": 2}[effect.resource] * effect.n
        elif effect.op in ("civilisation", "draw", "treasure", "unlock_affinity"):
            value += 3 * effect.n
    value += 4 * len(card.end)
    return value - card.cost.gold / 4
