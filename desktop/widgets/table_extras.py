"""What issue 15 added to every game's table, built once: cards that fly
where they went (``motion``), piles that open (``pile_window``), the cards
the viewer looks at shown as cards over the prompt, and each other player's
last turn on their strip's tooltip (``turn_recap``).

A table makes one ``TableExtras`` after it is built and calls
``take_off(view, changes)`` before it redraws a view and
``show(view, changes, pending)`` after. What is the game's own comes in as
functions: ``event_paths(event, seat)`` (``motion``'s paths of one event),
``pile_contents(view, names, key)`` (``pile_window``), ``looking_items(view)``
(the items of the cards looked at), ``log_line`` (the log's line of an
event), ``strips()`` (the players' strips: ``seat``, ``header``,
``discard_requested`` and ``show_recap(html)``), ``card_row`` and
``make_model`` (its card views), ``looking_size`` (their size there).
The table has ``view``, ``names``, ``log_model``, ``zoom``, ``prompt``,
``deck_zone``, ``discard_zone``, ``_choices``, ``_card_view`` and ``_wire_source``.
"""
from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QVBoxLayout, QWidget

from desktop.widgets.motion import CardMotion
from desktop.widgets.pile_window import PileWindows
from desktop.widgets.table_chrome import section_title
from desktop.widgets.turn_recap import last_turn_lines, recap_html
from engine.core.events import visible


def _layout_holding(layout, widget):
    """The layout, ``layout`` or one inside it, that holds ``widget`` (None: none)."""
    if layout.indexOf(widget) >= 0:
        return layout
    for i in range(layout.count()):
        inner = layout.itemAt(i).layout()
        found = _layout_holding(inner, widget) if inner is not None else None
        if found is not None:
            return found
    return None


class TableExtras(QObject):
    def __init__(self, table, *, card_row, make_model, looking_size, event_paths, pile_contents, looking_items,
                 log_line, strips):
        super().__init__(table)
        self._table = table
        self._event_paths = event_paths
        self._looking_items = looking_items
        self._log_line = log_line
        self._strips = strips
        self.motion = CardMotion(table)
        self.piles = PileWindows(table, card_row, make_model,
                                 lambda key: pile_contents(table.view, table.names, key), table.zoom)
        for zone, kind in ((table.deck_zone, "deck"), (table.discard_zone, "discard")):
            zone.set_openable(True)
            zone.clicked.connect(lambda kind=kind: self.open_pile(kind, table.view["seat"] if table.view else 0))
        # The cards looked at sit right over the prompt, which asks what to do with them.
        self.looking_box = QWidget()
        box = QVBoxLayout(self.looking_box)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(1)
        self.looking_title = section_title()
        self.looking_model = make_model(self)
        self.looking_view = table._card_view(self.looking_model, looking_size)
        self.looking_view.setObjectName("lookingCards")
        table._wire_source(self.looking_view)      # a double-click does what the prompt offers for it
        box.addWidget(self.looking_title)
        box.addWidget(self.looking_view)
        column = _layout_holding(table.layout(), table.prompt)
        column.insertWidget(column.indexOf(table.prompt), self.looking_box)
        self.looking_box.hide()

    def retranslate(self, looking_title: str) -> None:
        self.looking_title.setText(looking_title)

    def reset(self) -> None:
        """A new game: nothing in flight, no pile of the last one open."""
        self.motion.stop()
        self.piles.close_all()

    def wire_strip(self, strip) -> None:
        strip.discard_requested.connect(lambda seat=strip.seat: self.open_pile("discard", seat))

    def open_pile(self, kind: str, seat: int):
        """A window with a player's discard pile (``kind`` "discard") or the viewer's deck ("deck")."""
        return self.piles.open((kind, seat))

    def take_off(self, view: dict, changes) -> list:
        """Before the redraw: the cards ``changes`` moved, when the table animates
        and still shows this viewer's strips (a hand-over rebuilds them)."""
        strips = self._strips()
        if changes is None or not self._table.animations or not strips or strips[0].seat != view["seat"]:
            return []
        seat = view["seat"]
        paths = [path for event in changes.events if visible(event, seat) for path in self._event_paths(event, seat)]
        return self.motion.take_off(paths)

    def show(self, view: dict, pending: list) -> None:
        """After the redraw: the cards looked at, the recaps, open piles, the flights."""
        items = self._looking_items(view)
        self.looking_model.set_items(items, self._table._choices)
        self.looking_box.setVisible(bool(items))
        tagged, names = self._table.log_model.tagged_events(), self._table.names
        for strip in self._strips():
            if strip.seat != view["seat"]:
                lines = last_turn_lines(tagged, strip.seat, self._log_line, names, view["seat"])
                name = names[strip.seat] if strip.seat < len(names) else str(strip.seat)
                strip.show_recap(recap_html(lines, name))
        self.piles.refresh()
        self.motion.land(pending)
