"""A player without a mouse: key events sent to the focused widget, nothing
else. ``reachable(table)`` finds what the keyboard can do at the table now
(each answer's button, each card whose Enter does something, each lit hex of
a map) by the tables' own rules for Enter; ``do(table, way)`` then gets there
with Tab and the arrow keys and presses Enter or Space."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from desktop.base.seats import Seat
from desktop.shell.session import GameSession

TAB_LIMIT = 120      # more presses than the table has places: Tab is stuck
OPTIONS = {"heart_of_crown": {"players": 2, "market": "preset:first_game"}}


def start_game(qtbot, window, game_id: str, seed: int):
    """A game against Easy at the window's table, the window active (the keys
    need it); (session, table) once the human is to move."""
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    session = GameSession.new(game_id, OPTIONS.get(game_id, {"players": 2}), seed,
                              [Seat("Ann"), Seat("Bot", "easy")], **window._session_args())
    assert window.start_session(session)
    my_turn(qtbot, session, window.table)
    return session, window.table


def my_turn(qtbot, session, table) -> None:
    """Wait until the human is to move and the keyboard has something to do
    (new buttons show once the event loop has run)."""
    qtbot.waitUntil(lambda: session.human_to_move() == 0, timeout=20_000)
    qtbot.waitUntil(lambda: bool(reachable(table)) and all(b.isVisible() for b in table.prompt.buttons()),
                    timeout=2000)


def focused():
    return QApplication.focusWidget()


def press(key, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    """One key, to the widget that has the keyboard (as a real key would go)."""
    widget = focused()
    assert widget is not None, "nothing has the keyboard"
    QTest.keyClick(widget, key, modifier)


def tab_to(widget) -> int:
    """Press Tab until ``widget`` has the keyboard; the number of presses."""
    for count in range(TAB_LIMIT):
        if focused() is widget:
            return count
        press(Qt.Key.Key_Tab)
    raise AssertionError(f"Tab never reached {widget.objectName() or type(widget).__name__}; "
                         f"it is stuck at {type(focused()).__name__}")


def arrow_to(view, row: int) -> None:
    """Right or Left until ``row`` is the row's current card."""
    for _ in range(view.model().rowCount() * 2 + 2):
        current = view.currentIndex().row()
        if current == row:
            return
        press(Qt.Key.Key_Right if current < row else Qt.Key.Key_Left)
    raise AssertionError(f"the arrow keys never reached card {row}")


def enter_actions(table, view, row) -> list:
    """The actions Enter on card ``row`` of ``view`` chooses from, first first
    (empty: Enter does nothing there, or waits for a place)."""
    model = view.model()
    payload = model.payload(row)
    game = type(table).__module__.split(".")[2]
    if game == "heart_of_crown":
        from desktop.games.heart_of_crown.dragdrop import actions_for
        return actions_for(payload["source"], payload["card"], payload.get("slot"), table._choices) if payload else []
    if game in ("guild_masters", "gensokyo"):   # every card row: the card's own first action
        return model.legal_actions(row) if payload else []
    strip = next((s for s in table.quarters if s.cards is view), None)
    if strip is not None:                       # a maid in the quarters: her own first action
        return strip.model.legal_actions(row)
    from desktop.games.tanto_cuore.dragdrop import card_actions
    actions = card_actions(payload, table._choices) if payload else []
    places = {table.option_shown(a).info.target for a in actions}
    return [] if payload and payload["source"] == "town" and len(places) > 1 else actions


def reachable(table) -> dict:
    """action -> ("button", button) or ("card", view, row): how the keyboard chooses it now."""
    ways = {}
    for action in table.options():
        button = table.prompt.button(action)
        if button is not None and button.isVisible() and button.isEnabled():
            ways[action] = ("button", button)
    for view in table.card_views():
        if not view.isVisible():
            continue
        for row in range(view.model().rowCount()):
            actions = enter_actions(table, view, row)
            if actions and actions[0] not in ways:
                ways[actions[0]] = ("card", view, row)
    board = getattr(table, "map", None)         # a map of cells with a keyboard cursor
    if board is not None and board.isVisible():
        for cell, action in board.targets.items():
            ways.setdefault(action, ("cell", board, cell))
    return ways


def do(qtbot, way, key_for_button=Qt.Key.Key_Space) -> int:
    """Choose by keyboard; the Tab presses it took."""
    if way[0] == "button":
        button = way[1]
        tabs = tab_to(button)
        # A button that just took another's place takes no press for a moment (bug 3).
        qtbot.waitUntil(lambda: not button.property("changed"), timeout=2000)
        press(key_for_button)
        return tabs
    if way[0] == "cell":
        _, board, cell = way
        tabs = tab_to(board)
        cursor_to(board, cell)
        press(Qt.Key.Key_Return)
        return tabs
    _, view, row = way
    tabs = tab_to(view)
    arrow_to(view, row)
    press(Qt.Key.Key_Return)
    return tabs


def cursor_to(board, cell) -> None:
    """The arrow keys, towards ``cell`` as it lies on the screen, until the map's cursor is on it."""
    from desktop.games.guild_masters.labyrinth.geometry import centre
    goal = centre(cell)
    for _ in range(4 * len(board.place_items) + 2):
        current = board.cursor_place
        if current == cell:
            return
        if current is None:                     # the first arrow puts the cursor on the map
            press(Qt.Key.Key_Right)
            continue
        here = centre(current)
        across = Qt.Key.Key_Right if goal.x() > here.x() else Qt.Key.Key_Left
        if abs(goal.y() - here.y()) > 1:
            press(Qt.Key.Key_Up if goal.y() < here.y() else Qt.Key.Key_Down)
            if board.cursor_place == current:    # no cell that way (the map's edge): across first
                press(across)
        else:
            press(across)
    raise AssertionError(f"the arrow keys never reached the hex {cell}")
