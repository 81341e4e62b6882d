"""Single-observer information-set MCTS for any game that speaks the protocol.

Each iteration samples a world consistent with what the deciding seat sees,
walks one shared tree over the actions legal in that world (UCT with
availability counts, so actions missing from some worlds are not starved),
adds one node, plays a rollout policy for a bounded number of decisions, scores
the end with the game's evaluation if it did not finish, and backs up one
reward per seat. The tree is keyed by compact actions only, so it never needs
to know whose hidden cards made a world.

A game helps through the object its spec names in ``search_hooks``
("module:object"): ``evaluate(state) -> per-seat win chances`` and
``obvious(state) -> action or None`` for decisions search cannot improve, both
optional; rollouts play the spec's ``policy`` agent. Worlds come from the
protocol's ``state.determinize``.

Chance decisions (a die) are nobody's choice: in the tree and in rollouts the
search draws their outcome by the decision's ``weights`` from its own RNG,
never by UCB or a policy, so no seat's gain steers a roll.

A search may be split into shares, independent searches summed at the root,
which ``engine.ai.parallel`` runs on the other cores.
"""
from __future__ import annotations

import math
import time

from engine.ai.agents import Agent, make_agent
from engine.ai.parallel import shared_pool
from engine.core.chance import draw
from engine.core.records import record_from_json
from engine.core.rng import Rng
from engine.core.spec import get_spec, search_hooks


class Node:
    __slots__ = ("children", "visits", "avail", "totals")

    def __init__(self, seats: int):
        self.children = {}
        self.visits = 0
        self.avail = 0
        self.totals = [0.0] * seats


class Hooks:
    """What a game offers the search; every part is optional."""

    def __init__(self, game_id: str):
        spec = get_spec(game_id)
        found = search_hooks(game_id) if spec.search_hooks else None
        self.evaluate = getattr(found, "evaluate", None)
        self.obvious = getattr(found, "obvious", None)
        self.rollout = spec.policy


_HOOKS = {}


def hooks_for(game_id: str) -> Hooks:
    if game_id not in _HOOKS:
        _HOOKS[game_id] = Hooks(game_id)
    return _HOOKS[game_id]


