"""A whole hot-seat game through the window, and the end page's breakdown."""
from PySide6.QtCore import QSettings

from desktop.base.seats import Seat
from desktop.shell.session import GameSession
from engine.ai.agents import make_agent
from tests.desktop.games.tanto_cuore.bench import perform
from tools.gestures import settled


def test_two_humans_play_a_whole_game_at_the_table(window, qtbot):
    """Every decision of both seats is taken through buttons, drops and Enter,
    the cover hides the table between the seats, and the end page shows where
    every player's VP came from."""
    QSettings().setValue("confirm/end_phase", "false")
    session = GameSession.new("tanto_cuore", {"players": 2, "town": "preset:first_game"}, 11,
                              [Seat("Ann"), Seat("Bea")], **window._session_args())
    window.start_session(session)
    window.table.confirm_end_phase = False
    advisor = make_agent("baseline", "tanto_cuore", 7)
    stats, covers = {}, 0
    for _ in range(3000):
        if session.decision is None:
            break
        if window.pages.currentWidget() is window.cover:
            window.cover.ready.emit()
            covers += 1
            continue
        table = window.table
        assert table.view["seat"] == session.decision.player
        before = len(session.record.actions)
        qtbot.waitUntil(lambda: settled(table), timeout=2000)     # a player looks before clicking
        perform(table, advisor.act(session.state.clone()), stats)
        assert len(session.record.actions) == before + 1, table.prompt.notice.text()
    assert session.decision is None
    assert window.pages.currentWidget() is window.end_page
    assert covers > 10 and stats.get("drops", 0) > 20 and stats.get("clicks", 0) > 10
    final = session.view(0)
    details = window.end_page.details
    for row, player in enumerate(final["players"], start=1):
        assert details.cell(row, 0) == ["Ann", "Bea"][player["seat"]]
        cells = [details.cell(row, c) for c in range(1, 9)]
        score = player["score"]
        assert cells[:7] == [str(score[k]) for k in ("cards", "ophelia", "colette_bonus", "safran_sets",
                                                     "crescent_sets", "bad_habits", "total")]
        assert cells[7] == str(player["employed"])
    assert details.cell(0, 7) == "Total"
    assert [strip.seat for strip in details.strips] == [0, 1]
    assert window.table.log_model.rowCount() > 50
