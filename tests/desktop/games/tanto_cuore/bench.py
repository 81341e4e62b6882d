"""Tanto Cuore's table on its own, over a position (``engine.games.tanto_cuore.position``)
and without a session, and driving it the way a player does: drops on the
real widgets, Enter on a card, the prompt's buttons."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from desktop.games.tanto_cuore.table import TablePage
from desktop.shell.rules import TableRules
from desktop.widgets.drag_payload import encode_payload
from engine.games.tanto_cuore.position import position
from tools.gestures import send_drag
from PySide6.QtGui import QDragEnterEvent, QDropEvent

NAMES = ["Ann", "Bea", "Cat", "Dan"]


class Bench:
    """A table showing seat ``seat``'s view of ``state``; ``chosen`` collects what it chose."""

    def __init__(self, qtbot, state, seat: int = 0):
        self.state = state
        self.seat = seat
        self.table = TablePage()
        qtbot.addWidget(self.table)
        self.table.resize(1280, 800)
        self.table.show()
        self.chosen: list = []
        self.table.chosen.connect(self.chosen.append)
        self.table.reset(NAMES[:len(state.players)], TableRules(lambda: self.state))
        self.table.confirm_end_phase = False
        self.table.show_view(state.view(seat))

    def strip(self, seat: int):
        return next(s for s in self.table.quarters if s.seat == seat)

    def notice(self) -> str:
        return self.table.prompt.notice.text()


def bench(qtbot, description: dict, seat: int = 0) -> Bench:
    return Bench(qtbot, position(description), seat)


def drop(widget, payload: dict, row: int | None = None) -> bool:
    """Drag-enter and drop ``payload`` on ``widget`` (on its card ``row``, for a row of cards)."""
    mime = encode_payload(payload)
    point = None
    if row is not None:
        point = widget.visualRect(widget.model().index(row, 0)).center()
    if not send_drag(widget, QDragEnterEvent, mime, point):
        return False
    send_drag(widget, QDropEvent, mime, point)
    return True


def row_of(view, card: str) -> int:
    model = view.model()
    return next(r for r in range(model.rowCount()) if model.items()[r].card == card)


def press_enter(view, row: int) -> None:
    view.setFocus()
    view.setCurrentIndex(view.model().index(row, 0))
    QTest.keyClick(view, Qt.Key.Key_Return)


def hand(card: str) -> dict:
    return {"source": "hand", "card": card, "slot": None}


def town(card: str) -> dict:
    return {"source": "town", "card": card, "slot": None}


def _card_row(views, card: str, source: str):
    """(view, row) of a movable card ``card`` from ``source`` in ``views``."""
    for view in views:
        model = view.model()
        for row in range(model.rowCount()):
            payload = model.payload(row)
            if payload and payload["card"] == card and payload["source"] == source:
                return view, row
    return None, None


def perform(table, action, stats: dict) -> None:
    """Do ``action`` through the table as a player would: its button; else a
    drop of its card where it goes; else Enter on its card or place."""
    button = table.prompt.button(action)
    if button is not None:
        QTest.mouseClick(button, Qt.MouseButton.LeftButton)
        stats["clicks"] = stats.get("clicks", 0) + 1
        return
    info = table.option_shown(action).info
    seat = table.view["seat"]
    strips = {strip.seat: strip for strip in table.quarters}
    if info.verb in ("serve", "chamber", "employ") and info.source is not None:
        views = [table.hand_view] if info.source.zone == "hand" else [table.town_view, table.maids_view]
        view, row = _card_row(views, info.card, info.source.zone)
        assert view is not None, f"no card for {action!r}"
        payload = view.model().payload(row)
        target = info.target
        if info.verb == "serve":
            widget, at = table.play_view, None
        elif target.zone == "discard":
            widget, at = table.discard_zone, None
        else:
            widget = strips[target.seat].cards
            at = None
            if target.slot is not None and info.card == "illness":
                model = widget.model()
                at = next(r for r in range(model.rowCount()) if model.items()[r].place == (
                    target.seat, target.zone, target.slot))
        assert drop(widget, payload, at), f"drop of {action!r} not entered"
        stats["drops"] = stats.get("drops", 0) + 1
        return
    for strip in table.quarters:          # a maid's place: Enter on her
        model = strip.model
        for row in range(model.rowCount()):
            if model.legal_actions(row)[:1] == [action]:
                press_enter(strip.cards, row)
                stats["enter"] = stats.get("enter", 0) + 1
                return
    raise AssertionError(f"no gesture for {action!r}")
