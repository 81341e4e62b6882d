"""Shared drop handling for every widget a card can be dropped on."""
from __future__ import annotations

from PySide6.QtCore import QObject, Qt, Signal

from desktop.base.guard import guarded


class DropSupport(QObject):
    """Accepts any card drag of the game so that an illegal drop still arrives
    and can say why it was refused. The table sets ``decode(mime)``, the
    game's payload or None, and ``resolver(target, payload)``, which returns
    (action, reason)."""

    dropped = Signal(object)
    refused = Signal(str)

    def __init__(self, widget, target: str):
        super().__init__(widget)
        self.widget = widget
        self.target = target
        self.decode = None
        self.resolver = None
        widget.setAcceptDrops(True)

    def _payload(self, event):
        return self.decode(event.mimeData()) if self.decode is not None and self.resolver is not None else None

    def enter(self, event) -> None:
        if self._payload(event) is not None:
            event.setDropAction(Qt.DropAction.CopyAction)
            event.accept()
        else:
            event.ignore()

    def drop(self, event) -> None:
        payload = self._payload(event)
        if payload is None:
            event.ignore()
            return
        action, reason = self.resolver(self.target, payload)
        event.setDropAction(Qt.DropAction.CopyAction)
        event.accept()
        if action is not None:
            self.dropped.emit(action)
        else:
            self.refused.emit(reason)

    def set_highlight(self, on: bool) -> None:
        """Mark the widget as a legal target of the drag in progress (see the style sheet)."""
        if bool(self.widget.property("dropTarget")) == on:
            return
        self.widget.setProperty("dropTarget", on)
        style = self.widget.style()
        style.unpolish(self.widget)
        style.polish(self.widget)
        self.widget.update()


class DropTarget:
    """Widget mixin (before the Qt class): hands drag events to ``self.drops``,
    a DropSupport, or ignores them when the widget is no target."""

    drops: DropSupport | None = None

    @guarded
    def dragEnterEvent(self, event) -> None:
        if self.drops:
            self.drops.enter(event)
        else:
            event.ignore()

    @guarded
    def dragMoveEvent(self, event) -> None:
        self.dragEnterEvent(event)

    @guarded
    def dropEvent(self, event) -> None:
        if self.drops:
            self.drops.drop(event)
        else:
            event.ignore()

