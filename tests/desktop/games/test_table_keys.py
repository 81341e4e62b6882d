"""Every key of the list of keys (Ctrl+/) does what the list says, in a
running game of every game with a table; the list itself is translated; after
Enter plays a card the keyboard stays in the hand, on the next card."""
import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QFileDialog

from desktop.games.tanto_cuore.table import TablePage as TantoCuoreTable
from desktop.shell.games import game_desktop, playable_specs
from desktop.base.i18n import install_language
from desktop.shell.reference_window import ReferenceWindow
from desktop.widgets.shortcuts import AREA_KEYS, TABLE_KEYS
from engine.ai.agents import make_agent
from tests.desktop.games.tanto_cuore.bench import bench, press_enter, row_of
from desktop.widgets.roles import CARD_ROLE
from tests.desktop.keyboard import arrow_to, cursor_to, do, focused, my_turn, press, reachable, start_game, tab_to
from tests.desktop.waiting import answer_modals

CTRL, SHIFT = Qt.KeyboardModifier.ControlModifier, Qt.KeyboardModifier.ShiftModifier
GAMES = [spec.id for spec in playable_specs()]


def running(qtbot, window, game_id):
    """A game at the table, the human to move, a phase that ends at the first
    press (the confirmation has its own tests)."""
    session, table = start_game(qtbot, window, game_id, 3)
    table.confirm_end_phase = False
    return session, table


def card_move(table, view=None):
    """A card whose Enter does something (of ``view``, if given): (view, row)."""
    return next((way[1], way[2]) for way in reachable(table).values()
                if way[0] == "card" and view in (None, way[1]))


def moved(qtbot, session, before):
    qtbot.waitUntil(lambda: len(session.record.actions) > before, timeout=3000)


def check_tab(qtbot, window, session, table):
    table.hand_view.setFocus()
    press(Qt.Key.Key_Tab)
    assert focused() is not table.hand_view and table.isAncestorOf(focused())
    press(Qt.Key.Key_Backtab, SHIFT)
    assert focused() is table.hand_view


def check_arrows(qtbot, window, session, table):
    view = table.hand_view if table.hand_model.rowCount() > 1 else table.market_view
    tab_to(view)
    view.setCurrentIndex(view.model().index(0, 0))
    press(Qt.Key.Key_Right)
    assert view.currentIndex().row() == 1
    press(Qt.Key.Key_End)
    assert view.currentIndex().row() == view.model().rowCount() - 1
    press(Qt.Key.Key_Home)
    press(Qt.Key.Key_Right)
    press(Qt.Key.Key_Left)
    assert view.currentIndex().row() == 0


def press_first_button(qtbot, session, table, key) -> None:
    """Tab to the prompt's first button and press ``key``: the move is made."""
    before = len(session.record.actions)
    do(qtbot, ("button", table.prompt.buttons()[0]), key)
    moved(qtbot, session, before)


def check_enter(qtbot, window, session, table):
    press_first_button(qtbot, session, table, Qt.Key.Key_Return)
    # A game whose cards act later in the turn (Gensokyo: on a land, in a battle) plays on to one.
    keyboard_moves_until(qtbot, session, table, lambda: any(way[0] == "card" for way in reachable(table).values()))
    view, row = card_move(table)
    before = len(session.record.actions)
    do(qtbot, ("card", view, row))         # Tab to the row, the arrows to the card, Enter
    moved(qtbot, session, before)


def check_space(qtbot, window, session, table):
    press_first_button(qtbot, session, table, Qt.Key.Key_Space)


def check_answers(qtbot, window, session, table):
    before = len(session.record.actions)
    first = next(a for a in table.options() if table.prompt.button(a) is table.prompt.buttons()[0])
    press(Qt.Key.Key_1, CTRL)
    moved(qtbot, session, before)
    assert session.record.actions[before] == table.codec.text(first)


def check_hint(qtbot, window, session, table):
    with qtbot.waitSignal(table.hint_toggled, timeout=1000):
        press(Qt.Key.Key_H, CTRL)
    press(Qt.Key.Key_H, CTRL)           # again: cancelled
    qtbot.waitUntil(lambda: not session.hints.is_busy(), timeout=5000)


