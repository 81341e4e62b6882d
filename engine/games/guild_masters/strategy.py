"""A stronger scripted Isekai Guild Masters player, a position evaluation and
the hooks the search in ``engine/ai`` takes from this game.

The strong player plans around fame: it values an explore by the area's fame
(doubled once it is a base), the tile's fame and its reward against the gold,
keeps power for costs power may pay, builds bases on its best areas before the
end, unlocks affinities toward rank 3, and, once the tracks are close, spends
everything on fame. It reads only its own cards and the public table.
"""
from __future__ import annotations

from types import SimpleNamespace

from engine.ai.fitted import FittedEvaluation
from engine.games.guild_masters.baseline import BaselineAgent, card_value
from engine.games.guild_masters.scoring import score_of


class StrongAgent(BaselineAgent):
    """One-ply look-ahead: each turn option is tried in a world sampled from what
    the seat knows (so a face-down tile is a guess, never a peek), its own
    follow-up choices answered by the baseline, and the result valued by
    ``value`` (fame now plus what gold, production and guild will still buy)."""

    name = "strong"
    FOLLOW_UP = 30

    def _turn(self, state, player, options):
        seat = player.seat
        world = state.determinize(seat, self.rng)
        base = value(world, seat)
        best, best_gain = ("pass",), -0.5
        follow = BaselineAgent(0)
        for option in options:
            if option[0] in ("pass", "sell", "sell_potion"):
                continue
            if option[0] == "explore" and not _surely_affordable(state, player, option[1]):
                continue
            trial = world.clone()
            trial.log_events = False
            trial.apply(option)
            for _ in range(self.FOLLOW_UP):
                decision = trial.decision
                if decision is not None and decision.kind == "sale_window":
                    trial.apply(("done",))          # anyone's sales before a reshuffle: none
                    continue
                if decision is None or decision.player != seat or decision.kind == "turn":
                    break
                trial.apply(follow.act(trial))
            gain = value(trial, seat) - base
            if gain > best_gain:
                best, best_gain = option, gain
        return best

    def _keep(self, state, player, options):
        keeps = [o for o in options if o[0] == "keep"]
        reserve = 10 if state.phase == "gather" else 4
        if not keeps or player.res[0] - 3 * (len(state.picks) + 1) < reserve:
            return ("done",)
        best = max(keeps, key=lambda o: card_value(state, player, o[1]))
        return best if card_value(state, player, best[1]) > 1 else ("done",)


FAME_PER_GOLD = 0.1
AFFINITY_FAME = 1.0
ADVENTURER_FAME = 0.3
CARD_GOLD = 1.5


def value(state, seat: int) -> float:
    """Fame now, plus what the guild's gold, production, hand and free
    adventurers will still turn into before the end (in fame): what the
    strong player's look-ahead maximises."""
    player = state.players[seat]
    if state.scores is not None:
        return state.scores[seat]["total"]
    rounds_left, soon = _horizon(state)
    guild = AFFINITY_FAME * player.affinity + ADVENTURER_FAME * player.tavern
    return (score_of(state, player)["total"]
            + FAME_PER_GOLD * (_gold(player) * soon + _production(player) * rounds_left) + guild * soon)


# The same parts for the search's evaluation, weighed by evaluation.toml (fitted
# from self-play per player count by tools/fit_evaluation.py).
FEATURES = ("fame", "gold_soon", "production_to_come", "affinity_soon", "tavern_soon", "to_move")


def features(state) -> list:
    if state.scores is not None:
        return [(score["total"], 0.0, 0.0, 0.0, 0.0, 0.0) for score in state.scores]
    rounds_left, soon = _horizon(state)
    mover = state.decision.player if state.decision is not None else None
    return [(score_of(state, player)["total"], _gold(player) * soon, _production(player) * rounds_left,
             player.affinity * soon, player.tavern * soon, 1.0 if seat == mover else 0.0)
            for seat, player in enumerate(state.players)]


def _horizon(state) -> tuple:
    """(rounds left, the share of a round's income still to come)."""
    if state.phase in ("finish", "end_turns"):
        rounds_left = 0.3
    else:
        rounds_left = max(0.3, (state.miasma - state.civ) / (3.0 * state.num_players))
    return rounds_left, min(1.0, rounds_left)


def _gold(player) -> float:
    return player.res[0] + 5 * player.res[1] + 3 * player.res[2] + CARD_GOLD * len(player.hand)


def _production(player) -> int:
    return player.prod[0] + 5 * player.prod[1] + 3 * player.prod[2]


evaluate = FittedEvaluation("guild_masters", features, FEATURES)


def _surely_affordable(state, player, cell) -> bool:
    """A face-down tile may be a ★3 (or the boss it is): explore it only if even that is paid."""
    slot = state.cells[cell]
    if slot[1]:
        return state.explore_cost(player, cell) <= player.res[0] + 5 * player.res[1]
    boss = state.content.bosses.get(slot[0])
    worst = boss.stars if boss is not None else 3
    return max(10, 5 * (worst + state.neighbour_stars(cell))) <= player.res[0] + 5 * player.res[1]


def obvious(state):
    options = state.decision.options
    if len(options) == 1:
        return options[0]
    if state.decision.kind in ("pay", "sale_window"):
        return options[0]                   # as little power as will do; no sale before a reshuffle
    return None


HOOKS = SimpleNamespace(evaluate=evaluate, obvious=obvious, features=features, FEATURES=FEATURES)
