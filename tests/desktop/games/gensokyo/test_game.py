"""A whole 2-player game of Gensokyo against the AI through the real window
and the table's own gestures (drops on the board, square clicks, Enter on
cards, buttons), ending on the end page with total assets by part."""
import pytest
from PySide6.QtCore import QSettings

from desktop.base.seats import Seat
from desktop.games.gensokyo.end_details import land_values
from desktop.shell.session import GameSession
from engine.ai.agents import make_agent
from tests.desktop.games.gensokyo.driver import perform
from tools.gestures import settled


@pytest.mark.parametrize("map_name,seed,level", [("loop", 5, "baseline"), ("cross", 6, "baseline"), ("loop", 7, "hard")])
def test_a_whole_game_against_the_ai_at_the_table(window, qtbot, map_name, seed, level):
    QSettings().setValue("confirm/end_phase", "false")
    session = GameSession.new("gensokyo", {"players": 2, "map": map_name}, seed,
                              [Seat("Ann"), Seat("AI", level)], **window._session_args())
    window.start_session(session)
    window.table.confirm_end_phase = False
    window.table.animations = False
    advisor = make_agent("baseline", "gensokyo", 3)
    stats = {}
    for _ in range(3000):
        if session.decision is None:
            break
        if session.human_to_move() is None:
            qtbot.waitUntil(lambda: session.decision is None or session.human_to_move() is not None, timeout=60000)
            continue
        table = window.table
        assert table.view["seat"] == session.decision.player
        qtbot.waitUntil(lambda: settled(table), timeout=2000)
        before = len(session.record.actions)
        perform(table, advisor.act(session.state.clone()), stats)
        assert len(session.record.actions) == before + 1, table.prompt.notice.text()
    assert session.decision is None, "the game did not end"
    qtbot.waitUntil(lambda: window.pages.currentWidget() is window.end_page, timeout=5000)
    assert stats.get("buttons", 0) > 5 and stats.get("squares", 0) + stats.get("drops", 0) > 0, stats
    final = session.view(0)
    details = window.end_page.details
    values = land_values(final)
    for row, player in enumerate(final["players"], start=1):
        assert details.cell(row, 1) == f"{player['money']}圓"
        assert details.cell(row, 2) == f"{values[player['seat']]}圓"
        assert details.cell(row, 3) == f"{player['assets']}圓"
        assert player["assets"] == player["money"] + values[player["seat"]]
    assert window.table.log_model.rowCount() > 30


def test_the_end_page_lists_each_seats_lands_as_the_board_names_them(qtbot):
    """Lands by attribute and grade, as their tiles show them (the fonts the app ships have those words)."""
    from desktop.games.gensokyo.end_details import EndDetails
    from tests.engine.gensokyo.core_scenario import pos

    state = pos(money=[30, 12], hands=[[], []], lands={"A11": {"owner": 0, "level": 2, "character": "CH13"}},
                at="move")
    details = EndDetails()
    qtbot.addWidget(details)
    view = state.view(0)
    details.show_result(view, ["Ann", "Bea"], {"type": "game_over", "reason": "deck_empty"})
    assert details.lands.text().splitlines() == ["Ann: Nether land 20 (level 2)", "Bea: no lands"]
    assert details.cell(1, 1) == "30圓" and details.cell(1, 2) == "40圓" and details.cell(1, 3) == "70圓"


def test_the_end_page_writes_money_and_its_chart_title_in_the_players_language(qtbot, qapp):
    """简体中文 writes 圆 (圓 is the Traditional form); the chart is of total assets by round."""
    from desktop.base.i18n import install_language
    from desktop.games.gensokyo.end_details import EndDetails
    from tests.engine.gensokyo.core_scenario import pos

    state = pos(money=[30, 12], hands=[[], []], lands={"A11": {"owner": 0, "level": 2, "character": "CH13"}},
                at="move")
    details = EndDetails()
    qtbot.addWidget(details)
    assert details.chart_title() == "Total assets over the rounds"
    install_language(qapp, "zh_Hans")
    try:
        details.show_result(state.view(0), ["Ann", "Bea"], {"type": "game_over", "reason": "deck_empty"})
        assert (details.cell(1, 1), details.cell(1, 3)) == ("30圆", "70圆")
        assert details.chart_title() == "每轮的总资产"
    finally:
        install_language(qapp, "en")
