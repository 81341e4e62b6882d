"""A stronger scripted Isekai Guild Masters player, a position evaluation and
the hooks the search in ``engine/ai`` takes from this game.

The strong player plans around fame: it values an explore by the area's fame
(doubled once it is a base), the tile's fame and its reward against the gold,
keeps power for costs power may pay, builds bases on its best areas before the
end, unlocks affinities toward rank 3, and, once the tracks are close, spends
everything on fame. It reads only its own cards and the public table.
"""
from __future__ import annotations

import math
from types import SimpleNamespace

from engine.games.guild_masters.baseline import BaselineAgent, card_value
from engine.games.guild_masters.scoring import score_of


class StrongAgent(BaselineAgent):
    name = "strong"

    def turn_score(self, state, player, option) -> float:
        verb = option[0]
        late = state.miasma - state.civ <= 6 or state.phase in ("finish", "end_turns")
        gold = player.res[0] + 5 * player.res[1]
        if verb in ("regalia", "claim"):
            card = option[1] if verb == "regalia" else state.regalia_board[option[1]]
            return 60 + state.content.regalia[card].fame + (1 if verb == "claim" else 0)
        if verb == "develop":
            slots = option[1]
            after = player.affinity + len(slots)
            rank_bonus = 12 if after >= 5 > player.affinity else 6 if after >= 2 > player.affinity else 0
            return 28 + 4 * len(slots) + rank_bonus
        if verb == "explore":
            cell = option[1]
            if state.cells[cell][1]:
                cost = state.explore_cost(player, cell)
                tile = state.cells[cell][0]
                worth = state.tile_stars(tile) * 1.5 + _tile_fame(state, tile)
            else:
                cost = _expected_cost(state, cell)
                worth = 2.5
            if cost > gold:
                return 0
            worth += state.area_fame[cell] * (2 if late else 1.6) + (3 if not late else 0)
            return 22 + 2.2 * worth - cost / 4
        if verb == "play":
            value = card_value(state, player, option[1])
            if late:
                card = state.content.card(option[1])
                value = card.fame * 3 + 2 * len(card.end) - card.cost.gold / 8
            return 12 + value
        if verb == "build":
            cost = 15 + state.base_neighbour_price(option[1])
            return 14 + 2 * state.area_fame[option[1]] - cost / 10 + (6 if late else 0)
        if verb == "potion":
            space = state.content.board.potion_spaces[option[1] - 1]
            return 10 + 2 * len(space.effects) - space.potions
        if verb == "special":
            return 13
        return 0

    def _keep(self, state, player, options):
        keeps = [o for o in options if o[0] == "keep"]
        reserve = 10 if state.phase == "gather" else 4
        if not keeps or player.res[0] - 3 * (len(state.picks) + 1) < reserve:
            return ("done",)
        best = max(keeps, key=lambda o: card_value(state, player, o[1]))
        return best if card_value(state, player, best[1]) > 1 else ("done",)


def _tile_fame(state, tile) -> int:
    record = state.content.tiles.get(tile) or state.content.bosses.get(tile)
    return record.fame if record is not None else 0


def _expected_cost(state, cell) -> int:
    from engine.games.guild_masters.baseline import _guess_stars
    return max(10, 5 * _guess_stars(state, cell))


def features(state, seat: int) -> float:
    """Fame now, plus what the guild's economy will still buy."""
    player = state.players[seat]
    fame = score_of(state, player)["total"]
    economy = (player.res[0] + 5 * player.res[1] + 3 * player.res[2]) / 12 + (player.prod[0] + 5 * player.prod[1]) / 6
    rounds_left = max(0.0, (state.miasma - state.civ) / 6)
    return fame + economy * (0.5 + rounds_left)


def evaluate(state) -> list:
    values = [features(state, seat) for seat in range(state.num_players)]
    top = max(values)
    weights = [math.exp((v - top) / 6) for v in values]
    total = sum(weights)
    return [w / total for w in weights]


def obvious(state):
    options = state.decision.options
    if len(options) == 1:
        return options[0]
    if state.decision.kind == "pay":
        return options[0]
    return None


HOOKS = SimpleNamespace(evaluate=evaluate, obvious=obvious)
