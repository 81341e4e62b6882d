"""The end page shown for a second game of the same kind: its details widget
is the first one's, and must not read the first game's story (the monkey met
a Tanto Cuore game of four after one of three: an IndexError on the turns)."""
from __future__ import annotations

import pytest

from engine.core.records import save_record
from tests.desktop.shell.test_hostile_names import _played_record
from tests.desktop.waiting import open_record

GAMES = ["heart_of_crown", "tanto_cuore", "guild_masters"]


def _show_end(window, qtbot, path, record):
    save_record(record, path)
    assert open_record(qtbot, window, path)
    qtbot.waitUntil(lambda: window.pages.currentWidget() is window.end_page, timeout=20_000)


@pytest.mark.parametrize("game", GAMES)
def test_a_game_of_more_seats_after_one_of_fewer_shows_its_own_turns(window, qtbot, tmp_path, game):
    _show_end(window, qtbot, tmp_path / "two.json", _played_record(game, ["Ann", "Bea"], ["human", "baseline"]))
    names = ["Ann", "Bea", "Cy", "Di"]
    record = _played_record(game, names, ["human"] + ["baseline"] * 3)
    _show_end(window, qtbot, tmp_path / "four.json", record)
    story = window.end_page.story
    assert len(story.turns) == 4 and min(story.turns) > 0
    assert sorted(window.end_page.details.cell(row, 0) for row in range(1, 5)) == names
