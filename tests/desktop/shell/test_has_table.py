"""A game is offered once its desktop package declares itself (an ``__init__.py``):
its parts may land in the folder before its table does."""
import sys

from desktop.shell import games


def test_a_folder_without_init_is_no_table(tmp_path, monkeypatch):
    root = tmp_path / "desktop_parts"
    (root / "desktop" / "games" / "halfway").mkdir(parents=True)
    (root / "desktop" / "games" / "halfway" / "board.py").write_text("BOARD = 1\n")
    (root / "desktop" / "games" / "ready").mkdir()
    (root / "desktop" / "games" / "ready" / "__init__.py").write_text("")
    import desktop.games
    monkeypatch.setattr(desktop.games, "__path__", [*desktop.games.__path__, str(root / "desktop" / "games")])
    for name in ("desktop.games.halfway", "desktop.games.ready"):
        monkeypatch.delitem(sys.modules, name, raising=False)
    assert not games.has_table("halfway")
    assert games.has_table("ready")
    assert games.has_table("heart_of_crown")


def test_the_offered_games_are_the_ones_with_a_package():
    offered = {spec.id for spec in games.playable_specs()}
    assert {"heart_of_crown", "tanto_cuore", "guild_masters"} <= offered
    assert all(games.has_table(game_id) for game_id in offered)
