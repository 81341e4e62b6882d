"""Random input to a widget: clicks, double-clicks, hovers, keys, typed text,
drags with our own, hostile or foreign payloads, wheel turns and resizes.
Each function sends one input and returns a line saying what it sent.

Mouse moves never hold a button, so Qt never starts a real drag (its loop
would wait for the platform's mouse); drags are delivered as the events a
drop target receives, which is all another program can send it."""
from __future__ import annotations

import json
import random
import re

from PySide6.QtCore import QEvent, QMimeData, QPoint, QPointF, Qt, QUrl
from PySide6.QtGui import (QDragEnterEvent, QDragLeaveEvent, QDragMoveEvent, QDropEvent, QInputMethodEvent,
                           QKeyEvent, QMouseEvent, QWheelEvent)
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from desktop.widgets.drag_payload import MIME_TYPE
from engine.games.heart_of_crown.cards import CARDS
from tools.gestures import card_sources, send_drag

BUTTONS = [Qt.MouseButton.LeftButton] * 6 + [Qt.MouseButton.RightButton, Qt.MouseButton.MiddleButton]
MODIFIERS = [Qt.KeyboardModifier.NoModifier] * 8 + [
    Qt.KeyboardModifier.ControlModifier, Qt.KeyboardModifier.ShiftModifier, Qt.KeyboardModifier.AltModifier,
    Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier]
# No C, V or X: with a real display, Ctrl+C would overwrite the player's clipboard.
KEYS = [getattr(Qt.Key, "Key_" + name) for name in (
    "Return", "Enter", "Escape", "Tab", "Backtab", "Space", "Up", "Down", "Left", "Right", "Home", "End",
    "PageUp", "PageDown", "Backspace", "Delete", "Insert", "F1", "F2", "F10", "Menu",
    "A", "H", "S", "Z", "Q", "W", "N", "O", "0", "1", "2", "9")]
TEXT = "abc XYZ 0123456789 -_/\\.,;:'\"!?<>{}[]()#%&*+=~@ äöüß ñ é 猫の王冠 王位继承 王位繼承 🐒\t"
SOURCES = ("hand", "market", "kept", "princess", "play", "looking", "deck", "tavern", "", "HAND")
# Seat names a player may type: markup Qt would read as rich text (an image of
# /dev/zero it would read for ever, a network path), an entity (inside a name, so that a card
# name's own escaped & is not mistaken for it), the longest name.
HOSTILE_NAMES = ("<img src=/dev/zero>", "<img src=//host/x>", "<b>bold</b>", '<a href="x">link</a>', "Ann &amp; Bo",
                 "<table>", "<i>" + "W" * 21, "猫の王冠 🐒")
# Slots that are no number as ours are written, though str.isdigit() or int() takes some.
NOT_NUMBERS = ("²", "١", "-1", "+1", " 1", "1_0", "", "9" * 5000)
WHEEL_STEPS = (-720, -360, -120, -15, 15, 120, 360, 720)


def describe(widget) -> str:
    name = widget.objectName()
    return type(widget).__name__ + (f"#{name}" if name else "")


def _point(rng: random.Random, widget) -> QPoint:
    return QPoint(rng.randrange(max(1, widget.width())), rng.randrange(max(1, widget.height())))


def click(rng: random.Random, widget) -> str:
    button, modifier, point = rng.choice(BUTTONS), rng.choice(MODIFIERS), _point(rng, widget)
    double = rng.random() < 0.15 and button == Qt.MouseButton.LeftButton
    (QTest.mouseDClick if double else QTest.mouseClick)(widget, button, modifier, point)
    return f"{'double-click' if double else 'click'} {button.name} {describe(widget)} at {point.x()},{point.y()}"


