"""Driving Guild Masters' table the way a player does: Enter on a card of a
row, a click or an adventurer dropped on a hex of the real map, and the
prompt's buttons. ``perform(table, action, stats)`` takes ``action`` by the
gesture that means it and counts the gestures in ``stats``."""
from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtTest import QTest

from desktop.games.guild_masters.labyrinth.geometry import centre
from tools.gestures import send_drag


def hex_point(table, cell) -> QPoint:
    """The viewport point over ``cell``'s centre (the map's own geometry)."""
    view = table.map
    view.ensureVisible(view.place_items[cell].sceneBoundingRect(), 4, 4)
    return view.mapFromScene(centre(cell))


def click_hex(table, cell) -> None:
    QTest.mouseClick(table.map.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     hex_point(table, cell))


def drop_adventurer(table, cell) -> bool:
    """What the viewer's tavern drags, dropped on ``cell`` of the real map."""
    tavern = next(strip.tavern for strip in table.strips if strip.own)
    assert tavern.draggable
    mime = tavern.mime()
    point = hex_point(table, cell)
    if not send_drag(table.map.viewport(), QDragEnterEvent, mime, point):
        return False
    send_drag(table.map.viewport(), QDropEvent, mime, point)
    return True


def press_enter(view, row: int) -> None:
    view.setFocus()
    view.setCurrentIndex(view.model().index(row, 0))
    QTest.keyClick(view, Qt.Key.Key_Return)


def _card_gesture(table, action):
    """(view, row) of the card whose Enter means ``action``, or None."""
    for view in table.card_views():
        model = view.model()
        for row in range(model.rowCount()):
            actions = model.legal_actions(row)
            if actions and actions[0] == action:
                return view, row
    return None


def perform(table, action, stats: dict) -> None:
    """Take ``action`` at ``table`` by its gesture: hex, card or button."""
    info = table.option_shown(action).info
    cell = info.target.cell if info.target is not None else None
    if cell is not None:
        if info.verb == "explore" and stats.get("clicks_on_map", 0) >= stats.get("drops", 0):
            assert drop_adventurer(table, cell), f"the map refused a drop on {cell}"
            stats["drops"] = stats.get("drops", 0) + 1
        else:
            click_hex(table, cell)
            stats["clicks_on_map"] = stats.get("clicks_on_map", 0) + 1
        return
    if info.verb == "sell":
        view = table.hand_view
        row = next(r for r, item in enumerate(view.model().items()) if item.card == info.card)
        view.setFocus()
        view.setCurrentIndex(view.model().index(row, 0))
        QTest.keyClick(view, Qt.Key.Key_Delete)
        stats["sells"] = stats.get("sells", 0) + 1
        return
    found = _card_gesture(table, action)
    if found is not None:
        press_enter(*found)
        stats["enters"] = stats.get("enters", 0) + 1
        return
    button = table.prompt.button(action)
    assert button is not None and button.isEnabled(), f"no gesture for {table.option_shown(action).text}"
    button.click()
    stats["buttons"] = stats.get("buttons", 0) + 1
