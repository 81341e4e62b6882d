"""The table at the window's smallest size: every row of cards whole."""
import pytest

from desktop.shell.seats import Seat
from tests.desktop.games.tanto_cuore.test_table import start
from tests.desktop.whole_rows import cut_rows


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_row_of_cards_is_whole_at_1024x600(window, qtbot, players):
    """Validates that at 1024×600 no row of cards (the town, every player's
    quarters, hand, maids served) is cut by the window or the quarters'
    scroll area, and that a row wider than its place can scroll."""
    start(window, [Seat("Ann")] + [Seat(f"Bot {n}", "baseline") for n in range(1, players)])
    window.resize(1024, 600)
    qtbot.waitUntil(lambda: window.size().width() == 1024 and window.size().height() == 600, timeout=2000)
    qtbot.wait(50)      # the layout's second pass, after the cards took their new size
    assert len(window.table.quarters) == players
    assert cut_rows(window.table) == []
    assert not window.table.strip_scroll.verticalScrollBar().isVisible()