def hover(rng: random.Random, widget) -> str:
    point = _point(rng, widget)
    event = QMouseEvent(QEvent.Type.MouseMove, QPointF(point), QPointF(widget.mapToGlobal(point)),
                        Qt.MouseButton.NoButton, Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(widget, event)
    return f"hover {describe(widget)} at {point.x()},{point.y()}"


def key(rng: random.Random, widget) -> str:
    pressed, modifier = rng.choice(KEYS), rng.choice(MODIFIERS)
    QTest.keyClick(widget, pressed, modifier)
    return f"key {modifier.name}+{pressed.name} on {describe(widget)}"


def escape(widget) -> str:
    QTest.keyClick(widget, Qt.Key.Key_Escape)
    return f"key Escape on {describe(widget)}"


def text(rng: random.Random, widget) -> str:
    """ASCII as key presses, the rest as an input method would commit it
    (QTest.keyClicks aborts the process on a character it has no key for)."""
    typed = rng.choice(HOSTILE_NAMES) if rng.random() < 0.2 else "".join(
        rng.choice(TEXT) for _ in range(rng.randint(1, 30)))
    for chunk in re.findall(r"[\x20-\x7e\t]+|[^\x20-\x7e\t]+", typed):
        if chunk.isascii():
            for char in chunk:
                code = Qt.Key.Key_Tab if char == "\t" else Qt.Key(ord(char.upper()))
                for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
                    QApplication.sendEvent(widget, QKeyEvent(kind, code, Qt.KeyboardModifier.NoModifier, char))
        else:
            event = QInputMethodEvent()
            event.setCommitString(chunk)
            QApplication.sendEvent(widget, event)
    return f"type {typed!r} into {describe(widget)}"


def wheel(rng: random.Random, widget) -> str:
    point, step = _point(rng, widget), rng.choice(WHEEL_STEPS)
    angle = QPoint(step, 0) if rng.random() < 0.2 else QPoint(0, step)
    event = QWheelEvent(QPointF(point), QPointF(widget.mapToGlobal(point)), QPoint(), angle,
                        Qt.MouseButton.NoButton, rng.choice(MODIFIERS), Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(widget, event)
    return f"wheel {angle.x()},{angle.y()} on {describe(widget)}"


def resize(rng: random.Random, window) -> str:
    width, height = rng.randint(320, 2400), rng.randint(240, 1500)
    window.resize(width, height)
    return f"resize {describe(window)} to {width}x{height}"


def drag(rng: random.Random, widget, table) -> str:
    """Enter, move, then drop or leave, whatever the target answers."""
    mime, what = payload(rng, table)
    target = widget.viewport() if hasattr(widget, "viewport") else widget
    point = _point(rng, target)
    entered = send_drag(widget, QDragEnterEvent, mime, point)
    send_drag(widget, QDragMoveEvent, mime, _point(rng, target))
    if rng.random() < 0.85:
        ending = "dropped" if send_drag(widget, QDropEvent, mime, _point(rng, target)) else "drop refused"
    else:
        QApplication.sendEvent(target, QDragLeaveEvent())
        ending = "left"
    return f"drag {what} to {describe(widget)}: {'entered' if entered else 'not entered'}, {ending}"


def payload(rng: random.Random, table) -> tuple:
    """(QMimeData, what it is): a card of the table, a hostile payload of our
    type, or another program's text or file list."""
    chance = rng.random()
    if chance < 0.45:
        cards = [(view.model(), row) for view in card_sources(table) for row in range(view.model().rowCount())]
        dragged = [(model, row) for model, row in cards if model.payload(row)]
        if dragged:
            model, row = rng.choice(dragged)
            return model.mimeData([model.index(row, 0)]), f"card {model.payload(row)['card']}"
    if chance < 0.9:
        raw, what = hostile(rng)
        mime = QMimeData()
        mime.setData(MIME_TYPE, raw)
        return mime, what
    mime = QMimeData()
    if rng.random() < 0.5:
        mime.setText(rng.choice(["duke", '{"card": "duke"}', TEXT, "x" * 100_000]))
        return mime, "text"
    mime.setUrls([QUrl.fromLocalFile("/nonexistent/kotatsu.json"), QUrl("https://example.invalid/a.json")])
    return mime, "urls"


def hostile(rng: random.Random) -> tuple:
    """(bytes, what): a payload of our MIME type that is not ours."""
    kind = rng.randrange(6)
    if kind == 0:
        return json.dumps(_value(rng, 3)).encode(), "random JSON"
    if kind == 1:       # our keys, each maybe of the wrong type, one maybe missing or extra
        near = {"source": rng.choice([rng.choice(SOURCES), _value(rng, 1)]),
                "card": rng.choice([rng.choice(sorted(CARDS)), "adventurer", "dragon", _value(rng, 1)]),
                "slot": rng.choice([None, "supply", "0", "99", _value(rng, 1), rng.choice(NOT_NUMBERS)])}
        if rng.random() < 0.3:
            near.pop(rng.choice(sorted(near)))
        if rng.random() < 0.2:
            near["extra"] = _value(rng, 1)
        return json.dumps(near).encode(), "near-miss payload"
    if kind == 2:
        depth = rng.choice([200, 1000, 50_000])
        return b"[" * depth + b"]" * depth, f"{depth} deep"
    if kind == 3:
        size = rng.choice([1000, 100_000, 2_000_000])
        return json.dumps({"source": "market", "card": "d" * size, "slot": None}).encode(), f"{size} long card"
    if kind == 4:
        return rng.randbytes(rng.randrange(200)), "random bytes"
    return rng.choice([b"NaN", b"1e999", b"-0", b"9" * 5000, b'{"card": 1e999}', b"\xef\xbb\xbf{}"]), "odd number"


def _value(rng: random.Random, depth: int):
    """A random JSON value, nested at most ``depth`` deep."""
    kind = rng.randrange(8 if depth > 0 else 6)
    if kind == 0:
        return None
    if kind == 1:
        return rng.random() < 0.5
    if kind == 2:
        return rng.choice([0, -1, 2**31, 2**64, -(10**30), rng.randrange(-1000, 1000)])
    if kind == 3:
        return rng.choice([0.5, -0.0, 1e308, rng.random()])
    if kind in (4, 5):
        return "".join(rng.choice(TEXT) for _ in range(rng.randrange(20)))
    if kind == 6:
        return [_value(rng, depth - 1) for _ in range(rng.randrange(4))]
    return {rng.choice(["card", "source", "slot", "x", ""]): _value(rng, depth - 1) for _ in range(rng.randrange(4))}
