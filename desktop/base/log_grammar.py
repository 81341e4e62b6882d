"""How a game's log line speaks of the seat that reads it: in the second
person ("You play City", not "You plays City"), and of several winners in the
plural. Every game's ``log_line`` picks its template with ``variant`` and
names seats with ``seat_name``; English needs these forms, Japanese and
Chinese translate them with the same words as the plain line.

Template keys: ``<key>:you`` the viewer is the event's player (or its only
winner), ``<key>:to_you`` the viewer is its target, ``<key>:shared`` it has
several winners; a line without such a form names the viewer "you".
"""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from desktop.base.i18n import APP_CONTEXT, player_name

#: The viewer inside a sentence ("… cost 1 less for you", "gave Kagari to you").
YOU = QT_TRANSLATE_NOOP("kotatsu", "you")


def variant(lines: dict, key: str, event: dict, viewer: int | None) -> str:
    """The key in ``lines`` of the template ``viewer`` reads for ``event``."""
    winners = list(event.get("winners") or ())
    if viewer is not None:
        if event.get("player") == viewer or winners == [viewer]:
            if f"{key}:you" in lines:
                return f"{key}:you"
        if event.get("target") == viewer and f"{key}:to_you" in lines:
            return f"{key}:to_you"
    if len(winners) > 1 and f"{key}:shared" in lines:
        return f"{key}:shared"
    return key


def you() -> str:
    return QCoreApplication.translate(APP_CONTEXT, YOU)


def seat_name(names, seat, viewer: int | None) -> str:
    """A seat's name in a sentence; the viewer's own seat is "you"."""
    if viewer is not None and seat == viewer:
        return you()
    return player_name(names, seat)


def sentence(text: str) -> str:
    """A line that begins with "you" begins with a capital."""
    word = you()
    if text.startswith(word) and word[:1].islower():
        return word[:1].upper() + text[1:]
    return text
