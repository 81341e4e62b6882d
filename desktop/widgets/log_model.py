"""The game log: engine events turned into lines for the viewing seat, by
the game's ``line_for(event, names, viewer)`` (None: no line).

Each line also comes as rich text (``HTML_ROLE``): the players in their seat
colours and every card a link ``card:<id>`` that the log view shows large on
hover. A "turn" event is a header row (``HEADER_ROLE``, its player in
``SEAT_ROLE``): the log reads turn by turn. A header that the next header
follows at once goes: turns in which the viewer saw nothing leave no runs of
empty headers, and the last header says whose turn it is now."""
from __future__ import annotations

import html
import re
from dataclasses import dataclass

from PySide6.QtCore import QAbstractListModel, QModelIndex, Qt

from desktop.base.guard import guarded
from desktop.base.i18n import RetranslatingModel
from desktop.base.log_grammar import seat_name, sentence
from desktop.widgets.roles import USER
from desktop.widgets.seat_colours import seat_colour
from engine.core.events import visible

HTML_ROLE = USER + 20       # the line as rich text
HEADER_ROLE = USER + 21     # True for a turn's header row
SEAT_ROLE = USER + 22       # the seat whose turn (header) or move the line tells, or None

HEADER_EVENTS = frozenset({"turn"})
# Where events name cards (both games): one card, or a list under "cards".
CARD_FIELDS = ("card", "land", "event", "gave", "got")
SEAT_FIELDS = ("player", "target")
SEAT_LIST_FIELDS = ("players", "winners")


@dataclass(frozen=True)
class LogRow:
    text: str
    html: str
    header: bool
    seat: int | None


class LogModel(RetranslatingModel, QAbstractListModel):
    """Keeps every event (not its sentence) with the action number that caused
    it, so undo can cut the log back, a hand-over can re-filter it for the new
    viewer and a language switch can write it again. ``addressed``: the viewer
    is a player at the table, whose own moves read "You …" (False when only AI
    seats play)."""

    def __init__(self, line_for, parent=None, card_name=None):
        super().__init__(parent)
        self._line_for = line_for
        self._card_name = card_name
        self._events: list[tuple[int, dict]] = []
        self._rows: list[LogRow] = []
        self._names: list[str] = []
        self._viewer = 0
        self.addressed = True

    def reset(self, names, viewer: int) -> None:
        self.beginResetModel()
        self._events = []
        self._rows = []
        self._names = list(names)
        self._viewer = viewer
        self.endResetModel()

    def set_viewer(self, viewer: int) -> None:
        if viewer != self._viewer:
            self._viewer = viewer
            self.retranslate()

    def retranslate(self) -> None:
        self.beginResetModel()
        self._rows = self._render(self._events)
        self.endResetModel()

    def add_events(self, action_number: int, events) -> None:
        self.add_tagged([(action_number, e) for e in events])

    def add_tagged(self, tagged) -> None:
        """Add events as (action number, event) pairs."""
        tagged = list(tagged)
        rows = self._render(tagged)
        if rows and rows[0].header and self._rows and self._rows[-1].header:
            last = len(self._rows) - 1         # an empty turn: its header makes way for the next
            self.beginRemoveRows(QModelIndex(), last, last)
            del self._rows[last]
            self.endRemoveRows()
        if not rows:
            self._events.extend(tagged)
            return
        first = len(self._rows)
        self.beginInsertRows(QModelIndex(), first, first + len(rows) - 1)
        self._events.extend(tagged)
        self._rows.extend(rows)
        self.endInsertRows()

    def truncate(self, action_count: int) -> None:
        """Drop the lines of actions after ``action_count`` (they were undone)."""
        kept = [(n, e) for n, e in self._events if n <= action_count]
        if len(kept) != len(self._events):
            self._events = kept
            self.retranslate()

    def _render(self, tagged) -> list:
        # Filtering by seat happens here, not on arrival, so a hand-over can re-filter.
        viewer = self._viewer if self.addressed else None
        rows = []
        for _, event in tagged:
            if not visible(event, self._viewer):
                continue
            line = self._line_for(event, self._names, viewer)
            if line:
                header = event.get("type") in HEADER_EVENTS
                if header and rows and rows[-1].header:
                    rows.pop()
                rows.append(LogRow(line, self._rich(line, event, viewer), header, event.get("player")))
        return rows

    def _rich(self, line: str, event: dict, viewer) -> str:
        """``line`` as rich text: the seats it names in their colours, its cards as links."""
        marks = {}
        seats = [event.get(key) for key in SEAT_FIELDS]
        seats += [seat for key in SEAT_LIST_FIELDS for seat in event.get(key) or ()]
        for seat in seats:
            if isinstance(seat, int):
                name = seat_name(self._names, seat, viewer)
                span = f'<span style="color:{seat_colour(seat).name()}; font-weight:bold">{{}}</span>'
                for shown in {name, sentence(name)}:
                    marks[shown] = span
        if self._card_name is not None:
            cards = [event[key] for key in CARD_FIELDS if isinstance(event.get(key), str)]
            cards += [c for c in event.get("cards") or () if isinstance(c, str)]
            for card in cards:
                marks.setdefault(self._card_name(card), f'<a href="card:{html.escape(card)}">{{}}</a>')
        marks.pop("", None)
        if not marks:
            return html.escape(line)
        pattern = re.compile("|".join(_bounded(text) for text in sorted(marks, key=len, reverse=True)))
        out, at = [], 0
        for match in pattern.finditer(line):
            out.append(html.escape(line[at:match.start()]))
            out.append(marks[match.group(0)].format(html.escape(match.group(0))))
            at = match.end()
        out.append(html.escape(line[at:]))
        return "".join(out)

    def lines(self) -> list:
        return [row.text for row in self._rows]

    def rows(self) -> list:
        return list(self._rows)

    def tagged_events(self) -> list:
        """Every (action number, event) pair kept, for any seat (filter with ``events.visible``)."""
        return list(self._events)

    @guarded(default=0)
    def rowCount(self, parent=QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._rows)

    @guarded
    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        row = self._rows[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return row.text
        if role == HTML_ROLE:
            return row.html
        if role == HEADER_ROLE:
            return row.header
        if role == SEAT_ROLE:
            return row.seat
        return None


def _bounded(text: str) -> str:
    """A pattern for ``text`` that does not match inside a longer Latin word
    ("You" in "Your"); CJK text has no spaces to mark words, so no bound there."""
    pattern = re.escape(text)
    if text[:1].isascii() and text[:1].isalpha():
        pattern = r"(?<![A-Za-z])" + pattern
    if text[-1:].isascii() and text[-1:].isalpha():
        pattern += r"(?![A-Za-z])"
    return pattern
