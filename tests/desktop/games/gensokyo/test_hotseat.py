"""Two humans at one Gensokyo table through the real window, on the cross
map: the cover between them (the defender's secret support too), each seat
seeing only its own hand, Undo that takes back a move but never one before the
last roll or reveal, a save and a load in the middle of the game, a battle
and a sale to pay a toll, and the end page with total assets by part."""
from PySide6.QtCore import QSettings, Qt
from PySide6.QtTest import QTest

from desktop.base.seats import Seat
from desktop.games.gensokyo.end_details import land_values
from desktop.shell.session import GameSession
from engine.ai.agents import make_agent
from tests.desktop.games.gensokyo.driver import perform
from tests.desktop.waiting import open_record
from tools.gestures import settled

NAMES = ["Ann", "Bea"]
SAVE_AT = 60            # the save and the load, after this many actions
UNDOS = 4


def pass_the_cover(window) -> int:
    """The cover names the next player and hides the table; Ready shows it as that player sees it."""
    deciding = window.session.decision.player
    assert window.cover.title.text() == f"Pass to {NAMES[deciding]}"
    assert not window.table.isVisible()
    QTest.mouseClick(window.cover.ready_button, Qt.MouseButton.LeftButton)
    assert window.pages.currentWidget() is window.table
    return deciding


def only_own_hand_is_shown(window, seat: int) -> None:
    table, view = window.table, window.session.view(seat)
    assert table.view["seat"] == seat and NAMES[seat] in table.hand_title.text()
    assert [item.card for item in table.hand_model.items()] == view["hand"]
    other = next(strip for strip in table.strips if not strip.own)
    assert f"Hand {view['players'][other.seat]['hand']}" in other.counts.text()     # a count, never the cards


def test_two_humans_play_a_whole_game_at_one_table(window, qtbot, tmp_path):
    QSettings().setValue("confirm/end_phase", "false")
    session = GameSession.new("gensokyo", {"players": 2, "map": "cross"}, 1, [Seat(name) for name in NAMES],
                              **window._session_args())
    window.start_session(session)
    advisor = make_agent("baseline", "gensokyo", 2)
    stats, kinds, covers, undone, refused, saved = {}, set(), 0, 0, 0, False
    for _ in range(3000):
        session = window.session
        # the dice roll by themselves (the session answers chance)
        qtbot.waitUntil(lambda: session.decision is None or not session.decision.is_chance, timeout=5000)
        if session.decision is None:
            break
        if window.pages.currentWidget() is window.cover:
            seat = pass_the_cover(window)
            covers += 1
        else:
            seat = window.viewer
        table = window.table
        table.confirm_end_phase = False
        assert seat == session.decision.player
        only_own_hand_is_shown(window, seat)
        if not saved and len(session.record.actions) >= SAVE_AT:
            saved = True
            path = tmp_path / "mid.json"
            actions = list(session.record.actions)
            assert window.save_record_as(path)
            window.show_start()
            assert open_record(qtbot, window, path)
            assert window.session is not session and window.session.record.actions == actions
            continue
        qtbot.waitUntil(lambda: settled(table), timeout=2000)
        before = len(session.record.actions)
        kinds.add(session.decision.kind)
        perform(table, advisor.act(session.state.clone()), stats)
        assert len(session.record.actions) == before + 1, table.prompt.notice.text()
        if session.decision is None or session.decision.player != seat:
            continue
        if session.changes.undo_barrier:
            assert not table.undo_button.isEnabled()        # a roll or a draw: Undo stops here
            refused += 1
        elif undone < UNDOS:
            QTest.mouseClick(table.undo_button, Qt.MouseButton.LeftButton)
            assert len(session.record.actions) == before, "Undo took nothing back"
            assert table.view == session.view(seat)
            undone += 1
    session = window.session
    assert session.decision is None, "the game did not end"
    qtbot.waitUntil(lambda: window.pages.currentWidget() is window.end_page, timeout=5000)
    assert saved and covers > 10 and undone == UNDOS and refused > 3, (saved, covers, undone, refused)
    assert {"battle_support", "sell", "step"} <= kinds, kinds        # a battle, a sale, the route choice
    final = session.view(0)
    details = window.end_page.details
    assert [details.cell(0, column) for column in range(6)] == [
        "Player", "Money", "Land values", "Total assets", "Lands", "Rank"]
    values = land_values(final)
    for row, player in enumerate(final["players"], start=1):
        assert details.cell(row, 0) == NAMES[row - 1]
        assert details.cell(row, 3) == f"{player['assets']}圓" == f"{player['money'] + values[row - 1]}圓"
