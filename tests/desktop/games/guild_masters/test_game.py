"""A whole 2-player game against the AI through the table's own gestures:
hex clicks and adventurer drops delivered to the real map, Enter on cards,
the prompt's buttons; the end page shows the five parts of the final scoring
and the guild rank."""
from PySide6.QtCore import QSettings

from desktop.games.guild_masters.strings import GUILD_RANKS, tr
from desktop.base.seats import Seat
from desktop.shell.session import GameSession
from engine.ai.agents import make_agent
from tests.desktop.games.guild_masters.driver import perform
from tools.gestures import settled


def test_a_whole_game_against_the_ai_at_the_table(window, qtbot):
    QSettings().setValue("confirm/end_phase", "false")
    session = GameSession.new("guild_masters", {"players": 2}, 5, [Seat("Ann"), Seat("AI", "baseline")],
                              **window._session_args())
    window.start_session(session)
    window.table.confirm_end_phase = False
    advisor = make_agent("baseline", "guild_masters", 3)
    stats = {}
    for _ in range(4000):
        if session.decision is None:
            break
        if session.human_to_move() is None:
            qtbot.waitUntil(lambda: session.decision is None or session.human_to_move() is not None, timeout=20000)
            continue
        table = window.table
        assert table.view["seat"] == session.decision.player
        qtbot.waitUntil(lambda: settled(table), timeout=2000)     # a player looks before clicking
        before = len(session.record.actions)
        perform(table, advisor.act(session.state.clone()), stats)
        assert len(session.record.actions) == before + 1, table.prompt.notice.text()
    assert session.decision is None, "the game did not end"
    qtbot.waitUntil(lambda: window.pages.currentWidget() is window.end_page, timeout=5000)
    assert stats.get("clicks_on_map", 0) > 3 and stats.get("drops", 0) > 3, stats
    assert stats.get("enters", 0) > 3 and stats.get("buttons", 0) > 3, stats
    details = window.end_page.details
    final = session.view(0)
    for row, score in enumerate(final["scores"], start=1):
        cells = [details.cell(row, column) for column in range(1, 8)]
        assert cells[:6] == [str(score[k]) for k in ("receptionist", "areas", "items", "cards", "altar", "total")]
        assert cells[6] == tr(GUILD_RANKS[score["rank"]])
    assert window.table.log_model.rowCount() > 30
