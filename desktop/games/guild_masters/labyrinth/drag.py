"""The drag of an adventurer chip from a tavern onto the labyrinth, in the card
drag's format (``desktop.widgets.drag_payload``): ``{"source": "tavern",
"card": "adventurer", "slot": <seat as text>}``. The tavern encodes it, the
map reads it strictly; which cell it may go to is the decision's business."""
from __future__ import annotations

from desktop.base.strict_number import strict_number
from desktop.widgets.drag_payload import encode_payload, read_payload

PAYLOAD_KEYS = frozenset({"source", "card", "slot"})
MAX_SEATS = 4


def adventurer_mime(seat: int):
    """The QMimeData of a drag of ``seat``'s adventurer chip."""
    return encode_payload({"source": "tavern", "card": "adventurer", "slot": str(seat)})


def dragged_adventurer(mime) -> int | None:
    """The seat whose adventurer chip ``mime`` carries, or None for anything else."""
    payload = read_payload(mime, PAYLOAD_KEYS)
    if payload is None or payload["source"] != "tavern" or payload["card"] != "adventurer":
        return None
    return strict_number(payload["slot"], MAX_SEATS)