def check_undo(qtbot, window, session, table):
    """A move that leaves the human to move with nothing drawn (the scripted
    player's, made by keyboard, until one is), taken back by Ctrl+Z."""
    player = make_agent("baseline", session.record.game_id, 1)
    for _ in range(60):
        my_turn(qtbot, session, table)
        ways = reachable(table)
        before = len(session.record.actions)
        do(qtbot, ways.get(player.act(session.state)) or next(iter(ways.values())))
        moved(qtbot, session, before)
        if session.can_undo():
            break
    qtbot.waitUntil(lambda: table.undo_button.isEnabled(), timeout=2000)
    press(Qt.Key.Key_Z, CTRL)
    assert len(session.record.actions) == before


def check_save(qtbot, window, session, table):
    seen = []
    pending = answer_modals((QFileDialog, lambda dialog: (seen.append(dialog), dialog.reject())))
    with qtbot.waitSignal(table.save_requested, timeout=1000):
        press(Qt.Key.Key_S, CTRL | SHIFT)
    assert seen and not pending


def check_rules(qtbot, window, session, table):
    press(Qt.Key.Key_F1)
    shown = [w for w in QApplication.topLevelWidgets() if isinstance(w, ReferenceWindow) and w.isVisible()]
    assert shown and shown[0].game_id == session.record.game_id


def check_keys(qtbot, window, session, table):
    press(Qt.Key.Key_Slash, CTRL)
    keys = table.keys_window
    assert keys is not None and keys.isVisible()
    assert set(keys.labels) == {row[0] for row in (*TABLE_KEYS, *table.key_rows())}
    assert focused() is not None and table.isAncestorOf(focused())     # the keys go on working
    press(Qt.Key.Key_Slash, CTRL)
    assert not keys.isVisible()
    press(Qt.Key.Key_Slash, CTRL)
    assert keys.isVisible()
    # beside the table's middle, at the window's right edge, not over the hand the keys drive
    assert keys.frameGeometry().right() >= window.frameGeometry().right() - 20
    assert not keys.frameGeometry().contains(table.hand_view.mapToGlobal(table.hand_view.rect().center()))
    press(Qt.Key.Key_Escape)          # the list is put away first
    assert not keys.isVisible()
    assert table.isVisible()


CHECKS = {"tab": check_tab, "arrows": check_arrows, "enter": check_enter, "space": check_space,
          "answers": check_answers, "hint": check_hint, "undo": check_undo, "save": check_save,
          "rules": check_rules, "keys": check_keys}


def test_every_key_of_the_list_has_a_check():
    listed = {row[0] for row in TABLE_KEYS}
    extras = {row[0] for game_id in GAMES for row in game_desktop(game_id).TABLE.keyboard_extras}
    # tested one by one below; Gensokyo's board and battle panel in tests/desktop/games/gensokyo
    assert listed == set(CHECKS) and extras == {"escape", "map", "zoom", "sell", "battle"}


@pytest.mark.parametrize("key", list(CHECKS))
@pytest.mark.parametrize("game_id", GAMES)
def test_each_key_of_the_list_works_in_a_running_game(qtbot, window, game_id, key):
    session, table = running(qtbot, window, game_id)
    CHECKS[key](qtbot, window, session, table)


@pytest.mark.parametrize("game_id", GAMES)
def test_one_key_goes_straight_to_each_place_of_the_table(qtbot, window, game_id):
    """H, M, P and L go to the hand, the market (town, labyrinth), the play
    area and the log, from anywhere on the table, past the long Tab ring."""
    _session, table = running(qtbot, window, game_id)
    areas = {area: getattr(table, attribute) for area, attribute, _words in table.key_areas}
    assert {"hand", "market", "log"} <= set(areas)
    assert set(table.key_rows()) >= {(area, AREA_KEYS[area], words) for area, _a, words in table.key_areas}
    table.log_view.setFocus()
    for area, widget in areas.items():
        press(getattr(Qt.Key, f"Key_{AREA_KEYS[area]}"))
        assert focused() is widget, area
        if widget in table.card_views() and widget.model().rowCount():
            assert widget.currentIndex().isValid()          # on a card: the arrows and Enter work at once
    press(Qt.Key.Key_H)
    assert focused() is table.hand_view


def test_escape_puts_back_an_event_chosen_by_enter(qtbot):
    """Tanto Cuore's own key: Enter on a Bad Habit waits for a place; Esc from the town row puts it back."""
    town = {"town": "preset:first_game"}
    b = bench(qtbot, {"options": dict(town, players=3), "seed": 2, "phase": "employ", "love": 9, "employs": 2,
                      "seats": {"1": {"chambermaids": ["azure"]}, "2": {"chambermaids": ["rouge"]}}})
    assert isinstance(b.table, TantoCuoreTable)
    press_enter(b.table.town_view, row_of(b.table.town_view, "bad_habit"))
    assert b.table._armed is not None
    QTest.keyClick(b.table.town_view, Qt.Key.Key_Escape)
    assert b.table._armed is None and b.chosen == []


