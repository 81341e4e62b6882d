"""The shared boards at Guild Masters' table show what the view says: the
regalia board's chips (one on each space still holding its card) and the
treasures left, drawn in their colours; the civilisation and miasma chips on
the track; the potion actions free, used or closed; the season, the start
player and who has passed. A card row is reset only when what it shows changes."""
import pytest
from PySide6.QtCore import QPoint
from PySide6.QtGui import QColor, QImage

from desktop.games.guild_masters.board_marks import (CAPTION, CHIP, CIVILISATION, MIASMA, REGALIA_CHIP,
                                                      TREASURE_CHIP, ChipShelf, TrackBar)
from desktop.games.guild_masters.items import hand_items
from desktop.games.guild_masters.strings import content, season_name, tr
from desktop.games.guild_masters.table import TablePage
from desktop.shell.rules import TableRules
from desktop.widgets.roles import HINT_ROLE
from engine.ai.agents import make_agent
from engine.games import new_game


def picture(widget, width: int, height: int) -> QImage:
    widget.resize(width, height)
    image = QImage(width, height, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    widget.render(image)
    return image


def near(pixel: QColor, colour: QColor, slack: int = 40) -> bool:
    return all(abs(a - b) <= slack for a, b in zip(pixel.getRgb()[:3], colour.getRgb()[:3]))


def test_the_chip_shelf_draws_a_regalia_chip_only_where_a_card_still_lies_and_each_treasure(qtbot):
    shelf = ChipShelf()
    qtbot.addWidget(shelf)
    treasures = [chip.id for chip in content().board.treasures][:2]
    shelf.set_board(["card", None, "other"], treasures)
    image = picture(shelf, 400, shelf.sizeHint().height())
    middle = CAPTION + CHIP + 3     # sampled left of each chip's centre: its number is white
    slots = [CHIP + 4 + i * (2 * CHIP + 6) for i in range(3)]
    assert [near(image.pixelColor(x - CHIP // 2, middle), REGALIA_CHIP) for x in slots] == [True, False, True]
    first = slots[-1] + 2 * CHIP + 6 + 10
    assert all(near(image.pixelColor(first + i * (2 * CHIP + 20) - CHIP // 2, middle), TREASURE_CHIP)
               for i in range(2))
    assert not near(image.pixelColor(first + 2 * (2 * CHIP + 20) - CHIP // 2, middle), TREASURE_CHIP)
    assert "2/3" in shelf.toolTip()


def test_the_chip_shelf_wraps_its_treasures_in_a_narrow_column(qtbot):
    """At 1024×600 the middle column cut the last treasure chip off."""
    shelf = ChipShelf()
    qtbot.addWidget(shelf)
    treasures = [chip.id for chip in content().board.treasures]
    shelf.set_board(["card", "card", "card"], treasures)
    narrow = 200
    centres = shelf.treasure_centres(narrow)
    assert len(centres) == len(treasures) > 3
    assert all(c.x() + CHIP + 10 <= narrow for c in centres)
    assert len({c.y() for c in centres}) > 1
    image = picture(shelf, narrow, shelf.heightForWidth(narrow))
    last = centres[-1]
    assert near(image.pixelColor(round(last.x()) - CHIP // 2, round(last.y())), TREASURE_CHIP)


def test_the_track_puts_the_civilisation_and_miasma_chips_on_their_values(qtbot):
    bar = TrackBar()
    qtbot.addWidget(bar)
    bar.set_track(3, 15, 20)
    image = picture(bar, 404, 22)
    step = 400 / 20
    at = lambda value: QPoint(round(2 + (value - 0.5) * step), 11)     # noqa: E731
    assert near(image.pixelColor(at(3).x() - 5, 11), CIVILISATION)
    assert near(image.pixelColor(at(15).x() - 5, 11), MIASMA)
    assert not near(image.pixelColor(at(9)), CIVILISATION) and not near(image.pixelColor(at(9)), MIASMA)


def game_until(condition, seed=4, limit=600):
    state = new_game("guild_masters", {"players": 2}, seed)
    agents = [make_agent("baseline", "guild_masters", seed + seat) for seat in range(2)]
    for _ in range(limit):
        if condition(state) or state.decision is None:
            break
        state.apply(agents[state.decision.player].act(state))
    assert condition(state), "the game never came there"
    return state


@pytest.fixture
def table(qtbot):
    page = TablePage()
    qtbot.addWidget(page)
    page.animations = False
    page.resize(1280, 800)
    page.show()
    return page


def show(table, state, changes=None):
    table.rules = TableRules(lambda: state)
    table.show_view(state.view(0), changes)


def test_the_table_shows_the_boards_of_the_view(table):
    # a potion action used this round, a regalia taken from the board, someone passed
    state = game_until(lambda s: s.potion_used and None in s.regalia_board and any(p.passed for p in s.players))
    table.reset(["Ann", "Bea"], TableRules(lambda: state))
    show(table, state)
    view = state.view(0)
    assert table.chip_shelf.slots == [card is not None for card in view["regalia_board"]]
    assert table.chip_shelf.treasures == view["treasures"]
    assert (table.main_board.track_bar.civilisation, table.main_board.track_bar.miasma) == (
        view["civilisation"], view["miasma"])
    states = {label.property("space") for label in table.main_board.potion_labels}
    for label, space in zip(table.main_board.potion_labels, content().board.potion_spaces):
        expected = "blocked" if space.slot in view["blocked"] else "used" if space.slot in view["potion_used"] \
            else "free"
        assert label.property("space") == expected, space.slot
    assert {"used", "blocked", "free"} <= states
    assert season_name(view["season"]) in table.main_board.round.text()
    for strip in table.strips:
        player = view["players"][strip.seat]
        assert ("start player" in strip.title.text()) == (view["start"] == strip.seat)
        assert ("passed" in strip.title.text()) == player["passed"]


def test_a_card_row_is_reset_only_when_its_cards_or_their_options_change(table):
    state = game_until(lambda s: s.phase == "action" and s.decision.player == 0)
    table.reset(["Ann", "Bea"], TableRules(lambda: state))
    resets = []
    table.hand_model.modelReset.connect(lambda: resets.append(1))
    show(table, state)
    assert table.hand_model.items() == hand_items(state.view(0)) and len(resets) == 1
    show(table, state)              # the same view again: nothing to lay out anew
    assert len(resets) == 1
    play = next(a for a in state.decision.options if state.describe(a).verb == "play")
    table.highlight(play)           # a hint lit on the hand goes out with the next view
    assert any(table.hand_model.index(r, 0).data(HINT_ROLE) for r in range(table.hand_model.rowCount()))
    show(table, state)
    assert len(resets) == 1
    assert not any(table.hand_model.index(r, 0).data(HINT_ROLE) for r in range(table.hand_model.rowCount()))
    changes = state.apply(play)     # the card leaves the hand: the row shows it
    show(table, state, changes)
    assert len(resets) == 2 and table.hand_model.items() == hand_items(state.view(0))
    assert tr("Your hand — {name}").format(name="Ann") == table.hand_title.text()
