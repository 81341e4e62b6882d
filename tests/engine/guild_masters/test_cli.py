"""The CLI's simulate, replay, bench and arena with --game guild_masters."""
from engine.cli import main
from engine.core.records import save_record
from engine.games.guild_masters import SPEC


def test_simulate_and_arena(capsys):
    assert main(["simulate", "--game", "guild_masters", "--games", "2", "--agents", "baseline,strong"]) == 0
    assert "2 games of guild_masters" in capsys.readouterr().out
    assert main(["arena", "--game", "guild_masters", "--agents", "strong,baseline", "--games", "2"]) == 0
    assert "95% CI" in capsys.readouterr().out


def test_replay(tmp_path, capsys):
    state = SPEC.start({"players": 2}, 3)
    for _ in range(30):
        state.apply(state.decision.options[0])
    path = tmp_path / "game.json"
    save_record(state.record(), path)
    assert main(["replay", str(path)]) == 0
    assert "guild_masters" in capsys.readouterr().out


def test_bench_reports_games_per_second(capsys):
    assert main(["bench", "--game", "guild_masters", "--seconds", "0.5"]) == 0
    out = capsys.readouterr().out
    assert "games/s" in out and "guild_masters" in out
