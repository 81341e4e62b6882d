"""The arena's figures come from real, reproducible games."""
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
    assert "2 games" in out and "strong:" in out and "95% CI" in out and "p95" in out


def test_cli_arena_rejects_unknown_agents(capsys):
    assert main(["arena", "--game", "heart_of_crown", "--agents", "nobody,baseline", "--games", "1"]) == 2
    assert "unknown agent" in capsys.readouterr().err
