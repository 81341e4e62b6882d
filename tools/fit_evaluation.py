"""Fit a game's position evaluation from self-play (issue 31, item 3).

    python -m tools.fit_evaluation --game heart_of_crown --players 2 3 4 --games 2000 --seed 1 --jobs 2 --write

Plays seeded games with the game's rollout policy in every seat (``--agents``
names others), keeps the features of every seat at a sample of the decisions
(the kind of positions the search evaluates: any moment of a turn), and fits
the weights of ``engine.ai.fitted`` by Newton's method on the log-likelihood of
who won. Every fifth game is held out and scores the fit: its log loss beside
a guess of 1/players for everyone, and how often the favourite won. With
``--write`` the rows go into ``engine/games/<game>/evaluation.toml`` (the
other player counts' rows are kept); the same seed writes the same table.
"""
from __future__ import annotations

import argparse
import math
import sys

from engine.ai.agents import make_agent
from engine.ai.fitted import EvaluationTable, Fit, load_table, score, softmax, table_path
from engine.core.chance import settle
from engine.core.rng import Rng
from engine.core.spec import get_spec, search_hooks
from tools.seeded_runs import play_in_order

SAMPLE_ONE_IN = 6          # decisions between snapshots, on average
HELD_OUT_EVERY = 5         # every fifth game scores the fit instead of shaping it
RIDGE = 1e-3               # per snapshot: keeps features that never vary at 0
MAX_DECISIONS = 20_000


def play_snapshots(task: tuple) -> list:
    """One self-play game: [(each seat's features or None, each seat's share of the win)]."""
    game_id, names, players, seed, game = task
    features = search_hooks(game_id).features
    state = get_spec(game_id).start({"players": players}, seed + game, log_events=False)
    agents = [make_agent(names[seat % len(names)], game_id, (seed + game) * 31 + seat) for seat in range(players)]
    sampler = Rng(seed * 7919 + game)
    rows = []
    taken = 0
    settle(state)
    while state.decision is not None and taken < MAX_DECISIONS:
        if sampler.below(SAMPLE_ONE_IN) == 0:
            rows.append(features(state))
        state.apply(agents[state.decision.player].act(state))
        taken += 1
        settle(state)
    returns = state.returns() if state.winners is not None else [1.0] * players
    won = sum(returns) or 1.0
    shares = [r / won for r in returns]
    return [(row, shares) for row in rows]


def log_likelihood(weights, data) -> float:
    total = 0.0
    for rows, shares in data:
        chances = softmax([score(weights, r) for r in rows])
        total += sum(t * math.log(max(p, 1e-12)) for t, p in zip(shares, chances) if t)
    return total


def fit(data, size: int, steps: int = 30) -> list[float]:
    """Maximum-likelihood weights (with a small ridge) by damped Newton steps."""
    weights = [0.0] * size
    ridge = RIDGE * len(data)
    best = log_likelihood(weights, data) - 0.5 * ridge * _dot(weights, weights)
    for _ in range(steps):
        grad = [-ridge * w for w in weights]
        hess = [[ridge if i == j else 0.0 for j in range(size)] for i in range(size)]
        for rows, shares in data:
            live = [(r, t) for r, t in zip(rows, shares) if r is not None]
            chances = softmax([_dot(weights, r) for r, _ in live])
            mean = [sum(p * r[i] for (r, _), p in zip(live, chances)) for i in range(size)]
            for (r, t), p in zip(live, chances):
                for i in range(size):
                    grad[i] += (t - p) * r[i]
                    d_i = r[i] - mean[i]
                    for j in range(i + 1):
                        hess[i][j] += p * d_i * (r[j] - mean[j])
        for i in range(size):
            for j in range(i):
                hess[j][i] = hess[i][j]
        step = _solve(hess, grad)
        scale = 1.0
        while scale > 1e-4:
            trial = [w + scale * s for w, s in zip(weights, step)]
            value = log_likelihood(trial, data) - 0.5 * ridge * _dot(trial, trial)
            if value >= best:
                break
            scale /= 2
        else:
            break
        gain, best, weights = value - best, value, trial
        if gain < 1e-6 * max(1.0, abs(best)):
            break
    return weights


def score_fit(weights, data) -> tuple[float, float, float]:
    """(log loss, log loss of 1/players, how often the favourite won) per snapshot."""
    loss = uniform = hits = 0.0
    for rows, shares in data:
        chances = softmax([score(weights, r) for r in rows])
        loss -= sum(t * math.log(max(p, 1e-12)) for t, p in zip(shares, chances) if t)
        uniform -= sum(t * math.log(1 / len(rows)) for t in shares if t)
        hits += shares[max(range(len(rows)), key=chances.__getitem__)] > 0
    n = max(1, len(data))
    return loss / n, uniform / n, hits / n


