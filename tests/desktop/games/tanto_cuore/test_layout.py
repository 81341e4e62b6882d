"""The table at the window's smallest size: every row of cards whole."""
import pytest

from desktop.base.seats import Seat
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


def test_full_quarters_late_in_a_game_keep_readable_cards_on_more_lines(qtbot):
    """Late in a game the AI's quarters shrank to a third of a card; they stop
    at 0.6 and wrap, every card in view."""
    from tests.desktop.games.tanto_cuore.bench import bench
    maids = ["azure", "viola", "rouge", "kagari", "safran", "genevieve", "moine", "sainsbury", "tenalys"] * 3
    b = bench(qtbot, {"options": {"town": "preset:first_game"}, "seed": 2, "phase": "serving",
                      "seats": {"1": {"chambermaids": maids}}})
    b.table.resize(1280, 800)
    qtbot.wait(50)
    row = b.strip(1).cards
    assert row.model().rowCount() >= 25          # at the full width they would be under half size
    assert row.shown_scale() >= 0.6
    rects = [row.visualRect(row.model().index(r, 0)) for r in range(row.model().rowCount())]
    assert len({rect.top() for rect in rects}) > 1
    assert all(row.viewport().rect().contains(rect) for rect in rects), (row.viewport().rect(), rects, row.shown_scale())
