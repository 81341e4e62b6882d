"""The arena's figures come from real, reproducible games."""
import json
import shlex

from engine.ai.agents import make_agent
from engine.ai.arena import lineup, play_one, run_arena, wilson
from engine.cli import main
from engine.games import new_game

GAME = "heart_of_crown"


def test_wilson_interval_matches_known_values():
    low, high = wilson(5, 10)
    assert round(low, 4) == 0.2366 and round(high, 4) == 0.7634
    assert wilson(0, 0) == (0.0, 1.0)
    assert wilson(20, 20)[1] == 1.0


def test_seats_rotate():
    assert [lineup(["a", "b"], 2, g) for g in range(3)] == [[0, 1], [1, 0], [0, 1]]


def test_a_tiny_arena_counts_real_games():
    names = ["strong", "baseline"]
    result = run_arena(GAME, names, players=2, games=6, seed=70)
    strong, baseline = result["agents"]
    assert strong["games"] == baseline["games"] == 6
    assert strong["wins"] + baseline["wins"] == 6
    assert strong["decisions"] > 100 and baseline["decisions"] > 100
    assert strong["interval"] == wilson(strong["wins"], 6)
    # Replay every game by hand: same seats, seeds and winners.
    wins = [0, 0]
    for game in range(6):
        entries = lineup(names, 2, game)
        state = new_game(GAME, {"players": 2}, 70 + game)
        agents = [make_agent(names[e], GAME, (70 + game) * 31 + seat) for seat, e in enumerate(entries)]
        while state.decision is not None:
            state.apply(agents[state.decision.player].act(state))
        for seat in state.winners:
            wins[entries[seat]] += 1
        assert [entries[s] for s in state.winners] == play_one((GAME, names, 2, 70, game, 20_000))["winners"]
    assert wins == [strong["wins"], baseline["wins"]]


def test_cli_arena_prints_win_rates(capsys):
    assert main(["arena", "--game", "heart_of_crown", "--agents", "strong,baseline", "--games", "2", "--seed", "4"]) == 0
    out = capsys.readouterr().out
    assert "2 games" in out and "95% CI" in out and "p95" in out
    rows = [line.split() for line in out.splitlines()]
    assert [row[0] for row in rows if row[0] in ("strong", "baseline")] == ["strong", "baseline"]


def test_cli_arena_writes_its_figures_as_json_and_shows_progress(tmp_path, capsys):
    path = tmp_path / "figures.json"
    assert main(["arena", "--game", "tanto_cuore", "--agents", "strong,baseline", "--games", "2", "--seed", "9",
                 "--json", str(path)]) == 0
    captured = capsys.readouterr()
    progress = [line for line in captured.err.splitlines() if "games," in line]
    assert [line.split()[0] for line in progress] == ["1/2", "2/2"]
    assert "strong" in progress[-1] and "%" in progress[-1]
    assert "games," not in captured.out           # progress goes to stderr, the table to stdout
    figures = json.loads(path.read_text())
    assert figures["game"] == "tanto_cuore" and figures["players"] == 2 and figures["games"] == 2
    assert figures["seeds"] == [9, 10]
    strong, baseline = figures["agents"]
    assert (strong["name"], baseline["name"]) == ("strong", "baseline")
    assert strong["wins"] + baseline["wins"] == 2 and strong["games"] == 2
    assert strong["win_rate"] == strong["wins"] / 2 and strong["interval"] == list(wilson(strong["wins"], 2))
    for agent in (strong, baseline):
        assert agent["decisions"] > 20
        assert 0 < agent["median_s"] <= agent["p95_s"] <= agent["max_s"] and agent["over_1s"] == 0
        assert 0 <= agent["cpu_median_s"] <= agent["cpu_p95_s"] <= agent["cpu_max_s"]
    # The command it records plays the same match again.
    command = shlex.split(figures["command"])
    assert command[:3] == ["python", "-m", "engine"]
    again = tmp_path / "again.json"
    assert main([*command[3:], "--json", str(again)]) == 0
    replayed = json.loads(again.read_text())
    assert [a["wins"] for a in replayed["agents"]] == [strong["wins"], baseline["wins"]]
    assert [a["decisions"] for a in replayed["agents"]] == [strong["decisions"], baseline["decisions"]]


def test_progress_sees_each_game_with_the_figures_so_far():
    seen = []
    result = run_arena(GAME, ["strong", "baseline"], games=3, seed=2, progress=seen.append)
    assert [f["done"] for f in seen] == [1, 2, 3]
    assert [sum(a["wins"] for a in f["agents"]) for f in seen] == [1, 2, 3]
    assert seen[-1]["agents"] == result["agents"]


def test_cli_arena_rejects_unknown_agents(capsys):
    assert main(["arena", "--game", "heart_of_crown", "--agents", "nobody,baseline", "--games", "1"]) == 2
    assert "unknown agent" in capsys.readouterr().err
