"""Balance report for Gensokyo (gensokyo.rules.md §18), by simulation.

Plays seeded games between copies of one scripted agent (mirror skill, so what
wins is the seat and the cards, not the player) for each player count and map,
and reports what issue 26 item 7 asks:

* the win rate of each place in turn order (the first's against 46-54 % in
  2-player games), with its 95 % Wilson interval;
* the game length in rounds and turns (median, p10, p90) and how games end
  (bankruptcy, empty deck, the round-60 cap);
* invasion success by the land's level and by whether the defender's
  attribute matches the land (its bonus is then 20 a level, not 10);
* how often each land level is reached, and cash / total assets at rounds
  5, 12 and 18 (§18.2's money curve);
* each card's win-rate difference when held (seats that had it in hand at
  any moment against those that never did).

It only watches: the figures come from the events the state logs and from the
state between actions, never from changed rules.

    python -m tools.gensokyo_balance --games 1000
    python -m tools.gensokyo_balance --games 50 --players 2 --maps loop --json report.json

Exits 0; the report is for reading (and ``--json`` for keeping).
"""
from __future__ import annotations

import argparse
import json
import statistics
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from engine.ai.agents import make_agent              # noqa: E402
from engine.core.chance import settle                # noqa: E402
from engine.games import new_game                    # noqa: E402
from engine.games.gensokyo.cards import CARDS        # noqa: E402
from tools.seeded_runs import play_in_order, rate      # noqa: E402

GAME = "gensokyo"
FIRST_SEAT_GOAL = (0.46, 0.54)        # issue 26: the first seat in 2-player games
CURVE_ROUNDS = (5, 12, 18)            # §18.2's money-curve moments
ENDS = ("bankruptcy", "deck_empty", "round_cap")
LEVELS = range(1, 6)


def _invasion(state) -> dict:
    """The land of the battle whose main is being chosen, as the invader sees it."""
    land = state.battle.land
    defender = CARDS[state.character[land]]
    return {"level": state.level[land], "matched": defender.attribute == state.board.attribute[land]}


def play_one(task: tuple) -> dict:
    """One game's facts as plain data; top-level so worker processes can run it."""
    players, board, seed, agent, max_decisions = task
    state = new_game(GAME, {"players": players, "map": board}, seed)
    agents = [make_agent(agent, GAME, seed * 31 + seat) for seat in range(players)]
    held = [set() for _ in range(players)]
    levels, invasions, curve = set(), [], {}
    pending = None
    taken = 0

    def watch(changes):
        nonlocal pending
        for hand, seen in zip(state.cards.hands, held):
            seen.update(hand)
        levels.update(state.level)
        if state.round in CURVE_ROUNDS and state.round not in curve:
            curve[state.round] = [[state.money[s], state.total_assets(s)] for s in range(players)]
        for change in changes:
            for event in change.events:
                if event["type"] == "battle_result" and pending is not None:
                    invasions.append({**pending, "won": event["invader_wins"]})
                    pending = None

    watch([])
    while state.decision is not None:
        watch(settle(state))
        decision = state.decision
        if decision is None or taken >= max_decisions:
            break
        if decision.kind == "battle_main":
            pending = _invasion(state)
        watch([state.apply(agents[decision.player].act(state))])
        taken += 1
    finished = state.winners is not None
    return {"seed": seed, "players": players, "map": board, "finished": finished,
            "rounds": state.round, "turns": state.turn_no, "decisions": taken, "end": state.end_reason,
            "order": list(state.order), "winners": list(state.winners or ()),
            "held": [sorted(seen) for seen in held], "levels": sorted(lv for lv in levels if lv),
            "invasions": invasions, "curve": {str(r): v for r, v in sorted(curve.items())}}


def run(games: int, players: int = 2, board: str = "loop", seed: int = 1, agent: str = "baseline",
        jobs: int = 1, max_decisions: int = 20_000, progress=None) -> list[dict]:
    """Play ``games`` seeded games; one result (``play_one``) each, in seed order."""
    make_agent(agent, GAME)          # fail fast on a bad name
    tasks = [(players, board, seed + g, agent, max_decisions) for g in range(games)]
    return play_in_order(play_one, tasks, jobs, chunksize=8, progress=progress)


