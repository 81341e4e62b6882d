"""Balance report for Isekai Guild Masters' authored content, by simulation.

Plays many seeded games between copies of one scripted agent (mirror skill, so
what wins is the content, not the player) and reports what issue 13 item 4 asks:

* each receptionist's win rate (by encounter and by face), with its 95 % Wilson
  interval, against the target band of 35-65 %;
* each card's pick figures (the share of players who played it) and the win
  rate of the players who played it;
* the mean final fame and the guild ranks reached (the rulebook's ranks: a good
  game scores 30-60);
* the game length in rounds, the seat win rates and the unfinished games.

    python -m tools.balance_guild_masters --games 2000 --players 2 --agent baseline
    python -m tools.balance_guild_masters --games 200 --json report.json --jobs 2

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

from engine.ai.agents import make_agent, play_game   # noqa: E402
from engine.core.rng import Rng                      # noqa: E402
from engine.games import new_game                    # noqa: E402
from tools.seeded_runs import play_in_order, rate      # noqa: E402

GAME = "guild_masters"
TARGET = (0.35, 0.65)                 # issue 13: receptionist win rates in mirror-skill games
GOOD_FAME = (30, 60)                  # the rulebook's guild ranks for a good game
RANKS = ((60, "Bahamut"), (50, "Dragon"), (40, "Wyvern"), (30, "Lizardman"), (-999, "Snake"))


def guild_rank(fame: int) -> str:
    """The rulebook's guild rank (ギルドランク) of a final fame."""
    return next(name for floor, name in RANKS if fame >= floor)


class FaceByCoin:
    """The agent, except that it picks its receptionist's face by a seeded coin:
    the scripted players always take one face, and both need measuring."""

    def __init__(self, agent, seed: int):
        self.agent = agent
        self.rng = Rng(seed)

    def act(self, state, stop=None):
        decision = state.decision
        if decision.kind == "face" and len(decision.options) > 1:
            return self.rng.choice(decision.options)
        return self.agent.act(state)


def play_one(task: tuple) -> dict:
    """One game's facts as plain data; top-level so worker processes can run it.
    Each player is offered one encounter card, so receptionists come at random."""
    players, seed, agent, content, max_decisions = task
    state = new_game(GAME, {"players": players, "content": content, "offered": 1}, seed)
    agents = [FaceByCoin(make_agent(agent, GAME, seed * 31 + seat), seed * 37 + seat) for seat in range(players)]
    decisions = play_game(state, agents, max_decisions)
    finished = state.winners is not None
    scores = getattr(state, "scores", None) or []
    seats = []
    for seat, player in enumerate(state.players):
        seats.append({
            "receptionist": player.receptionist,
            "face": player.face,
            "fame": scores[seat]["total"] if finished and seat < len(scores) else None,
            "parts": {k: v for k, v in scores[seat].items() if isinstance(v, int) and k != "total"}
            if finished and seat < len(scores) else {},
            "played": sorted({p.card for p in player.played}),
            "won": finished and seat in state.winners,
        })
    return {"seed": seed, "finished": finished, "rounds": state.round, "decisions": decisions,
            "winners": list(state.winners or ()), "seats": seats}


def run(games: int, players: int = 2, seed: int = 0, agent: str = "baseline", content: str = "standard",
        jobs: int = 1, max_decisions: int = 4000, progress=None) -> list[dict]:
    """Play ``games`` seeded games; one result (``play_one``) each, in seed order."""
    make_agent(agent, GAME)          # fail fast on a bad name
    tasks = [(players, seed + g, agent, content, max_decisions) for g in range(games)]
    return play_in_order(play_one, tasks, jobs, chunksize=4, progress=progress)


def summarise(results: list[dict]) -> dict:
    """The balance figures of a list of ``play_one`` results. A shared win counts
    as a win for each winner; unfinished games count for nothing but their number."""
    done = [r for r in results if r["finished"]]
    seats = [s for r in done for s in r["seats"]]
    by_receptionist, by_face, seat_wins = Counter(), Counter(), Counter()
    seen_receptionist, seen_face, seat_games = Counter(), Counter(), Counter()
    picked, picked_wins = Counter(), Counter()
    for result in done:
        for index, seat in enumerate(result["seats"]):
            face = f"{seat['receptionist']} ({seat['face']})"
            seen_receptionist[seat["receptionist"]] += 1
            seen_face[face] += 1
            seat_games[index] += 1
            for card in seat["played"]:
                picked[card] += 1
                picked_wins[card] += seat["won"]
            if seat["won"]:
                by_receptionist[seat["receptionist"]] += 1
                by_face[face] += 1
                seat_wins[index] += 1
    fames = [s["fame"] for s in seats if s["fame"] is not None]
    winning = [s["fame"] for s in seats if s["won"] and s["fame"] is not None]
    rounds = [r["rounds"] for r in done]
    decisions = [r["decisions"] for r in done]
    return {
        "games": len(results),
        "finished": len(done),
        "unfinished": len(results) - len(done),
        "receptionists": {k: rate(by_receptionist[k], n) for k, n in sorted(seen_receptionist.items())},
        "faces": {k: rate(by_face[k], n) for k, n in sorted(seen_face.items())},
        "seats": {k: rate(seat_wins[k], n) for k, n in sorted(seat_games.items())},
        "cards": {k: {"picked_in": n, "pick_rate": n / len(seats), **rate(picked_wins[k], n)}
                  for k, n in sorted(picked.items())} if done else {},
        "fame": {
            "mean": statistics.mean(fames) if fames else 0.0,
            "median": statistics.median(fames) if fames else 0.0,
            "winner_mean": statistics.mean(winning) if winning else 0.0,
            "min": min(fames, default=0), "max": max(fames, default=0),
            "in_good_band": sum(GOOD_FAME[0] <= f <= GOOD_FAME[1] for f in fames) / len(fames) if fames else 0.0,
            "ranks": dict(Counter(guild_rank(f) for f in fames)),
            "parts": {k: statistics.mean(s.get("parts", {}).get(k, 0) for s in seats)
                      for k in sorted({k for s in seats for k in s.get("parts", {})})},
        },
        "rounds": {
            "mean": statistics.mean(rounds) if rounds else 0.0,
            "min": min(rounds, default=0), "max": max(rounds, default=0),
            "spread": dict(sorted(Counter(rounds).items())),
        },
        "decisions": {"mean": statistics.mean(decisions) if decisions else 0.0, "max": max(decisions, default=0)},
    }


