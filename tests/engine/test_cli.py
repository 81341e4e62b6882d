import json
import subprocess
import sys

import pytest

from engine.cli import build_parser, main
from engine.core.spec import all_specs
from engine.games import new_game, new_record
from tests.engine.toy import ENGINE_WITH_TOY, ROOT


def test_simulate_prints_wins_decisions_and_speed(capsys):
    assert main(["simulate", "--game", "toy", "--games", "3", "--agents", "random,random", "--seed", "5"]) == 0
    out = capsys.readouterr().out
    assert "3 games of toy" in out and "seat 0 (random)" in out and "seat 1 (random)" in out
    assert "mean decisions" in out and "games/s" in out


def test_simulate_plays_the_games_policy_by_default(capsys):
    assert main(["simulate", "--game", "toy", "--games", "1", "--players", "3"]) == 0
    assert "seat 2 (random)" in capsys.readouterr().out


def test_simulate_refuses_a_wrong_number_of_agents(capsys):
    assert main(["simulate", "--game", "toy", "--players", "3", "--agents", "random,random"]) == 2
    assert "3 players need 3 agents" in capsys.readouterr().err


def test_an_unknown_agent_is_one_line_naming_the_known_ones(capsys):
    assert main(["simulate", "--game", "toy", "--games", "1", "--agents", "genius"]) == 2
    assert capsys.readouterr().err == "error: unknown agent 'genius' for toy (known: random, hard)\n"


def test_the_game_is_any_registered_one_and_must_be_named_among_several(capsys):
    parser = build_parser()
    assert len(all_specs()) > 1
    assert parser.parse_args(["arena", "--game", "toy", "--agents", "random"]).game == "toy"
    with pytest.raises(SystemExit):
        parser.parse_args(["simulate"])
    assert "--game" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        parser.parse_args(["simulate", "--game", "chess"])
    assert "invalid choice: 'chess'" in capsys.readouterr().err


def test_replay_summarises_a_record(tmp_path, capsys):
    state = new_game("toy", {}, 2)
    state.apply(("roll", 4))
    state.apply(("roll", 3))        # 2d6: two rolls
    state.apply(state.legal_actions()[0])
    record = state.record()
    path = tmp_path / "game.json"
    path.write_text(record.to_json())
    assert main(["replay", str(path)]) == 0
    out = capsys.readouterr().out
    assert "toy (rules 1), seed 2, 3 actions" in out and "waiting for seat 1: commit" in out


def test_replay_in_a_process_of_its_own_reads_the_registered_game(tmp_path):
    path = tmp_path / "game.json"
    path.write_text(new_record("toy", {}, 2).to_json())
    done = subprocess.run([*ENGINE_WITH_TOY, "replay", str(path)], capture_output=True, text=True, cwd=ROOT)
    assert done.returncode == 0 and "waiting for seat -2: roll" in done.stdout, done.stderr


@pytest.mark.parametrize("content", ['{"schema_version": 1, "game_id"', "not json", json.dumps({"format": 7})])
def test_replay_of_a_bad_file_is_one_line_and_exit_status_2(tmp_path, content):
    path = tmp_path / "bad.json"
    path.write_text(content)
    done = subprocess.run([sys.executable, "-m", "engine", "replay", str(path)], capture_output=True, text=True)
    assert done.returncode == 2
    assert done.stderr.count("\n") == 1 and "Traceback" not in done.stderr
    assert done.stdout == ""


def test_arena_runs_any_registered_game(capsys):
    assert main(["arena", "--game", "toy", "--agents", "random,random", "--games", "4"]) == 0
    assert "4 games" in capsys.readouterr().out


def test_bench_prints_games_clones_and_search_times(capsys):
    assert main(["bench", "--game", "heart_of_crown", "--seconds", "0.2", "--search", "2"]) == 0
    out = capsys.readouterr().out
    assert "games/s (one core)" in out and "µs per clone" in out
    assert "in one process: mean" in out and "p95" in out


def test_every_help_text_formats(capsys):
    """argparse formats help strings with %: a bare "95%" crashed --help."""
    parser = build_parser()
    parser.format_help()
    for command in ("simulate", "arena", "replay", "bench"):
        with pytest.raises(SystemExit) as stop:
            main([command, "--help"])
        assert stop.value.code == 0
    with pytest.raises(SystemExit) as stop:
        main(["--help"])
    assert stop.value.code == 0 and "95%" in capsys.readouterr().out


@pytest.mark.parametrize("game, options", [("tanto_cuore", {"illness_on_own_maids": "yes"}),
                                           ("tanto_cuore", {"safran_vp": True}),
                                           ("heart_of_crown", {"players": 2.0}),
                                           ("guild_masters", {"offered": "2"})])
def test_replay_of_options_of_a_loose_type_is_one_line_and_exit_status_2(tmp_path, game, options):
    path = tmp_path / "loose.json"
    path.write_text(json.dumps({"format": 2, "game_id": game, "rules_version": 1, "options": options,
                                "seed": 1, "actions": []}))
    done = subprocess.run([sys.executable, "-m", "engine", "replay", str(path)], capture_output=True, text=True)
    assert done.returncode == 2, done.stdout
    assert done.stderr.count("\n") == 1 and "options are invalid" in done.stderr and "Traceback" not in done.stderr