def spread(values: list) -> dict:
    """Median, p10 and p90 (nearest rank), mean, min and max."""
    if not values:
        return {"median": 0, "p10": 0, "p90": 0, "mean": 0.0, "min": 0, "max": 0}
    ordered = sorted(values)

    def rank(q):
        return ordered[min(len(ordered) - 1, int(q * len(ordered)))]
    return {"median": statistics.median(ordered), "p10": rank(0.1), "p90": rank(0.9),
            "mean": statistics.mean(ordered), "min": ordered[0], "max": ordered[-1]}


def summarise(results: list[dict], min_held: int = 30) -> dict:
    """The balance figures of a list of ``play_one`` results. A shared win counts
    as a win for each winner; unfinished games count for nothing but their number."""
    done = [r for r in results if r["finished"]]
    places, place_games = Counter(), Counter()
    held_games, held_wins = Counter(), Counter()
    seat_games = seat_wins = 0
    by_level, by_level_won = Counter(), Counter()
    by_match, by_match_won = Counter(), Counter()
    reached = Counter()
    curve = {}
    for result in done:
        winners = set(result["winners"])
        for place, seat in enumerate(result["order"]):
            place_games[place] += 1
            places[place] += seat in winners
        for seat, cards in enumerate(result["held"]):
            seat_games += 1
            seat_wins += seat in winners
            for card in cards:
                held_games[card] += 1
                held_wins[card] += seat in winners
        for invasion in result["invasions"]:
            key = (invasion["level"], invasion["matched"])
            by_level[invasion["level"]] += 1
            by_level_won[invasion["level"]] += invasion["won"]
            by_match[key] += 1
            by_match_won[key] += invasion["won"]
        reached.update(result["levels"])
        for moment, seats in result["curve"].items():
            curve.setdefault(moment, []).extend(seats)
    cards = {}
    for card in sorted(held_games):
        n, w = held_games[card], held_wins[card]
        rest, rest_wins = seat_games - n, seat_wins - w
        cards[card] = {"held": n, "wins": w, "rate": w / n,
                       "rate_without": rest_wins / rest if rest else 0.0,
                       "difference": w / n - (rest_wins / rest if rest else 0.0)}
    ranked = sorted((kv for kv in cards.items() if kv[1]["held"] >= min_held), key=lambda kv: kv[1]["difference"])
    ends = Counter(r["end"] for r in done)
    return {
        "games": len(results), "finished": len(done), "unfinished": len(results) - len(done),
        "places": {p: rate(places[p], n) for p, n in sorted(place_games.items())},
        "rounds": spread([r["rounds"] for r in done]),
        "turns": spread([r["turns"] for r in done]),
        "ends": {e: {"games": ends[e], "share": ends[e] / len(done) if done else 0.0}
                 for e in (*ENDS, *sorted(set(ends) - set(ENDS)))},
        "invasions": {
            "total": sum(by_level.values()),
            "by_level": {lv: rate(by_level_won[lv], by_level[lv]) for lv in LEVELS},
            "by_level_and_match": {f"{lv} {'matched' if m else 'unmatched'}": rate(by_match_won[(lv, m)], by_match[(lv, m)])
                                   for lv in LEVELS for m in (True, False)},
            "by_match": {name: rate(sum(by_match_won[(lv, m)] for lv in LEVELS), sum(by_match[(lv, m)] for lv in LEVELS))
                         for name, m in (("matched", True), ("unmatched", False))},
        },
        "levels_reached": {lv: {"games": reached[lv], "share": reached[lv] / len(done) if done else 0.0}
                           for lv in LEVELS},
        "money": {moment: {"cash": spread([s[0] for s in seats]), "assets": spread([s[1] for s in seats])}
                  for moment, seats in sorted(curve.items(), key=lambda kv: int(kv[0]))},
        "cards": cards,
        "cards_top": [k for k, _ in ranked[::-1][:5]],
        "cards_bottom": [k for k, _ in ranked[:5]],
    }