class ISMCTSAgent(Agent):
    """``iterations`` and/or ``millis`` bound each search (whichever ends first);
    with iterations alone a seed gives the same moves on every machine."""

    name = "ismcts"

    def __init__(self, seed: int = 0, iterations: int | None = 200, millis: float | None = None,
                 depth: int = 60, exploration: float = 0.7, rollout: str | None = None,
                 confidence: float = 1.0, shares: int = 1, use_workers: bool = True):
        if iterations is None and millis is None:
            raise ValueError("ISMCTS needs an iteration or a time budget")
        self.rng = Rng(seed)
        self.iterations = iterations
        self.millis = millis
        self.depth = depth
        self.exploration = exploration
        self.rollout = rollout
        self.confidence = confidence
        self.shares = shares
        self.use_workers = use_workers
        if shares > 1 and use_workers:
            pool = shared_pool(shares)
            if pool is not None:
                pool.start()     # the workers import while the game goes on

    def act(self, state, stop=None) -> str:
        options = state.decision.options
        if len(options) == 1:
            return options[0]
        hooks = hooks_for(state.game_id)
        if hooks.obvious is not None:
            action = hooks.obvious(state)
            if action is not None:
                return action
        return self.recommend(state, stop)[0]

    def recommend(self, state, stop=None) -> tuple:
        """(the move to play, the search's ranking) for the current decision."""
        ranked = self.search(state, stop)
        default = make_agent(self.rollout or hooks_for(state.game_id).rollout, state.game_id, 0).act(state)
        return self.overrule(ranked, default), ranked

    def overrule(self, ranked: list, default: str) -> str:
        """The search's choice if it beats the policy's ``default`` by more than
        ``confidence`` standard errors, else the default: a few hundred noisy
        samples over many options otherwise pick worse moves than the policy."""
        best, visits, chance = ranked[0]
        stats = {a: (v, p) for a, v, p in ranked}
        if best == default or default not in stats:
            return best
        d_visits, d_chance = stats[default]
        error = 0.5 * math.sqrt(1 / visits + 1 / d_visits)
        return best if chance - d_chance > self.confidence * error else default

    def search(self, state, stop=None) -> list:
        """[(action, visits, estimated win chance for the deciding seat)], best
        first: the sum of ``shares`` independent searches, run in worker
        processes where that helps. ``stop()`` turning true ends it early."""
        if state.decision.is_chance:
            raise ValueError("a chance decision is the state's RNG's to answer, not a seat's to search")
        started = time.perf_counter()
        jobs = [{"game": state.game_id, "seed": self.rng.next64(), "iterations": self.iterations,
                 "millis": self.millis, "depth": self.depth, "exploration": self.exploration,
                 "rollout": self.rollout}
                for _ in range(self.shares)]

        def local(job):
            return self._share(state, job["seed"], started, stop)

        pool = shared_pool(self.shares) if self.use_workers else None
        record = state.record() if pool is not None else None
        if record is None:
            shares = [local(job) for job in jobs]
        else:
            shares = pool.run(record, state.decision.options, jobs, local, stop)
        totals = {}
        for stats in shares:
            for action, visits, total in stats:
                seen = totals.get(action, (0, 0.0))
                totals[action] = (seen[0] + visits, seen[1] + total)
        legal = state.decision.options
        ranked = sorted(((a, v, t / v) for a, (v, t) in totals.items() if a in legal and v),
                        key=lambda r: (-r[1], -r[2]))
        return ranked or [(legal[0], 0, 0.0)]

    def _share(self, state, seed: int, started: float, stop=None) -> list:
        """One search from ``seed``: [[action, visits, total reward of the
        deciding seat]] for the root's children (plain data for the pipe)."""
        hooks = hooks_for(state.game_id)
        seat = state.decision.player
        seats = state.num_players
        rng = Rng(seed)
        policy = [make_agent(self.rollout or hooks.rollout, state.game_id, rng.next64()) for _ in range(seats)]
        evaluate = hooks.evaluate
        root = Node(seats)
        deadline = None if self.millis is None else started + self.millis / 1000
        done = 0
        while (self.iterations is None or done < self.iterations) and (
                deadline is None or time.perf_counter() < deadline):
            if stop is not None and stop():
                break
            world = state.determinize(seat, rng)
            path = self._descend(root, world, rng, seats)
            rewards = self._rollout(world, policy, len(path) - 1, evaluate, rng)
            for node in path:
                node.visits += 1
                totals = node.totals
                for s in range(seats):
                    totals[s] += rewards[s]
            done += 1
            if self.iterations is not None and done % 16 == 0 and self._settled(root, self.iterations - done):
                break
        return [[a, c.visits, c.totals[seat]] for a, c in root.children.items() if c.visits]

    @staticmethod
    def _settled(root, remaining: int) -> bool:
        """True once no other root move could overtake the most visited one."""
        visits = sorted((c.visits for c in root.children.values()), reverse=True)
        return len(visits) > 1 and visits[0] - visits[1] > remaining

    def _descend(self, root, world, rng, seats):
        """Select down the tree in this world, expanding one new child."""
        node = root
        path = [root]
        c = self.exploration
        while (decision := world.decision) is not None and len(path) <= self.depth:
            options = decision.options
            children = node.children
            if decision.is_chance:
                action = draw(options, decision.weights, rng)
                world.apply(action)
                child = children.get(action)
                if child is None:
                    child = children[action] = Node(seats)
                    path.append(child)
                    return path
                node = child
                path.append(node)
                continue
            untried = [a for a in options if a not in children]
            for a in options:
                if a in children:
                    children[a].avail += 1
            if untried:
                action = untried[rng.below(len(untried))]
                child = children[action] = Node(seats)
                child.avail = 1
                world.apply(action)
                path.append(child)
                return path
            mover = decision.player
            best, best_score = None, -1.0
            for a in options:
                child = children[a]
                score = child.totals[mover] / child.visits + c * math.sqrt(math.log(child.avail) / child.visits)
                if score > best_score:
                    best, best_score = a, score
            world.apply(best)
            node = children[best]
            path.append(node)
        return path

    def _rollout(self, world, policy, used, evaluate, rng):
        left = self.depth - used
        while (decision := world.decision) is not None and left > 0:
            if decision.is_chance:
                world.apply(draw(decision.options, decision.weights, rng))
            else:
                world.apply(policy[decision.player].act(world))
            left -= 1
        if world.decision is None or evaluate is None:
            return world.returns() if world.decision is None else [1.0 / world.num_players] * world.num_players
        return evaluate(world)


def run_share_job(job: dict, stop=None) -> list:
    """A share sent to a worker process: the state comes as its record, and
    the rows go back with each action as its text."""
    from engine.core.spec import get_spec, search_hooks
    from engine.games import replay
    started = time.perf_counter()
    state = replay(record_from_json(job["record"]), log_events=False)   # within Hard's time: no events to log
    agent = ISMCTSAgent(0, job["iterations"], job["millis"], job["depth"], job["exploration"], job["rollout"])
    text = get_spec(state.game_id).codec.text
    rows = agent._share(state, job["seed"], started, stop)
    return [[text(action), visits, total] for action, visits, total in rows]
