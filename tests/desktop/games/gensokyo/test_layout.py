"""The table at the window's smallest size, 2 to 4 players: the hand's row
of cards whole, every player's strip in sight without scrolling, and the
board keeps most of the room."""
import pytest

from desktop.base.seats import Seat
from desktop.shell.session import GameSession
from tests.desktop.whole_rows import cut_rows


@pytest.mark.parametrize("board", ["loop", "cross"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_row_is_whole_at_1024x600(window, qtbot, players, board):
    """The cross map's strips are the widest: they count the checks too."""
    seats = [Seat("Ann")] + [Seat(f"Bot {n}", "baseline") for n in range(1, players)]
    session = GameSession.new("gensokyo", {"players": players, "map": board}, 4, seats, **window._session_args())
    window.start_session(session)
    window.resize(1024, 600)
    qtbot.waitUntil(lambda: window.size().width() == 1024 and window.size().height() == 600, timeout=2000)
    qtbot.waitUntil(lambda: window.table.hand_model.rowCount() > 0, timeout=5000)
    qtbot.wait(50)      # the layout's second pass, after the cards took their new size
    table = window.table
    assert len(table.strips) == players
    assert cut_rows(table) == []
    assert not table.strip_scroll.verticalScrollBar().isVisible()
    assert not table.strip_scroll.horizontalScrollBar().isVisible()
    board = table.board.geometry()
    assert board.width() * board.height() > 0.3 * table.width() * table.height()
