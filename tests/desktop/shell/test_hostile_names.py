"""Issue 24 item 1: a player's name is shown as the literal text it is, in
every place a name appears, in each game. A name like ``<img src=/dev/zero>``
read as rich text made Qt read /dev/zero until the app ran out of memory."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from desktop.widgets.log_model import HTML_ROLE
from desktop.shell.new_game import NewGameDialog
from desktop.base.seats import MAX_NAME_LENGTH, Seat, put_seats
from desktop.shell.session import GameSession
from engine.ai.agents import make_agent
from engine.core.records import save_record
from engine.core.spec import get_spec
from engine.games import new_record, start_replay
from tools.shown_text import markup_leaks, rendered, shown_texts
from tests.desktop.waiting import open_record

LONG = "<i>" + "W" * (MAX_NAME_LENGTH - 3)
HOSTILE = ['<img src=/dev/zero>', '<img src=//host/x>', '<b>bold</b>', '<a href="x">link</a>',
           'Ann &amp; Bo', '<table>', LONG, 'Ann']
# Four seats a game: the hostile names in two tables.
TABLES = [HOSTILE[:4], HOSTILE[4:]]
OPTIONS = {"heart_of_crown": {"market": "random"}, "tanto_cuore": {"town": "random"}, "guild_masters": {}}
GAMES = list(OPTIONS)


def _played_record(game, names, kinds, moves=None, seed=3):
    """A record of four seats called ``names`` that baseline agents played for
    ``moves`` actions (None: to the end)."""
    record = new_record(game, {**OPTIONS[game], "players": len(names)}, seed)
    state = start_replay(record)
    codec = get_spec(game).codec
    agents = [make_agent("baseline", game, seat) for seat in range(len(names))]
    while state.decision is not None and (moves is None or len(record.actions) < moves):
        action = agents[state.decision.player].act(state)
        record.actions.append(codec.text(action))
        state.apply(action)
    put_seats(record, [Seat(name, kind) for name, kind in zip(names, kinds)])
    return record


def _open(window, qtbot, tmp_path, record):
    path = tmp_path / "hostile.json"
    save_record(record, path)
    assert open_record(qtbot, window, path)


def _log_texts(window) -> list:
    model = window.table.log_model
    return [rendered(model.index(row, 0).data(HTML_ROLE) or "") for row in range(model.rowCount())]


def _assert_no_leaks(names, roots=None):
    leaks = markup_leaks(names, roots)
    assert not leaks, "\n".join(leaks)


def _assert_literal(names, texts):
    """Each name is shown, character for character, in one of ``texts``."""
    for name in names:
        assert any(name in text for text in texts), f"{name!r} is shown nowhere literally"


@pytest.mark.parametrize("names", TABLES)
@pytest.mark.parametrize("game", GAMES)
def test_names_show_literally_on_the_end_page_the_replay_and_the_start_page(window, qtbot, tmp_path, game, names):
    _open(window, qtbot, tmp_path, _played_record(game, names, ["human"] + ["baseline"] * 3))
    qtbot.waitUntil(lambda: window.pages.currentWidget() is window.end_page, timeout=20_000)
    _assert_no_leaks(names)
    _assert_literal(names, shown_texts([window.end_page]))
    window.show_replay()
    assert window.pages.currentWidget() is window.replay_page
    for _ in range(3):
        window.replay_page.turn_forward()
        _assert_no_leaks(names)
    window.replay_page.to_end()
    _assert_no_leaks(names)
    window.show_start()
    _assert_no_leaks(names)


@pytest.mark.parametrize("names", TABLES)
@pytest.mark.parametrize("game", GAMES)
def test_names_show_literally_at_a_hot_seat_table_and_on_its_cover(window, qtbot, tmp_path, game, names):
    _open(window, qtbot, tmp_path, _played_record(game, names, ["human"] * 4, moves=40))
    agent = make_agent("baseline", game, 0)
    while window.pages.currentWidget() is not window.cover:     # until another player is to move
        window.session.act(agent.act(window.session.state))
        QApplication.processEvents()
    _assert_no_leaks(names)
    assert any(name in window.cover.title.text() for name in names)
    window.cover.ready_button.click()
    qtbot.waitUntil(lambda: window.pages.currentWidget() is not window.cover, timeout=5_000)
    _assert_no_leaks(names)
    _assert_literal(names, shown_texts([window]) + _log_texts(window))


@pytest.mark.parametrize("game", GAMES)
def test_names_typed_into_new_game_show_literally_at_the_table(window, qtbot, game):
    dialog = NewGameDialog(window, seed_source=lambda: 9)
    qtbot.addWidget(dialog)
    dialog.game.setCurrentIndex(dialog.game.findData(game))
    dialog.seat_rows.count.setValue(4)
    names = TABLES[0]
    for edit, name in zip(dialog.seat_rows.name_edits, names):
        edit.selectAll()
        QTest.keyClicks(edit, name)
    dialog.show()
    _assert_no_leaks(names, [dialog])
    dialog.accept()
    assert [seat.name for seat in dialog.seats] == names
    assert window.start_session(GameSession.new(dialog.game_id, dialog.options, dialog.seed, dialog.seats,
                                                **window._session_args()))
    qtbot.waitUntil(lambda: window.session.state.decision is not None, timeout=5_000)
    QApplication.processEvents()
    _assert_no_leaks(names)
    assert "<img src=/dev/zero>" in "".join(shown_texts([window]) + _log_texts(window))


def test_a_name_with_a_line_break_is_refused_by_new_game_as_a_save_would_refuse_it(qtbot):
    dialog = NewGameDialog(seed_source=lambda: 9)
    qtbot.addWidget(dialog)
    dialog.seat_rows.name_edits[0].setText("Ann\nBee")      # a paste keeps the line break
    dialog.seat_rows.changed.emit()
    assert dialog.error.text() == "Seat 1: a name may not hold a line break or another control character."
    dialog.accept()
    assert dialog.seats == [] and dialog.result() != NewGameDialog.DialogCode.Accepted
    assert dialog.error.textFormat() == Qt.TextFormat.PlainText


def test_a_file_name_in_a_notice_shows_literally(window, qtbot, tmp_path):
    folder = tmp_path / "<img src=%2Fdev%2Fzero>"
    folder.mkdir()
    damaged = folder / "<b>bold&amp;.json"
    damaged.write_text("{", encoding="utf-8")
    assert not open_record(qtbot, window, damaged)
    assert str(damaged) in window.start_page.error.text()
    _assert_no_leaks([str(damaged), folder.name, damaged.name])
    _open(window, qtbot, tmp_path, _played_record("heart_of_crown", ["Ann", "Bee"], ["human", "baseline"], 4))
    assert window.save_record_as(folder / "<table>.json")
    assert str(folder / "<table>.json") in window.table.prompt.notice.text()
    _assert_no_leaks([str(folder / "<table>.json"), "<table>"])

