import json
import subprocess
import sys

import pytest

from engine.cli import main
from engine.games import new_record


def test_simulate_prints_wins_turns_and_speed(capsys):
    assert main(["simulate", "--games", "3", "--agents", "baseline,random", "--seed", "5"]) == 0
    out = capsys.readouterr().out
    assert "seat 0 (baseline)" in out and "seat 1 (random)" in out
    assert "mean turns" in out and "games/s" in out


def test_simulate_refuses_a_wrong_number_of_agents(capsys):
    assert main(["simulate", "--players", "3", "--agents", "baseline,random"]) == 2
    assert "3 players need 3 agents" in capsys.readouterr().err


def test_replay_summarises_a_record(tmp_path, capsys):
    record = new_record("heart_of_crown", {}, 2)
    path = tmp_path / "game.json"
    path.write_text(record.to_json())
    assert main(["replay", str(path)]) == 0
    assert "seat 1" in capsys.readouterr().out


@pytest.mark.parametrize("content", ['{"schema_version": 1, "game_id"', "not json", json.dumps({"schema_version": 7})])
def test_replay_of_a_bad_file_is_one_line_and_exit_status_2(tmp_path, content):
    path = tmp_path / "bad.json"
    path.write_text(content)
    done = subprocess.run([sys.executable, "-m", "engine", "replay", str(path)], capture_output=True, text=True)
    assert done.returncode == 2
    assert done.stderr.count("\n") == 1 and "Traceback" not in done.stderr
    assert done.stdout == ""


def test_bench_prints_games_clones_and_search_times(capsys):
    assert main(["bench", "--seconds", "0.2", "--search", "2"]) == 0
    out = capsys.readouterr().out
    assert "games/s (one core)" in out and "µs per clone" in out
    assert "in one process: mean" in out and "p95" in out