def _pct(x: float) -> str:
    return f"{100 * x:5.1f} %"


def _spread_text(s: dict) -> str:
    return f"median {s['median']:g} (p10 {s['p10']}, p90 {s['p90']})"


def report(summary: dict, players: int) -> str:
    lines = [f"{summary['games']} games ({summary['finished']} finished, {summary['unfinished']} unfinished)"]
    fair = 1 / players
    for place, v in summary["places"].items():
        flag = ""
        if place == 0 and players == 2 and not FIRST_SEAT_GOAL[0] <= v["rate"] <= FIRST_SEAT_GOAL[1]:
            flag = "  <- outside 46-54 %"
        lines.append(f"  turn-order place {place + 1}: {v['wins']:>4}/{v['games']:<4} {_pct(v['rate'])} "
                     f"[{100 * v['low']:4.1f}, {100 * v['high']:4.1f}] (fair {100 * fair:.0f} %){flag}")
    lines.append(f"rounds: {_spread_text(summary['rounds'])}; turns: {_spread_text(summary['turns'])}")
    lines.append("ends: " + ", ".join(f"{e} {_pct(v['share']).strip()} ({v['games']})" for e, v in summary["ends"].items()))
    inv = summary["invasions"]
    lines.append(f"invasions: {inv['total']}; success by level: "
                 + ", ".join(f"L{lv} {_pct(v['rate']).strip()} of {v['games']}" for lv, v in inv["by_level"].items()))
    lines.append("  by defender's attribute: " + ", ".join(
        f"{k} {_pct(v['rate']).strip()} of {v['games']}" for k, v in inv["by_match"].items()))
    lines.append("  by level and match: " + ", ".join(
        f"{k} {_pct(v['rate']).strip()}/{v['games']}" for k, v in inv["by_level_and_match"].items() if v["games"]))
    lines.append("levels reached (share of games with a land at it): " + ", ".join(
        f"L{lv} {_pct(v['share']).strip()}" for lv, v in summary["levels_reached"].items()))
    for moment, m in summary["money"].items():
        lines.append(f"round {moment}: cash {_spread_text(m['cash'])}, assets {_spread_text(m['assets'])}")
    cards = summary["cards"]
    for title, chosen in (("cards whose holders win most (difference to non-holders):", summary["cards_top"]),
                          ("cards whose holders win least:", summary["cards_bottom"])):
        lines.append(title)
        for card in chosen:
            v = cards[card]
            lines.append(f"  {card} {CARDS[card].names.en:<28} {100 * v['difference']:+5.1f} pts "
                         f"(held {v['held']}, holders win {_pct(v['rate']).strip()})")
    return "\n".join(lines)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000, help="games per player count and map")
    parser.add_argument("--players", type=int, nargs="+", default=[2, 3, 4])
    parser.add_argument("--maps", nargs="+", default=["loop", "cross"], choices=("loop", "cross"))
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--agent", default="baseline", help="the agent every seat plays (mirror skill)")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--max-decisions", type=int, default=20_000,
                        help="a game still going after this many decisions counts as unfinished")
    parser.add_argument("--json", type=Path, help="also write the figures here")
    args = parser.parse_args(argv)
    figures = {}
    for players in args.players:
        for board in args.maps:
            def progress(done, total):
                if done % max(1, total // 4) == 0:
                    print(f"  {players} players, {board}: {done}/{total} games", file=sys.stderr, flush=True)
            results = run(args.games, players, board, args.seed, args.agent, args.jobs, args.max_decisions, progress)
            summary = summarise(results)
            figures[f"{players}p {board}"] = summary
            print(f"\nGensokyo balance: {players} players, {board} map, agent {args.agent} in every seat, "
                  f"seeds {args.seed}..{args.seed + args.games - 1}")
            print(report(summary, players))
    if args.json:
        args.json.write_text(json.dumps(figures, indent=1, ensure_ascii=False), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
