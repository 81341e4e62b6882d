"""A name the app gave a seat ("You", "AI 2") is shown in the language of the
moment: a game begun in English reads あなた in 日本語, in every game; a name
a player typed stays as typed; an old save's literal "You" is shown translated."""
import pytest

from desktop.shell.games import playable_specs
from desktop.base.i18n import install_language
from desktop.shell.new_game import NewGameDialog
from desktop.base.seats import Seat, put_seats, record_seats
from desktop.shell.session import GameSession
from engine.core.records import record_from_json
from engine.games import new_record

GAMES = [spec.id for spec in playable_specs()]


@pytest.fixture
def english(qapp):
    install_language(qapp, "en")
    yield qapp
    install_language(qapp, "en")


@pytest.mark.parametrize("game", GAMES)
def test_default_names_of_a_game_begun_in_english_read_in_japanese(qtbot, english, game):
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.game.setCurrentIndex(dialog.game.findData(game))
    seats = dialog.seat_rows.seats()
    assert [seat.shown_name for seat in seats][:2] == ["You", "AI 2"]
    session = GameSession.new(game, {"players": len(seats)}, 3, seats)
    saved = record_from_json(session.record.to_json())
    session.close()                 # its AI thread
    install_language(english, "ja")
    assert session.names[:2] == ["あなた", "AI 2"]
    assert [seat.shown_name for seat in record_seats(saved)][:2] == ["あなた", "AI 2"]
    install_language(english, "zh_Hans")
    assert [seat.shown_name for seat in record_seats(saved)][:2] == ["你", "电脑2"]


def test_a_typed_name_stays_as_typed(qtbot, english):
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    edit = dialog.seat_rows.name_edits[0]
    edit.setText("Ann")
    edit.setModified(True)
    record = new_record("heart_of_crown", {"players": 2}, 1)
    put_seats(record, dialog.seat_rows.seats()[:2])
    install_language(english, "ja")
    assert [seat.shown_name for seat in record_seats(record)] == ["Ann", "AI 2"]


@pytest.mark.parametrize("stored, shown", [("You", "あなた"), ("あなた", "あなた"), ("AI 2", "AI 2")])
def test_an_old_saves_default_name_is_shown_translated(english, stored, shown):
    """Saves made before the marker held the name as it read then."""
    record = new_record("tanto_cuore", {"players": 2}, 1)
    record.meta["seats"] = [{"name": stored, "kind": "human"}, {"name": "Bot", "kind": "baseline"}]
    install_language(english, "ja")
    assert [seat.shown_name for seat in record_seats(record)] == [shown, "Bot"]
    install_language(english, "en")
    assert record_seats(record)[0].shown_name == stored


def test_a_typed_name_is_saved_without_the_marker(english):
    record = new_record("tanto_cuore", {"players": 2}, 1)
    put_seats(record, [Seat("Ann"), Seat("Bot", "baseline")])
    assert "default" not in record.meta["seats"][0]
    assert record_seats(record) == [Seat("Ann"), Seat("Bot", "baseline")]


def test_a_default_name_follows_who_plays_the_seat(qtbot, english):
    """An AI seat named "You" read "You plays …" in the log; a second human was "AI 2"."""
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    rows = dialog.seat_rows
    rows.kind_boxes[0].setCurrentIndex(rows.kind_boxes[0].findData("hard"))
    rows.kind_boxes[1].setCurrentIndex(rows.kind_boxes[1].findData("human"))
    assert [edit.text() for edit in rows.name_edits[:2]] == ["AI 1", "Player 2"]
    assert [seat.shown_name for seat in rows.seats()] == ["AI 1", "Player 2"]
    assert all(seat.default for seat in rows.seats())
    rows.name_edits[1].setText("Bea")           # a name given stays, whoever plays
    rows.kind_boxes[1].setCurrentIndex(rows.kind_boxes[1].findData("easy"))
    assert rows.name_edits[1].text() == "Bea"
