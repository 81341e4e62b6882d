"""Piles you can open: a window beside the table that shows a pile's cards
with the game's own faces (a discard pile, top card first; a deck's contents
sorted, since its owner knows what is in it but not the order). It is not
modal: the game goes on, and an open window follows the pile as it changes.

A table makes one ``PileWindows`` with its game's ``card_row(size)``, a model
of that game's cards and ``contents(key)``: ``(title, note, items)`` of the
pile ``key`` in the view shown now, or None once there is no such pile.
"""
from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QSize, Qt
from collections import Counter

from PySide6.QtWidgets import QDialog, QHBoxLayout, QListView, QToolButton, QVBoxLayout

from desktop.base.guard import guarded
from desktop.widgets.plain_text import plain_label

QWIDGETSIZE_MAX = (1 << 24) - 1      # Qt's own limit, which PySide6 does not export

PILE_CARD = QSize(80, 108)


def pile_contents(view: dict, names, key, make_item, order, words):
    """(title, note, items) of the pile ``key`` ((kind, seat)) in ``view``, or
    None: a discard pile top card first, one item a card; the viewer's deck
    (the view's ``deck_cards``; another's is only a count) one item a kind,
    with its count, sorted by ``order(card)``. ``make_item(card, count)`` is
    the game's card item; ``words`` its translated (discard title, discard
    note, deck title, deck note) templates, with {name} and {n}."""
    kind, seat = key
    if view is None or not 0 <= seat < len(view["players"]):
        return None
    player, name = view["players"][seat], names[seat] if seat < len(names) else str(seat)
    discard_title, discard_note, deck_title, deck_note = words
    if kind == "discard":
        cards = list(reversed(player["discard"]))
        return (discard_title.format(name=name), discard_note.format(n=len(cards)),
                [make_item(card, None) for card in cards])
    cards = player.get("deck_cards")
    if cards is None:
        return None
    counts = Counter(cards)
    return (deck_title.format(name=name), deck_note.format(n=len(cards)),
            [make_item(card, counts[card] if counts[card] > 1 else None) for card in sorted(counts, key=order)])


def looking_cards(view: dict) -> list:
    """The cards the viewer looks at now (the decision's ``prompt["looking"]``)."""
    decision = view["decision"]
    return list(((decision.get("prompt") or {}).get("looking") or []) if decision else [])


def header_with_pile_button(header, clicked) -> tuple:
    """(row, button): a strip's ``header`` with a flat button beside it that emits ``clicked``."""
    row = QHBoxLayout()
    row.setContentsMargins(0, 0, 0, 0)
    header.setWordWrap(True)        # a long header wraps rather than push the button out of sight
    row.addWidget(header, 1)
    button = QToolButton()
    button.setObjectName("pileButton")
    button.setAutoRaise(True)
    button.clicked.connect(clicked)
    row.addWidget(button)
    return row, button


class PileWindow(QDialog):
    def __init__(self, cards_view, parent=None):
        super().__init__(parent)
        self.setObjectName("pileWindow")
        self.setModal(False)
        self.setWindowFlag(Qt.WindowType.WindowContextHelpButtonHint, False)
        # The cards lie on the table's colour (shell/style.py's #tablePage) here too.
        self.setStyleSheet("#pileWindow { background: #efe6d2; } #pileNote { color: #3b2d22; font-weight: bold; }")
        layout = QVBoxLayout(self)
        self.note = plain_label()
        self.note.setObjectName("pileNote")
        self.note.setWordWrap(True)
        self.cards = cards_view
        # Many cards: rows that wrap, and a window that may grow, instead of one strip.
        cards_view.setWrapping(True)
        cards_view.setResizeMode(QListView.ResizeMode.Adjust)
        cards_view.setMinimumHeight(PILE_CARD.height() + 16)
        cards_view.setMaximumHeight(QWIDGETSIZE_MAX)
        cards_view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        cards_view.setDragEnabled(False)       # a look, not a move
        layout.addWidget(self.note)
        layout.addWidget(cards_view, 1)
        self.resize(560, 300)

    def show_pile(self, title: str, note: str, items) -> None:
        self.setWindowTitle(title)
        self.note.setText(note)
        self.cards.model().set_items(items)


class PileWindows(QObject):
    """The pile windows of one table, one a pile, made when first opened.
    They close when the table hides: the hot-seat cover must not leave one
    player's deck open for the next, nor the menu a window of a game left."""

    def __init__(self, table, card_row, make_model, contents, zoom=None):
        super().__init__(table)
        self._table = table
        self._card_row = card_row
        self._make_model = make_model
        self._contents = contents
        self._zoom = zoom
        self._windows: dict = {}
        table.installEventFilter(self)

    def open(self, key) -> PileWindow | None:
        contents = self._contents(key)
        if contents is None:
            return None
        window = self._windows.get(key)
        if window is None:
            view = self._card_row(PILE_CARD)
            view.setModel(self._make_model(view))
            if self._zoom is not None:
                self._zoom.attach(view)
            window = self._windows[key] = PileWindow(view, self._table)
        window.show_pile(*contents)
        if window.isVisible():          # open already, maybe behind the table: to the front
            window.raise_()
            window.activateWindow()
        else:
            window.show()
        return window

    def window(self, key) -> PileWindow | None:
        return self._windows.get(key)

    def refresh(self) -> None:
        """Every open window shows its pile as it is now (closed when it is gone)."""
        for key, window in self._windows.items():
            if window.isVisible():
                contents = self._contents(key)
                if contents is None:
                    window.hide()
                else:
                    window.show_pile(*contents)

    def close_all(self) -> None:
        for window in self._windows.values():
            window.hide()

    @guarded(default=False)
    def eventFilter(self, watched, event) -> bool:
        if watched is self._table and event.type() == QEvent.Type.Hide:
            self.close_all()
        return False
