"""The seats a record carries are held to what the new-game dialog allows: a
save file is no more trusted than a drag from another program."""
import pytest

from desktop.base.seats import MAX_NAME_LENGTH, Seat, default_seats, put_seats, record_seats
from engine.core.records import RecordError, save_record
from engine.games import new_record
from tests.desktop.waiting import open_record

ANN, BOT = {"name": "Ann", "kind": "human"}, {"name": "Bot", "kind": "baseline"}


def _record(seats, options=None):
    record = new_record("heart_of_crown", {"players": 2}, 5)
    record.meta["seats"] = seats
    if options is not None:
        record.options = options
    return record


def test_well_formed_seats_come_back():
    record = _record([])
    seats = [Seat("山田\u3000太郎"), Seat("Ünal 王 👨\u200d👩\u200d👧", "hard")]   # full-width space, emoji joiners
    put_seats(record, seats)
    assert record_seats(record) == seats


@pytest.mark.parametrize("seat", [
    {"name": "x" * (MAX_NAME_LENGTH + 1), "kind": "human"},
    {"name": "Bea\nBea", "kind": "human"},
    {"name": "", "kind": "human"},
    {"name": "   ", "kind": "human"},
    {"name": "Ann", "kind": "human"},                   # the same name twice
    {"name": ["a", "list"], "kind": "human"},
    {"name": 7, "kind": "human"},
    {"name": "Bea", "kind": {"an": "object"}},
    {"name": "Bea"},
])
def test_a_seat_the_dialog_would_refuse_is_refused(seat):
    with pytest.raises(RecordError) as info:
        record_seats(_record([ANN, seat]))
    assert info.value.code == "bad_seats"


def test_a_record_without_seats_gets_the_default_ones():
    assert record_seats(new_record("heart_of_crown", {"players": 3}, 1)) == default_seats(3)


def test_a_save_with_an_endless_name_is_refused_without_stretching_the_window(window, qtbot, tmp_path):
    save_record(_record([{"name": "Ann " * 2500, "kind": "human"}, BOT]), tmp_path / "long.json")
    assert not open_record(qtbot, window, tmp_path / "long.json")
    assert "players are not valid" in window.start_page.error.text()
    assert window.minimumSizeHint().width() <= 1280


@pytest.mark.parametrize("players", [[2], "2", 2.0, True, None, 10**9, -1])
def test_a_save_with_a_player_count_of_the_wrong_kind_is_refused_in_words(window, qtbot, tmp_path, players):
    save_record(_record([ANN, BOT], {"players": players}), tmp_path / "odd.json")
    assert not open_record(qtbot, window, tmp_path / "odd.json")
    assert "settings in this save are invalid" in window.start_page.error.text()
