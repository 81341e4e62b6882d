"""Which places one ``apply`` changed (``Changes.places``), found the same way
in every game: the game writes down every place's contents as a plain value
(a *snapshot*: ``{Place: value}``, ``engine.core.actions.Place`` as the key)
before and after the action, and ``changed_places`` compares the two.

Comparing snapshots, rather than noting each change where the rules make it,
cannot forget a place: a rule added later changes a value without anyone
remembering to say so. A game takes snapshots only when it logs events (a
table reads them; a search's states do not), so the rules' speed is untouched.

A place is a zone, whose it is and where in it: ``Place("hand", seat)``,
``Place("market")``, ``Place("cell", cell=hex)``, ``Place("square", slot=i)``.
A table may skip redrawing what shows only places that did not change
(``touched``); ``changes`` None, or its places None, means "anything may have
changed" (a load, an undo, a new language)."""
from __future__ import annotations

_ABSENT = object()


def changed_places(before: dict, after: dict) -> frozenset:
    """The places whose value differs between two snapshots; a place in only
    one of them changed too (it appeared or went)."""
    changed = {place for place, value in after.items() if before.get(place, _ABSENT) != value}
    changed.update(place for place in before if place not in after)
    return frozenset(changed)


def touched(changes, places) -> bool:
    """Whether ``changes`` (an ``engine.core.protocol.Changes``, or None) may
    have changed any of ``places``: True unless it names its places and none
    of them is one of these."""
    changed = None if changes is None else changes.places
    return changed is None or not changed.isdisjoint(places)
