"""Words a player understands (issue 15, item 10): AI levels named as a
player would, the seed under Advanced, a damaged save that says what is wrong
in plain words, and a market card dropped on the play area that says how to buy."""
import ast
import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from desktop.base.i18n import RECORD_ERRORS, install_language, record_error_text
from desktop.shell.new_game import NewGameDialog
from desktop.base.seats import Seat
from desktop.shell.session import GameSession
from engine.core.records import RecordError, record_from_json
from tests.desktop.actions import option, options
from tests.desktop.waiting import open_record

ROOT = Path(__file__).resolve().parents[3]
GOOD = {"format": 2, "schema_version": 2, "game_id": "heart_of_crown", "rules_version": 2,
        "options": {"players": 2}, "seed": 1, "actions": ["end_main"], "meta": {}}


def raised_codes() -> set:
    """Every RecordError code the engine and the desktop raise (the second argument)."""
    codes = set()
    for path in [*ROOT.joinpath("engine").rglob("*.py"), *ROOT.joinpath("desktop").rglob("*.py")]:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "RecordError" and len(node.args) > 1:
                codes.add(node.args[1].value)
    return codes


def test_every_save_problem_has_a_sentence():
    codes = raised_codes()
    assert {"invalid", "broken_json", "unknown_game", "bad_seats"} <= codes      # the walk finds them
    assert codes - {"invalid"} <= set(RECORD_ERRORS)          # "invalid" is said by the part that is wrong


@pytest.mark.parametrize("change, words", [
    ({"schema_version": "two"}, "the number that says how it is written"),
    ({"format": None}, "the number that says how it is written"),
    ({"game_id": 7}, "does not say which game"),
    ({"rules_version": -1}, "which version of the rules"),
    ({"options": []}, "settings are missing or unreadable"),
    ({"seed": -3}, "decides the shuffles"),
    ({"actions": "end_main"}, "list of moves"),
    ({"actions": ["end_main", 5]}, "move 2 cannot be read"),
    ({"actions": ["end_main", "!!"]}, "move 2 cannot be read"),
    ({"meta": 1}, "players saved with it"),
    ({"colour": "blue"}, "no Kotatsu save has (“colour”)"),
])
def test_a_damaged_save_says_what_is_wrong_in_plain_words(change, words):
    with pytest.raises(RecordError) as error:
        record_from_json(json.dumps({**GOOD, **change}))
    text = record_error_text(error.value)
    assert words in text and text.startswith("This save is damaged")
    assert "_" not in text and "schema" not in text      # no field names: game_id, schema_version …


@pytest.mark.parametrize("language", ["ja", "zh_Hans", "zh_Hant"])
def test_the_save_problems_and_the_levels_are_translated(qapp, language):
    english = [record_error_text(RecordError("", "invalid", where=part)) for part in ("seed", "actions.3", "x")]
    try:
        assert install_language(qapp, language)
        translated = [record_error_text(RecordError("", "invalid", where=part)) for part in ("seed", "actions.3", "x")]
        assert all(a != b for a, b in zip(english, translated)) and "4" in translated[1]
    finally:
        install_language(qapp, "en")


def test_the_window_says_the_damage_in_words(qtbot, window, tmp_path):
    path = tmp_path / "damaged.json"
    path.write_text(json.dumps({**GOOD, "seed": "lucky"}), encoding="utf-8")
    assert not open_record(qtbot, window, path)
    text = window.start_page.error.text()
    assert "the number that decides the shuffles" in text and "(seed" not in text


def test_the_seat_list_names_the_levels_as_a_player_would(qtbot, qapp):
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    box = dialog.seat_rows.kind_boxes[1]
    labels = [box.itemText(i) for i in range(1, box.count())]
    assert labels == ["AI: Easy", "AI: Steady", "AI: Normal", "AI: Hard"]      # weakest first
    assert box.currentData() == "normal" and not any("Baseline" in label for label in labels)
    assert all(box.itemData(i, Qt.ItemDataRole.ToolTipRole) for i in range(1, box.count()))
    try:
        assert install_language(qapp, "ja")
        qapp.processEvents()            # the LanguageChange events retranslate the widgets
        assert all(box.itemText(i) != label for i, label in enumerate(labels, 1))
        assert all(box.itemData(i, Qt.ItemDataRole.ToolTipRole) != "" for i in range(1, box.count()))
    finally:
        install_language(qapp, "en")


def test_the_seed_waits_under_advanced(qtbot):
    dialog = NewGameDialog(seed_source=lambda: 77)
    qtbot.addWidget(dialog)
    dialog.show()
    assert not dialog.seed_edit.isVisible() and dialog.advanced_button.text() == "Advanced"
    QTest.mouseClick(dialog.advanced_button, Qt.MouseButton.LeftButton)
    assert dialog.seed_edit.isVisible() and dialog.seed_label.text() == "Seed (optional)"
    dialog.seed_edit.setText("123")
    dialog.accept()
    assert dialog.seed == 123
    dialog.advanced_button.click()
    assert not dialog.seed_edit.isVisible()


def test_a_market_card_dropped_on_the_play_area_in_the_second_phase_says_how_to_buy(qtbot, window):
    session = GameSession.new("heart_of_crown", {"players": 2, "market": "preset:first_game"}, 3,
                              [Seat("Ann"), Seat("Bot", "easy")], **window._session_args())
    assert window.start_session(session)
    while session.state.decision.kind == "main":      # coins, so that the second phase has something to buy
        plays = options(session, "play")
        session.act(plays[0] if plays else option(session, "end_main"))
    assert session.state.decision.kind == "second"
    payload = window.table.market_model.payload(0)
    action, reason = window.table.resolve_drop("play", payload)
    assert action is None and "drop it from the market on your discard pile" in reason
