"""Hovering a card in any card view for a moment shows it large (the game's
zoom ``popup``: ``card``, ``show_card(card, anchor)``, ``set_scale``).
An event filter on each view's viewport: moving within one card keeps the
zoom, moving to another card swaps it at once, and leaving, pressing a
button, scrolling or hiding the view puts it away, and so does Escape anywhere
on the table (the popup's parent, where unhandled keys end up)."""
from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, Qt, QTimer

from desktop.base.guard import guarded
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
        self._pending = None      # (view, card, its rect in the viewport) waiting for the delay
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

    def show_for_keys(self, view, card: str, rect: QRect) -> None:
        """The card the keyboard moved to (``rect`` in ``view``'s viewport), at once."""
        self.hide()
        self._show_card(view, card, rect)
        self._for_keys = True

    def _show_card(self, view, card: str, rect: QRect) -> None:
        """Beside the card (the popup's own placement), then above or below its
        row where the table has room: the row's other cards are often the very
        choice the player is making."""
        self.popup.show_card(card, QRect(view.viewport().mapToGlobal(rect.topLeft()), rect.size()))
        room = self.table.rect()
        # By the screen: a pile's window is a view outside the table.
        row = QRect(self.table.mapFromGlobal(view.mapToGlobal(QPoint(0, 0))), view.size())
        placed = self.popup.geometry()
        if not placed.intersects(row):
            return
        if row.top() - placed.height() >= room.top():
            self.popup.move(placed.left(), row.top() - placed.height())
        elif row.bottom() + placed.height() < room.bottom():
            self.popup.move(placed.left(), row.bottom() + 1)

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
        if self.popup.isVisible():
            if card != self.popup.card or self._for_keys:
                self._for_keys = False
                self._show_card(view, card, rect)
            return
        if self._pending is None or self._pending[1] != card:
            self._pending = (view, card, rect)
            self._timer.start()

    def _show(self) -> None:
        if self._pending is not None:
            self._show_card(*self._pending)
            self._pending = None
