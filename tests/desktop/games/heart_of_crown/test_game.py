"""A whole game through the window, and what the table shows along the way."""
from PySide6.QtCore import QSettings

from desktop.games.heart_of_crown.models.items import domain_items
from desktop.base.seats import Seat
from desktop.shell.session import GameSession
from engine.ai.agents import make_agent
from tools.gestures import drop, perform, reachable, settled
from tests.desktop.actions import end_turn, options


def start(window, seats, seed=3, market="random"):
    session = GameSession.new("heart_of_crown", {"players": len(seats), "market": market}, seed, seats,
                              **window._session_args())
    window.start_session(session)
    return session


def test_human_plays_a_whole_game_against_the_ai(window, qtbot):
    """Validates that a human seat can take every decision through buttons, Enter
    and real drops, that the AI plays in between, and that the end page appears."""
    QSettings().setValue("confirm/end_phase", "false")
    window.table.confirm_end_phase = False
    session = start(window, [Seat("Ann"), Seat("Bot", "baseline")])
    advisor = make_agent("baseline", "heart_of_crown", 7)
    stats = {}
    for _ in range(2000):
        if session.decision is None:
            break
        if session.human_to_move() is None:
            qtbot.waitUntil(lambda: session.decision is None or session.human_to_move() is not None,
                            timeout=5000)
            continue
        wanted = advisor.act(session.state.clone())
        options = session.decision.options
        if not reachable(window.table, wanted):
            wanted = next(a for a in options if reachable(window.table, a))
        before = len(session.record.actions)
        qtbot.waitUntil(lambda: settled(window.table), timeout=2000)     # a player looks before clicking
        perform(window.table, wanted, stats)
        assert len(session.record.actions) == before + 1, window.table.prompt.notice.text()
    assert session.decision is None
    assert window.pages.currentWidget() is window.end_page
    assert "won" in window.end_page.title.text()
    final = session.view(0)
    strips = window.end_page.details.strips
    assert [s.seat for s in strips] == [0, 1]                  # every final domain is shown
    for strip in strips:
        assert strip.model.rowCount() == len(domain_items(final, strip.seat)) > 0
        assert f"{final['players'][strip.seat]['points']} succession points" in strip.header.text()
    assert stats.get("drops", 0) > 0 and stats.get("enter", 0) + stats.get("clicks", 0) > 0
    assert window.table.log_model.rowCount() > 50


def test_a_refused_drop_says_why_and_changes_nothing(window, qtbot):
    session = start(window, [Seat("Ann"), Seat("Bot", "baseline")])
    table = window.table
    actions = len(session.record.actions)
    duke = {"source": "market", "card": "duke", "slot": None}
    assert drop(table.discard_zone, duke)
    assert len(session.record.actions) == actions
    assert "main phase" in table.prompt.notice.text()


def test_a_refused_play_of_a_succession_card_says_where_it_goes(window, qtbot):
    """The drop names why (a succession card is set, in the second phase), not only that it can't."""
    session = start(window, [Seat("Ann"), Seat("Bot", "baseline")])
    maid = {"source": "hand", "card": "apprentice_maid", "slot": None}
    actions = len(session.record.actions)
    assert drop(window.table.play_view, maid)
    assert len(session.record.actions) == actions
    notice = window.table.prompt.notice.text()
    assert "Apprentice Maid is a succession card" in notice and "second phase" in notice


def test_dragging_a_card_lights_up_where_it_may_go(window, qtbot):
    start(window, [Seat("Ann"), Seat("Bot", "baseline")])
    table = window.table
    hand = table.hand_model
    row = next(r for r in range(hand.rowCount()) if hand.legal_actions(r))
    table.hand_view.drag_started.emit(hand.payload(row))
    assert table.play_view.property("dropTarget") is True
    assert not table.discard_zone.property("dropTarget")
    table.hand_view.drag_finished.emit()
    assert table.play_view.property("dropTarget") is False


def test_undo_takes_back_a_play_but_not_a_draw(window, qtbot):
    window.table.confirm_end_phase = False
    session = start(window, [Seat("Ann"), Seat("Bot", "baseline")], market="preset:first_game")
    table = window.table
    play = options(session, "play")[0]
    table.chosen.emit(play)
    assert session.can_undo() and table.undo_button.isEnabled()
    lines = table.log_model.rowCount()
    table.undo_button.click()
    assert session.record.actions == []
    assert table.log_model.rowCount() < lines
    end_turn(session, table.chosen.emit)     # cleanup draws a new hand: the floor
    qtbot.waitUntil(lambda: session.human_to_move() == 0, timeout=5000)
    assert not session.can_undo()


def test_a_refused_buy_names_the_price_after_reductions_and_the_coins(window, qtbot):
    session = start(window, [Seat("Ann"), Seat("Bot", "baseline")], market="preset:first_game")
    table = window.table
    table.confirm_end_phase = False         # start_session takes the setting; this test needs no second click
    while options(session, "play"):   # coins for a second phase; then the main phase ends itself
        table.chosen.emit(options(session, "play")[0])
    view = session.view(0)
    assert view["decision"]["kind"] == "second" and view["coins"] < 8
    actions = list(session.record.actions)
    duke = {"source": "market", "card": "duke", "slot": None}
    assert drop(table.discard_zone, duke)
    # The price is the engine's (after reductions: engine/games/heart_of_crown/table_info.py).
    price = session.state.buy_cost("duke")
    assert table.prompt.notice.text() == f"Duke costs {price}; you have {view['coins']} coins."
    table.prompt.show_notice("")
    table._activate_card(duke)             # a double-click says the same
    assert table.prompt.notice.text() == f"Duke costs {price}; you have {view['coins']} coins."
    assert session.record.actions == actions


def test_a_large_window_draws_larger_cards(window, qtbot):
    from PySide6.QtCore import QSize

    from desktop.widgets.table_chrome import MAX_SCALE, card_scale

    assert card_scale(QSize(1280, 800)) == 1.0 and card_scale(QSize(1000, 700)) == 1.0
    assert card_scale(QSize(3840, 2160)) == MAX_SCALE
    start(window, [Seat("Ann"), Seat("Bot", "baseline")])
    table = window.table
    small = table.hand_view.visualRect(table.hand_model.index(0, 0)).size()
    window.resize(1920, 1080)
    qtbot.waitUntil(lambda: table.scale > 1.0, timeout=2000)
    table.hand_view.doItemsLayout()
    large = table.hand_view.visualRect(table.hand_model.index(0, 0)).size()
    assert large.height() > small.height() * 1.2 and table.zoom.popup.width() > 300
