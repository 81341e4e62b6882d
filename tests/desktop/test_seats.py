"""The seats a record carries are held to what the new-game dialog allows: a
save file is no more trusted than a drag from another program."""
import pytest

from desktop.seats import MAX_NAME_LENGTH, Seat, default_seats, put_seats, record_seats
from engine.core.records import save_record
from engine.games import new_record

ANN, BOT = {"name": "Ann", "kind": "human"}, {"name": "Bot", "kind": "baseline"}


def _record(seats, options=None):
    record = new_record("heart_of_crown", {"players": 2}, 5)
    record.meta["seats"] = seats
    if options is not None:
        record.options = options
    return record


def test_well_formed_seats_come_back():
    record = _record([])
    put_seats(record, [Seat("Ann"), Seat("Ünal 王", "hard")])
    assert record_seats(record) == [Seat("Ann"), Seat("Ünal 王", "hard")]


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
def test_a_seat_the_dialog_would_refuse_gives_the_default_seats(seat):
    assert record_seats(_record([ANN, seat])) == default_seats(2)


@pytest.mark.parametrize("players", [[2], "2", 2.0, True, None, 10**9, -1])
def test_a_player_count_of_the_wrong_kind_counts_as_two_until_the_replay_refuses_it(players):
    assert record_seats(_record([ANN, BOT], {"players": players})) == [Seat("Ann"), Seat("Bot", "baseline")]
    assert record_seats(_record(None, {"players": players})) == default_seats(2)


def test_a_save_with_an_endless_name_opens_without_stretching_the_window(window, tmp_path):
    save_record(_record([{"name": "Ann " * 2500, "kind": "human"}, BOT]), tmp_path / "long.json")
    assert window.open_record(tmp_path / "long.json")
    assert window.session.names == [s.name for s in default_seats(2)]
    assert window.minimumSizeHint().width() <= 1280


@pytest.mark.parametrize("players", [[2], 10**9])
def test_a_save_with_a_player_count_of_the_wrong_kind_is_refused_in_words(window, tmp_path, players):
    save_record(_record([ANN, BOT], {"players": players}), tmp_path / "odd.json")
    assert not window.open_record(tmp_path / "odd.json")
    assert "settings in this save are invalid" in window.start_page.error.text()
