"""Driving Gensokyo's table the way a player does: a character dragged from
the hand onto the lit land of the real board, a click on a lit square, Enter
on a card of the hand, and the prompt's buttons. ``perform(table, action,
stats)`` takes ``action`` by the gesture that means it and counts the
gestures in ``stats``."""
from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtTest import QTest

from desktop.widgets.drag_payload import encode_payload
from tools.gestures import send_drag


def square_point(table, square) -> QPoint:
    """The viewport point over ``square``'s centre (the board's own layout)."""
    board = table.board
    board.ensureVisible(board.place_items[square].sceneBoundingRect(), 4, 4)
    return board.mapFromScene(board.board_layout.centre(square))


def click_square(table, square) -> None:
    QTest.mouseClick(table.board.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     square_point(table, square))


def drop_card(table, card: str, square) -> bool:
    """A card of the hand, as its row drags it, dropped on ``square`` of the real board."""
    mime = encode_payload({"source": "hand", "card": card, "slot": None})
    point = square_point(table, square)
    if not send_drag(table.board.viewport(), QDragEnterEvent, mime, point):
        return False
    send_drag(table.board.viewport(), QDropEvent, mime, point)
    return True


def _square_of(table, action):
    return next((square for square, actions in table._square_options.items() if action in actions), None)


def perform(table, action, stats: dict) -> None:
    """Take ``action`` at ``table`` by its gesture: a drop, a square, a card or a button."""
    info = table.option_shown(action).info
    square = _square_of(table, action)
    if square is not None and info.card is not None and info.verb in ("claim", "relocate"):
        assert drop_card(table, info.card, square), f"the board refused a drop on {square}"
        stats["drops"] = stats.get("drops", 0) + 1
        return
    if square is not None and len(table._square_options[square]) == 1:
        click_square(table, square)
        stats["squares"] = stats.get("squares", 0) + 1
        return
    view = table.hand_view
    for row in range(view.model().rowCount()):
        actions = view.model().legal_actions(row)
        if actions and actions[0] == action:
            view.setFocus()
            view.setCurrentIndex(view.model().index(row, 0))
            QTest.keyClick(view, Qt.Key.Key_Return)
            stats["enters"] = stats.get("enters", 0) + 1
            return
    button = table.prompt.button(action)
    assert button is not None and button.isEnabled(), f"no gesture for {table.option_shown(action).text}"
    button.click()
    stats["buttons"] = stats.get("buttons", 0) + 1
