"""Gensokyo's table over positions (offscreen): the hand lit where a card
can act, a character dragged onto the lit land claims it, a click on a square
with one option chooses it, a drop that means nothing says why, the strips
keep money and total assets in sight, the graveyard opens, the battle panel
follows a battle (commits face down, then the resolution) and reopens."""
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from desktop.widgets.roles import LEGAL_ROLE
from tests.desktop.games.gensokyo.bench import Bench, at_a_free_land
from tests.desktop.games.gensokyo.driver import click_square, drop_card
from tests.engine.gensokyo.core_scenario import pos
from tests.engine.gensokyo.test_battle_flow import example_1


def at_the_route_choice(qtbot) -> Bench:
    """A gap trip on the cross map ends at START: B01 or B15 next (rules §5)."""
    bench = Bench(qtbot, pos(map="cross", pieces=[{"at": "A07", "facing": "A06"}, {}], hands=[[], []], at="move"))
    bench.apply(("roll", 1))
    bench.apply(("roll", 2))
    bench.apply(("travel",))
    return bench


def _lit(table) -> list:
    model = table.hand_model
    return [model.items()[row].card for row in range(model.rowCount()) if model.index(row, 0).data(LEGAL_ROLE)]


def test_a_character_dragged_onto_the_lit_land_claims_it(qtbot):
    bench = at_a_free_land(qtbot, hand=("CH03", "SP07"))
    table = bench.table
    land = table.view["players"][0]["at"]
    assert bench.state.decision.kind == "claim" and list(table.board.targets) == [land]
    assert _lit(table) == ["CH03"]                   # a spell card is never placed on a land
    assert table.prompt.button(("claim", "CH03")) is None      # the card is the gesture; Pass keeps a button
    assert table.prompt.button(("pass",)) is not None
    assert drop_card(table, "SP07", land) and bench.chosen == [] and bench.notice()
    assert drop_card(table, "CH03", land)
    assert bench.chosen == [("claim", "CH03")]


def test_enter_on_a_lit_card_chooses_its_option(qtbot):
    table = at_a_free_land(qtbot).table
    chosen = []
    table.chosen.connect(chosen.append)
    view = table.hand_view
    view.setFocus()
    view.setCurrentIndex(view.model().index(0, 0))
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert chosen == [("claim", "CH03")]


def test_a_square_that_is_no_choice_says_why_and_chooses_nothing(qtbot):
    bench = at_a_free_land(qtbot)
    click_square(bench.table, "A09")
    assert bench.chosen == [] and bench.notice()


def test_a_lit_square_with_one_option_is_chosen_by_a_click(qtbot):
    """On the cross map START's neighbours are the route choice: each is a step option of its own square."""
    bench = at_the_route_choice(qtbot)
    targets = dict(bench.table.board.targets)
    assert bench.state.decision.kind == "step" and len(targets) > 1
    square, action = next(iter(targets.items()))
    click_square(bench.table, square)
    assert bench.chosen == [action]


def test_the_strips_show_money_and_total_assets(qtbot):
    state = pos(money=[55, 12], hands=[["CH03"], ["CH09", "CH10"]],
                lands={"A11": {"owner": 1, "level": 2, "character": "CH09"}}, at="move")
    bench = Bench(qtbot, state)
    strips = {strip.seat: strip for strip in bench.table.strips}
    assert [strip.seat for strip in bench.table.strips] == [0, 1]        # the viewer's first
    assert strips[0].money.text() == "55圓" and strips[1].money.text() == "12圓"
    view = bench.table.view
    assert strips[1].assets.text() == f"Total assets {view['players'][1]['assets']}圓"
    assert "Hand 2" in strips[1].counts.text() and "Lands 1" in strips[1].counts.text()
    assert bench.table.status.text() == "Round 1 · your turn"          # never "You's turn"
    bench.table.log_model.addressed = False                            # only AI seats play: names
    bench.table.show_view(view)
    assert bench.table.status.text() == "Round 1 · Ann's turn"


def test_the_graveyard_opens_with_its_cards(qtbot):
    bench = Bench(qtbot, pos(graveyard=["CH03", "SP07"], hands=[[], []], at="move"))
    table = bench.table
    assert table.graveyard_button.isEnabled() and "2" in table.graveyard_button.text()
    window = table.piles.open("graveyard")
    assert [item.card for item in window.cards.model().items()] == ["SP07", "CH03"]      # the latest first
    window.close()


def test_the_battle_panel_follows_a_battle_and_reopens(qtbot):
    battle = example_1()
    bench = Bench(qtbot, battle.state, seat=1)
    table = bench.table
    assert not table.battle.isHidden() and not table.battle_button.isEnabled()     # the invasion began
    bench.apply(("main", "CH39"))
    bench.apply(("support", "CH02"))
    assert not table.battle.isHidden() and not table.battle.resolved()
    assert table.battle.sides[0].support.state() == "back"          # the defender sees that a card was committed
    bench.apply(("support", "CH15"))
    while bench.state.decision is not None and table.view["last_battle"] is None:
        bench.apply(bench.state.decision.options[0])
    assert table.battle.resolved() and not table.battle.isHidden()
    assert table.battle.geometry().top() > table.board.geometry().top()     # the board's top row stays in sight
    table.battle.close_panel()
    assert table.battle.isHidden() and table.battle_button.isEnabled()
    table.battle_button.click()
    assert not table.battle.isHidden() and table.battle.index() == 0


def test_a_new_game_does_not_show_the_last_games_battle(qtbot):
    battle = example_1()
    bench = Bench(qtbot, battle.state, seat=1)
    table = bench.table
    assert not table.battle.isHidden()                                # the invasion began
    fresh = at_a_free_land(qtbot).state
    table.reset(["Ann", "Ben"], table.rules)                          # the shell starts another game here
    table.show_view(fresh.view(0))
    assert table.battle.isHidden() and not table.battle_button.isEnabled()


def test_the_board_keys_choose_a_lit_square(qtbot):
    """Tab onto the board puts its cursor on a lit square; Enter chooses it."""
    bench = at_the_route_choice(qtbot)
    board = bench.table.board
    bench.table.activateWindow()
    qtbot.waitUntil(bench.table.isActiveWindow, timeout=2000)       # keys go to the active window only
    board.setFocus(Qt.FocusReason.TabFocusReason)
    assert board.cursor_place in board.targets
    QTest.keyClick(board, Qt.Key.Key_Return)
    assert bench.chosen == [board.targets[board.cursor_place]]
