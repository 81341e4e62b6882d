"""The table at the window's smallest size: every row of cards whole."""
import pytest

from desktop.base.seats import Seat
from tests.desktop.games.heart_of_crown.test_game import start
from tests.desktop.whole_rows import cut_rows


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_row_of_cards_is_whole_at_1024x600(window, qtbot, players):
    """Validates that at 1024×600 no row of cards (markets, princesses, the
    domains, hand, play area) is cut by the window or the domains' scroll
    area, and that a row wider than its place can scroll."""
    start(window, [Seat("Ann")] + [Seat(f"Bot {n}", "baseline") for n in range(1, players)])
    window.resize(1024, 600)
    qtbot.waitUntil(lambda: window.size().width() == 1024 and window.size().height() == 600, timeout=2000)
    qtbot.wait(50)      # the layout's second pass, after the cards took their new size
    assert len(window.table.domains) == players
    assert cut_rows(window.table) == []
    assert not window.table.strip_scroll.verticalScrollBar().isVisible()


def test_the_domains_take_the_height_of_a_large_window(window, qtbot):
    """Validates that at 1920×1080 the domains' cards grow into the height
    left to them: no empty band between the last domain and the hand."""
    start(window, [Seat("Ann"), Seat("Bot", "baseline"), Seat("Bob", "baseline")])
    window.resize(1920, 1080)
    qtbot.waitUntil(lambda: window.size().height() == 1080, timeout=2000)
    qtbot.wait(50)
    table = window.table
    assert table.domains[0].cards.shown_scale() > table.scale
    assert cut_rows(table) == []


def test_the_discard_pile_offers_a_buy_only_where_a_drop_buys(window, qtbot):
    """Validates that your discard pile says "drop to buy" at a table you play,
    and only its name in a replay (the replay page marks its table read-only)."""
    start(window, [Seat("Ann"), Seat("Bot", "baseline")])
    table = window.table
    assert "drop to buy" in table.discard_zone._title.text()
    table.read_only = True
    table.show_view(table.view)
    assert table.discard_zone._title.text() == "Discard pile"
