"""Every card of every game with a table has a picture the app ships, and
tools/card_icons.py writes them from the Game Icons package."""
import importlib
import json

import pytest

from desktop.shell.games import playable_specs
from engine.core.spec import get_spec
from desktop.widgets.card_icon_mapping import icon_mapping
from desktop.widgets.card_icons import ICONS_DIR, card_icon_loads, icon_path
from tools.card_icons import write_icons


def card_ids(game: str) -> set:
    """The ids of ``game``'s cards, from its engine's card table."""
    if game == "guild_masters":
        from engine.games.guild_masters.content import standard
        content = standard()
        return set(content.events) | set(content.regalia)
    try:
        return set(importlib.import_module(f"engine.games.{game}.cards").CARDS)
    except ModuleNotFoundError:
        pytest.fail(f"tell card_ids how to list the cards of {game}")


def pictures(game: str) -> str:
    """How ``game``'s card faces get their picture: "icons" (Game Icons) unless its card_art says "painted"."""
    return getattr(importlib.import_module(f"desktop.games.{game}.card_art"), "CARD_PICTURES", "icons")


@pytest.mark.parametrize("game", [spec.id for spec in playable_specs()])
def test_every_card_of_a_table_has_a_picture_that_loads(qapp, game):
    mapped = icon_mapping().games.get(game, {})
    if pictures(game) == "painted":             # every face paints its own medallion
        card_art = importlib.import_module(f"desktop.games.{game}.card_art")
        assert set(mapped) <= {get_spec(game).emblem}          # the start page's emblem only
        assert all(not card_art.card_pixmap(card, 90).isNull() for card in card_ids(game))
        return
    assert set(mapped) == card_ids(game), "cards without a picture, or pictures of no card"
    for card in mapped:
        assert icon_path(game, card).is_file(), card
        assert card_icon_loads(game, card), card      # QSvgRenderer reads it


def test_no_svg_is_left_over_from_a_card_that_has_none():
    mapped = {(game, card) for game, cards in icon_mapping().games.items() for card in cards}
    on_disk = {(path.parent.name, path.stem) for path in ICONS_DIR.glob("*/*.svg")}
    assert on_disk == mapped


def test_the_artists_are_credited_in_the_readme():
    from pathlib import Path
    readme = (Path(__file__).resolve().parents[3] / "README.md").read_text(encoding="utf-8")
    for artist in icon_mapping().artists():
        assert artist in readme, artist
    assert "CC BY 3.0" in readme


def test_the_tool_writes_single_colour_svgs_and_names_missing_icons(tmp_path):
    icons = {choice.icon: {"body": '<path fill="currentColor" d="M0 0h512v512H0z"/>'}
             for cards in icon_mapping().games.values() for choice in cards.values()}
    missing = icon_mapping().games["heart_of_crown"]["city"].icon
    del icons[missing]
    package = tmp_path / "package"
    package.mkdir()
    (package / "icons.json").write_text(json.dumps({"icons": icons, "width": 512, "height": 512}))
    problems = write_icons(package, tmp_path / "out")
    assert any("heart_of_crown/city" in p and missing in p for p in problems)
    written = (tmp_path / "out" / "tanto_cuore" / "marianne.svg").read_text()
    assert 'fill="#000"' in written and "currentColor" not in written and 'viewBox="0 0 512 512"' in written
    assert not (tmp_path / "out" / "heart_of_crown" / "city.svg").exists()


def test_the_about_box_credits_every_artist_and_the_licence(qtbot):
    from desktop.shell.about_dialog import AboutDialog

    dialog = AboutDialog()
    qtbot.addWidget(dialog)
    text = dialog.text.text()
    for artist in icon_mapping().artists():
        assert artist in text, artist
    assert "game-icons.net" in text and "CC BY 3.0" in text
