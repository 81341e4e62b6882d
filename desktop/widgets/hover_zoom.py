"""Hovering a card in any card view for a moment shows it large (the game's
zoom ``popup``: ``card``, ``show_card(card, anchor)``, ``set_scale``).
An event filter on each view's viewport: moving within one card keeps the
zoom, moving to another card swaps it at once, and leaving, pressing a
button, scrolling or hiding the view puts it away, and so does Escape anywhere
on the table (the popup's parent, where unhandled keys end up)."""
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
        self._for_keys = False    # the card shown is the keyboard's, not the mouse's
        self.table = popup.parentWidget()
        self.table.installEventFilter(self)

    def attach(self, view) -> None:
        view.viewport().setMouseTracking(True)
        view.viewport().installEventFilter(self)

    def hide(self) -> None:
        self._timer.stop()
        self._pending = None
        self._for_keys = False
        self.popup.hide()

    def show_for_keys(self, card: str, anchor: QRect) -> None:
        """The card the keyboard moved to, at once."""
        self.hide()
        self.popup.show_card(card, anchor)
        self._for_keys = True

    def cards_changed(self) -> None:
        """A new view: the keyboard's card has moved on (played, bought), so its
        zoom goes; the mouse's stays until the mouse moves."""
        if self._for_keys:
            self.hide()

    @guarded(default=False)
    def eventFilter(self, viewport, event) -> bool:
        kind = event.type()
        if viewport is self.table:
            if kind == QEvent.Type.KeyPress and event.key() == Qt.Key.Key_Escape:
                self.hide()           # and the table still gets it (Tanto Cuore forgets a chosen card)
        elif kind == QEvent.Type.MouseMove and event.buttons() == Qt.MouseButton.NoButton:
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
            if card != self.popup.card or self._for_keys:
                self._for_keys = False
                self.popup.show_card(card, anchor)
            return
        if self._pending is None or self._pending[0] != card:
            self._pending = (card, anchor)
            self._timer.start()

    def _show(self) -> None:
        if self._pending is not None:
            self.popup.show_card(*self._pending)
            self._pending = None
