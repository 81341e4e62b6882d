"""Hovering a card in any card view for a moment shows it large (the game's
zoom ``popup``: ``card``, ``show_card(card, anchor)``, ``set_scale``).
An event filter on each view's viewport: moving within one card keeps the
zoom, moving to another card swaps it at once, and leaving, pressing a
button, scrolling or hiding the view puts it away."""
from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRect, Qt, QTimer

from desktop.shell.guard import guarded
from desktop.widgets.roles import CARD_ROLE

DELAY_MS = 400
AWAY = frozenset({QEvent.Type.Leave, QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonDblClick,
                  QEvent.Type.Wheel, QEvent.Type.Hide, QEvent.Type.DragEnter})


class HoverZoom(QObject):
    def __init__(self, popup):
        super().__init__(popup.parentWidget())
        self.popup = popup
        self.popup.hide()
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(DELAY_MS)
        self._timer.timeout.connect(self._show)
        self._pending = None      # (card, global rect) waiting for the delay

    def attach(self, view) -> None:
        view.viewport().setMouseTracking(True)
        view.viewport().installEventFilter(self)

    def hide(self) -> None:
        self._timer.stop()
        self._pending = None
        self.popup.hide()

    @guarded(default=False)
    def eventFilter(self, viewport, event) -> bool:
        kind = event.type()
        if kind == QEvent.Type.MouseMove and event.buttons() == Qt.MouseButton.NoButton:
            self._hover(viewport.parent(), event.position().toPoint())
        elif kind in AWAY:
            self.hide()
        return False

    def _hover(self, view, pos) -> None:
        if hasattr(view, "card_at"):     # a view of lines naming cards (the log)
            card, rect = view.card_at(pos)
        else:
            index = view.indexAt(pos)
            card = index.data(CARD_ROLE) if index.isValid() else None
            rect = view.visualRect(index) if card else None
        if not card:
            self.hide()
            return
        anchor = QRect(view.viewport().mapToGlobal(rect.topLeft()), rect.size())
        if self.popup.isVisible():
            if card != self.popup.card:
                self.popup.show_card(card, anchor)
            return
        if self._pending is None or self._pending[0] != card:
            self._pending = (card, anchor)
            self._timer.start()

    def _show(self) -> None:
        if self._pending is not None:
            self.popup.show_card(*self._pending)
            self._pending = None
