"""Driving the window the way a player does: buttons, Enter on a card, drops, a hex of a map.
Shared by the desktop tests and the monkey (tools/monkey)."""
from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from desktop.widgets.drag_payload import encode_payload

# The widget a dragged card is dropped on, for each verb a drop can mean.
DROP_TARGET = {"play": "play", "buy": "discard", "set": "domain", "back": "domain"}


def drop(widget, payload: dict) -> bool:
    """Deliver a drag-enter and a drop of ``payload`` to ``widget``; True if entered."""
    mime = encode_payload(payload)
    if not send_drag(widget, QDragEnterEvent, mime):
        return False
    send_drag(widget, QDropEvent, mime)
    return True


def offer(widget, mime) -> tuple:
    """Deliver a drag-enter and a drop of ``mime`` to ``widget`` whatever the
    enter's answer (another program need not be polite); (entered, dropped)."""
    return send_drag(widget, QDragEnterEvent, mime), send_drag(widget, QDropEvent, mime)


def send_drag(widget, event_type, mime, point: QPoint | None = None) -> bool:
    """One drag event (enter, move or drop) of ``mime`` at ``point`` (default:
    the centre) of ``widget``, or of its viewport; True if accepted."""
    target = widget.viewport() if hasattr(widget, "viewport") else widget
    point = target.rect().center() if point is None else point
    event = event_type(point if issubclass(event_type, QDragMoveEvent) else QPointF(point), Qt.DropAction.CopyAction,
                       mime, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(target, event)
    return event.isAccepted()


def target_widget(table, name: str):
    """The table's widget a card of a verb is dropped on, or None (a table without that place)."""
    found = {"play": lambda: table.play_view, "discard": lambda: table.discard_zone, "hand": lambda: table.hand_view,
             "domain": lambda: table.domains[0].cards}[name]
    try:
        return found()
    except AttributeError:
        return None


def map_cell(table, action):
    """The map hex an action chooses on a table with a map (Guild Masters' labyrinth), or None."""
    target = table.option_shown(action).info.target
    cell = getattr(target, "cell", None)
    return cell if cell is not None and cell in getattr(getattr(table, "map", None), "place_items", {}) else None


def click_cell(view, cell) -> None:
    """A click on the centre of ``cell``'s item of a map view, scrolled into sight."""
    box = view.place_items[cell].sceneBoundingRect()
    view.ensureVisible(box, 4, 4)
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     view.mapFromScene(box.center()))


def card_sources(table):
    """Every row of cards of any game's table (each table lists its own)."""
    return table.card_views()


def find_card(table, action: str):
    """(view, row) of a card whose legal actions include ``action``."""
    for view in card_sources(table):
        model = view.model()
        for row in range(model.rowCount()):
            if action in model.legal_actions(row):
                return view, row
    return None, None


def settled(table) -> bool:
    """No answer's button has just taken another's place: each takes a click
    (one that has takes none for a moment, desktop/widgets/prompt_panel.py)."""
    return not any(button.property("changed") for button in table.prompt.buttons())


def perform(table, action: str, stats: dict) -> None:
    """Do ``action`` through the GUI: its button, a drop, or Enter on its card."""
    button = table.prompt.button(action)
    if button is not None:
        QTest.mouseClick(button, Qt.MouseButton.LeftButton)
        stats["clicks"] = stats.get("clicks", 0) + 1
        return
    cell = map_cell(table, action)
    if cell is not None:
        click_cell(table.map, cell)
        stats["hexes"] = stats.get("hexes", 0) + 1
        return
    view, row = find_card(table, action)
    assert view is not None, f"no gesture for {action!r}"
    verb = table.option_shown(action).info.verb
    first = view.model().legal_actions(row)[0]
    if verb in DROP_TARGET and first == action and target_widget(table, DROP_TARGET[verb]) is not None:
        assert drop(target_widget(table, DROP_TARGET[verb]), view.model().payload(row))
        stats["drops"] = stats.get("drops", 0) + 1
        return
    view.setFocus()
    view.setCurrentIndex(view.model().index(row, 0))
    QTest.keyClick(view, Qt.Key.Key_Return)
    stats["enter"] = stats.get("enter", 0) + 1


def reachable(table, action: str) -> bool:
    """True if the GUI offers ``action`` as a button, a card's first action or a hex of the map."""
    if table.prompt.button(action) is not None or map_cell(table, action) is not None:
        return True
    view, row = find_card(table, action)
    return view is not None and view.model().legal_actions(row)[0] == action

