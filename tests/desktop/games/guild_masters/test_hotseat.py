"""Two humans at one Guild Masters table through the real window: the cover
between them, each seat seeing only its own hand, Undo that takes back a
move but never one before the last reveal, a save and a load in the middle of
the game, and the end page with the five parts of the final scoring and the
guild rank."""
from PySide6.QtCore import QSettings, Qt
from PySide6.QtTest import QTest

from desktop.games.guild_masters.items import hand_items
from desktop.games.guild_masters.strings import GUILD_RANKS, tr
from desktop.base.seats import Seat
from desktop.shell.session import GameSession
from engine.ai.agents import make_agent
from tests.desktop.games.guild_masters.driver import perform
from tests.desktop.waiting import open_record
from tools.gestures import settled

NAMES = ["Ann", "Bea"]
SAVE_AT = 60            # the save and the load, after this many actions
UNDOS = 6               # how many undos the test takes (and plays again)


def pass_the_cover(window, qtbot) -> int:
    """The cover names the next player and hides the table; Ready shows it
    again, as that player sees it. The seat now looking."""
    session = window.session
    deciding = session.decision.player
    assert window.cover.title.text() == f"Pass to {NAMES[deciding]}"
    assert not window.table.isVisible()           # the other's hand is out of sight
    QTest.mouseClick(window.cover.ready_button, Qt.MouseButton.LeftButton)
    assert window.pages.currentWidget() is window.table
    return deciding


def only_own_hand_is_shown(window, seat: int) -> None:
    table, view = window.table, window.session.view(seat)
    assert table.view["seat"] == seat and NAMES[seat] in table.hand_title.text()
    assert table.hand_model.items() == hand_items(view)
    other = next(strip for strip in table.strips if not strip.own)
    counts = view["players"][other.seat]["hand"]
    assert isinstance(counts, dict)               # the other's hand: only how many, as the rulebook says
    assert other.hand.text() == f"Hand: {counts['events']} events, {counts['regalia']} regalia"
    own = next(strip for strip in table.strips if strip.own)
    assert own.seat == seat and own.hand.isHidden()


def click_undo(window) -> None:
    QTest.mouseClick(window.table.undo_button, Qt.MouseButton.LeftButton)


def test_two_humans_play_a_whole_game_at_one_table(window, qtbot, tmp_path):
    QSettings().setValue("confirm/end_phase", "false")
    session = GameSession.new("guild_masters", {"players": 2}, 8, [Seat(name) for name in NAMES],
                              **window._session_args())
    window.start_session(session)
    window.table.confirm_end_phase = False
    advisor = make_agent("baseline", "guild_masters", 2)
    stats, covers, undone, refused, saved = {}, 0, 0, 0, False
    floor = 0               # the record's length after the last action that drew or revealed something
    for _ in range(4000):
        session = window.session
        if session.decision is None:
            break
        if window.pages.currentWidget() is window.cover:
            seat = pass_the_cover(window, qtbot)
            covers += 1
        else:
            seat = window.viewer
        table = window.table
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
            assert window.session.names == NAMES and window.session.human_seats() == [0, 1]
            continue
        qtbot.waitUntil(lambda: settled(table), timeout=2000)
        before = len(session.record.actions)
        action = advisor.act(session.state.clone())
        perform(table, action, stats)
        assert len(session.record.actions) == before + 1, table.prompt.notice.text()
        if session.changes.undo_barrier:
            floor = before + 1
        if session.decision is None or session.decision.player != seat:
            continue
        if session.changes.undo_barrier:
            # Something was drawn or revealed: Undo refuses, says why, and changes nothing.
            assert not table.undo_button.isEnabled()
            table.undo_requested.emit()         # as the shortcut would, past the disabled button
            assert len(session.record.actions) == before + 1
            assert "Nothing to undo" in table.prompt.notice.text()
            refused += 1
        elif undone < UNDOS:
            shown = session.view(seat)
            assert table.undo_button.isEnabled()
            click_undo(window)
            assert len(session.record.actions) == before, "Undo took nothing back"
            assert table.view == session.view(seat) and table.view != shown
            undone += 1
            if undone == UNDOS:         # back as far as Undo goes: to the last reveal, not a move before it
                while table.undo_button.isEnabled():
                    click_undo(window)
                assert len(session.record.actions) == floor and not session.can_undo()
    session = window.session
    assert session.decision is None, "the game did not end"
    qtbot.waitUntil(lambda: window.pages.currentWidget() is window.end_page, timeout=5000)
    assert saved and covers > 10 and undone == UNDOS and refused > 3, (saved, covers, undone, refused)
    assert stats.get("clicks_on_map", 0) + stats.get("drops", 0) > 3, stats
    details = window.end_page.details
    final = session.view(0)
    assert [details.cell(0, column) for column in range(1, 8)] == [
        "Receptionist", "Controlled areas", "Tiles, treasures, regalia chips", "Played cards",
        "Altar of revival", "Total", "Guild rank"]
    for row, score in enumerate(final["scores"], start=1):
        assert details.cell(row, 0) == NAMES[row - 1]
        cells = [details.cell(row, column) for column in range(1, 8)]
        assert cells[:6] == [str(score[k]) for k in ("receptionist", "areas", "items", "cards", "altar", "total")]
        assert cells[6] == tr(GUILD_RANKS[score["rank"]])
        assert score["total"] == sum(score[k] for k in ("receptionist", "areas", "items", "cards", "altar"))
