"""The README describes the games the app offers as they are today."""
from pathlib import Path

from desktop.shell.games import playable_specs

README = (Path(__file__).resolve().parents[3] / "README.md").read_text(encoding="utf-8")


def test_the_opening_names_every_offered_game_as_playable_now():
    opening = README.split("\n\n")[1]
    assert "then" not in opening.split(), opening
    for spec in playable_specs():
        assert spec.name in " ".join(opening.split()), spec.name


def test_the_layout_calls_no_offered_game_not_offered():
    for line in README.splitlines():
        if "not offered" in line:
            assert not any(spec.id in line for spec in playable_specs()), line