def out_of_band(summary: dict) -> list[str]:
    """Receptionists whose win rate is outside the target band."""
    return [k for k, v in summary["receptionists"].items() if not TARGET[0] <= v["rate"] <= TARGET[1]]


def report(summary: dict, cards_listed: int = 12, unplayed: list[str] = ()) -> str:
    lines = [f"{summary['games']} games ({summary['finished']} finished, {summary['unfinished']} unfinished)"]
    rounds = summary["rounds"]
    lines.append(f"rounds: mean {rounds['mean']:.2f}, min {rounds['min']}, max {rounds['max']}; "
                 + ", ".join(f"{k}: {v}" for k, v in rounds["spread"].items()))
    lines.append(f"decisions per game: mean {summary['decisions']['mean']:.0f}, max {summary['decisions']['max']}")
    fame = summary["fame"]
    lines.append(f"final fame: mean {fame['mean']:.1f}, median {fame['median']:.1f}, winners' mean "
                 f"{fame['winner_mean']:.1f}, range {fame['min']}..{fame['max']}; "
                 f"{100 * fame['in_good_band']:.0f} % in {GOOD_FAME[0]}-{GOOD_FAME[1]}")
    lines.append("mean fame by part: " + ", ".join(f"{k} {v:.1f}" for k, v in fame["parts"].items()))
    lines.append("guild ranks: " + ", ".join(f"{k} {v}" for k, v in sorted(fame["ranks"].items())))
    lines.append("seats: " + ", ".join(f"seat {k}: {100 * v['rate']:.1f} %" for k, v in summary["seats"].items()))

    def table(title, rows):
        lines.append(title)
        for key, v in rows:
            flag = "" if TARGET[0] <= v["rate"] <= TARGET[1] else "  <- outside 35-65 %"
            lines.append(f"  {key:<28} {v['wins']:>5}/{v['games']:<5} {100 * v['rate']:5.1f} %"
                         f"  [{100 * v['low']:4.1f}, {100 * v['high']:4.1f}]{flag}")

    table("receptionists (win rate, 95 % interval):", summary["receptionists"].items())
    table("faces:", summary["faces"].items())
    cards = sorted(summary["cards"].items(), key=lambda kv: kv[1]["rate"])
    common = [kv for kv in cards if kv[1]["picked_in"] >= max(20, summary["finished"] // 25)]
    for title, chosen in (("cards whose players win most:", common[::-1][:cards_listed]),
                          ("cards whose players win least:", common[:cards_listed])):
        lines.append(title)
        for key, v in chosen:
            lines.append(f"  {key:<28} played by {100 * v['pick_rate']:5.1f} % of players, "
                         f"its players win {100 * v['rate']:5.1f} %")
    most = sorted(summary["cards"].items(), key=lambda kv: -kv[1]["picked_in"])[:cards_listed]
    lines.append("most played: " + ", ".join(f"{k} {100 * v['pick_rate']:.0f} %" for k, v in most))
    if unplayed:
        lines.append(f"never played ({len(unplayed)}): " + ", ".join(unplayed))
    bad = out_of_band(summary)
    lines.append("receptionists outside 35-65 %: " + (", ".join(bad) if bad else "none"))
    return "\n".join(lines)


def never_played(summary: dict, content: str = "standard") -> list[str]:
    """The event cards and regalia no player played in any finished game."""
    from engine.games.guild_masters.content import named
    loaded = named(content)
    return sorted((set(loaded.events) | set(loaded.regalia)) - set(summary["cards"]))


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--agent", default="baseline", help="the agent every seat plays (mirror skill)")
    parser.add_argument("--content", default="standard", choices=("standard", "sample"))
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--max-decisions", type=int, default=4000,
                        help="a game still going after this many decisions counts as unfinished")
    parser.add_argument("--json", type=Path, help="also write the figures here")
    args = parser.parse_args(argv)

    def progress(done, total):
        if done % max(1, total // 10) == 0:
            print(f"  {done}/{total} games", file=sys.stderr, flush=True)

    results = run(args.games, args.players, args.seed, args.agent, args.content, args.jobs,
                  args.max_decisions, progress)
    summary = summarise(results)
    print(f"Isekai Guild Masters balance: {args.players} players, agent {args.agent} in every seat, "
          f"seeds {args.seed}..{args.seed + args.games - 1}, content {args.content}")
    print(report(summary, unplayed=never_played(summary, args.content)))
    if args.json:
        args.json.write_text(json.dumps(summary, indent=1, ensure_ascii=False), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