def fit_players(game_id: str, names: list, players: int, games: int, seed: int, jobs: int,
                size: int, in_force=None, progress=None) -> Fit:
    tasks = [(game_id, names, players, seed, game) for game in range(games)]
    played = play_in_order(play_snapshots, tasks, jobs, progress=progress)
    shaping = [s for g, snaps in enumerate(played) if g % HELD_OUT_EVERY != HELD_OUT_EVERY - 1 for s in snaps]
    held_out = [s for g, snaps in enumerate(played) if g % HELD_OUT_EVERY == HELD_OUT_EVERY - 1 for s in snaps]
    weights = fit(shaping, size)
    loss, uniform, accuracy = score_fit(weights, held_out)
    if in_force is not None:
        print(f"{players} players, the weights in force: held-out log loss "
              f"{score_fit(in_force, held_out)[0]:.4f}")
    return Fit(players=players, weights=[round(w, 5) for w in weights], games=games,
               snapshots=len(shaping) + len(held_out), held_out_log_loss=round(loss, 4),
               uniform_log_loss=round(uniform, 4), held_out_accuracy=round(accuracy, 4))


def write_table(table: EvaluationTable, path=None) -> None:
    """The table as TOML (a few plain fields; no writer library needed), atomically,
    to ``path`` or the game's own table."""
    lines = ["# Written by tools/fit_evaluation.py: fit it again rather than edit it.",
             f"game = {_quote(table.game)}", f"source = {_quote(table.source)}",
             f"seed = {table.seed}", f"agents = {_quote(table.agents)}",
             "features = [" + ", ".join(_quote(f) for f in table.features) + "]"]
    for row in sorted(table.fits, key=lambda f: f.players):
        lines += ["", "[[fits]]"]
        for key, value in row.model_dump().items():
            lines.append(f"{key} = {list(value) if isinstance(value, list) else value}")
    path = path or table_path(table.game)
    temporary = path.with_suffix(".toml.tmp")
    temporary.write_text("\n".join(lines) + "\n", encoding="utf-8")
    temporary.replace(path)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", required=True)
    parser.add_argument("--players", type=int, nargs="+", default=[2])
    parser.add_argument("--games", type=int, default=600)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--agents", help="comma-separated agents, seat by seat (default: the rollout policy)")
    parser.add_argument("--write", action="store_true", help="write the rows into the game's evaluation.toml")
    args = parser.parse_args(argv)
    spec = get_spec(args.game)
    names = args.agents.split(",") if args.agents else [spec.policy]
    hooks = search_hooks(args.game)
    if not hasattr(hooks, "features"):
        parser.error(f"{args.game}'s search hooks name no features to fit")
    size = len(hooks.FEATURES)
    old = load_table(args.game) if table_path(args.game).exists() else None
    if old is not None and old.features != list(hooks.FEATURES):
        old = None                   # fitted for other features: nothing to keep or compare
    in_force = {f.players: f.weights for f in old.fits} if old else {}
    fits = []
    for players in args.players:
        if not spec.min_players <= players <= spec.max_players:
            parser.error(f"{args.game} takes {spec.min_players}–{spec.max_players} players")
        row = fit_players(args.game, names, players, args.games, args.seed, args.jobs, size,
                          in_force.get(players), progress=_progress(players))
        print(file=sys.stderr)
        fits.append(row)
        print(f"{players} players, {row.games} games, {row.snapshots} snapshots: weights "
              + ", ".join(f"{n} {w:+.3f}" for n, w in zip(hooks.FEATURES, row.weights))
              + f"; held out: log loss {row.held_out_log_loss:.4f} (1/players {row.uniform_log_loss:.4f}),"
              f" favourite won {row.held_out_accuracy:.1%}")
    if args.write:
        kept = [f for f in old.fits if f.players not in args.players] if old else []
        command = "python -m tools.fit_evaluation " + " ".join(argv if argv is not None else sys.argv[1:])
        write_table(EvaluationTable(game=args.game, source=command, seed=args.seed, agents=",".join(names),
                                    features=list(hooks.FEATURES), fits=kept + fits))
        print(f"wrote {table_path(args.game)}")
    return 0


def _progress(players: int):
    def show(done: int, total: int) -> None:
        if done % 50 == 0 or done == total:
            print(f"\r{players} players: {done}/{total} games", end="", file=sys.stderr, flush=True)
    return show


def _dot(a, b) -> float:
    return sum(x * y for x, y in zip(a, b))


def _solve(matrix, vector) -> list[float]:
    """x with matrix · x = vector (Gaussian elimination with partial pivoting)."""
    n = len(vector)
    rows = [list(matrix[i]) + [vector[i]] for i in range(n)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(rows[r][col]))
        rows[col], rows[pivot] = rows[pivot], rows[col]
        if abs(rows[col][col]) < 1e-12:
            continue
        for r in range(n):
            if r != col:
                factor = rows[r][col] / rows[col][col]
                rows[r] = [a - factor * b for a, b in zip(rows[r], rows[col])]
    return [rows[i][n] / rows[i][i] if abs(rows[i][i]) >= 1e-12 else 0.0 for i in range(n)]


def _quote(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


if __name__ == "__main__":
    sys.exit(main())
