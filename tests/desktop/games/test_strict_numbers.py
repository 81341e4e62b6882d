"""Issue 24 item 5: a number in a drag's payload or a part of a file is read
strictly (ASCII digits, bounded). "²" passed ``str.isdigit`` and then failed
``int``: Heart of Crown's and Guild Masters' drops reported it as a problem."""
from __future__ import annotations

import pytest

from desktop.games.guild_masters.labyrinth.drag import adventurer_mime, dragged_adventurer
from desktop.games.heart_of_crown.dragdrop import drop_refusal_args
from desktop.games.tanto_cuore.dragdrop import Target, parse_target
from desktop.base.i18n import damaged_text
from desktop.shell.new_game import NewGameDialog
from desktop.base.strict_number import strict_number
from desktop.widgets.drag_payload import encode_payload
from engine.core.actions import Place
from tests.desktop.games.test_drops_all import NOT_NUMBERS
from tests.desktop.waiting import open_record


@pytest.mark.parametrize("text", [*NOT_NUMBERS, None, 1, "4", "10"])
def test_only_a_number_written_as_ours_and_below_the_limit_is_read(text):
    assert strict_number(text, 4) is None


@pytest.mark.parametrize("text, number", [("0", 0), ("3", 3)])
def test_our_numbers_are_read(text, number):
    assert strict_number(text, 4) == number


@pytest.mark.parametrize("slot", NOT_NUMBERS)
def test_guild_masters_takes_no_adventurer_of_a_seat_that_is_no_number(slot):
    mime = encode_payload({"source": "tavern", "card": "adventurer", "slot": slot})
    assert dragged_adventurer(mime) is None
    assert dragged_adventurer(adventurer_mime(2)) == 2


@pytest.mark.parametrize("slot", NOT_NUMBERS)
def test_heart_of_crown_names_no_land_for_a_slot_that_is_no_number(slot):
    payload = {"source": "kept", "card": "farming_village", "slot": slot}
    assert drop_refusal_args("hand", payload, 0)[2] == Place("kept", 0, None)
    assert drop_refusal_args("hand", {**payload, "slot": "2"}, 0)[2] == Place("kept", 0, 2)


@pytest.mark.parametrize("number", NOT_NUMBERS[:-1])
def test_tanto_cuore_reads_no_place_from_a_target_that_is_no_number(number):
    assert parse_target(f"quarters:{number}") is None
    assert parse_target(f"quarters:1:private:{number}") is None
    assert parse_target("quarters:1:private:2") == Target("quarters", 1, "private", 2)


@pytest.mark.parametrize("index", ["²", "١", "-1", "9" * 5000])
def test_a_damaged_part_with_no_move_number_is_named_as_it_is(index):
    assert damaged_text(f"actions.{index}") == "This save is damaged: its list of moves is missing or unreadable."
    assert damaged_text("actions.4") == "This save is damaged: move 5 cannot be read."


def test_a_save_whose_move_list_has_a_key_of_a_superscript_is_refused_in_words(window, qtbot, tmp_path):
    path = tmp_path / "damaged.json"
    path.write_text('{"format": 2, "game_id": "heart_of_crown", "actions": {"²": "\\ud800"}}', encoding="utf-8")
    assert not open_record(qtbot, window, path)
    assert window.start_page.error.text().endswith(
        "This save is damaged: its list of moves is missing or unreadable.")


@pytest.mark.parametrize("seed", ["²", "١٢", "+1", "1_0", "-1", "9" * 5000])
def test_a_seed_that_is_no_number_in_ascii_digits_is_refused_in_words(qtbot, seed):
    dialog = NewGameDialog(seed_source=lambda: 9)
    qtbot.addWidget(dialog)
    dialog.seed_edit.setText(seed)
    assert dialog.error.text() == "The seed must be a whole number (or empty for a random one)."
    dialog.seed_edit.setText("0042")
    dialog.accept()
    assert dialog.seed == 42
