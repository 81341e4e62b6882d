"""The toy game's whole game through the real window against Hard, with a
hint at every move: the session rolls 2d6 at the table's pace and the dice
show it, the opponent's commit is a card back and the viewer's own a face,
a blind pick is logged to those who may see it, the pieces on the route view
are where the engine says after every move (a step answered by clicking its
lit square), and the game reaches its end page."""
import pytest
from PySide6.QtCore import Qt

from desktop.base.seats import Seat
from desktop.shell.session import GameSession
from engine.ai.agents import make_agent
from tests.desktop.toy import toy_desktop


@pytest.fixture
def toy():
    with toy_desktop() as spec:
        yield spec


def _local(kind, game_id, seed):
    """The seats' agents, Hard's shares run in this process (a worker process
    does not know the test-only toy game)."""
    agent = make_agent(kind, game_id, seed)
    agent.use_workers = False
    return agent


def test_a_whole_toy_game_against_hard_with_hints(toy, window, qtbot):
    args = {**window._session_args(), "agent_factory": _local, "pace_ms": 10}
    session = GameSession.new(toy.id, {"hand": 4, "route": "eight"}, 7, [Seat("Ann"), Seat("Bot", "hard")], **args)
    window.start_session(session)
    table = window.table
    drawn = []          # per view shown: the route view's pieces and facings, and the view's
    show_view = table.show_view

    def show_and_read(view, changes):
        show_view(view, changes)
        drawn.append((list(zip(table.route.piece_squares(), table.route.piece_facings())),
                      [(piece["at"], piece["facing"]) for piece in view["pieces"]]))
    table.show_view = show_and_read
    seen_backs = seen_own = hints = clicked_squares = 0
    while session.state.decision is not None:
        qtbot.waitUntil(lambda: session.human_to_move() == 0 or session.state.decision is None, timeout=20000)
        if session.state.decision is None:
            break
        view = session.view(0)
        assert table.route.piece_squares() == [piece["at"] for piece in view["pieces"]]
        # both dice rolled and shown (three when Ann keeps two of them: Hard's time cap decides if that comes)
        assert table.dice.faces() == view["dice"] and len(view["dice"]) == (3 if view["phase"] == "keep" else 2)
        seen_backs += table.slots[1].state() == "back"
        with qtbot.waitSignal(session.hints.ready, timeout=20000):
            table.hint_toggled.emit()
        hints += 1
        advice = table.prompt.hint_line.text()
        action = next(a for a in session.decision.options if advice == f"Hint: {toy.codec.text(a)}")
        if action[0] == "step":         # the way to go: its square is lit on the route, to click
            assert set(table.route.targets) == {a[1] for a in session.decision.options}
            qtbot.mouseClick(table.route.viewport(), Qt.MouseButton.LeftButton,
                             pos=table.route.place_point(action[1]).toPoint())
            clicked_squares += 1
        else:
            assert not set(table.route.targets)
            table.prompt.button(action).click()
        if action[0] == "commit" and session.state.phase == "commit":      # the bot still to commit
            seen_own += table.slots[0].state() == "own" and table.slots[1].state() == "empty"
    qtbot.waitUntil(lambda: window.pages.currentWidget() is window.end_page, timeout=10000)
    assert table.route.piece_squares() == [piece["at"] for piece in session.view(0)["pieces"]]
    lines = table.log_model.lines()
    assert all(pieces == shown for pieces, shown in drawn)
    assert len({tuple(shown) for _, shown in drawn}) >= 3           # both pieces moved
    assert clicked_squares and any(line.startswith("Bot lands on") for line in lines)
    assert hints >= 4 and seen_backs and seen_own and any(line.startswith("Rolled ") for line in lines)
    if any(a.startswith("pick") for a in session.record.actions):
        assert any("blind" in line for line in lines)