def keyboard_moves_until(qtbot, session, table, ready) -> None:
    """Moves made by keyboard (the scripted player's where it can, else the
    first the keyboard reaches) until ``ready()`` at the human's turn."""
    player = make_agent("baseline", session.record.game_id, 1)
    for _ in range(80):
        my_turn(qtbot, session, table)
        if ready():
            return
        ways = reachable(table)
        before = len(session.record.actions)
        do(qtbot, ways.get(player.act(session.state)) or next(iter(ways.values())))
        moved(qtbot, session, before)
    raise AssertionError("the moment never came")


def test_the_labyrinth_keys_of_guild_masters(qtbot, window):
    """Tab onto the map puts its cursor on a lit area, the arrows move it, +, − and F
    zoom and fit, Enter chooses the area under the cursor."""
    session, table = running(qtbot, window, "guild_masters")
    keyboard_moves_until(qtbot, session, table, lambda: len(table.map.targets) > 1)
    board = table.map
    tab_to(board)
    assert board.cursor_place in board.targets
    target = max(board.targets, key=lambda c: (c.r, c.q))
    if target == board.cursor_place:
        target = min(board.targets, key=lambda c: (c.r, c.q))
    cursor_to(board, target)
    press(Qt.Key.Key_F)
    whole = board.transform().m11()
    press(Qt.Key.Key_Plus)
    assert board.transform().m11() > whole
    press(Qt.Key.Key_Minus)
    press(Qt.Key.Key_Minus)
    assert board.transform().m11() < whole
    press(Qt.Key.Key_F)
    assert board.transform().m11() == pytest.approx(whole)
    assert board.cursor_place == target                  # zooming kept the cursor
    chosen = board.targets[target]
    before = len(session.record.actions)
    press(Qt.Key.Key_Return)
    moved(qtbot, session, before)
    assert session.record.actions[before] == table.codec.text(chosen)


def test_del_sells_the_selected_card_of_the_hand_in_guild_masters(qtbot, window):
    session, table = running(qtbot, window, "guild_masters")
    keyboard_moves_until(qtbot, session, table, lambda: bool(table._sell_options()))
    sells = table._sell_options()
    model = table.hand_model
    row = next(r for r in range(model.rowCount()) if model.index(r, 0).data(CARD_ROLE) in sells)
    action = sells[model.index(row, 0).data(CARD_ROLE)]
    tab_to(table.hand_view)
    arrow_to(table.hand_view, row)
    before = len(session.record.actions)
    press(Qt.Key.Key_Delete)
    moved(qtbot, session, before)
    assert session.record.actions[before] == table.codec.text(action)


def test_after_enter_plays_a_card_the_keyboard_stays_on_the_next_card(qtbot, window):
    session, table = running(qtbot, window, "heart_of_crown")
    view, row = card_move(table, table.hand_view)
    tab_to(view)
    arrow_to(view, row)
    cards = [item.card for item in table.hand_model.items()]
    before = len(session.record.actions)
    press(Qt.Key.Key_Return)
    moved(qtbot, session, before)
    left = [item.card for item in table.hand_model.items()]
    assert focused() is table.hand_view
    qtbot.waitUntil(lambda: table.hand_view.currentIndex().isValid(), timeout=1000)
    current = table.hand_view.currentIndex().row()
    assert 0 <= current == min(row, len(left) - 1), (cards, left, current)


@pytest.mark.parametrize("language", ["ja", "zh_Hans", "zh_Hant"])
def test_the_list_of_keys_is_translated(qtbot, qapp, window, language):
    session, table = running(qtbot, window, "tanto_cuore")
    keys = table.show_keys()
    english = {row_id: label.text() for row_id, label in keys.labels.items()}
    try:
        assert install_language(qapp, language)
        qapp.processEvents()            # the LanguageChange events retranslate the widgets
        assert all(keys.labels[row_id].text() != text for row_id, text in english.items())
        assert keys.windowTitle() != "Keyboard" and table.keys_button.text() != "Keys"
    finally:
        install_language(qapp, "en")
