"""Item 11 of issue 15: the log reads turn by turn (a header row per turn,
in its player's colour), names players in their colours and cards as links
that show the card on hover, and is the same after Continue as before."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint

from desktop.widgets.log_model import HEADER_ROLE, HTML_ROLE, SEAT_ROLE
from desktop.base.seats import Seat
from desktop.shell.session import GameSession
from desktop.widgets.seat_colours import seat_colour
from engine.ai.agents import make_agent

GAMES = {"heart_of_crown": {"players": 2, "market": "preset:first_game"},
         "tanto_cuore": {"players": 2, "town": "preset:first_game"}}


def play_turns(window, qtbot, game, turns=3):
    """Ann (moved by a baseline agent, through the table's ``chosen``) against a Bot."""
    window.table.confirm_end_phase = False
    session = GameSession.new(game, GAMES[game], 21, [Seat("Ann"), Seat("Bot", "baseline")],
                              **window._session_args())
    window.start_session(session)
    ann = make_agent("baseline", game, 3)
    while session.state.turn_number <= 2 * turns:
        qtbot.waitUntil(lambda: session.human_to_move() == 0, timeout=10_000)
        window.table.chosen.emit(ann.act(session.state.clone()))
    qtbot.waitUntil(lambda: session.human_to_move() == 0, timeout=10_000)
    return session


@pytest.mark.parametrize("game", GAMES)
def test_the_log_after_continue_is_the_log_before_quitting(window, qtbot, game):
    play_turns(window, qtbot, game)
    before = window.table.log_model.rows()
    assert sum(row.header for row in before) >= 4
    window.show_start()
    with qtbot.waitSignal(window.opened, timeout=20_000):
        window.start_page.buttons["continue"].click()
    after = window.table.log_model.rows()
    assert "resumed" in after[-1].text         # where the resumed game goes on, and nothing else new
    assert after[:-1] == before


def test_turns_are_header_rows_with_their_player_and_moves_name_seats_in_colour(window, qtbot):
    play_turns(window, qtbot, "heart_of_crown")
    model = window.table.log_model
    rows = model.rows()
    headers = [row for row in rows if row.header]
    assert {row.seat for row in headers} == {0, 1}
    assert any(row.text == "Turn 2: Bot" for row in headers)
    assert any(row.text.endswith("your turn") for row in headers)      # Ann's own turns
    bought = next(row for row in rows if row.text.startswith("Bot buys"))
    assert f'color:{seat_colour(1).name()}' in bought.html and ">Bot</span>" in bought.html
    assert '<a href="card:' in bought.html
    mine = next(row for row in rows if row.text.startswith("You play"))
    assert f'color:{seat_colour(0).name()}' in mine.html and ">You</span>" in mine.html
    index = model.index(rows.index(headers[0]))
    assert index.data(HEADER_ROLE) and index.data(SEAT_ROLE) == headers[0].seat
    assert index.data(HTML_ROLE) == headers[0].html


def test_a_card_named_in_the_log_shows_large_on_hover(window, qtbot):
    play_turns(window, qtbot, "heart_of_crown", turns=1)
    view = window.table.log_view
    model = window.table.log_model
    row = next(i for i, r in enumerate(model.rows()) if r.text.startswith("You play"))
    view.scrollTo(model.index(row))
    rect = view.visualRect(model.index(row))
    found = {view.card_at(QPoint(x, rect.top() + 8))[0] for x in range(rect.left(), rect.right(), 3)}
    assert None in found and len(found - {None}) == 1      # the card's name, not the words around it
    card = (found - {None}).pop()
    x = next(x for x in range(rect.left(), rect.right(), 3) if view.card_at(QPoint(x, rect.top() + 8))[0])
    window.table.zoom._hover(view, QPoint(x, rect.top() + 8))
    window.table.zoom._show()
    assert window.table.zoom.popup.isVisible() and window.table.zoom.popup.card == card


def _line(event, names, viewer):
    return f"Turn of {names[event['player']]}" if event["type"] == "turn" else "moved"


def test_a_turn_header_the_next_header_follows_at_once_goes(qapp):
    """Turns in which the viewer sees nothing (a GM opponent's hidden picks, an
    unlogged pass) left runs of empty headers; the last one says whose turn it is."""
    from desktop.widgets.log_model import LogModel
    turn = [{"type": "turn", "player": 0}, {"type": "turn", "player": 1}]
    events = [*turn, {"type": "move"}, *turn, {"type": "move", "visible_to": 1}, *turn]
    one_by_one = LogModel(_line)
    one_by_one.reset(["Ann", "Bob"], 0)
    for number, event in enumerate(events):
        one_by_one.add_events(number, [event])
    assert one_by_one.lines() == ["Turn of Bob", "moved", "Turn of Bob"]
    loaded = LogModel(_line)
    loaded.reset(["Ann", "Bob"], 0)
    loaded.add_events(0, events)
    assert loaded.rows() == one_by_one.rows()
    one_by_one.add_events(len(events), [{"type": "move"}])
    assert one_by_one.lines() == ["Turn of Bob", "moved", "Turn of Bob", "moved"]
    one_by_one.set_viewer(1)
    assert one_by_one.lines() == ["Turn of Bob", "moved", "Turn of Bob", "moved", "Turn of Bob", "moved"]


def test_a_guild_masters_log_has_no_empty_turn(qapp):
    from desktop.games.guild_masters.strings import viewer_log_line
    from desktop.widgets.log_model import LogModel
    from tests.desktop.games.guild_masters.test_table import views_along_a_game
    model = LogModel(viewer_log_line)
    model.reset(["Ann", "Bob"], 0)
    for number, (_, _, events) in enumerate(views_along_a_game()):
        model.add_events(number, events)
    headers = [row.header for row in model.rows()]
    assert sum(headers) > 10 and not any(a and b for a, b in zip(headers, headers[1:]))
