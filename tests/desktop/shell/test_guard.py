"""No Python exception escapes code Qt calls (desktop.base.guard): every override of
a Qt method in desktop/ is guarded with a default of the type Qt expects (no
exceptions: each one can take the guard), a caught exception is logged, kept
and shown to the player, and exceptions in slots take the same way through
sys.excepthook."""
import builtins
import importlib
import inspect
import pkgutil
import re
import sys

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QApplication, QWidget
from shiboken6 import Shiboken

import desktop
from desktop.base import guard
from tests.desktop.actions import option

def desktop_modules():
    for info in pkgutil.walk_packages(desktop.__path__, "desktop."):
        if not info.name.endswith("__main__"):          # that one starts the app
            yield importlib.import_module(info.name)


def qt_overrides():
    """(class, method name, function, Qt class it overrides) for every method a
    QObject subclass of desktop/ (or a mixin of one) defines over a Qt one."""
    seen = set()
    for module in desktop_modules():
        for cls in vars(module).values():
            if not (isinstance(cls, type) and cls.__module__ == module.__name__ and issubclass(cls, QObject)):
                continue
            qt_bases = [base for base in cls.__mro__ if base.__module__.startswith("PySide6.")]
            for owner in cls.__mro__:
                if not owner.__module__.startswith("desktop."):
                    continue
                for name, function in vars(owner).items():
                    base = next((b for b in qt_bases if hasattr(b, name)), None)
                    if (name.startswith("__") or not inspect.isfunction(function) or base is None
                            or (owner, name) in seen):
                        continue
                    seen.add((owner, name))
                    yield owner, name, function, base


def returned_types(qt_class, name) -> list:
    """The types the Qt method's signature says it returns (None for 'or None')."""
    signature = (getattr(qt_class, name).__doc__ or "").splitlines()[0]
    returned = signature.rpartition("->")[2].strip()
    types = []
    for part in re.sub(r"\[.*\]", "", returned).split("|"):
        part = part.strip()
        if part in ("None", "Any"):
            types.append(None)
        elif part == "List":
            types.append(list)
        elif hasattr(builtins, part):
            types.append(getattr(builtins, part))
        else:
            module, *path = part.split(".", 2)
            value = importlib.import_module(f"{module}.{path[0]}")
            for attribute in path[1].split("."):
                value = getattr(value, attribute)
            types.append(value)
    return types


def fits(default, types) -> bool:
    """A default Qt can take back: an instance of the type, or None where the
    method may return nothing or a pointer (a Qt object that is not copied)."""
    for kind in types:
        if kind is None or isinstance(default, kind):
            return True
        if default is None and issubclass(kind, Shiboken.Object) and not hasattr(kind, "__copy__"):
            return True
    return False


def test_every_qt_override_in_desktop_is_guarded_with_a_default_qt_accepts():
    overrides = list(qt_overrides())
    assert len(overrides) > 30                     # the walk finds them (paint, data, dropEvent…)
    unguarded = [f"{owner.__module__}.{owner.__name__}.{name} (over {base.__name__})"
                 for owner, name, function, base in overrides
                 if not hasattr(function, "guard_default")]
    assert not unguarded, "guard these with desktop.base.guard.guarded:\n" + "\n".join(unguarded)
    wrong = [f"{owner.__name__}.{name}: {function.guard_default!r} for {returned_types(base, name)}"
             for owner, name, function, base in overrides
             if hasattr(function, "guard_default") and not fits(function.guard_default, returned_types(base, name))]
    assert not wrong, "defaults Qt cannot take back:\n" + "\n".join(wrong)


class _Faulty(QWidget):
    """Raises from C code, which is a segfault when it leaves an override unguarded."""

    @guard.guarded
    def mousePressEvent(self, event):
        int("not a number")

    @guard.guarded(default=True)
    def event(self, event):
        if event.type() == QEvent.Type.User:
            {}.get([])
        return super().event(event)


def test_a_guarded_override_reports_and_returns_its_default(qtbot, reports, capsys):
    widget = _Faulty()
    qtbot.addWidget(widget)
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)
    assert QApplication.sendEvent(widget, QEvent(QEvent.Type.User)) is True     # the default
    assert [report.splitlines()[-1] for report in reports] == [
        "ValueError: invalid literal for int() with base 10: 'not a number'",
        "TypeError: unhashable type: 'list'"]
    assert "in mousePressEvent" in reports[0] and "Traceback" in capsys.readouterr().err


def _start(window):
    from desktop.base.seats import Seat
    from desktop.shell.session import GameSession

    session = GameSession.new("heart_of_crown", {"players": 2, "market": "preset:first_game"}, 3,
                              [Seat("Ann"), Seat("Bot", "baseline")], **window._session_args())
    window.start_session(session)
    return session


def test_a_fault_in_a_drop_is_told_to_the_player_and_the_game_goes_on(window, qtbot, reports, monkeypatch):
    from tools.gestures import drop

    session = _start(window)
    table = window.table
    row = next(r for r in range(table.hand_model.rowCount()) if table.hand_model.legal_actions(r))
    payload = table.hand_model.payload(row)

    def broken(*_args):
        raise RuntimeError("a bug in the drop code")

    monkeypatch.setattr("desktop.games.heart_of_crown.table.TablePage.drop_action", staticmethod(broken))
    drop(table.play_view, payload)
    assert len(reports) == 1 and "a bug in the drop code" in reports[0]
    qtbot.waitUntil(window.problem_notice.isVisible, timeout=2000)
    assert window.problem_notice.text() == "Something went wrong and was skipped; the game goes on."
    monkeypatch.undo()
    assert drop(table.play_view, payload) and len(session.record.actions) == 1


def test_an_exception_in_a_slot_is_reported_the_same_way(window, qtbot, reports, monkeypatch):
    from desktop.shell.session import GameSession

    _start(window)
    previous = guard.install_excepthook()      # pytest-qt's own hook is back after the test
    try:
        monkeypatch.setattr(GameSession, "act", lambda self, action: int("not a number"))
        end_main = window.table.prompt.button(option(window.session, "end_main"))
        qtbot.mouseClick(end_main, Qt.MouseButton.LeftButton)
        qtbot.mouseClick(end_main, Qt.MouseButton.LeftButton)
    finally:
        sys.excepthook = previous
    assert len(reports) == 1 and "in _on_action" in reports[0] and "ValueError" in reports[0]
    qtbot.waitUntil(window.problem_notice.isVisible, timeout=2000)
